import { wait } from '@portal/ui';

export interface RetryOptions {
  attempts?: number;
  /** Wait before the second attempt; each later wait is this times the attempt number. */
  delayMs?: number;
  sleep?: (ms: number) => Promise<void>;
  /** Whether a failure is worth another try (default: every one); an answer such as a 404 is not. */
  shouldRetry?: (error: unknown) => boolean;
}

/** Runs `work` up to `attempts` times, waiting longer after each failure; rethrows the last error. */
export async function withRetry<T>(work: () => Promise<T>, { attempts = 3, delayMs = 500, sleep = wait, shouldRetry = () => true }: RetryOptions = {}): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !shouldRetry(error)) throw error;
      await sleep(delayMs * attempt);
    }
  }
}

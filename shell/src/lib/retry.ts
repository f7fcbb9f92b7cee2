export interface RetryOptions {
  attempts?: number;
  /** Wait before the second attempt; each later wait is this times the attempt number. */
  delayMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `work` up to `attempts` times, waiting longer after each failure; rethrows the last error. */
export async function withRetry<T>(work: () => Promise<T>, { attempts = 3, delayMs = 500, sleep = wait }: RetryOptions = {}): Promise<T> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      lastError = error;
      if (attempt < attempts) await sleep(delayMs * attempt);
    }
  }
  throw lastError;
}

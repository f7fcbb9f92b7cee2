export interface EventuallyOptions {
  /** How long to keep reading (5 s). */
  timeoutMs?: number;
  /** The pause between two reads (20 ms). */
  intervalMs?: number;
}

const isSomething = (value: unknown) => value !== undefined;

/**
 * Reads until `done(value)` holds or the time is up, and answers the last value read: the test
 * then asserts on it, so a condition that never comes fails with what was seen, never hangs. For
 * work that finishes after an answer has gone out (a mail written afterwards, a change fed to
 * another process); a page's own updates are awaited with testing-library's findBy/waitFor.
 * `done` is by default "there is a value" (not undefined).
 *
 *   expect(await eventually(() => lastOutbox('approver'))).toBeDefined();
 *   expect(await eventually(() => systemNameOf(other), (name) => name === 'Changed')).toBe('Changed');
 */
export async function eventually<T>(
  read: () => T | Promise<T>,
  done: (value: T) => boolean = isSomething,
  { timeoutMs = 5000, intervalMs = 20 }: EventuallyOptions = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() >= deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/**
 * How long a visitor waits for a part of the portal that does not answer before the portal says
 * so (decision 0014, which records how these were measured). Each counts from the first request.
 *
 * - An area: its remote's mf-manifest.json, remoteEntry.js and './app' with what it needs, its
 *   last-known-good version included when the pinned one failed. Past it the area shows "This area
 *   is unavailable" with Retry; every request of that load still open is abandoned (the fetch
 *   aborted, the script element removed), so Retry asks again from scratch.
 * - The portal manifest: all its tries together, before the portal starts from its
 *   last-known-good copy (or says it is unavailable).
 *
 * A script chunk an area loads later (a lazy page) has the same budget, set in the build
 * (@portal/build's CHUNK_LOAD_TIMEOUT_MS, webpack's chunkLoadTimeout): the chunk fails and the
 * area's error boundary shows the unavailable page.
 */
export const AREA_LOAD_BUDGET_MS = 3_000;
export const MANIFEST_BUDGET_MS = 3_000;

/** A promise that rejects with `error()` after `ms`, unless `work` settles first; the timer is cleared either way. */
export function withTimeout<T>(work: Promise<T>, ms: number, error: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(error()), ms);
  });
  return Promise.race([work, timedOut]).finally(() => clearTimeout(timer));
}

/** A load that ran past its budget. */
export class LoadTimeoutError extends Error {
  override name = 'LoadTimeoutError';

  constructor(what: string, ms: number) {
    super(`${what} did not load within ${ms} ms`);
  }
}

/**
 * How long a visitor waits for a part of the portal that does not answer before the portal says
 * so (decision 0014, which records how these were measured).
 *
 * - An area: its remote's mf-manifest.json, remoteEntry.js and './app' with what it needs, its
 *   last-known-good version included when the pinned one failed. It is given up when it has gone
 *   this long without progress (`startLoadClock`): a request of it that does not answer, or no file
 *   of the portal arriving while the page waits. A load whose files keep arriving is never given up,
 *   however long it takes in all: a slow phone or a busy machine gets the area, later. Given up, the
 *   area shows "This area is unavailable" with Retry; every request of that load still open is
 *   abandoned (the fetch aborted, the script element removed), so Retry asks again from scratch.
 * - The portal manifest: all its tries together, before the portal starts from its
 *   last-known-good copy (or says it is unavailable).
 *
 * A script chunk an area loads later (a lazy page) has the same budget, set in the build
 * (@portal/build's CHUNK_LOAD_TIMEOUT_MS, webpack's chunkLoadTimeout): the chunk fails and the
 * area's error boundary shows the unavailable page.
 */
export const AREA_LOAD_BUDGET_MS = 3_000;
export const MANIFEST_BUDGET_MS = 3_000;

/** How often a load's clock looks for progress; a late look counts at most twice this as waiting. */
const TICK_MS = 100;

/** Tells whether a file of the portal arrived since it was last asked. */
export interface ArrivalWatch {
  arrived(): boolean;
  stop(): void;
}

/** The portal's own files (scripts, remotes' manifests, styles), not its API calls, which another area's page makes meanwhile. */
const isPortalFile = (entry: PerformanceResourceTiming) =>
  ['script', 'fetch', 'link', 'other'].includes(entry.initiatorType) && !new URL(entry.name, 'http://portal.invalid').pathname.startsWith('/_api/');

/**
 * Arrivals as the browser's resource timing records them (each entry is a response that has ended).
 * The observer's queue is read on each look (`takeRecords`), so an arrival counts although the page
 * was too busy to deliver it yet. Where there is no PerformanceObserver nothing ever arrives.
 */
export function watchArrivals(): ArrivalWatch {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('resource')) return { arrived: () => false, stop: () => undefined };
  let arrived = false;
  const note = (entries: PerformanceEntryList) => {
    if ((entries as PerformanceResourceTiming[]).some(isPortalFile)) arrived = true;
  };
  const observer = new PerformanceObserver((list) => note(list.getEntries()));
  observer.observe({ type: 'resource' });
  return {
    arrived() {
      note(observer.takeRecords());
      const answer = arrived;
      arrived = false;
      return answer;
    },
    stop: () => observer.disconnect(),
  };
}

/** A load's budget as it runs: see `startLoadClock`. */
export interface LoadClock {
  /** When the load will be given up if nothing arrives before (ms since the epoch): what a request of it may take. */
  deadline(): number;
  /** It has been given up. */
  readonly expired: boolean;
  /** `work`, or a rejection with `error()` once the load is given up; the clock stops when either comes. */
  race<T>(work: Promise<T>, error: () => Error): Promise<T>;
}

export interface LoadClockOptions {
  arrivals?: () => ArrivalWatch;
  now?: () => number;
}

/**
 * The budget of one load: it is given up once it has waited `budgetMs` with nothing arriving. Each
 * arrival starts the wait again. Time the page's own thread was too busy to look (a look that comes
 * late) counts as at most two looks' worth: that is the device working through what arrived, not a
 * part of the portal not answering.
 */
export function startLoadClock(budgetMs: number, { arrivals = watchArrivals, now = Date.now }: LoadClockOptions = {}): LoadClock {
  const watch = arrivals();
  let waited = 0;
  let lookedAt = now();
  let expired = false;
  let giveUp: () => void = () => undefined;
  const look = () => {
    const at = now();
    waited = watch.arrived() ? 0 : waited + Math.min(at - lookedAt, 2 * TICK_MS);
    lookedAt = at;
    if (waited >= budgetMs) {
      expired = true;
      stop();
      giveUp();
    }
  };
  const timer = setInterval(look, TICK_MS);
  function stop() {
    clearInterval(timer);
    watch.stop();
  }
  return {
    deadline: () => now() + Math.max(1, budgetMs - waited),
    get expired() {
      return expired;
    },
    race<T>(work: Promise<T>, error: () => Error): Promise<T> {
      const givenUp = new Promise<never>((_, reject) => {
        giveUp = () => reject(error());
        if (expired) giveUp();
      });
      return Promise.race([work, givenUp]).finally(stop);
    },
  };
}

/** A load given up: it went its budget without progress. */
export class LoadTimeoutError extends Error {
  override name = 'LoadTimeoutError';

  constructor(what: string, ms: number) {
    super(`${what} did not load: nothing arrived for ${ms} ms`);
  }
}

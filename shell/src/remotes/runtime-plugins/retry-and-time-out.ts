import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { wait } from '@portal/ui';

/** What the runtime's loadEntryError hook answers (its type nests the promise; the runtime awaits it). */
type EntryErrorAnswer = ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>;

/** Two more tries half a second apart: a passing network blip heals, a missing build fails within about a second. */
export const REMOTE_RETRY = { retryTimes: 2, retryDelay: 500 } as const;

/**
 * When each remote's current load would be given up, set by the loader for the remote's name before
 * it asks the runtime for it (../federation.ts, from the area's load clock: it moves on while the
 * load's files arrive). Read when a request starts, it is how long that request may take.
 */
export interface LoadDeadlines {
  set(name: string, deadline: () => number): void;
  /** Milliseconds left for `name`'s load; undefined when no load of it has a deadline. */
  remaining(name: string | undefined): number | undefined;
}

export function createLoadDeadlines(now: () => number = Date.now): LoadDeadlines {
  const deadlines = new Map<string, () => number>();
  return {
    set: (name, deadline) => void deadlines.set(name, deadline),
    remaining(name) {
      const deadline = name === undefined ? undefined : deadlines.get(name);
      return deadline === undefined ? undefined : Math.max(1, deadline() - now());
    },
  };
}

/** The runtime's and this plugin's words for a request that ran out of time rather than failed. */
const TIMED_OUT = /timed out|TimeoutError|Timeout/;

interface Options {
  deadlines: LoadDeadlines;
  now?: () => number;
  retry?: { retryTimes: number; retryDelay: number };
  fetch?: typeof fetch;
}

/**
 * First layer of a remote's load (the fallback plugin is the second): every request of it ends by
 * the load's deadline, and one that failed fast is asked for again.
 *
 * - `fetch` (the remote's mf-manifest.json): each try is aborted at the deadline; a failed try
 *   (network error, an error status, JSON that does not parse) is tried again after `retryDelay`,
 *   at most `retryTimes` more times, while time is left.
 * - `createScript` (remoteEntry.js): the script's time-out is the time left, so a script that never
 *   answers is given up (its element removed) when the area gives up on it, and Retry starts anew.
 * - `loadEntryError`: a remoteEntry.js that failed is loaded again the same way, one that timed out
 *   is not (it had the time it was given; the load's deadline may have moved on meanwhile, as other
 *   files arrived).
 *
 * This replaces @module-federation/retry-plugin, whose fetch hook always makes a request of its
 * own (two plugins answering fetch would each fetch) and which retries a time-out like any
 * failure, so a hang would cost three times the budget.
 */
export function retryAndTimeOutPlugin({
  deadlines,
  now = Date.now,
  retry = REMOTE_RETRY,
  // A remote's own build files, not a call of the API: the federation runtime fetches them itself otherwise.
  // eslint-disable-next-line no-restricted-globals
  fetch: fetchImpl = (...args) => fetch(...args),
}: Options): ModuleFederationRuntimePlugin {
  const timeLeft = (name: string | undefined) => deadlines.remaining(name);
  /** When each remote's last remoteEntry.js script started and the time it was given: the runtime does not say why one failed. */
  const scripts = new Map<string, { at: number; timeout: number }>();
  const ranOutOfTime = (name: string) => {
    const script = scripts.get(name);
    return script !== undefined && now() - script.at >= script.timeout;
  };

  async function tryFetch(url: string, init: RequestInit, name: string | undefined): Promise<Response> {
    const left = timeLeft(name);
    const signal = left === undefined ? init.signal : AbortSignal.timeout(left);
    const response = await fetchImpl(url, { ...init, ...(signal ? { signal } : {}) });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    // The runtime reads the body itself: check a copy, so a truncated or malformed file is retried too.
    await response.clone().json();
    return response;
  }

  return {
    name: 'portal-retry-and-time-out',
    async fetch(url, init, remoteInfo) {
      for (let attempt = 0; ; attempt += 1) {
        try {
          return await tryFetch(url, init, remoteInfo?.name);
        } catch (error) {
          const left = timeLeft(remoteInfo?.name);
          const timedOut = TIMED_OUT.test(String((error as Error)?.name)) || TIMED_OUT.test(String((error as Error)?.message));
          if (timedOut || attempt >= retry.retryTimes || (left !== undefined && left <= retry.retryDelay)) throw error;
          await wait(retry.retryDelay);
        }
      }
    },
    createScript({ remoteInfo }) {
      const left = timeLeft(remoteInfo?.name);
      if (left === undefined) return undefined;
      if (remoteInfo?.name) scripts.set(remoteInfo.name, { at: now(), timeout: left });
      return { timeout: left };
    },
    loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) {
      // A script that timed out is not asked for again: a hang would cost the budget once per try.
      if (ranOutOfTime(remoteInfo.name)) return Promise.resolve(undefined) as unknown as EntryErrorAnswer;
      const retried = (async () => {
        for (let attempt = 1; ; attempt += 1) {
          const left = timeLeft(remoteInfo.name);
          if (left !== undefined && left <= retry.retryDelay) return undefined;
          await wait(retry.retryDelay);
          // The failed load is still the runtime's current one: drop it, or this try would wait on it.
          delete globalLoading[uniqueKey];
          try {
            return (await getRemoteEntry({ origin, remoteInfo, remoteEntryExports })) || undefined;
          } catch (error) {
            if (TIMED_OUT.test(String((error as Error)?.message)) || attempt >= retry.retryTimes) throw error;
          }
        }
      })();
      return retried as unknown as EntryErrorAnswer;
    },
  };
}

import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { wait, withRetry, type RetryOptions } from '../../lib/retry';

type LoadEntryError = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;
type LoadEntryErrorArgs = Parameters<LoadEntryError>[0];

export interface RemoteRetryOptions extends RetryOptions {
  /** For tests; the browser's fetch otherwise. */
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
}

/**
 * First layer of defence: a remote whose files fail to arrive is asked for again before the area
 * is declared unavailable. The runtime fetches each remote's mf-manifest.json through the `fetch`
 * hook, which must answer with a Response, so this is the one place in the shell that calls fetch
 * directly (the API client answers parsed bodies). remoteEntry.js is a script tag; when it fails
 * to load, `loadEntryError` loads it again.
 */
export function retryPlugin({ fetch: fetchImpl, ...retry }: RemoteRetryOptions = {}): ModuleFederationRuntimePlugin {
  const attempts = retry.attempts ?? 3;
  const sleep = retry.sleep ?? wait;
  // The federation runtime's fetch hook needs a Response, which the API client does not give.
  // eslint-disable-next-line no-restricted-properties
  const doFetch = fetchImpl ?? ((url: string, init: RequestInit) => globalThis.fetch(url, init));

  async function loadEntryAgain({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }: LoadEntryErrorArgs) {
    for (let attempt = 2; attempt <= attempts; attempt += 1) {
      // The failed load is still registered as in progress; without this the retry would wait on it.
      delete globalLoading[uniqueKey];
      await sleep((retry.delayMs ?? 500) * (attempt - 1));
      try {
        const entry = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
        if (entry) return entry;
      } catch {
        // try again, or give up below and let the fallback plugin answer
      }
    }
    return undefined;
  }

  return {
    name: 'portal-retry',
    fetch(url, init) {
      return withRetry(async () => {
        const response = await doFetch(url, init);
        // A server error may pass; a 404 will not, so it goes straight to the fallback.
        if (response.status >= 500) throw new Error(`${url} answered ${response.status}`);
        return response;
      }, retry);
    },
    // The runtime declares this hook as answering a promise of a promise; it awaits either.
    loadEntryError: loadEntryAgain as unknown as LoadEntryError,
  };
}

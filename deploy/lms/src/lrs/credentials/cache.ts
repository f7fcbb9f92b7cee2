import type { LrsPrincipal } from '../principal';

/*
 * Verified credentials, kept for a few seconds. A client's secret is checked with scrypt (as passwords
 * are), which costs tens of milliseconds of CPU: done on every request, it would cap the store far below
 * its budget (1,500 statements/s). So the outcome of one check (the principal, or a refusal)
 * is kept per database under the SHA-256 of the Authorization value for CACHE_MS; requests that arrive
 * while a check runs wait for that check instead of starting their own. Revoking a client forgets its
 * entries here at once; another process notices within CACHE_MS.
 */

export const CACHE_MS = 10_000;
/** Bound on entries per database: past it the cache starts again (a flood of wrong credentials cannot grow it). */
const MAX_ENTRIES = 10_000;

interface Entry {
  /** The client key or user-token key the credentials named. */
  key: string;
  outcome: Promise<LrsPrincipal | null>;
  until: number;
}

const caches = new WeakMap<object, Map<string, Entry>>();

function cacheOf(db: object): Map<string, Entry> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  return cache;
}

/** The cached outcome for these credentials, or the one `check` gives (kept until `untilMs`, at most CACHE_MS). */
export function cachedCredentials(
  db: object,
  digest: string,
  key: string,
  check: () => Promise<{ principal: LrsPrincipal | null; untilMs?: number }>,
): Promise<LrsPrincipal | null> {
  const cache = cacheOf(db);
  const now = Date.now();
  const found = cache.get(digest);
  if (found && found.until > now) return found.outcome;
  if (cache.size >= MAX_ENTRIES) cache.clear();
  const entry: Entry = { key, until: now + CACHE_MS, outcome: Promise.resolve(null) };
  entry.outcome = check().then(
    ({ principal, untilMs }) => {
      if (untilMs !== undefined) entry.until = Math.min(entry.until, untilMs);
      return principal;
    },
    (error: unknown) => {
      // A failed look-up (the database away) is not remembered.
      cache.delete(digest);
      throw error;
    },
  );
  cache.set(digest, entry);
  return entry.outcome;
}

/** Forgets every cached outcome for a client key or user-token key (revoked, or its token withdrawn). */
export function forgetCredentials(db: object, key: string): void {
  const cache = caches.get(db);
  if (!cache) return;
  for (const [digest, entry] of cache) if (entry.key === key) cache.delete(digest);
}

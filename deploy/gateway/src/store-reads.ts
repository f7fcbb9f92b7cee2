import { currentShell, knownTenants, readTenantReleases, UnknownTenantError, type ShellPointer, type TenantReleases } from '@portal/release';

/**
 * The release store as the gateway reads it on each request (the tenants, a tenant's releases,
 * the shell pointer): every read has a time-out and the last answer is kept, so one slow or stuck
 * read never stalls other requests.
 *
 * - One read per thing at a time: requests that arrive while it is under way wait for it rather
 *   than start more reads (a store that hangs holds at most one of Node's four file-system threads
 *   per thing, never all of them, so index.html and the remotes' files keep being served).
 * - A read that takes longer than `timeoutMs` is answered with the last value read (marked
 *   `lastKnownGood`), or fails with StoreReadTimeoutError when there is none; it goes on in the
 *   background and its answer is kept for the next request.
 * - A read that fails is answered the same way, except an answer the store gives on purpose
 *   (an unknown tenant), which is passed on.
 *
 * Nothing is answered from memory while the store answers in time: a release command applies on
 * the next page load.
 */
export const STORE_READ_TIMEOUT_MS = 1_000;

export class StoreReadTimeoutError extends Error {
  override name = 'StoreReadTimeoutError';

  constructor(what: string, ms: number) {
    super(`the release store did not answer ${what} within ${ms} ms`);
  }
}

export interface StoreAnswer<T> {
  value: T;
  /** The store did not answer in time or failed: this is the last value it gave. */
  lastKnownGood: boolean;
  /** Why, when lastKnownGood. */
  error?: unknown;
}

/** A keyed read with the rules above. */
export function boundedRead<T>(
  what: (key: string) => string,
  read: (key: string) => Promise<T>,
  { timeoutMs, isAnswer = () => false }: { timeoutMs: number; isAnswer?: (error: unknown) => boolean },
): (key: string) => Promise<StoreAnswer<T>> {
  const inFlight = new Map<string, Promise<T>>();
  const last = new Map<string, T>();

  function start(key: string): Promise<T> {
    let reading = inFlight.get(key);
    if (!reading) {
      reading = read(key).then(
        (value) => {
          last.set(key, value);
          return value;
        },
        (error: unknown) => {
          // An answer on purpose (an unknown tenant) ends what was known of it.
          if (isAnswer(error)) last.delete(key);
          throw error;
        },
      );
      const settled = () => inFlight.delete(key);
      reading.then(settled, settled);
      inFlight.set(key, reading);
    }
    return reading;
  }

  return async (key) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new StoreReadTimeoutError(what(key), timeoutMs)), timeoutMs);
    });
    try {
      return { value: await Promise.race([start(key), timedOut]), lastKnownGood: false };
    } catch (error) {
      if (isAnswer(error) || !last.has(key)) throw error;
      return { value: last.get(key) as T, lastKnownGood: true, error };
    } finally {
      clearTimeout(timer);
    }
  };
}

export interface StoreReads {
  tenants(): Promise<StoreAnswer<string[]>>;
  tenantReleases(tenant: string): Promise<StoreAnswer<TenantReleases>>;
  shell(): Promise<StoreAnswer<ShellPointer | undefined>>;
}

export function createStoreReads(store: string, { timeoutMs = STORE_READ_TIMEOUT_MS }: { timeoutMs?: number } = {}): StoreReads {
  const tenants = boundedRead(
    () => 'the list of tenants',
    () => knownTenants(store),
    { timeoutMs },
  );
  const releases = boundedRead(
    (tenant) => `tenant ${tenant}`,
    (tenant) => readTenantReleases(tenant, store),
    {
      timeoutMs,
      isAnswer: (error) => error instanceof UnknownTenantError,
    },
  );
  const shell = boundedRead(
    () => 'the shell pointer',
    () => currentShell(store),
    { timeoutMs },
  );
  return { tenants: () => tenants(''), tenantReleases: releases, shell: () => shell('') };
}

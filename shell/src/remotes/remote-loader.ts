import type { PortalRemote } from '@portal/contracts';
import { registerMessages } from '@portal/i18n';
import type { RemoteApp } from '@portal/remote-contract';
import { isUnavailableRemote } from './unavailable-remote';

/** How an area gets its remote's RemoteApp; the shell uses Module Federation, tests a fake. */
export interface RemoteLoader {
  /** Loads `remote` at its entry (a version other than the one registered under its name replaces it). */
  load(remote: PortalRemote): Promise<RemoteApp>;
  /** Forget everything about a failed remote so that the next load really fetches it again, at this remote's entry. */
  forget(remote: PortalRemote): void;
}

/** A RemoteApp as the contract describes it; anything else from a remote is a failure to load. */
export function assertRemoteApp(value: unknown, remoteName: string): RemoteApp {
  const app = (value as { default?: unknown } | null)?.default as Partial<RemoteApp> | undefined;
  if (!app || typeof app.id !== 'string' || !Array.isArray(app.routes)) {
    throw new Error(`Remote "${remoteName}" does not expose a RemoteApp`);
  }
  return app as RemoteApp;
}

interface AreaLoad {
  promise: Promise<RemoteApp>;
  /** An area has been handed this load (a preload has not, until its area asks). */
  claimed: boolean;
  failed: boolean;
}

/**
 * A loaded remote's texts join i18next under its id (the tenant's content applies to them) and its
 * bundle for the active language arrives before the load settles, so an area or widget first
 * renders in the active language; later language changes load it with every other remote's.
 */
async function withTexts(app: RemoteApp): Promise<RemoteApp> {
  if (!isUnavailableRemote(app)) await registerMessages(app.id, app.loadMessages);
  return app;
}

/** What the area cache learns from and asks of the shell's memory of working versions (last-known-good). */
export interface AreaFallbacks {
  /** The version to load when `remote`'s pinned version does not load; none: the area shows "unavailable". */
  fallbackFor(remote: PortalRemote): PortalRemote | undefined;
  /** The version of a remote that did load (the pinned one or its fallback). */
  loaded(remote: PortalRemote): void;
}

const noFallbacks: AreaFallbacks = { fallbackFor: () => undefined, loaded: () => undefined };

/**
 * Loads each remote once and shares the answer between its mounts. The load starts on the first
 * visit, or earlier with `preload` (the shell's start-up, for the area of the URL it opened on),
 * and the area then takes that same load. A remote whose pinned version fails is loaded once more
 * at its last-known-good version, when `fallbacks` knows another, before the failure counts.
 * A failure (a rejection, or the fallback plugin's stand-in) is not kept: the next visit or Retry
 * fetches the remote again, with the runtime's caches of it dropped too. A preload that failed is
 * first handed to its area, which shows it.
 */
export function createAreaCache(loader: RemoteLoader, fallbacks: AreaFallbacks = noFallbacks) {
  const loads = new Map<string, AreaLoad>();
  const settled = new Map<string, RemoteApp>();

  /** One version; resolves with the stand-in or rejects when it did not load. */
  async function loadVersion(remote: PortalRemote): Promise<RemoteApp> {
    const app = await withTexts(await loader.load(remote));
    if (!isUnavailableRemote(app)) fallbacks.loaded(remote);
    return app;
  }

  async function loadWithFallback(remote: PortalRemote): Promise<RemoteApp> {
    let failure: { app: RemoteApp } | { error: unknown };
    try {
      const app = await loadVersion(remote);
      if (!isUnavailableRemote(app)) return app;
      failure = { app };
    } catch (error) {
      failure = { error };
    }
    const fallback = fallbacks.fallbackFor(remote);
    if (!fallback) {
      if ('app' in failure) return failure.app;
      throw failure.error;
    }
    console.warn(`[shell] ${remote.name} ${remote.version} did not load; loading its last-known-good version ${fallback.version}`);
    return loadVersion(fallback);
  }

  function start(remote: PortalRemote): AreaLoad {
    const load: AreaLoad = { promise: loadWithFallback(remote), claimed: false, failed: false };
    loads.set(remote.name, load);
    const forgetFailure = () => {
      loader.forget(remote);
      load.failed = true;
      if (load.claimed && loads.get(remote.name) === load) loads.delete(remote.name);
    };
    load.promise.then((app) => (isUnavailableRemote(app) ? forgetFailure() : settled.set(remote.name, app)), forgetFailure);
    return load;
  }

  return {
    load(remote: PortalRemote): Promise<RemoteApp> {
      const load = loads.get(remote.name) ?? start(remote);
      load.claimed = true;
      // A preload that has failed is handed out once; whoever asks next fetches again.
      if (load.failed) loads.delete(remote.name);
      return load.promise;
    },
    /** Starts loading a remote that no area has asked for yet; a no-op when it is loading or loaded. */
    preload(remote: PortalRemote): void {
      if (!loads.has(remote.name) && !settled.has(remote.name)) start(remote);
    },
    /** The app already loaded, so a visit renders at once without a loading state. */
    loaded(remote: PortalRemote): RemoteApp | undefined {
      return settled.get(remote.name);
    },
    /** A failed load is forgotten already; a loaded remote that failed while rendering is dropped here. */
    retry(remote: PortalRemote): void {
      loads.delete(remote.name);
      if (settled.delete(remote.name)) loader.forget(remote);
    },
  };
}

export type AreaCache = ReturnType<typeof createAreaCache>;

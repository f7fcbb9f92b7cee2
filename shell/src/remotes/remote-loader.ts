import type { PortalRemote } from '@portal/contracts';
import { registerMessages } from '@portal/i18n';
import type { RemoteApp } from '@portal/remote-contract';
import { isUnavailableRemote } from './unavailable-remote';

/** How an area gets its remote's RemoteApp; the shell uses Module Federation, tests a fake. */
export interface RemoteLoader {
  load(remote: PortalRemote): Promise<RemoteApp>;
  /** Forget everything about a failed remote so that the next load really fetches it again. */
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

/**
 * Loads each remote once and shares the answer between its mounts. The load starts on the first
 * visit, or earlier with `preload` (the shell's start-up, for the area of the URL it opened on),
 * and the area then takes that same load. A failure (a rejection, or the fallback plugin's
 * stand-in) is not kept: the next visit or Retry fetches the remote again, with the runtime's
 * caches of it dropped too. A preload that failed is first handed to its area, which shows it.
 */
export function createAreaCache(loader: RemoteLoader) {
  const loads = new Map<string, AreaLoad>();
  const settled = new Map<string, RemoteApp>();

  function start(remote: PortalRemote): AreaLoad {
    const load: AreaLoad = { promise: loader.load(remote).then(withTexts), claimed: false, failed: false };
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

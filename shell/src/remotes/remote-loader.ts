import type { PortalRemote } from '@portal/contracts';
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

/**
 * Loads each remote once, on first visit, and shares the answer between its mounts. A failure (a
 * rejection, or the fallback plugin's stand-in) is not kept: the next visit or Retry fetches the
 * remote again, with the runtime's caches of it dropped too.
 */
export function createAreaCache(loader: RemoteLoader) {
  const loads = new Map<string, Promise<RemoteApp>>();
  const settled = new Map<string, RemoteApp>();
  const forgetFailure = (remote: PortalRemote) => {
    loads.delete(remote.name);
    loader.forget(remote);
  };
  return {
    load(remote: PortalRemote): Promise<RemoteApp> {
      let load = loads.get(remote.name);
      if (!load) {
        load = loader.load(remote);
        loads.set(remote.name, load);
        load.then(
          (app) => (isUnavailableRemote(app) ? forgetFailure(remote) : settled.set(remote.name, app)),
          () => forgetFailure(remote),
        );
      }
      return load;
    },
    /** The app already loaded, so a second visit renders at once without a loading state. */
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

import type { PortalRemote } from '@portal/contracts';
import { registerMessages } from '@portal/i18n';
import type { RemoteApp } from '@portal/remote-contract';
import { AREA_LOAD_BUDGET_MS, LoadTimeoutError, startLoadClock, type LoadClock, type LoadClockOptions } from './load-budget';
import { isUnavailableRemote } from './unavailable-remote';

/** How an area gets its remote's RemoteApp; the shell uses Module Federation, tests a fake. */
export interface RemoteLoader {
  /**
   * Loads `remote` at its entry (a version other than the one registered under its name replaces
   * it); each request of the load ends by `deadline()` as read when it starts (ms since the epoch),
   * when one is given.
   */
  load(remote: PortalRemote, options?: { deadline?: () => number }): Promise<RemoteApp>;
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
  /** The remote (name and version) this load is of: the one asked for, until a manifest update it waits for names another. */
  remote: PortalRemote;
  /** It waits for a manifest update (`hold`), so the version it will load is not known yet. */
  waiting: boolean;
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

export interface AreaCacheOptions extends LoadClockOptions {
  /** How long a load may go without progress before "unavailable" (./load-budget). */
  budgetMs?: number;
}

/**
 * Loads each remote once and shares the answer between its mounts. The load starts on the first
 * visit, or earlier with `preload` (the shell's start-up, for the area of the URL it opened on),
 * and the area then takes that same load. A remote whose pinned version fails is loaded once more
 * at its last-known-good version, when `fallbacks` knows another, before the failure counts.
 * A failure (a rejection, or the fallback plugin's stand-in) is not kept: the next visit or Retry
 * fetches the remote again, with the runtime's caches of it dropped too. A preload that failed is
 * first handed to its area, which shows it.
 *
 * A load has a budget (AREA_LOAD_BUDGET_MS) of waiting without progress: past it, it fails like any
 * other (the area shows "unavailable" with Retry) and every request still open for it ends (the
 * loader's deadline). A load whose files keep arriving goes on. An answer that arrives after it
 * failed is ignored; the runtime may keep what it fetched, which Retry then takes in.
 *
 * Loads are per remote name and version: after `update` (the manifest changed, e.g. the user's
 * staged cohort after sign-in) a remote whose version changed is loaded anew at its new version;
 * `hold` makes loads asked for meanwhile wait for that update, so no area first loads a version it
 * would then replace.
 */
export function createAreaCache(loader: RemoteLoader, fallbacks: AreaFallbacks = noFallbacks, { budgetMs = AREA_LOAD_BUDGET_MS, ...clockOptions }: AreaCacheOptions = {}) {
  const loads = new Map<string, AreaLoad>();
  const settled = new Map<string, { remote: PortalRemote; app: RemoteApp }>();
  /** The version each name is at now, when `update` said so. */
  const current = new Map<string, PortalRemote>();
  /** An update under way (`hold`); undefined when none, so a load starts at once (in the same task). */
  let held: Promise<unknown> | undefined;

  const latest = (remote: PortalRemote) => current.get(remote.name) ?? remote;
  const same = (a: PortalRemote, b: PortalRemote) => a.entry === b.entry;

  /** One version; resolves with the stand-in or rejects when it did not load. */
  async function loadVersion(remote: PortalRemote, clock: LoadClock): Promise<RemoteApp> {
    const app = await withTexts(await loader.load(remote, { deadline: clock.deadline }));
    if (!isUnavailableRemote(app)) fallbacks.loaded(remote);
    return app;
  }

  async function loadWithFallback(remote: PortalRemote, clock: LoadClock): Promise<RemoteApp> {
    let failure: { app: RemoteApp } | { error: unknown };
    try {
      const app = await loadVersion(remote, clock);
      if (!isUnavailableRemote(app)) return app;
      failure = { app };
    } catch (error) {
      failure = { error };
    }
    const fallback = fallbacks.fallbackFor(remote);
    if (!fallback || clock.expired) {
      if ('app' in failure) return failure.app;
      throw failure.error;
    }
    console.warn(`[shell] ${remote.name} ${remote.version} did not load; loading its last-known-good version ${fallback.version}`);
    return loadVersion(fallback, clock);
  }

  /** The load within its budget, which starts once any manifest update under way is in, at the version it names. */
  async function budgeted(load: AreaLoad): Promise<RemoteApp> {
    if (held) await held;
    const remote = (load.remote = latest(load.remote));
    load.waiting = false;
    const clock = startLoadClock(budgetMs, clockOptions);
    return clock.race(loadWithFallback(remote, clock), () => new LoadTimeoutError(`${remote.name} ${remote.version}`, budgetMs));
  }

  function start(remote: PortalRemote): AreaLoad {
    // The promise follows: budgeted() reads and updates the load's remote.
    const load = { remote, waiting: held !== undefined, claimed: false, failed: false } as AreaLoad;
    load.promise = budgeted(load);
    loads.set(remote.name, load);
    const forgetFailure = () => {
      loader.forget(load.remote);
      load.failed = true;
      if (load.claimed && loads.get(remote.name) === load) loads.delete(remote.name);
    };
    load.promise.then((app) => {
      if (isUnavailableRemote(app)) forgetFailure();
      // A load that an update replaced meanwhile is not this name's answer any more.
      else if (loads.get(remote.name) === load) settled.set(remote.name, { remote: load.remote, app });
    }, forgetFailure);
    return load;
  }

  function loadedApp(remote: PortalRemote): RemoteApp | undefined {
    const done = settled.get(remote.name);
    return done && same(done.remote, latest(remote)) ? done.app : undefined;
  }

  /** The load of this remote's current version under way (or waiting to learn its version), if any. */
  function loadOf(remote: PortalRemote): AreaLoad | undefined {
    const load = loads.get(remote.name);
    return load && (load.waiting || same(load.remote, latest(remote))) ? load : undefined;
  }

  return {
    load(remote: PortalRemote): Promise<RemoteApp> {
      const load = loadOf(remote) ?? start(remote);
      load.claimed = true;
      // A preload that has failed is handed out once; whoever asks next fetches again.
      if (load.failed) loads.delete(remote.name);
      return load.promise;
    },
    /** Starts loading a remote that no area has asked for yet; a no-op when it is loading or loaded. */
    preload(remote: PortalRemote): void {
      if (!loadOf(remote) && !loadedApp(remote)) start(remote);
    },
    /** The app already loaded, so a visit renders at once without a loading state. */
    loaded: loadedApp,
    /** A failed load is forgotten already; a loaded remote that failed while rendering is dropped here. */
    retry(remote: PortalRemote): void {
      loads.delete(remote.name);
      if (settled.delete(remote.name)) loader.forget(latest(remote));
    },
    /** Loads asked for until `update` is in wait for it (see above); it never fails them. */
    hold(update: Promise<unknown>): void {
      const all: Promise<unknown> = Promise.all([held, update.catch(() => undefined)]).then(() => {
        if (held === all) held = undefined;
      });
      held = all;
    },
    /** The manifest's remotes now: a remote at another version than the one loaded is loaded anew when next asked for. */
    update(remotes: readonly PortalRemote[]): void {
      for (const remote of remotes) {
        current.set(remote.name, remote);
        const load = loads.get(remote.name);
        if (load && !load.waiting && !same(load.remote, remote)) loads.delete(remote.name);
        const done = settled.get(remote.name);
        if (done && !same(done.remote, remote)) settled.delete(remote.name);
      }
    },
  };
}

export type AreaCache = ReturnType<typeof createAreaCache>;

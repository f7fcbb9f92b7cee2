import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import type { PortalRemote } from '@portal/contracts';
import { REMOTE_EXPOSE, type RemoteModule } from '@portal/remote-contract';
import { assertRemoteApp, type RemoteLoader } from './remote-loader';
import { fallbackPlugin } from './runtime-plugins/fallback';

/** Two more tries half a second apart: a passing network blip heals, a missing build fails within about a second. */
export const REMOTE_RETRY = { fetch: { retryTimes: 2, retryDelay: 500 }, script: { retryTimes: 2, retryDelay: 500 } } as const;

/** The host's name in the federation; the same as in webpack.config.js. */
export const HOST_NAME = 'shell';

function runtimeRemote(remote: PortalRemote) {
  // The runtime resolves a remote's files against its manifest URL, so make that absolute.
  return { name: remote.name, entry: new URL(remote.entry, window.location.href).href };
}

/**
 * Registers the tenant's enabled remotes with the Module Federation runtime (nothing is fetched
 * yet: a remote is fetched when its area is first visited) and answers a loader for them.
 */
export function registerPortalRemotes(remotes: readonly PortalRemote[]): RemoteLoader {
  // The build plugin has made the instance; init with the same name adds our runtime plugins to it.
  // First layer: a remote's manifest, entry or module that fails to arrive is asked for again (the
  // federation's own retry plugin) before the fallback plugin declares the area unavailable.
  init({ name: HOST_NAME, remotes: [], plugins: [RetryPlugin(REMOTE_RETRY), fallbackPlugin()] });
  registerRemotes(remotes.map(runtimeRemote));
  // The entry each name is registered with: a last-known-good fallback is the same name at another version.
  const registered = new Map(remotes.map((remote) => [remote.name, remote.entry]));
  const registerAt = (remote: PortalRemote) => {
    // force: drops the runtime's cached manifest, entry and module of this name.
    registerRemotes([runtimeRemote(remote)], { force: true });
    registered.set(remote.name, remote.entry);
  };
  return {
    async load(remote) {
      if (registered.get(remote.name) !== remote.entry) registerAt(remote);
      const module = await loadRemote<RemoteModule>(`${remote.name}/${REMOTE_EXPOSE.replace(/^\.\//, '')}`);
      return assertRemoteApp(module, remote.name);
    },
    forget: registerAt,
  };
}

import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { PortalRemote } from '@portal/contracts';
import { REMOTE_EXPOSE, type RemoteModule } from '@portal/remote-contract';
import { assertRemoteApp, type RemoteLoader } from './remote-loader';
import { fallbackPlugin } from './runtime-plugins/fallback';
import { createLoadDeadlines, retryAndTimeOutPlugin } from './runtime-plugins/retry-and-time-out';

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
  // First layer: a remote's manifest or entry that fails to arrive is asked for again, and every
  // request ends by the load's deadline; then the fallback plugin declares the area unavailable.
  const deadlines = createLoadDeadlines();
  init({ name: HOST_NAME, remotes: [], plugins: [retryAndTimeOutPlugin({ deadlines }), fallbackPlugin()] });
  registerRemotes(remotes.map(runtimeRemote));
  // The entry each name is registered with: a last-known-good fallback is the same name at another version.
  const registered = new Map(remotes.map((remote) => [remote.name, remote.entry]));
  const registerAt = (remote: PortalRemote) => {
    // force: drops the runtime's cached manifest, entry and module of this name.
    registerRemotes([runtimeRemote(remote)], { force: true });
    registered.set(remote.name, remote.entry);
  };
  return {
    async load(remote, { deadline } = {}) {
      if (registered.get(remote.name) !== remote.entry) registerAt(remote);
      if (deadline !== undefined) deadlines.set(remote.name, deadline);
      const module = await loadRemote<RemoteModule>(`${remote.name}/${REMOTE_EXPOSE.replace(/^\.\//, '')}`);
      return assertRemoteApp(module, remote.name);
    },
    forget: registerAt,
  };
}

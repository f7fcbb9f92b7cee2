import type { RemoteApp, RemoteModule } from '@portal/remote-contract';
import { AreaUnavailable } from './AreaUnavailable';

const unavailableApps = new WeakSet<RemoteApp>();

/**
 * The stand-in module the fallback runtime plugin returns for a remote that failed to load: its one
 * route renders the AreaUnavailable page, so whoever renders it shows the failure, not a blank area.
 */
export function unavailableRemoteModule(remoteName: string): RemoteModule {
  const app: RemoteApp = { id: remoteName, routes: [{ path: '*', Component: AreaUnavailable }] };
  unavailableApps.add(app);
  return { default: app };
}

/** True for the stand-in: the area shows its failure page (with Retry) and registers nothing. */
export function isUnavailableRemote(app: RemoteApp): boolean {
  return unavailableApps.has(app);
}

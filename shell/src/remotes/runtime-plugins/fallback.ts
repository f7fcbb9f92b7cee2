import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { unavailableRemoteModule } from '../unavailable-remote';

/**
 * Second layer: a remote that still fails (manifest, remoteEntry.js, the exposed module) fails
 * before React renders anything, where no error boundary can see it. The runtime then asks
 * `errorLoadRemote` for a stand-in; this answers a module whose RemoteApp shows AreaUnavailable.
 *
 * Only the final 'onLoad' stage is answered: at the manifest stage ('afterResolve') the runtime
 * would take the answer for the manifest JSON itself, and at 'beforeLoadShare' for a shared module.
 */
export function fallbackPlugin(report: (message: string, error: unknown) => void = console.error): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      report(`[shell] remote "${id}" could not be loaded`, error);
      return unavailableRemoteModule(id.split('/')[0] ?? id);
    },
  };
}

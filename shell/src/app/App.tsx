import { startTransition, useCallback, useEffect, useState } from 'react';
import { api, tokenRefresher } from '@portal/api-client';
import { bus } from '@portal/event-bus';
import { BootViewOr, leaveGuard } from '@portal/ui';
import { AuthGate } from '../auth-gate/AuthGate';
import { ServicesProvider, type ShellServices } from '../lib/services';
import { AreaUnavailable } from '../remotes/AreaUnavailable';
import { registerPortalRemotes } from '../remotes/federation';
import { LastKnownGoodNotice } from '../remotes/LastKnownGoodNotice';
import { createGatewayClient } from '../remotes/portal-manifest';
import { RemoteAreasProvider } from '../remotes/RemoteArea';
import { PortalWidgets } from '../remotes/widgets';
import { GuardedHashRouter } from './GuardedHashRouter';
import { Layout } from './Layout';
import { PortalRoutes } from './routes';
import { takeBoot } from './boot-data';
import { startPortal, type Started } from './startup';

const portalServices: ShellServices = { api, tokenRefresher };

export interface AppProps {
  services?: ShellServices;
  /** For tests: what starting the portal answers. */
  start?: (services: ShellServices) => Promise<Started>;
}

const startWithFederation = (services: ShellServices) => startPortal({ api: services.api, gateway: createGatewayClient(), register: registerPortalRemotes, boot: takeBoot() });

type Startup = { status: 'starting' } | { status: 'failed' } | ({ status: 'ready' } & Started);

/**
 * The shell. Its layout (header, message and modal hosts, session timer) renders at once; routes
 * follow when the tenant's manifest has arrived. Hash routing without a prefix (spec 1 §2), behind the
 * portal's leave guard (./GuardedHashRouter).
 */
export function App({ services = portalServices, start = startWithFederation }: AppProps) {
  const [startup, setStartup] = useState<Startup>({ status: 'starting' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setStartup({ status: 'starting' });
    start(services).then(
      // A transition: the routes' first render is sliced rather than one long task (see RemoteArea).
      (started) => current && startTransition(() => setStartup({ status: 'ready', ...started })),
      (error: unknown) => {
        console.error('[shell] the portal could not start', error);
        if (current) setStartup({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [services, start, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  // Who is signed in decides a staged release's cohort: after sign-in (or out) the manifest is read
  // again, and areas wait for it, so the first page after sign-in already runs the cohort's versions.
  const refresh = startup.status === 'ready' ? startup.refresh : undefined;
  useEffect(() => {
    if (!refresh) return undefined;
    let current = true;
    const follow = () =>
      void refresh().then((next) => {
        if (current && next) setStartup({ status: 'ready', ...next });
      });
    const offIn = bus.on('auth.signed-in.v1', follow);
    const offOut = bus.on('auth.signed-out.v1', follow);
    return () => {
      current = false;
      offIn();
      offOut();
    };
  }, [refresh]);

  return (
    <ServicesProvider services={services}>
      <GuardedHashRouter guard={leaveGuard}>
        <Layout tenant={startup.status === 'ready' ? startup.manifest.tenant : undefined} busy={startup.status === 'starting'}>
          {startup.status === 'starting' && <BootViewOr />}
          {startup.status === 'failed' && <AreaUnavailable what="portal" onRetry={retry} />}
          {startup.status === 'ready' && (
            <RemoteAreasProvider areas={startup.areas} guard={AuthGate}>
              {startup.fromLastKnownGood && startup.keptAt !== undefined && <LastKnownGoodNotice keptAt={startup.keptAt} />}
              {startup.remotes.length === 0 ? (
                // A manifest that switches no area on is said so, never a blank page.
                <AreaUnavailable what="empty" onRetry={retry} />
              ) : (
                <PortalWidgets remotes={startup.remotes} areas={startup.areas}>
                  <PortalRoutes remotes={startup.remotes} />
                </PortalWidgets>
              )}
            </RemoteAreasProvider>
          )}
        </Layout>
      </GuardedHashRouter>
    </ServicesProvider>
  );
}

import { useMemo } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import type { PortalRemote } from '@portal/contracts';
import { defaultStatePath, useSession } from '@portal/session';
import { paths } from '../lib/paths';
import { RemoteArea } from '../remotes/RemoteArea';

/** Spec 1 §2 'app.landingPage': the configured default state, else the dashboard. */
function Landing() {
  const settings = useSession((state) => state.settings);
  return <Navigate to={defaultStatePath(settings)} replace />;
}

/**
 * The route table as data: '/' is the landing page, each mount of each enabled remote is an area,
 * and any other URL goes to '/' (spec 1 §2). A remote the tenant has not enabled has no routes.
 */
export function portalRoutes(remotes: readonly PortalRemote[]): RouteObject[] {
  const areas = remotes.flatMap((remote) =>
    remote.mounts.map((mount) => {
      const prefix = mount.replace(/\/+$/, '');
      return { path: `${prefix}/*`, element: <RemoteArea key={`${remote.name} ${prefix}`} remote={remote} mount={prefix} /> };
    }),
  );
  return [{ path: paths.landing, element: <Landing /> }, ...areas, { path: '*', element: <Navigate to={paths.landing} replace /> }];
}

export function PortalRoutes({ remotes }: { remotes: readonly PortalRemote[] }) {
  const routes = useMemo(() => portalRoutes(remotes), [remotes]);
  return useRoutes(routes);
}

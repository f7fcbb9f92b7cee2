import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { PortalRemote } from '@portal/contracts';
import type { RemoteApp } from '@portal/remote-contract';
import { resetSessionStore } from '@portal/testing';
import { remoteForPath } from '../remotes/area-routes';
import { RemoteAreasProvider } from '../remotes/RemoteArea';
import { createAreaCache } from '../remotes/remote-loader';
import { renderAt } from '../test/shell-services';
import { PortalRoutes } from './routes';

/*
 * Issue 16: mf-dashboard mounts '/account/dashboard' (the learner dashboard) inside mf-access's
 * '/account'. The route table and the early remote load (remoteForPath) must agree: the most specific
 * mount wins, whatever order the manifest lists the remotes in.
 */
const remote = (id: string, mounts: string[], routes: RemoteApp['routes']): [PortalRemote, RemoteApp] => [
  { id, name: `mf_${id}`, version: '1.0.0', entry: `/remotes/${id}/1.0.0/mf-manifest.json`, mounts, enabled: true },
  { id, routes },
];

const [access, accessApp] = remote('access', ['/access', '/account'], [{ path: '/account/settings', Component: () => <h1>Account settings</h1> }]);
const [dashboard, dashboardApp] = remote(
  'dashboard',
  ['/dashboard', '/account/dashboard'],
  [
    { path: '/dashboard', Component: () => <h1>Dashboard</h1> },
    { path: '/account/dashboard', Component: () => <h1>Learner dashboard</h1> },
  ],
);
const apps: Record<string, RemoteApp> = { mf_access: accessApp, mf_dashboard: dashboardApp };
const loader = { load: (r: PortalRemote) => Promise.resolve(apps[r.name] as RemoteApp), forget: jest.fn() };
const PassGuard = ({ children }: { children: ReactNode }) => <>{children}</>;

function renderPortal(path: string, remotes: PortalRemote[]) {
  return renderAt(
    <RemoteAreasProvider areas={createAreaCache(loader)} guard={PassGuard}>
      <PortalRoutes remotes={remotes} />
    </RemoteAreasProvider>,
    path,
  );
}

beforeEach(() => resetSessionStore());

describe.each([
  ['access first', [access, dashboard]],
  ['dashboard first', [dashboard, access]],
])('a mount inside another remote’s mount (%s)', (_order, remotes) => {
  it("gives '/account/dashboard' to the remote that mounts it, not to '/account'", async () => {
    renderPortal('/account/dashboard', remotes);
    expect(await screen.findByRole('heading', { name: 'Learner dashboard' })).toBeInTheDocument();
    expect(remoteForPath(remotes, '/account/dashboard')).toBe(dashboard);
  });

  it("leaves the rest of '/account' to its owner", async () => {
    renderPortal('/account/settings', remotes);
    expect(await screen.findByRole('heading', { name: 'Account settings' })).toBeInTheDocument();
    expect(remoteForPath(remotes, '/account/settings')).toBe(access);
  });
});

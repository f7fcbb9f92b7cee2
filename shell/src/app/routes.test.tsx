import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { PortalRemote } from '@portal/contracts';
import type { RemoteApp } from '@portal/remote-contract';
import { sessionStore } from '@portal/session';
import { resetSessionStore } from '@portal/testing';
import { RemoteAreasProvider } from '../remotes/RemoteArea';
import { createAreaCache } from '../remotes/remote-loader';
import { renderAt } from '../test/shell-services';
import { PortalRoutes } from './routes';

const remote = (id: string, mounts: string[], routes: RemoteApp['routes']): [PortalRemote, RemoteApp] => [
  { id, name: `mf_${id}`, version: '1.0.0', entry: `/remotes/${id}/1.0.0/mf-manifest.json`, mounts, enabled: true },
  { id, routes },
];

const [dashboard, dashboardApp] = remote('dashboard', ['/dashboard'], [{ path: '/dashboard', Component: () => <h1>Dashboard</h1> }]);
const [catalogue, catalogueApp] = remote('catalogue', ['/catalogue'], [{ path: '/catalogue/items', Component: () => <h1>Catalogue</h1> }]);
const apps: Record<string, RemoteApp> = { mf_dashboard: dashboardApp, mf_catalogue: catalogueApp };
const loader = { load: (r: PortalRemote) => Promise.resolve(apps[r.name] as RemoteApp), forget: jest.fn() };
const PassGuard = ({ children }: { children: ReactNode }) => <>{children}</>;

function renderPortal(path: string, remotes: PortalRemote[] = [dashboard, catalogue]) {
  return renderAt(
    <RemoteAreasProvider areas={createAreaCache(loader)} guard={PassGuard}>
      <PortalRoutes remotes={remotes} />
    </RemoteAreasProvider>,
    path,
  );
}

beforeEach(() => resetSessionStore());

describe('portal routes (spec 1 §2)', () => {
  it("sends '/' to the dashboard when no default state is configured", async () => {
    renderPortal('/');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe('/dashboard');
  });

  it("sends '/' to the configured default state", async () => {
    sessionStore.getState().setSettings({ items: [], defaultState: { route: 'app.private.catalogue.index' } });
    renderPortal('/');
    expect(await screen.findByRole('heading', { name: 'Catalogue' })).toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe('/catalogue/items');
  });

  it("sends an unknown URL to '/' (and so to the landing page)", async () => {
    renderPortal('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('has no routes for an area the tenant has not enabled', async () => {
    renderPortal('/catalogue/items', [dashboard]);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Catalogue' })).not.toBeInTheDocument();
  });
});

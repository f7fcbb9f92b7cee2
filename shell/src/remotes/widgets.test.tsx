import { act, render, screen } from '@testing-library/react';
import type { PortalRemote } from '@portal/contracts';
import { WidgetSlot, type RemoteApp, type RemoteWidget } from '@portal/remote-contract';
import { sessionStore } from '@portal/session';
import { makeUser, resetSessionStore } from '@portal/testing';
import { createAreaCache, type RemoteLoader } from './remote-loader';
import { unavailableRemoteModule } from './unavailable-remote';
import { PortalWidgets, widgetSources } from './widgets';

const remote = (id: string): PortalRemote => ({ id, name: `mf_${id}`, version: '1.0.0', entry: `/remotes/${id}/mf-manifest.json`, mounts: [`/${id}`], enabled: true });
const catalogue = remote('catalogue');
const team = remote('team');
const access = remote('access');

const widget = (id: string, authorizedRoles?: RemoteWidget['authorizedRoles']): RemoteWidget => ({
  slot: 'dashboard.main',
  slotVersion: 1,
  id,
  authorizedRoles,
  Component: () => <section aria-label={id}>{id}</section>,
});

const apps: Record<string, RemoteApp> = {
  catalogue: { id: 'catalogue', routes: [], widgets: [widget('featured', '*')] },
  team: { id: 'team', routes: [], widgets: [widget('team-summary', ['TeamLeader'])] },
};

function loader(): RemoteLoader & { load: jest.Mock } {
  return {
    load: jest.fn((wanted: PortalRemote) => {
      if (wanted.id === 'access') return Promise.resolve(unavailableRemoteModule(wanted.name).default);
      const app = apps[wanted.id];
      return app ? Promise.resolve(app) : Promise.reject(new Error('404'));
    }),
    forget: jest.fn(),
  };
}

beforeEach(() => resetSessionStore());

describe("the shell's widget host", () => {
  it("loads widget sources through the areas' cache: a loaded area is not fetched again, the fallback's stand-in contributes nothing", async () => {
    const fake = loader();
    const areas = createAreaCache(fake);
    await areas.load(catalogue);
    const [fromCatalogue, fromAccess] = widgetSources([catalogue, access], areas);
    await expect(fromCatalogue?.load()).resolves.toBe(apps.catalogue);
    await expect(fromAccess?.load()).resolves.toBeUndefined();
    expect(fake.load).toHaveBeenCalledTimes(2);
    // Loaded for its widgets, the catalogue's area then opens without another load.
    expect(areas.loaded(catalogue)).toBe(apps.catalogue);
  });

  it("shows each enabled remote's widgets to the signed-in user's roles, and follows a change of user", async () => {
    sessionStore.getState().setUser(makeUser());
    const areas = createAreaCache(loader());
    render(
      <PortalWidgets remotes={[catalogue, team, access]} areas={areas}>
        <WidgetSlot name="dashboard.main" version={1} />
      </PortalWidgets>,
    );
    expect(await screen.findByRole('region', { name: 'featured' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'team-summary' })).not.toBeInTheDocument();

    act(() => sessionStore.getState().setUser(makeUser({ id: 'u2', roles: ['TeamLeader'] })));
    expect(screen.getByRole('region', { name: 'team-summary' })).toBeInTheDocument();
    act(() => sessionStore.getState().clearSession());
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});

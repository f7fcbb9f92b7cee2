import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useRoutes } from 'react-router-dom';
import type { RemoteApp, RemoteRoute } from '@portal/remote-contract';
import { devHostRoutes, DEV_PATHS, firstPagePath } from './routes';

const Page = (name: string) => () => <h1>{name}</h1>;

const app: RemoteApp = {
  id: 'catalogue',
  routes: [
    { path: '/catalogue/items/:filter?', authorizedRoles: '*', Component: Page('Catalogue') },
    { path: '/catalogue/channels', authorizedRoles: '*', Component: Page('Channels') },
    { path: '/calendar', authorizedRoles: ['Instructor'], Component: Page('Calendar') },
    { path: '/catalogue', redirectTo: '/catalogue/channels' },
  ],
  widgets: [{ slot: 'dashboard.main', slotVersion: 1, id: 'featured', Component: Page('Featured') }],
};

/** Lets every page through, naming the roles it guards with. */
function Guard({ route, children }: { route: RemoteRoute; children: ReactNode }) {
  return <div data-roles={String(route.authorizedRoles)}>{children}</div>;
}

function Host({ routes }: { routes: ReturnType<typeof devHostRoutes> }) {
  return useRoutes(routes);
}

function renderAt(path: string, remote: RemoteApp = app) {
  const routes = devHostRoutes(remote, { Guard, SignIn: Page('Development sign-in'), Widgets: Page('Widgets') });
  render(
    <MemoryRouter initialEntries={[path]}>
      <Host routes={routes} />
    </MemoryRouter>,
  );
  return routes;
}

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe("the development host's route table", () => {
  it("is built from the remote's RemoteApp: each route at its own path, then the host's own pages", () => {
    const routes = renderAt('/catalogue/channels');
    expect(routes.map((route) => route.path)).toEqual([
      '/',
      '/catalogue/items/:filter?',
      '/catalogue/channels',
      '/calendar',
      '/catalogue',
      DEV_PATHS.signIn,
      DEV_PATHS.widgets,
      '*',
    ]);
    expect(screen.getByRole('heading', { name: 'Channels' })).toBeInTheDocument();
  });

  it('guards each page with its route, so its roles apply', () => {
    renderAt('/calendar');
    expect(screen.getByRole('heading', { name: 'Calendar' }).parentElement).toHaveAttribute('data-roles', 'Instructor');
  });

  it("follows the remote's redirects and its parameters", () => {
    renderAt('/catalogue');
    expect(screen.getByRole('heading', { name: 'Channels' })).toBeInTheDocument();
  });

  it("sends '/' and unknown paths to the first page a plain URL reaches, or to the widgets without one", () => {
    expect(firstPagePath(app)).toBe('/catalogue/channels');
    renderAt('/');
    expect(screen.getByRole('heading', { name: 'Channels' })).toBeInTheDocument();
  });

  it('sends an unknown path home, and a remote with only parameterised pages to its widgets', () => {
    renderAt('/elsewhere', { id: 'team', routes: [{ path: '/team/:id', Component: Page('Member') }] });
    expect(screen.getByRole('heading', { name: 'Widgets' })).toBeInTheDocument();
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('/elsewhere is not a route of this remote'));
  });
});

import { render, screen, within } from '@testing-library/react';
import { createElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiProvider } from '@portal/api-client';
import { createMockApiClient } from '@portal/api-client/testing';
import { makeUser, signedInSession } from '@portal/session/testing';
import { routesOutsideMounts, WIDGET_SLOTS } from '@portal/remote-contract';
import pkg from '../package.json';
import app from './app';
import { makeCatalogue, makeItem } from './lib/domain/test-fixtures';

describe('the catalogue remote', () => {
  it('serves the catalogue routes of spec 2 §2 to signed-in users only', () => {
    expect(app.id).toBe('catalogue');
    const index = app.routes.find((route) => route.name === 'app.private.catalogue.index');
    expect(index).toMatchObject({ path: '/catalogue/items/:filter?', authorizedRoles: '*' });
    for (const route of app.routes) if (route.Component) expect(route.authorizedRoles).toBe('*');
    expect(app.routes.find((route) => route.path === '/catalogue')).toMatchObject({ redirectTo: '/catalogue/items' });
  });

  it('renders the catalogue page, with its own texts, without a QueryClient from the shell', async () => {
    // The components carry their en-GB texts; the remote registers no bundle the portal would download.
    signedInSession();
    const api = createMockApiClient({
      'GET /reach/:scope/api/v3/users/:username/catalogue': () => makeCatalogue([makeItem({ Id: 'demo-link', Name: 'Useful link' })]),
    });
    const route = app.routes.find((r) => r.name === 'app.private.catalogue.index')!;
    const Page = route.Component!;
    render(
      createElement(
        ApiProvider,
        { value: api },
        createElement(
          MemoryRouter,
          { initialEntries: ['/catalogue/items/useful'] },
          createElement(Routes, null, createElement(Route, { path: route.path, element: createElement(Page) })),
        ),
      ),
    );
    expect(await screen.findByRole('link', { name: 'Useful link' })).toHaveAttribute('href', '/catalogue/launch/demo-link');
    expect(screen.getByRole('heading', { name: 'Catalogue', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search the catalogue' })).toHaveValue('useful');
  });
});

it('has every route under a mount its package publishes (the shell routes only the mounts to an area)', () => {
  expect(pkg.portal.mounts.length).toBeGreaterThan(0);
  expect(routesOutsideMounts(app.routes, pkg.portal.mounts)).toEqual([]);
});

describe("the catalogue's widgets", () => {
  it('offers featured content to the dashboard slot, for the slot version this build knows, to signed-in users', () => {
    expect(app.widgets).toEqual([expect.objectContaining({ slot: 'dashboard.main', id: 'featured-content', authorizedRoles: '*' })]);
    for (const widget of app.widgets ?? []) expect(widget.slotVersion).toBe(WIDGET_SLOTS[widget.slot]);
  });

  it('lists the first five featured items, by priority, each linking to its item page', async () => {
    // Another user than above: the portal-wide query cache holds that user's catalogue.
    signedInSession({ user: makeUser({ id: 'u2', username: 'featured', displayName: 'Fay Tured' }) });
    const items = [
      makeItem({ Id: 'plain', Name: 'Not featured' }),
      ...[3, 9, 1, 7, 5, 8].map((priority) => makeItem({ Id: `p${priority}`, Name: `Priority ${priority}`, PriorityOrder: priority })),
      makeItem({ Id: 'cur', Name: 'A programme', type: 'Curriculum', PriorityOrder: 6 }),
    ];
    const api = createMockApiClient({ 'GET /reach/:scope/api/v3/users/:username/catalogue': () => makeCatalogue(items) });
    const Widget = app.widgets![0]!.Component;
    render(createElement(ApiProvider, { value: api }, createElement(MemoryRouter, null, createElement(Widget))));
    const region = await screen.findByRole('region', { name: 'Featured content' });
    const links = within(region).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Priority 9', 'Priority 8', 'Priority 7', 'A programme', 'Priority 5', 'All playlists']);
    expect(within(region).getByRole('link', { name: 'Priority 9' })).toHaveAttribute('href', '/catalogue/landingpage/item/p9');
    expect(within(region).getByRole('link', { name: 'A programme' })).toHaveAttribute('href', '/catalogue/item/cur');
    expect(within(region).getByRole('link', { name: 'All playlists' })).toHaveAttribute('href', '/catalogue/channels');
  });
});

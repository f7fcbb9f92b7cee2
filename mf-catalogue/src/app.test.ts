import { render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiProvider, createMockApiClient } from '@portal/api-client';
import { sessionStore } from '@portal/session';
import { routesOutsideMounts } from '@portal/remote-contract';
import pkg from '../package.json';
import app from './app';
import { makeCatalogue, makeItem } from './domain/test-fixtures';

describe('the catalogue remote', () => {
  it('serves the catalogue routes of spec 2 §2 to signed-in users only', () => {
    expect(app.id).toBe('catalogue');
    const index = app.routes.find((route) => route.name === 'app.private.catalogue.index');
    expect(index).toMatchObject({ path: '/catalogue/items/:filter?', authorizedRoles: '*' });
    for (const route of app.routes) if (route.Component) expect(route.authorizedRoles).toBe('*');
    expect(app.routes.find((route) => route.path === '/catalogue')).toMatchObject({ redirectTo: '/catalogue/items' });
  });

  it('renders the catalogue page, with its own texts, without a QueryClient or message bundle from the shell', async () => {
    // The components carry their en-GB texts; the remote registers no bundle the portal would download.
    expect(app.messages).toBeUndefined();
    sessionStore.getState().setScope('demo');
    sessionStore.getState().setUser({ id: 'u1', username: 'learner', displayName: 'Lee Learner', roles: [], profile: {}, authenticationMode: 'forms' });
    const api = createMockApiClient({
      'GET /reach/:scope/api/v3/users/:username/catalogue': () => makeCatalogue([makeItem({ Id: 'demo-link', Name: 'Useful link' })]),
    });
    const route = app.routes.find((r) => r.name === 'app.private.catalogue.index')!;
    const Page = route.Component!;
    render(
      createElement(
        ApiProvider,
        { value: api },
        createElement(MemoryRouter, { initialEntries: ['/catalogue/items/useful'] }, createElement(Routes, null, createElement(Route, { path: route.path, element: createElement(Page) }))),
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

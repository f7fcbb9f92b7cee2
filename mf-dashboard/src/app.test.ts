import { render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { routesOutsideMounts } from '@portal/remote-contract';
import pkg from '../package.json';
import app from './app';

describe('the dashboard remote', () => {
  it('serves /dashboard to every signed-in user', () => {
    expect(app.id).toBe('dashboard');
    expect(app.routes).toHaveLength(1);
    expect(app.routes[0]).toMatchObject({ path: '/dashboard', name: 'app.private.dashboard', authorizedRoles: '*' });
  });

  it('renders its page without a QueryClient from the shell', async () => {
    const Page = app.routes[0]?.Component;
    if (!Page) throw new Error('no page');
    render(createElement(MemoryRouter, null, createElement(Page)));
    expect(await screen.findByRole('searchbox', { name: 'Search the catalogue' })).toBeInTheDocument();
  });
});

it('has every route under a mount its package publishes (the shell routes only the mounts to an area)', () => {
  expect(pkg.portal.mounts.length).toBeGreaterThan(0);
  expect(routesOutsideMounts(app.routes, pkg.portal.mounts)).toEqual([]);
});

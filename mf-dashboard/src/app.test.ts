import { render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { routesOutsideMounts } from '@portal/remote-contract';
import pkg from '../package.json';
import app from './app';

describe('the dashboard remote', () => {
  it('serves /dashboard, the learner dashboard, the feed page, approvals and subscriptions to every signed-in user', () => {
    expect(app.id).toBe('dashboard');
    expect(app.routes.map((route) => [route.path, route.authorizedRoles])).toEqual([
      ['/dashboard', '*'],
      ['/account/dashboard', '*'],
      ['/feed/:feedId', '*'],
      ['/approvals', '*'],
      ['/subscriptions', '*'],
      ['/subscription/:id', '*'],
      ['/subscription/:id/unsubscribe', '*'],
      ['/subscriptions/topic-notification/:id/:data', '*'],
    ]);
    expect(app.routes[0]).toMatchObject({ name: 'app.private.dashboard' });
  });

  it("mounts '/account/dashboard' on its own, so the shell's most specific mount gives it to this area and not to '/account'", () => {
    expect(pkg.portal.mounts).toEqual(['/dashboard', '/account/dashboard', '/feed', '/approvals', '/subscriptions', '/subscription']);
  });

  it('renders its page without a QueryClient from the shell', async () => {
    const Page = app.routes[0]?.Component;
    if (!Page) throw new Error('no page');
    render(createElement(MemoryRouter, null, createElement(Page)));
    expect(await screen.findByRole('searchbox', { name: 'Search the catalogue' })).toBeInTheDocument();
  });
});

it("places its certificates and accolades in the account area's achievements page, the learning history in its history page and the comment thread in comments.thread", () => {
  expect(app.widgets?.map((widget) => [widget.slot, widget.slotVersion, widget.id, widget.authorizedRoles])).toEqual([
    ['account.achievements', 1, 'achievements', '*'],
    ['account.history', 1, 'learning-history', '*'],
    ['comments.thread', 1, 'comment-thread', '*'],
  ]);
});

it('has every route under a mount its package publishes (the shell routes only the mounts to an area)', () => {
  expect(pkg.portal.mounts.length).toBeGreaterThan(0);
  expect(routesOutsideMounts(app.routes, pkg.portal.mounts)).toEqual([]);
});

import { routesOutsideMounts } from '@portal/remote-contract';
import pkg from '../package.json';
import app from './app';

describe('the team remote', () => {
  it('serves the team dashboard and the member page (spec 3 "Team leader area"); /team opens the dashboard', () => {
    expect(app.id).toBe('team');
    expect(app.routes.map((route) => [route.path, route.name])).toEqual([
      ['/team', undefined],
      ['/team/dashboard/:id?', 'team.dashboard'],
      ['/team/member/:id/:parentId?', 'team.member'],
    ]);
    expect(app.routes[0]).toMatchObject({ redirectTo: '/team/dashboard' });
  });
});

it('has every route under a mount its package publishes (the shell routes only the mounts to an area)', () => {
  expect(pkg.portal.mounts).toEqual(['/team']);
  expect(routesOutsideMounts(app.routes, pkg.portal.mounts)).toEqual([]);
});

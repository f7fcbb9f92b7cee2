import { routesOutsideMounts } from '@portal/remote-contract';
import pkg from '../package.json';
import app from './app';

describe('the instructors remote', () => {
  it('serves the dashboard and the session page (spec 3 "Instructor area"); /instructors opens the dashboard', () => {
    expect(app.id).toBe('instructors');
    expect(app.routes.map((route) => [route.path, route.name])).toEqual([
      ['/instructors', undefined],
      ['/instructors/dashboard', 'instructors.dashboard'],
      ['/instructors/item', 'instructors.item'],
    ]);
    expect(app.routes[0]).toMatchObject({ redirectTo: '/instructors/dashboard' });
  });
});

it('has every route under a mount its package publishes (the shell routes only the mounts to an area)', () => {
  expect(pkg.portal.mounts).toEqual(['/instructors']);
  expect(routesOutsideMounts(app.routes, pkg.portal.mounts)).toEqual([]);
});

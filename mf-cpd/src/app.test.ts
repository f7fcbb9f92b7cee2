import { routesOutsideMounts } from '@portal/remote-contract';
import pkg from '../package.json';
import app from './app';

describe('the CPD remote', () => {
  it('serves the journal, the entry page, the plans and the plan page, with their review routes (spec 3 §2); /cpd opens the entries', () => {
    expect(app.id).toBe('cpd');
    expect(app.routes.map((route) => [route.path, route.name])).toEqual([
      ['/cpd', undefined],
      ['/cpd/list', 'list'],
      ['/cpd/list/:action/:uid', 'list-review'],
      ['/cpd/item', 'entry details'],
      ['/cpd/plans', 'app.private.cpd.plans'],
      ['/cpd/plans/:action/:uid', 'plans-review'],
      ['/cpd/plan', 'plan details'],
    ]);
    expect(app.routes[0]).toMatchObject({ redirectTo: '/cpd/list' });
    expect(app.routes.find((route) => route.name === 'list-review')?.authorizedRoles).toEqual(['CPDReviewer']);
  });

  it('offers the dashboard its progress chart and, to reviewers, its review area', () => {
    expect(app.widgets?.map((widget) => [widget.slot, widget.slotVersion, widget.id, widget.authorizedRoles])).toEqual([
      ['dashboard.main', 1, 'cpd-progress', '*'],
      ['dashboard.main', 1, 'cpd-reviews', ['CPDReviewer']],
    ]);
  });
});

it('has every route under a mount its package publishes (the shell routes only the mounts to an area)', () => {
  expect(pkg.portal.mounts).toEqual(['/cpd']);
  expect(routesOutsideMounts(app.routes, pkg.portal.mounts)).toEqual([]);
});

import { isUnderMount, routesOutsideMounts } from './index';

describe('isUnderMount', () => {
  it.each([
    ['/access', '/access', true],
    ['/access/signin', '/access', true],
    ['/Access/SignIn', '/access/', true],
    ['/accessible', '/access', false],
    ['/catalogue/item/1', '/access', false],
    ['/anything', '', false],
  ])('%s under %s: %s', (path, mount, expected) => {
    expect(isUnderMount(path, mount)).toBe(expected);
  });
});

describe('routesOutsideMounts', () => {
  it('names every route no mount covers, in route order', () => {
    const routes = [{ path: '/access/signin' }, { path: '/signin' }, { path: '/account/profile' }, { path: '/accessibility' }];
    expect(routesOutsideMounts(routes, ['/access', '/signin'])).toEqual(['/account/profile', '/accessibility']);
  });

  it('is empty when every route lies under a mount', () => {
    expect(routesOutsideMounts([{ path: '/cpd' }, { path: '/cpd/list/edit/:uid' }], ['/cpd'])).toEqual([]);
  });

  it('covers nothing without mounts', () => {
    expect(routesOutsideMounts([{ path: '/dashboard' }], [])).toEqual(['/dashboard']);
  });
});

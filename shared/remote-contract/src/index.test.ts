import { isPortalLinkAvailable, isUnderMount, routesOutsideMounts, setPortalAreas } from './index';

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

describe('isPortalLinkAvailable', () => {
  afterEach(() => setPortalAreas(undefined));

  it('counts every link until the shell has named the enabled areas', () => {
    expect(isPortalLinkAvailable('/cpd')).toBe(true);
  });

  it('leaves out links into an area the tenant has switched off; the landing page and links out of the portal stay', () => {
    setPortalAreas(['/dashboard', '/catalogue', '/account']);
    expect(isPortalLinkAvailable('/catalogue/item/1')).toBe(true);
    expect(isPortalLinkAvailable('#/catalogue?x=1')).toBe(true);
    expect(isPortalLinkAvailable('#!/account')).toBe(true);
    expect(isPortalLinkAvailable('/cpd')).toBe(false);
    expect(isPortalLinkAvailable('#/cpd/list')).toBe(false);
    expect(isPortalLinkAvailable('/')).toBe(true);
    expect(isPortalLinkAvailable('https://help.example.org/cpd')).toBe(true);
    expect(isPortalLinkAvailable('mailto:help@example.org')).toBe(true);
  });
});

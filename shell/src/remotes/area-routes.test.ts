import type { PortalRemote } from '@portal/contracts';
import { pathOfHash, remoteForPath, routesForMount } from './area-routes';

describe('routesForMount', () => {
  const routes = [{ path: '/access/signin' }, { path: '/access/signin/mfa' }, { path: '/signin' }, { path: '/signin/mfa' }, { path: '/accessible' }];

  it('gives the routes under the mount, relative to it', () => {
    expect(routesForMount(routes, '/access').map((r) => r.path)).toEqual(['signin', 'signin/mfa']);
  });

  it("makes the mount's own path the index ('')", () => {
    expect(routesForMount(routes, '/signin').map((r) => r.path)).toEqual(['', 'mfa']);
  });

  it('keeps each route object as the remote gave it', () => {
    expect(routesForMount(routes, '/signin/')[1]?.route).toBe(routes[3]);
  });
});

describe('pathOfHash', () => {
  it("gives the router's path of a location hash, without its query", () => {
    expect(pathOfHash('#/access/signin?returnTo=%2Fcatalogue')).toBe('/access/signin');
    expect(pathOfHash('#access/signin')).toBe('/access/signin');
    expect(pathOfHash('')).toBe('/');
  });
});

describe('remoteForPath', () => {
  const remote = (name: string, mounts: string[]): PortalRemote => ({ id: name, name, version: '1.0.0', entry: `/remotes/${name}/mf-manifest.json`, mounts, enabled: true });
  const access = remote('mf_access', ['/access', '/signin']);
  const account = remote('mf_account', ['/access/account']);
  const catalogue = remote('mf_catalogue', ['/catalogue/']);

  it('finds the remote mounted at the path, as the route table matches it', () => {
    expect(remoteForPath([access, catalogue], '/access/signin')).toBe(access);
    expect(remoteForPath([access, catalogue], '/signin')).toBe(access);
    expect(remoteForPath([access, catalogue], '/Catalogue/items')).toBe(catalogue);
  });

  it('prefers the most specific mount', () => {
    expect(remoteForPath([access, account], '/access/account/profile')).toBe(account);
  });

  it("answers none for '/', a URL outside every area, or one that only starts like a mount", () => {
    expect(remoteForPath([access, catalogue], '/')).toBeUndefined();
    expect(remoteForPath([access, catalogue], '/dashboard')).toBeUndefined();
    expect(remoteForPath([access, catalogue], '/accessible')).toBeUndefined();
  });
});

import { routesForMount } from './area-routes';

describe('routesForMount', () => {
  const routes = [
    { path: '/access/signin' },
    { path: '/access/signin/mfa' },
    { path: '/signin' },
    { path: '/signin/mfa' },
    { path: '/accessible' },
  ];

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

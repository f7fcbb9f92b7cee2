import { routesOutsideMounts } from '@portal/remote-contract';
import pkg from '../package.json';
import app from './app';

describe('the access remote', () => {
  it('serves the sign-in path as public access pages, with their spec names', () => {
    expect(app.id).toBe('access');
    // Contains, not equals: the other access and account routes are checked in their own tests.
    expect(app.routes.map(({ path, name, isPublicAccessPage, authorizedRoles }) => ({ path, name, isPublicAccessPage, authorizedRoles }))).toEqual(
      expect.arrayContaining([
        { path: '/access/signin', name: 'app.public.access.signin', isPublicAccessPage: true, authorizedRoles: undefined },
        { path: '/signin', name: undefined, isPublicAccessPage: true, authorizedRoles: undefined },
        { path: '/access/signin/mfa', name: undefined, isPublicAccessPage: true, authorizedRoles: undefined },
        { path: '/signin/mfa', name: undefined, isPublicAccessPage: true, authorizedRoles: undefined },
        { path: '/access/logout', name: 'app.public.access.logout', isPublicAccessPage: true, authorizedRoles: undefined },
        { path: '/access/forgot', name: undefined, isPublicAccessPage: true, authorizedRoles: undefined },
      ]),
    );
    // Every route shows a page or redirects (spec 1 §2 redirectTo).
    for (const route of app.routes) expect(route.Component ?? route.redirectTo).toBeDefined();
  });

  it('serves two-factor set-up at /account/mfa as app.private.account.mfa for every signed-in user', () => {
    const route = app.routes.find(({ path }) => path === '/account/mfa');
    expect(route).toMatchObject({ name: 'app.private.account.mfa', authorizedRoles: '*' });
    expect(route?.isPublicAccessPage).toBeUndefined();
    expect(route?.Component).toBeDefined();
  });

  it('serves every public access page of spec 1 §2, and /recover, as public access pages', () => {
    const publicPaths = app.routes.filter((route) => route.isPublicAccessPage && route.authorizedRoles === undefined).map((route) => route.path);
    expect(publicPaths).toEqual(
      expect.arrayContaining([
        '/access/sso/bypass',
        '/access/sso/auth/:type/:sso/:sig',
        '/access/sso/callback/:type/:token',
        '/access/sso/error',
        '/access/verify',
        '/access/recover',
        '/recover',
        '/access/signup',
        '/access/signed',
        '/access/thanks',
        '/access/scope',
        '/access/reset',
      ]),
    );
  });
});

it('has every route under a mount its package publishes (the shell routes only the mounts to an area)', () => {
  expect(pkg.portal.mounts.length).toBeGreaterThan(0);
  expect(routesOutsideMounts(app.routes, pkg.portal.mounts)).toEqual([]);
});

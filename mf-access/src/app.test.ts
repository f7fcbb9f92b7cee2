import app from './app';

describe('the access remote', () => {
  it('serves the sign-in path as public access pages, with their spec names', () => {
    expect(app.id).toBe('access');
    expect(app.routes.map(({ path, name, isPublicAccessPage, authorizedRoles }) => ({ path, name, isPublicAccessPage, authorizedRoles }))).toEqual([
      { path: '/access/signin', name: 'app.public.access.signin', isPublicAccessPage: true, authorizedRoles: undefined },
      { path: '/signin', name: undefined, isPublicAccessPage: true, authorizedRoles: undefined },
      { path: '/access/signin/mfa', name: undefined, isPublicAccessPage: true, authorizedRoles: undefined },
      { path: '/signin/mfa', name: undefined, isPublicAccessPage: true, authorizedRoles: undefined },
      { path: '/access/logout', name: 'app.public.access.logout', isPublicAccessPage: true, authorizedRoles: undefined },
      { path: '/access/forgot', name: undefined, isPublicAccessPage: true, authorizedRoles: undefined },
    ]);
    for (const route of app.routes) expect(route.Component).toBeDefined();
  });

  it("ships the spec's MFA texts in en-GB", () => {
    expect(app.messages?.['en-GB']?.['access.mfa.invalidCode']).toBe(
      'The code you provided is invalid. Please check and try again or request a new code.',
    );
    expect(app.messages?.['en-GB']?.['access.mfa.resent']).toBe('Your verification code has been resent.');
  });
});

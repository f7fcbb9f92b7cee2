import { logoutDestination } from './logout-destination';

describe('logoutDestination', () => {
  it('goes to sign-in by default', () => {
    expect(logoutDestination(null, null, null)).toEqual({ kind: 'page', path: '/access/signin' });
    expect(logoutDestination('', null, {})).toEqual({ kind: 'page', path: '/access/signin' });
  });

  it('prefers the redirectTo param, then the stored value, then the settings', () => {
    const settings = { logoutRedirectTo: 'https://tenant.example/bye' };
    expect(logoutDestination('/catalogue/items', 'https://idp.example/logout', settings)).toEqual({ kind: 'page', path: '/catalogue/items' });
    expect(logoutDestination(null, 'https://idp.example/logout', settings)).toEqual({ kind: 'site', url: 'https://idp.example/logout' });
    expect(logoutDestination(null, null, settings)).toEqual({ kind: 'site', url: 'https://tenant.example/bye' });
    expect(logoutDestination(null, null, { logoutRedirectTo: '/access/thanks' })).toEqual({ kind: 'page', path: '/access/thanks' });
  });

  it('ignores a redirectTo param that would leave the portal', () => {
    for (const param of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      expect(logoutDestination(param, null, null)).toEqual({ kind: 'page', path: '/access/signin' });
    }
  });
});

import { returnSsoUrl } from './return-sso-url';

describe('returnSsoUrl', () => {
  it('adds sso and sig, encoded, to the return address', () => {
    expect(returnSsoUrl('https://forum.example/session/sso_login', 'bm9uY2U9MQ==', 'ab12')).toBe('https://forum.example/session/sso_login?sso=bm9uY2U9MQ%3D%3D&sig=ab12');
  });

  it('keeps a query the return address already has', () => {
    expect(returnSsoUrl('https://forum.example/sso?lang=en', 'x', 'y')).toBe('https://forum.example/sso?lang=en&sso=x&sig=y');
  });
});

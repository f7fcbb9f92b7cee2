import {
  decodeIdentityPayload,
  encodeIdentityPayload,
  hashSsoExpiry,
  isHashSsoTimestampFresh,
  readHashSsoPayload,
  returnSsoUrl,
  ssoUsernameClaim,
  ssoTokenExpectations,
  ssoUsernameField,
} from '../../src/domain/sso';

const base64 = (text: string) => Buffer.from(text).toString('base64');
const NOW = 1_800_000_000;

describe('hash single sign-on payload', () => {
  it('reads username and timestamp from base64 of a query string', () => {
    expect(readHashSsoPayload(base64(`username=sso-user&timestamp=${NOW}`))).toEqual({ username: 'sso-user', timestamp: NOW });
    expect(readHashSsoPayload(base64('username=a%40b.example&timestamp=1'))).toEqual({ username: 'a@b.example', timestamp: 1 });
  });

  it('is undefined without an integer timestamp or when not base64', () => {
    expect(readHashSsoPayload(base64('username=sso-user'))).toBeUndefined();
    expect(readHashSsoPayload(base64('username=sso-user&timestamp=soon'))).toBeUndefined();
    expect(readHashSsoPayload('not base64!')).toBeUndefined();
  });

  it('is fresh for five minutes after its timestamp and at most a minute early', () => {
    expect(isHashSsoTimestampFresh(NOW, NOW)).toBe(true);
    expect(isHashSsoTimestampFresh(NOW - 299, NOW)).toBe(true);
    expect(isHashSsoTimestampFresh(NOW - 300, NOW)).toBe(false);
    expect(isHashSsoTimestampFresh(NOW + 60, NOW)).toBe(true);
    expect(isHashSsoTimestampFresh(NOW + 61, NOW)).toBe(false);
  });

  it('stays single-use for as long as its timestamp keeps it fresh', () => {
    expect(hashSsoExpiry(NOW).getTime()).toBe((NOW + 300) * 1000);
  });
});

describe('auth0 username claim', () => {
  it("uses the tenant's field, else 'upn': never one a request names", () => {
    expect(ssoUsernameField('email')).toBe('email');
    expect(ssoUsernameField(null)).toBe('upn');
    expect(ssoUsernameField('')).toBe('upn');
  });

  it("expects the tenant's audience and issuer, else the tenant's scope for both", () => {
    expect(ssoTokenExpectations('demo', { audience: 'portal-client', issuer: 'https://idp.example/' })).toEqual({ audience: 'portal-client', issuer: 'https://idp.example/' });
    expect(ssoTokenExpectations('demo', { audience: null, issuer: null })).toEqual({ audience: 'demo', issuer: 'demo' });
  });

  it('is a non-empty string claim', () => {
    expect(ssoUsernameClaim({ upn: ' sso-user ' }, 'upn')).toBe('sso-user');
    expect(ssoUsernameClaim({ upn: '' }, 'upn')).toBeUndefined();
    expect(ssoUsernameClaim({ upn: 42 }, 'upn')).toBeUndefined();
    expect(ssoUsernameClaim({}, 'upn')).toBeUndefined();
  });
});

describe('identity-provider payloads', () => {
  it('encode to base64 of a query string and decode back', () => {
    const data = encodeIdentityPayload({ nonce: 'n1', username: 'learner', name: 'Alex Morgan' });
    expect(Buffer.from(data, 'base64').toString()).toBe('nonce=n1&username=learner&name=Alex+Morgan');
    expect(Object.fromEntries(decodeIdentityPayload(data)!)).toEqual({ nonce: 'n1', username: 'learner', name: 'Alex Morgan' });
    expect(decodeIdentityPayload('%%%')).toBeUndefined();
  });

  it('return only to an absolute http(s) address', () => {
    expect(returnSsoUrl('https://forum.example/session/sso_login')).toBe('https://forum.example/session/sso_login');
    expect(returnSsoUrl('javascript:alert(1)')).toBeUndefined();
    expect(returnSsoUrl('/relative')).toBeUndefined();
    expect(returnSsoUrl(null)).toBeUndefined();
  });
});

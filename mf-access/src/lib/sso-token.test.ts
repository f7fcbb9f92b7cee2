import { hashPayloadUsername, restoreBase64, tokenClaimUsername } from './sso-token';

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const base64Url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

describe('hashPayloadUsername', () => {
  it('reads the username of the base64 query string', () => {
    expect(hashPayloadUsername(base64('username=sso-user&timestamp=1767225600'))).toBe('sso-user');
    expect(hashPayloadUsername(base64('timestamp=1&username=zo%C3%AB'))).toBe('zoë');
  });

  it('answers undefined for a payload without a username or that is not base64', () => {
    expect(hashPayloadUsername(base64('timestamp=1'))).toBeUndefined();
    expect(hashPayloadUsername('%%%')).toBeUndefined();
  });
});

describe('tokenClaimUsername', () => {
  const jwt = (claims: object) => `${base64Url('{"alg":"HS256"}')}.${base64Url(JSON.stringify(claims))}.signature`;

  it('reads the configured claim', () => {
    expect(tokenClaimUsername(jwt({ upn: 'lee@demo.example', email: 'x@y' }), 'upn')).toBe('lee@demo.example');
    expect(tokenClaimUsername(jwt({ upn: 'a', employee: 'E1001' }), 'employee')).toBe('E1001');
  });

  it('answers undefined without the claim or for a malformed token', () => {
    expect(tokenClaimUsername(jwt({ email: 'x@y' }), 'upn')).toBeUndefined();
    expect(tokenClaimUsername('not-a-token', 'upn')).toBeUndefined();
    expect(tokenClaimUsername(`a.${base64Url('not json')}.c`, 'upn')).toBeUndefined();
  });
});

describe('restoreBase64', () => {
  it("puts back the '+' an unencoded address turned into a space", () => {
    expect(restoreBase64('ab c+d=')).toBe('ab+c+d=');
  });
});

import { DEMO_SSO_ENV, demoSsoSettings } from '../../src/seed/demo';

describe('demo single sign-on keys', () => {
  it('come from DEMO_SSO_HASH_SECRET, DEMO_SSO_AUTH0_KEY and DEMO_DIDP_SECRET when set', () => {
    expect(DEMO_SSO_ENV).toEqual({ hashSecret: 'DEMO_SSO_HASH_SECRET', auth0Key: 'DEMO_SSO_AUTH0_KEY', didpSecret: 'DEMO_DIDP_SECRET' });
    const settings = demoSsoSettings({ DEMO_SSO_HASH_SECRET: 'hash-secret-0123456789', DEMO_SSO_AUTH0_KEY: ' auth0-key-0123456789 ', DEMO_DIDP_SECRET: 'didp-secret-0123456789' });
    expect(settings).toEqual({
      scope: 'demo',
      hash_secret: 'hash-secret-0123456789',
      auth0_key: 'auth0-key-0123456789',
      didp_secret: 'didp-secret-0123456789',
      field: null,
      audience: null,
      issuer: null,
    });
  });

  it('are random and different from each other when unset', () => {
    const first = demoSsoSettings({});
    const second = demoSsoSettings({ DEMO_SSO_HASH_SECRET: '' });
    expect(first.hash_secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set([first.hash_secret, first.auth0_key, first.didp_secret, second.hash_secret]).size).toBe(4);
  });

  it('refuse a key shorter than 16 characters with a readable error', () => {
    expect(() => demoSsoSettings({ DEMO_SSO_AUTH0_KEY: 'short' })).toThrow('DEMO_SSO_AUTH0_KEY must be at least 16 characters');
  });
});

import { demoExposureProblem, readLmsEnv } from '../../../src/plugins/external/env';

describe('readLmsEnv', () => {
  it('defaults: port 8081, demo mode, PGlite in the default directory, cookies Secure only over TLS', () => {
    expect(readLmsEnv({})).toEqual({ port: 8081, host: '127.0.0.1', mode: 'demo', secureCookies: false, logLevel: 'info' });
  });

  it('logs at LOG_LEVEL, as the gateway does (warn: no line per request)', () => {
    expect(readLmsEnv({ LOG_LEVEL: 'warn' }).logLevel).toBe('warn');
    expect(readLmsEnv({ LOG_LEVEL: '' }).logLevel).toBe('info');
    expect(() => readLmsEnv({ LOG_LEVEL: 'loud' })).toThrow('LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent');
  });

  it('reads every variable', () => {
    expect(
      readLmsEnv({ PORT: '9000', HOST: '0.0.0.0', DATA_DIR: '/var/lms', DATABASE_URL: 'postgres://u@db/lms', LMS_MODE: 'production', COOKIE_SECURE: 'true', LOG_LEVEL: 'warn' }),
    ).toEqual({
      port: 9000,
      host: '0.0.0.0',
      dataDir: '/var/lms',
      databaseUrl: 'postgres://u@db/lms',
      mode: 'production',
      secureCookies: true,
      logLevel: 'warn',
    });
  });

  it('treats empty variables as unset', () => {
    expect(readLmsEnv({ DATA_DIR: '', DATABASE_URL: '' })).toEqual(readLmsEnv({}));
  });

  it('lists every bad variable in one readable error', () => {
    expect(() => readLmsEnv({ PORT: 'eighty', LMS_MODE: 'staging', DATABASE_URL: 'mysql://x' })).toThrow(
      "Invalid LMS environment:\n  PORT: must be a port number\n  DATABASE_URL: must start with postgres:// or postgresql://\n  LMS_MODE: must be 'demo' or 'production'",
    );
  });
});

describe('PUBLIC_URL', () => {
  it('is the address handed to content, without a trailing slash', () => {
    expect(readLmsEnv({ PUBLIC_URL: 'https://learning.example.org/' }).publicUrl).toBe('https://learning.example.org');
    expect(readLmsEnv({ PUBLIC_URL: 'https://example.org/portal/' }).publicUrl).toBe('https://example.org/portal');
    expect(readLmsEnv({ PUBLIC_URL: '' }).publicUrl).toBeUndefined();
  });

  it('must be an http(s) URL without query, fragment or credentials', () => {
    for (const bad of ['learning.example.org', 'ftp://example.org', 'https://example.org/?x=1', 'https://u:p@example.org']) {
      expect(() => readLmsEnv({ PUBLIC_URL: bad })).toThrow('PUBLIC_URL: must be an http:// or https:// URL without query, fragment or credentials');
    }
  });
});

describe('demo mode on a network address', () => {
  it('is refused unless ALLOW_DEMO_ON_PUBLIC_ADDRESS=1; loopback and production are fine', () => {
    expect(demoExposureProblem(readLmsEnv({ HOST: '0.0.0.0' }))).toMatch(/^HOST=0\.0\.0\.0 with LMS_MODE=demo would put demo accounts .* on the network/);
    expect(demoExposureProblem(readLmsEnv({ HOST: '0.0.0.0', ALLOW_DEMO_ON_PUBLIC_ADDRESS: '1' }))).toBeNull();
    expect(demoExposureProblem(readLmsEnv({ HOST: '0.0.0.0', LMS_MODE: 'production' }))).toBeNull();
    expect(demoExposureProblem(readLmsEnv({ HOST: '127.0.0.1' }))).toBeNull();
    expect(demoExposureProblem(readLmsEnv({ HOST: 'localhost' }))).toBeNull();
  });
});

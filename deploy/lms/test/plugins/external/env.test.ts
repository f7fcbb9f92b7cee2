import { readLmsEnv } from '../../../src/plugins/external/env';

describe('readLmsEnv', () => {
  it('defaults: port 8081, demo mode, PGlite in the default directory, cookies Secure only over TLS', () => {
    expect(readLmsEnv({})).toEqual({ port: 8081, host: '127.0.0.1', mode: 'demo', secureCookies: false });
  });

  it('reads every variable', () => {
    expect(
      readLmsEnv({ PORT: '9000', HOST: '0.0.0.0', DATA_DIR: '/var/lms', DATABASE_URL: 'postgres://u@db/lms', LMS_MODE: 'production', COOKIE_SECURE: 'true' }),
    ).toEqual({ port: 9000, host: '0.0.0.0', dataDir: '/var/lms', databaseUrl: 'postgres://u@db/lms', mode: 'production', secureCookies: true });
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

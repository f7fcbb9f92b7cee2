import { DEFAULT_DATA_DIR, readEnv } from './env';

it('has safe defaults', () => {
  expect(readEnv({})).toMatchObject({
    port: 8080,
    host: '127.0.0.1',
    dataDir: DEFAULT_DATA_DIR,
    lmsMode: 'demo',
    defaultTenant: 'demo',
    lmsUrl: undefined,
    redisUrl: undefined,
    databaseUrl: undefined,
  });
});

it('puts the release store beside DATA_DIR unless RELEASES_DIR is set', () => {
  expect(readEnv({ DATA_DIR: '/srv/portal' }).releasesDir).toBe('/srv/portal/releases');
  expect(readEnv({ DATA_DIR: '/srv/portal', RELEASES_DIR: '/srv/releases' }).releasesDir).toBe('/srv/releases');
});

it('names the variable that is wrong', () => {
  expect(() => readEnv({ PORT: 'eighty' })).toThrow('PORT must be a whole number from 0 to 65535 (got "eighty")');
  expect(() => readEnv({ LMS_MODE: 'staging' })).toThrow('LMS_MODE must be "demo" or "production" (got "staging")');
  expect(() => readEnv({ REDIS_URL: 'localhost:6379' })).toThrow('REDIS_URL must start with redis:// or rediss:// (got "localhost:6379")');
  expect(() => readEnv({ LMS_URL: 'not a url' })).toThrow('LMS_URL must be a URL (got "not a url")');
});

import { availableParallelism } from 'node:os';
import { DEFAULT_DATA_DIR, EnvError, readEnv } from './env';
import { demoModeWarning } from './run-server';

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

describe('WEB_CONCURRENCY', () => {
  const PG = 'postgres://db/portal';
  it('runs one process on the embedded PGlite, one per core once Postgres and Redis are shared', () => {
    expect(readEnv({}).workers).toBe(1);
    expect(readEnv({ DATABASE_URL: PG }).workers).toBe(1);
    expect(readEnv({ DATABASE_URL: PG, REDIS_URL: 'redis://cache:6379' }).workers).toBe(availableParallelism());
    expect(readEnv({ DATABASE_URL: PG, WEB_CONCURRENCY: '3' }).workers).toBe(3);
    expect(readEnv({ LMS_URL: 'http://lms:8081', WEB_CONCURRENCY: '2' }).workers).toBe(2);
  });

  it('refuses several processes on one PGlite, and a count that is not one', () => {
    expect(() => readEnv({ WEB_CONCURRENCY: '2' })).toThrow('WEB_CONCURRENCY=2 needs DATABASE_URL (or LMS_URL): the embedded PGlite database belongs to one process');
    expect(() => readEnv({ DATABASE_URL: PG, WEB_CONCURRENCY: 'many' })).toThrow('WEB_CONCURRENCY must be a whole number from 1 to 64 (got "many")');
    expect(() => readEnv({ WEB_CONCURRENCY: '0' })).toThrow(EnvError);
  });
});

describe('demo mode on the network', () => {
  it('refuses a non-loopback HOST in demo mode, naming both ways out', () => {
    expect(() => readEnv({ HOST: '0.0.0.0' })).toThrow(/HOST=0\.0\.0\.0 with LMS_MODE=demo .* set LMS_MODE=production, or ALLOW_DEMO_ON_PUBLIC_ADDRESS=1/);
    expect(() => readEnv({ HOST: '192.168.1.20', LMS_MODE: 'demo' })).toThrow(EnvError);
  });

  it('allows loopback, production mode, an external LMS, or an explicit ALLOW_DEMO_ON_PUBLIC_ADDRESS=1', () => {
    for (const host of ['127.0.0.1', '127.0.0.2', 'localhost', '::1']) expect(readEnv({ HOST: host }).host).toBe(host);
    expect(readEnv({ HOST: '0.0.0.0', LMS_MODE: 'production' }).host).toBe('0.0.0.0');
    expect(readEnv({ HOST: '0.0.0.0', LMS_URL: 'http://lms:8081' }).host).toBe('0.0.0.0');
    expect(readEnv({ HOST: '0.0.0.0', ALLOW_DEMO_ON_PUBLIC_ADDRESS: '1' })).toMatchObject({ host: '0.0.0.0', allowDemoOnPublicAddress: true });
  });

  it('says so loudly at every demo start', () => {
    expect(demoModeWarning({ host: '127.0.0.1', allowDemoOnPublicAddress: false })).toMatch(/DEMO MODE[\s\S]*on 127\.0\.0\.1 only[\s\S]*LMS_MODE=production/);
    expect(demoModeWarning({ host: '0.0.0.0', allowDemoOnPublicAddress: true })).toMatch(/reachable from the network/);
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default', () => {
    expect(readEnv({}).trustProxy).toBe(false);
    expect(readEnv({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it('takes the proxies’ addresses, ranges or proxy-addr names', () => {
    expect(readEnv({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,loopback' }).trustProxy).toEqual(['10.0.0.5', '10.1.0.0/16', 'loopback']);
  });

  it('refuses "true" and hop counts, with which any client could forge its address', () => {
    expect(() => readEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY must list the proxies' addresses/);
    expect(() => readEnv({ TRUST_PROXY: '2' })).toThrow(EnvError);
    expect(() => readEnv({ TRUST_PROXY: 'proxy.internal' })).toThrow(/got "proxy.internal"/);
  });
});

it('reads PUBLIC_ORIGINS as origins', () => {
  expect(readEnv({ PUBLIC_ORIGINS: 'https://learn.example.org/, https://portal.example.org:8443' }).publicOrigins).toEqual([
    'https://learn.example.org',
    'https://portal.example.org:8443',
  ]);
  expect(() => readEnv({ PUBLIC_ORIGINS: 'learn.example.org' })).toThrow(EnvError);
});

import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { readLmsEnv } from '../src/plugins/external/env';
import { openLmsDatabase } from '../src/start';

/** Opening a fresh PGlite migrates and seeds it: seconds alone, minutes while the whole suite runs on two cores. */
const SLOW_DATABASE_MS = 180_000;

/** A data directory seeded in demo mode holds accounts with a published password: production mode does not start on it unless told. */
describe('production mode on a database holding the demo accounts', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'lms-demo-then-production-'));
    await (await openLmsDatabase({ dataDir, mode: 'demo' })).close();
  }, SLOW_DATABASE_MS);
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it(
    'refuses to start, naming the accounts and the way out (the attack as written)',
    async () => {
      await expect(openLmsDatabase({ dataDir, mode: 'production' })).rejects.toThrow(
        /LMS_MODE=production on a database holding the demo accounts \(learner, approver, .*\) with their published password: .*ALLOW_DEMO_ACCOUNTS=1/,
      );
    },
    SLOW_DATABASE_MS,
  );

  it(
    'starts when ALLOW_DEMO_ACCOUNTS=1 says so explicitly',
    async () => {
      const handle = await openLmsDatabase({ dataDir, mode: 'production', allowDemoAccounts: true });
      await handle.close();
    },
    SLOW_DATABASE_MS,
  );

  it('reads ALLOW_DEMO_ACCOUNTS from the environment', () => {
    expect(readLmsEnv({ ALLOW_DEMO_ACCOUNTS: '1' }).allowDemoAccounts).toBe(true);
    expect(readLmsEnv({}).allowDemoAccounts).toBeUndefined();
    expect(() => readLmsEnv({ ALLOW_DEMO_ACCOUNTS: 'yes' })).toThrow("ALLOW_DEMO_ACCOUNTS: must be '1' or unset");
  });
});

describe('production mode on a database without them', () => {
  it(
    'starts',
    async () => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lms-production-'));
      try {
        const handle = await openLmsDatabase({ dataDir, mode: 'production' });
        await handle.close();
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    SLOW_DATABASE_MS,
  );
});

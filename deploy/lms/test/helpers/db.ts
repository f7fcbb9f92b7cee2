import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { createDatabase, type DatabaseHandle, pgliteHandle } from '../../src/db';
import { adminQuery, TEST_POSTGRES_URL, withDatabase } from './postgres';
import { TEMPLATE_ENV } from './template';

/**
 * One database engine the suite runs on. `open()` gives a database of its own, migrated and seeded with
 * the demo tenant (a copy of the template built by global-setup.ts), or empty with `{ empty: true }`.
 * `close()` removes it.
 */
export interface TestDatabase {
  name: 'pglite' | 'postgres';
  open(options?: { empty?: boolean }): Promise<DatabaseHandle>;
}

const pglite: TestDatabase = {
  name: 'pglite',
  async open({ empty = false } = {}) {
    const dump = process.env[empty ? TEMPLATE_ENV.pgliteEmptyDump : TEMPLATE_ENV.pgliteDump];
    if (!dump) return createDatabase({ dataDir: 'memory://' });
    return pgliteHandle(await PGlite.create('memory://', { loadDataDir: new Blob([await readFile(dump)]) }));
  },
};

/** A database per test file (files run in parallel), cloned from the template; dropped on close. */
const postgres: TestDatabase = {
  name: 'postgres',
  async open({ empty = false } = {}) {
    const database = `lms_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    const template = process.env[TEMPLATE_ENV.postgresTemplate];
    await adminQuery(`create database ${database}${empty ? '' : ` template ${template}`}`);
    const handle = await createDatabase({ databaseUrl: withDatabase(TEST_POSTGRES_URL, database) });
    return {
      ...handle,
      async close() {
        await handle.close();
        await adminQuery(`drop database if exists ${database} with (force)`);
      },
    };
  },
};

/** For `describe.each(databases())('… on $name', …)`: PGlite always, Postgres when global-setup found a server. */
export function databases(): TestDatabase[] {
  return process.env[TEMPLATE_ENV.postgresTemplate] ? [pglite, postgres] : [pglite];
}

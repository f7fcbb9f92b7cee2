import { sql } from 'kysely';
import { createDatabase } from '../../src/db';
import { adminQuery, TEST_POSTGRES_URL } from '../helpers/postgres';
import { TEMPLATE_ENV } from '../helpers/template';

// Runs only where global-setup found a Postgres server (it then names the template database).
const onPostgres = process.env[TEMPLATE_ENV.postgresTemplate] ? it : it.skip;

onPostgres('keeps serving after the server ends an idle connection (restart, failover)', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const handle = await createDatabase({ databaseUrl: TEST_POSTGRES_URL });
  try {
    const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle.db);
    await adminQuery(`select pg_terminate_backend(${rows[0]!.pid})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const again = await sql<{ one: number }>`select 1 as one`.execute(handle.db);
    expect(again.rows[0]?.one).toBe(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('idle Postgres connection lost'));
  } finally {
    await handle.close();
    warn.mockRestore();
  }
});

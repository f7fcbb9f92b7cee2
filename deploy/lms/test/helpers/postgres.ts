import { Pool } from 'pg';

/** The machine's Postgres server for the second half of the suite (trust auth). */
export const TEST_POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export async function postgresAnswers(url = TEST_POSTGRES_URL): Promise<boolean> {
  const pool = new Pool({ connectionString: url, connectionTimeoutMillis: 2000, max: 1 });
  try {
    await pool.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await pool.end();
  }
}

/** Same server, another database. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Runs one statement on the server's test database (create and drop of the per-file databases). */
export async function adminQuery(statement: string): Promise<void> {
  const pool = new Pool({ connectionString: TEST_POSTGRES_URL, max: 1 });
  try {
    await pool.query(statement);
  } finally {
    await pool.end();
  }
}

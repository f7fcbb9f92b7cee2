/**
 * The floor the API figures are compared with (issue 13): a bare Fastify route answering a small JSON,
 * in a process of its own like the portal, so the load generator meets both on equal terms. Prints
 * its address on stdout.
 */
import Fastify from 'fastify';
import { Pool } from 'pg';

const app = Fastify({ logger: false });
app.get('/floor', async () => ({ success: true, name: 'floor', items: [1, 2, 3] }));
// With FLOOR_DATABASE_URL, the floor of work that waits on Postgres: one round trip per request, on a
// pool as large as the LMS's (the record store's figures are read beside it).
if (process.env.FLOOR_DATABASE_URL) {
  const pool = new Pool({ connectionString: process.env.FLOOR_DATABASE_URL, max: 10 });
  app.get('/floor-db', async () => ({ success: true, rows: (await pool.query('select 1 as one')).rows }));
}
app.listen({ port: 0, host: '127.0.0.1' }).then(
  (address) => console.log(address),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

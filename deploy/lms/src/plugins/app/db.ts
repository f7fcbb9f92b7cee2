import fp from 'fastify-plugin';
import type { Database } from '../../db';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

/** Makes the database handle available to routes as `fastify.db`; its owner (startLms, the gateway, a test) closes it. */
export default fp<{ db: Database }>(
  async (fastify, opts) => {
    fastify.decorate('db', opts.db);
  },
  { name: 'lms-db' },
);

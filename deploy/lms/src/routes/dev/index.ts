import { DevOutboxQuerySchema, type DevOutboxEntry } from '@portal/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { parseInput } from '../../lib/errors';
import { latestOutbox } from '../../repositories/outbox';

/** Demo mode only (registered by app.ts when mode is 'demo'): the codes "sent" by e-mail and SMS, for people and e2e tests. */
const devRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.get('/outbox', async (request, reply): Promise<DevOutboxEntry[]> => {
    const { to } = parseInput(DevOutboxQuerySchema, request.query);
    reply.header('cache-control', 'no-store');
    return latestOutbox(fastify.db, to);
  });
};

export default devRoutes;

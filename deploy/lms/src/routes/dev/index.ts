import { DevOutboxQuerySchema, type DevOutboxEntry } from '@portal/contracts/dev';
import type { FastifyPluginAsync } from 'fastify';
import { LmsError, parseInput } from '../../lib/errors';
import { latestOutbox } from '../../repositories/outbox';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (::ffff:127.0.0.1). */
export function isLoopbackAddress(ip: string): boolean {
  const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address);
}

/**
 * Demo mode only (registered by app.ts when mode is 'demo'): the codes "sent" by e-mail and SMS, for
 * people and e2e tests at the LMS's own machine. It answers loopback clients only (request.ip, which
 * honours the server's trustProxy: a proxy's X-Forwarded-For counts only from a trusted proxy), so a
 * demo left on the network does not hand out every reset code; anyone else gets the 404 of a missing route.
 */
const devRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.addHook('onRequest', async (request) => {
    if (!isLoopbackAddress(request.ip)) throw new LmsError(404, 'NotFound');
  });

  fastify.get('/outbox', async (request, reply): Promise<DevOutboxEntry[]> => {
    const { to } = parseInput(DevOutboxQuerySchema, request.query);
    reply.header('cache-control', 'no-store');
    return latestOutbox(fastify.db, to);
  });
};

export default devRoutes;

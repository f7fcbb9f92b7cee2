import { DevOutboxQuerySchema, type DevOutboxEntry } from '@portal/contracts/dev';
import type { FastifyPluginAsync } from 'fastify';
import { LmsError, parseInput } from '../../lib/errors';
import { latestOutbox } from '../../repositories/outbox';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (::ffff:127.0.0.1). */
export function isLoopbackAddress(ip: string): boolean {
  const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address);
}

/** Headers by which a proxy names the client it forwards for. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

/**
 * Demo mode only (registered by app.ts when mode is 'demo'): the codes "sent" by e-mail and SMS, for
 * people and e2e tests at the LMS's own machine. It answers a direct loopback peer only: without a
 * trusted proxy (TRUST_PROXY), a request carrying a proxy's forwarding header came through some proxy on
 * this machine and is refused whatever it names; behind a trusted proxy, the client it forwards for
 * (request.ip) must be loopback. A demo left on the network, or behind a local reverse proxy, does not
 * hand out every reset code; anyone else gets the 404 of a missing route.
 */
const devRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.addHook('onRequest', async (request) => {
    // Fastify gives a request `ips` only when the server trusts a proxy (TRUST_PROXY).
    const trustsProxy = request.ips !== undefined;
    const forwarded = FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined);
    const direct = isLoopbackAddress(request.socket.remoteAddress ?? '') && !forwarded;
    if (!(trustsProxy ? isLoopbackAddress(request.ip) : direct)) throw new LmsError(404, 'NotFound');
  });

  fastify.get('/outbox', async (request, reply): Promise<DevOutboxEntry[]> => {
    const { to } = parseInput(DevOutboxQuerySchema, request.query);
    reply.header('cache-control', 'no-store');
    return latestOutbox(fastify.db, to);
  });
};

export default devRoutes;

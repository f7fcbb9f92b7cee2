import type { SessionOwner } from '@portal/contracts/realtime';
import type { FastifyPluginAsync } from 'fastify';

/**
 * GET /session: the owner of the request's session (401 without one). The gateway asks it with the
 * browser's cookie before a socket.io connection may join its tenant's room (docs/SECURITY.md).
 */
const sessionRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.get('/session', { preHandler: fastify.requireSession, config: { allowRestrictedSession: true } }, async (request, reply): Promise<SessionOwner> => {
    reply.header('Cache-Control', 'no-store');
    const session = request.session!;
    return { userId: session.userId, scope: session.scope };
  });
};

export default sessionRoutes;

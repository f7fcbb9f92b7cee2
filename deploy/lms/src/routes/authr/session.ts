import type { SessionOwner } from '@portal/contracts/realtime';
import type { FastifyPluginAsync } from 'fastify';
import { sessionUser } from '../../plugins/app/auth';

/**
 * GET /session: the owner of the request's session (401 without one). The gateway asks it with the
 * browser's cookie before a socket.io connection may join its tenant's room (docs/SECURITY.md), and
 * for the name and language of a signed-in visitor's first view.
 */
const sessionRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.get('/session', { preValidation: fastify.requireSession, config: { allowRestrictedSession: true } }, async (request, reply): Promise<SessionOwner> => {
    reply.header('Cache-Control', 'no-store');
    const session = request.session!;
    const user = await sessionUser(request);
    const preferred = user.profile.preferredLanguage;
    return {
      userId: session.userId,
      scope: session.scope,
      displayName: user.display_name,
      ...(typeof preferred === 'string' && preferred ? { preferredLanguage: preferred } : {}),
    };
  });
};

export default sessionRoutes;

import type { AppSettings, ProfileFieldDefinition } from '@portal/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { appSettings, profileFieldDefinitions } from '../../repositories/tenants';
import { findUserById } from '../../repositories/users';

/** Public start-up configuration. With a session of this tenant, the named items are those that apply to that user. */
const configRoutes: FastifyPluginAsync = async (fastify) => {
  const { db } = fastify;

  fastify.get('/api/v3/endpoint/config', async (request, reply): Promise<AppSettings> => {
    const scope = request.tenant!;
    const user = request.session?.scope === scope ? await findUserById(db, request.session.userId) : undefined;
    reply.header('cache-control', 'no-store');
    return appSettings(db, scope, user);
  });

  fastify.get('/api/v4/profilefields', async (request): Promise<ProfileFieldDefinition[]> => profileFieldDefinitions(db, request.tenant!));
};

export default configRoutes;

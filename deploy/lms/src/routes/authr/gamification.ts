import type { GamificationConfig } from '@portal/contracts/dashboard';
import type { FastifyPluginAsync } from 'fastify';
import { sessionUser } from '../../plugins/app/auth';
import { gamificationConfig } from '../../repositories/gamification';

/** POST /authr/config/gamification (spec 3 §7): the tenant's awards; `enabled` false when not configured. */
const gamificationConfigRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.post('/config/gamification', { preValidation: fastify.requireSession }, async (request): Promise<GamificationConfig> => {
    const user = await sessionUser(request);
    return gamificationConfig(fastify.db, user.scope);
  });
};

export default gamificationConfigRoutes;

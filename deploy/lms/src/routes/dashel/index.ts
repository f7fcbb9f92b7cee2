import type { FastifyPluginAsync } from 'fastify';
import { userHoldsRole } from '../role-check';

/** dashel: the team-leader check (spec 1 §6). For now the role alone decides; team membership comes with the team screens. */
const dashelRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.post('/isTeamLeader', { preHandler: fastify.requireSession }, async (request) => userHoldsRole(request, ['TeamLeader']));
};

export default dashelRoutes;

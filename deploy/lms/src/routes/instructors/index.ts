import type { FastifyPluginAsync } from 'fastify';
import { userHoldsRole } from '../role-check';

/** instructors: the server check behind the Instructor menu entry (spec 1 §6). */
const instructorsRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.post('/isInstructor', { preHandler: fastify.requireSession }, async (request) => userHoldsRole(request, ['Instructor']));
};

export default instructorsRoutes;

import type { FastifyPluginAsync } from 'fastify';
import documentRoutes from './documents';
import statementRoutes from './statements';

/**
 * The xAPI 1.0.3 record store (spec 2 §7, spec 3 "Records and experience statements"), mounted at
 * /lrs. Every request is authenticated to an LrsPrincipal (credentials/) before a resource sees it.
 */
const recordStore: FastifyPluginAsync = async (fastify) => {
  await fastify.register(statementRoutes);
  await fastify.register(documentRoutes);
};

export default recordStore;

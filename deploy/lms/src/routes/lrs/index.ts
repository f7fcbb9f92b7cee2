import type { FastifyPluginAsync } from 'fastify';
import documentRoutes from './documents';
import statementRoutes from './statements';

/**
 * lrs: the record store (spec 3 §7) under /lrs. Every call needs the session and the version header
 * (X-Experience-API-Version 1.0.x); a caller reads and writes only their own statements and documents.
 */
const lrsRoutes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(statementRoutes);
  await fastify.register(documentRoutes);
};

export default lrsRoutes;

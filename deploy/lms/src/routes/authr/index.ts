import type { FastifyPluginAsync } from 'fastify';
import mfaSetupRoutes from './mfa-setup';
import mfaVerificationRoutes from './mfa-verification';
import tokenRoutes from './token';

/** authr: tokens (sessions) and the second factor. */
const authrRoutes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(tokenRoutes);
  await fastify.register(mfaVerificationRoutes);
  await fastify.register(mfaSetupRoutes);
};

export default authrRoutes;

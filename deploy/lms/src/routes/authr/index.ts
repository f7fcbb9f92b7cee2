import type { FastifyPluginAsync } from 'fastify';
import gamificationConfigRoutes from './gamification';
import gobetweenRoutes from './gobetween';
import lrsProxyRoutes from './lrs-proxy';
import mfaSetupRoutes from './mfa-setup';
import mfaVerificationRoutes from './mfa-verification';
import sessionRoutes from './session';
import ssoRoutes from './sso';
import tokenRoutes from './token';

/** authr: tokens (sessions, also from single sign-on) and the second factor. */
const authrRoutes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(tokenRoutes);
  await fastify.register(ssoRoutes);
  await fastify.register(mfaVerificationRoutes);
  await fastify.register(mfaSetupRoutes);
  await fastify.register(sessionRoutes);
  await fastify.register(gamificationConfigRoutes);
  await fastify.register(gobetweenRoutes);
  await fastify.register(lrsProxyRoutes);
};

export default authrRoutes;

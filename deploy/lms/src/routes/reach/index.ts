import type { FastifyPluginAsync } from 'fastify';
import accountVerificationRoutes from './account-verification';
import configRoutes from './config';
import passwordRoutes from './password';
import profileRoutes from './profile';
import signInRoutes from './signin';

/** reach: /reach/{scope}/api/... — tenant configuration, the session user, profiles, passwords and account verification. */
const reachRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.addHook('preHandler', fastify.resolveTenant);
  await fastify.register(configRoutes);
  await fastify.register(signInRoutes);
  await fastify.register(profileRoutes);
  await fastify.register(passwordRoutes);
  await fastify.register(accountVerificationRoutes);
};

export default reachRoutes;

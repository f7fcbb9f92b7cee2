import type { FastifyPluginAsync } from 'fastify';
import credentialRoutes from '../../lrs/credentials/routes';
import accountVerificationRoutes from './account-verification';
import approvalsRoutes from './approvals';
import catalogueService from './catalogue';
import configRoutes from './config';
import externalLearningRoutes from './external-learning';
import passwordRoutes from './password';
import profileRoutes from './profile';
import registerRoutes from './register';
import resolveUsernameRoutes from './resolve-username';
import signInRoutes from './signin';

/** reach: /reach/{scope}/api/... — tenant configuration, the session user, profiles, passwords, account verification, registration and username resolution. */
const reachRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.addHook('preValidation', fastify.resolveTenant);
  await fastify.register(configRoutes);
  await fastify.register(signInRoutes);
  await fastify.register(profileRoutes);
  await fastify.register(passwordRoutes);
  await fastify.register(accountVerificationRoutes);
  await fastify.register(registerRoutes);
  await fastify.register(resolveUsernameRoutes);
  await fastify.register(catalogueService);
  await fastify.register(approvalsRoutes);
  await fastify.register(externalLearningRoutes);
  await fastify.register(credentialRoutes);
};

export default reachRoutes;

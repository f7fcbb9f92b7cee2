import type { FastifyPluginAsync } from 'fastify';
import catalogueRoutes from './catalogue';
import channelRoutes from './channels';
import itemRoutes from './items';
import sessionRoutes from './sessions';
import taskRoutes from './task';
import taskAttachmentRoutes from './task-attachments';

/**
 * The catalogue calls of spec 2 §7 under /reach/{scope}/api (paths: cataloguePaths in @portal/contracts).
 * Every call needs a session, and a user named in the path must be the session user.
 */
const catalogueService: FastifyPluginAsync = async (fastify) => {
  await fastify.register(catalogueRoutes);
  await fastify.register(itemRoutes);
  await fastify.register(sessionRoutes);
  await fastify.register(channelRoutes);
  await fastify.register(taskRoutes);
  await fastify.register(taskAttachmentRoutes);
};

export default catalogueService;

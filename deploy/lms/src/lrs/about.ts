import type { FastifyPluginAsync } from 'fastify';
import { XAPI_VERSION } from './core/version';

/** The xAPI versions the store answers to, newest first: it speaks 1.0.3 and takes requests of any 1.0.x. */
export const XAPI_VERSIONS = [XAPI_VERSION, '1.0.2', '1.0.1', '1.0.0'] as const;

/**
 * GET /about (xAPI 1.0.3 part three §2.8): the versions the store speaks. Asked of a store before
 * anything else, so it needs neither credentials nor the version header (the root plugin lets it by).
 */
const aboutRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.get('/about', async () => ({ version: XAPI_VERSIONS }));
};

export default aboutRoutes;

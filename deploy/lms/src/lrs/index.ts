import type { FastifyPluginAsync } from 'fastify';
import { answerAlternateRequest, isAlternateRequest } from './core/alternate';
import { registerLrsParsers } from './core/content';
import { registerLrsErrors } from './core/errors';
import { checkVersion, XAPI_VERSION } from './core/version';
import { authenticate } from './credentials';
import documentRoutes from './documents';
import statementRoutes from './statements';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route authenticates by its Authorization header alone, so the CSRF header is not asked for. */
    csrfExempt?: boolean;
  }
}

/**
 * The xAPI 1.0.3 record store (spec 2 §7, spec 3 "Records and experience statements"), mounted at
 * /lrs. Before a resource sees a request: the alternate request syntax is answered as the request it
 * stands for, the version header is checked (1.0.x; not for /about) and the caller is authenticated to
 * an LrsPrincipal (`request.lrs`; not for /about). Every answer carries X-Experience-API-Version, and
 * errors answer in the LMS's one shape.
 */
const recordStore: FastifyPluginAsync = async (fastify) => {
  const { db } = fastify;
  const mode = fastify.lmsConfig.mode;
  const about = `${fastify.prefix}/about`;

  registerLrsParsers(fastify);
  registerLrsErrors(fastify);
  fastify.decorateRequest('lrs', null as never);

  // Credentials travel in the Authorization header only: a cross-site form cannot set it.
  fastify.addHook('onRoute', (route) => {
    route.config = { ...(route.config as object), csrfExempt: true };
  });

  fastify.addHook('onRequest', async (request, reply) => {
    // Records of people: no browser or proxy keeps them.
    reply.header('X-Experience-API-Version', XAPI_VERSION).header('cache-control', 'private, no-store');
    // The request the form stands for is checked when it is made (preValidation below).
    if (isAlternateRequest(request) || request.routeOptions.url === about) return;
    checkVersion(request);
    request.lrs = await authenticate(db, request, mode);
  });

  fastify.addHook('preValidation', async (request, reply) => {
    if (isAlternateRequest(request)) return answerAlternateRequest(fastify, request, reply);
  });

  // A route for an alternate-syntax POST to a resource that has no POST of its own (about, agents, activities).
  fastify.post('/*', async (request, reply) => {
    if (!isAlternateRequest(request)) return reply.code(405).send({ success: false, ErrorCode: 'MethodNotAllowed' });
  });

  await fastify.register(statementRoutes);
  await fastify.register(documentRoutes);
};

export default recordStore;

import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import type { Database } from './db';
import { valibotValidatorCompiler } from './lib/valibot-type-provider';
import { DEFAULT_CONTENT_DIR } from './paths';
import authPlugin from './plugins/app/auth';
import configPlugin from './plugins/app/config';
import csrfPlugin from './plugins/app/csrf';
import dbPlugin from './plugins/app/db';
import errorsPlugin from './plugins/app/errors';
import tenantPlugin from './plugins/app/tenant';
import cookiesPlugin from './plugins/external/cookies';
import multipartPlugin from './plugins/external/multipart';
import { publicUrlFromEnv } from './plugins/external/env';
import recordStore from './lrs';
import rateLimitPlugin from './plugins/external/rate-limit';
import accbaRoutes from './routes/accba';
import almanacRoutes from './routes/almanac';
import aiccRoutes from './routes/aicc';
import authrRoutes from './routes/authr';
import avatarRoutes from './routes/avatar';
import commentRoutes from './routes/comments';
import contentRoutes from './routes/content';
import dashelRoutes from './routes/dashel';
import diplomaRoutes from './routes/diploma';
import storeRoutes from './routes/store';
import devRoutes from './routes/dev';
import didpRoutes from './routes/didp';
import dossierRoutes from './routes/dossier';
import gpoRoutes from './routes/gpo';
import instructorsRoutes from './routes/instructors';
import junkRoutes from './routes/junk';
import notaryRoutes from './routes/notary';
import reachRoutes from './routes/reach';
import resoluteRoutes from './routes/resolute';
import stampRoutes from './routes/stamp';
import pursuitRoutes from './routes/pursuit';
import recommendationsRoutes from './routes/recommendations';
import recordsRoutes from './routes/records';
import rssleRoutes from './routes/rssle';

export interface LmsOptions {
  db: Database;
  /** 'demo' adds the outbox route; 'production' leaves it out. */
  mode: 'demo' | 'production';
  /** Mark cookies Secure even on plain-HTTP requests (behind a TLS proxy that does not send X-Forwarded-Proto). */
  secureCookies?: boolean;
  /** Root of the tenant content files; deploy/lms/content by default. */
  contentDir?: string;
  /** The portal's public address for addresses handed to content (AICC tracking) and e-mail links; PUBLIC_URL when not given. */
  publicUrl?: string;
  /** The address to use when neither is set, once known (the gateway's listening address); e-mails fall back to http://localhost:8080. */
  defaultPublicUrl?: () => string | undefined;
  /** Redis (REDIS_URL): the request limits are counted there, so they hold across every replica. */
  redisUrl?: string;
}

/**
 * The LMS as an encapsulated plugin: the gateway registers it with `{ prefix: '/_api' }`. Routes inside
 * carry no prefix. Boot order: external plugins → app plugins → routes.
 */
export const lmsPlugin: FastifyPluginAsync<LmsOptions> = async (fastify, opts) => {
  // Route body schemas are the contracts' valibot schemas (lib/valibot-type-provider.ts, decision 0020).
  fastify.setValidatorCompiler(valibotValidatorCompiler);
  await fastify.register(cookiesPlugin);
  await fastify.register(rateLimitPlugin, { redisUrl: opts.redisUrl });
  await fastify.register(multipartPlugin);

  await fastify.register(dbPlugin, { db: opts.db });
  await fastify.register(configPlugin, {
    mode: opts.mode,
    secureCookies: opts.secureCookies ?? false,
    contentDir: opts.contentDir ?? DEFAULT_CONTENT_DIR,
    publicUrl: opts.publicUrl ?? publicUrlFromEnv(),
    defaultPublicUrl: opts.defaultPublicUrl,
  });
  await fastify.register(errorsPlugin);
  await fastify.register(csrfPlugin);
  await fastify.register(tenantPlugin);
  await fastify.register(authPlugin);

  await fastify.register(authrRoutes, { prefix: '/authr' });
  await fastify.register(reachRoutes, { prefix: '/reach/:scope' });
  await fastify.register(contentRoutes, { prefix: '/content' });
  await fastify.register(gpoRoutes, { prefix: '/gpo' });
  await fastify.register(instructorsRoutes, { prefix: '/instructors' });
  await fastify.register(dashelRoutes, { prefix: '/dashel' });
  await fastify.register(diplomaRoutes, { prefix: '/diploma' });
  await fastify.register(storeRoutes, { prefix: '/store' });
  await fastify.register(avatarRoutes, { prefix: '/avatar' });
  await fastify.register(recordStore, { prefix: '/lrs' });
  await fastify.register(aiccRoutes, { prefix: '/aicc' });
  await fastify.register(stampRoutes, { prefix: '/stamp' });
  await fastify.register(notaryRoutes, { prefix: '/notary' });
  await fastify.register(commentRoutes, { prefix: '/comments' });
  await fastify.register(didpRoutes, { prefix: '/didp' });
  await fastify.register(accbaRoutes, { prefix: '/accba' });
  await fastify.register(almanacRoutes, { prefix: '/almanac' });
  await fastify.register(resoluteRoutes, { prefix: '/resolute' });
  await fastify.register(junkRoutes, { prefix: '/junk' });
  await fastify.register(pursuitRoutes, { prefix: '/pursuit' });
  await fastify.register(rssleRoutes, { prefix: '/rssle' });
  await fastify.register(recommendationsRoutes, { prefix: '/recommendations' });
  await fastify.register(recordsRoutes, { prefix: '/records' });
  await fastify.register(dossierRoutes, { prefix: '/dossier' });
  if (opts.mode === 'demo') await fastify.register(devRoutes, { prefix: '/_dev' });
};

/** A standalone Fastify instance with the LMS under /_api, the same paths as behind the gateway. */
export function buildLms(opts: LmsOptions & { logger?: boolean | { level: string } }): FastifyInstance {
  const { logger = false, ...options } = opts;
  const app = Fastify({ logger });
  app.register(lmsPlugin, { ...options, prefix: '/_api' });
  return app;
}

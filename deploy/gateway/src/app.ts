import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { lms, type LmsOptions } from './plugins/lms';
import { realtime } from './plugins/realtime';
import { securityHeaders } from './plugins/security-headers';
import { manifestRoute } from './routes/manifest';
import { staticFiles } from './routes/static-files';
import { sendUnavailable } from './routes/unavailable-page';
import { checkReleaseStore } from './store-check';
import { createStoreReads, STORE_READ_TIMEOUT_MS } from './store-reads';

export interface GatewayOptions {
  /** The release store folder (see @portal/release). */
  store: string;
  lms: LmsOptions;
  defaultTenant?: string;
  redisUrl?: string;
  /** Origins besides the portal's own host whose pages may open the socket. */
  publicOrigins?: readonly string[];
  /** A socket.io server on another origin, allowed in the CSP. */
  socketOrigin?: string;
  /** REMOTES_ORIGIN: a CDN or object store serving /remotes/… (the manifest's entries point there). */
  remotesOrigin?: string;
  /** Which proxies' X-Forwarded-* headers to believe (docs/SECURITY.md); none by default. */
  trustProxy?: false | string[];
  /** Demo extras such as GET /_gateway/stats. */
  demo?: boolean;
  /** How long a read of the release store may take before the last answer is used (../store-reads). */
  storeReadTimeoutMs?: number;
  logger?: FastifyServerOptions['logger'];
}

/** Avatar uploads go through /_api; 5 MB of image plus multipart overhead. */
export const BODY_LIMIT = 6 * 1024 * 1024;

/**
 * One server for the whole portal: the shell and the remotes from the release store, the tenant's
 * manifest, the LMS under /_api and socket.io. Plugins for external things first, then routes.
 */
export async function buildGateway(options: GatewayOptions): Promise<FastifyInstance> {
  const { store, defaultTenant = 'demo' } = options;
  const serverOptions: FastifyServerOptions = { logger: options.logger ?? false, bodyLimit: BODY_LIMIT, trustProxy: options.trustProxy ?? false };
  const app = Fastify(serverOptions);

  await app.register(securityHeaders, { socketOrigin: options.socketOrigin, remotesOrigin: options.remotesOrigin });
  await app.register(compress, { global: true, encodings: ['br', 'gzip'] });
  await app.register(realtime, { redisUrl: options.redisUrl, publicOrigins: options.publicOrigins });
  await app.register(lms, { lms: options.lms });

  // Errors of the gateway's own routes (the LMS answers its own): the portal's unavailable page for a
  // page, a body without details otherwise; the details (a server path, say) go to the log only.
  app.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status < 500) return reply.code(status).send({ success: false, Message: error.message });
    request.log.error({ err: error }, 'request failed');
    return sendUnavailable(request, reply);
  });

  const reads = createStoreReads(store, { timeoutMs: options.storeReadTimeoutMs ?? STORE_READ_TIMEOUT_MS });
  await app.register(manifestRoute, { store, reads, defaultTenant, remotesOrigin: options.remotesOrigin });
  await app.register(staticFiles, { store, reads });
  if (options.demo) {
    app.get('/_gateway/stats', async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { connections: app.io.engine.clientsCount, pageViews: app.pageViews };
    });
  }
  // Said once at start: an operator learns of an unreadable store or a missing shell from the log,
  // not from the first visitor.
  const check = await checkReleaseStore(store, defaultTenant);
  if (check.ok) app.log.info(check.message);
  else app.log.error(check.message);
  return app;
}

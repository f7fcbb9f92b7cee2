import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { lms, type LmsOptions } from './plugins/lms';
import { realtime } from './plugins/realtime';
import { securityHeaders } from './plugins/security-headers';
import { manifestRoute } from './routes/manifest';
import { staticFiles } from './routes/static-files';

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

  await app.register(manifestRoute, { store, defaultTenant, remotesOrigin: options.remotesOrigin });
  await app.register(staticFiles, { store });
  if (options.demo) {
    app.get('/_gateway/stats', async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { connections: app.io.engine.clientsCount, pageViews: app.pageViews };
    });
  }
  return app;
}

import httpProxy from '@fastify/http-proxy';
import type { FastifyPluginAsync } from 'fastify';
import type { createDatabase } from '@portal/lms';

export const API_PREFIX = '/_api';

export type LmsDatabase = Awaited<ReturnType<typeof createDatabase>>['db'];

/** The LMS runs in this process (the default), or elsewhere and /_api is proxied to it. */
export type LmsOptions =
  | {
      mode: 'in-process';
      db: LmsDatabase;
      lmsMode: 'demo' | 'production';
      /** The portal's address when PUBLIC_URL is not set: the gateway's own, once it listens (e-mail links). */
      defaultPublicUrl?: () => string | undefined;
      /** REDIS_URL: request limits counted across every replica. */
      redisUrl?: string;
    }
  | { mode: 'proxy'; url: string };

/**
 * `LMS_URL` is the LMS's origin when it serves /_api itself (http://lms:9000), or the full base
 * the /_api calls map to when it does not (http://lms:9000/api → /_api/x goes to /api/x).
 */
export function proxyTarget(url: string): { upstream: string; rewritePrefix: string } {
  const parsed = new URL(url);
  const path = parsed.pathname.replace(/\/+$/, '');
  return { upstream: parsed.origin, rewritePrefix: path || API_PREFIX };
}

export const lms: FastifyPluginAsync<{ lms: LmsOptions }> = async (app, { lms: options }) => {
  if (options.mode === 'proxy') {
    await app.register(httpProxy, { prefix: API_PREFIX, ...proxyTarget(options.url) });
    return;
  }
  // Loaded only here, so a gateway in front of an external LMS never loads the database code.
  const { lmsPlugin } = await import('@portal/lms');
  await app.register(lmsPlugin, {
    prefix: API_PREFIX,
    db: options.db,
    mode: options.lmsMode,
    ...(options.defaultPublicUrl ? { defaultPublicUrl: options.defaultPublicUrl } : {}),
    ...(options.redisUrl ? { redisUrl: options.redisUrl } : {}),
  });
};

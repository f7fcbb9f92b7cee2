import httpProxy from '@fastify/http-proxy';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
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

/**
 * The proxy's connections to the LMS (undici, through @fastify/reply-from): kept open between
 * requests for a minute, so a request through the gateway costs no TCP handshake (undici's default
 * closes an idle connection after 4 s, and a quiet moment then costs every connection a new one).
 */
const PROXY_POOL = { connections: 128, pipelining: 1, keepAliveTimeout: 60_000, keepAliveMaxTimeout: 600_000 } as const;

/** @fastify/compress's default threshold: a body smaller than this is sent as it is. */
const COMPRESS_THRESHOLD = 1024;

function isStream(payload: unknown): payload is Readable {
  return typeof (payload as Readable | null)?.pipe === 'function';
}

/**
 * An LMS answer smaller than the compression threshold, read whole before it goes on. @fastify/compress
 * leaves a small Buffer alone, but compresses every stream whatever its length: a 200-byte profile
 * went through a gzip stream of its own per request (a tenth of the proxy's CPU) and out chunked, for
 * a body no smaller. Read whole, it goes out with its Content-Length in one write.
 */
async function smallAnswersWhole(_request: unknown, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (!isStream(payload)) return payload;
  const length = Number(reply.getHeader('content-length'));
  if (!Number.isInteger(length) || length >= COMPRESS_THRESHOLD) return payload;
  const chunks: Buffer[] = [];
  for await (const chunk of payload) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}

export const lms: FastifyPluginAsync<{ lms: LmsOptions }> = async (app, { lms: options }) => {
  if (options.mode === 'proxy') {
    // In a scope of its own: the hook runs before @fastify/compress's (a route's own hooks come last).
    await app.register(async (proxy) => {
      proxy.addHook('onSend', smallAnswersWhole);
      await proxy.register(httpProxy, { prefix: API_PREFIX, ...proxyTarget(options.url), undici: PROXY_POOL });
    });
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

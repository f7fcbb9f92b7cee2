import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { LmsError } from '../../lib/errors';

/**
 * Per-address flood guard for the public account routes, which opt in with `config.rateLimit`.
 * The sign-in failure limits of the spec are counted in the database (repositories/sign-in-attempts).
 * With Redis (REDIS_URL) the counts are shared, so the limit holds however many replicas answer; an
 * unreachable Redis lets requests through (the database's sign-in limits still hold) rather than
 * refusing every sign-in.
 */
export default fp<{ redisUrl?: string }>(
  async (fastify, { redisUrl }) => {
    if (fastify.hasDecorator('rateLimit')) return;
    let redis: Redis | undefined;
    if (redisUrl) {
      redis = new Redis(redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1, enableOfflineQueue: false });
      redis.on('error', (error: Error) => fastify.log.warn({ err: error }, 'rate-limit redis'));
      fastify.addHook('onClose', async () => {
        await redis?.quit().catch(() => undefined);
      });
    }
    await fastify.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'lp-rate-limit:', skipOnError: true } : {}),
      errorResponseBuilder: () => new LmsError(429, 'TooManyRequests', 'Too many requests. Please wait and try again.'),
    });
  },
  { name: 'lms-rate-limit' },
);

/** Route option for the public account endpoints. */
export const PUBLIC_ACCOUNT_RATE_LIMIT = { rateLimit: { max: 120, timeWindow: '1 minute' } } as const;

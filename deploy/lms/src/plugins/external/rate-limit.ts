import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { LmsError } from '../../lib/errors';

/**
 * Per-address flood guard for the public account routes, which opt in with `config.rateLimit`.
 * The sign-in failure limits of the spec are counted in the database (repositories/sign-in-attempts).
 */
export default fp(
  async (fastify) => {
    if (fastify.hasDecorator('rateLimit')) return;
    await fastify.register(rateLimit, {
      global: false,
      errorResponseBuilder: () => new LmsError(429, 'TooManyRequests', 'Too many requests. Please wait and try again.'),
    });
  },
  { name: 'lms-rate-limit' },
);

/** Route option for the public account endpoints. */
export const PUBLIC_ACCOUNT_RATE_LIMIT = { rateLimit: { max: 120, timeWindow: '1 minute' } } as const;

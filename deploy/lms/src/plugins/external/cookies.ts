import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';

/** Cookie parsing; skipped when the host (the gateway) registered it already. */
export default fp(
  async (fastify) => {
    if (!fastify.hasDecorator('parseCookie')) await fastify.register(cookie);
  },
  { name: 'lms-cookies' },
);

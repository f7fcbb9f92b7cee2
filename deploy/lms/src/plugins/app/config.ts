import fp from 'fastify-plugin';

export interface LmsConfig {
  mode: 'demo' | 'production';
  /** Always mark cookies Secure, not only for requests that came over TLS. */
  secureCookies: boolean;
  contentDir: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    lmsConfig: LmsConfig;
  }
}

export default fp<LmsConfig>(
  async (fastify, opts) => {
    fastify.decorate('lmsConfig', { mode: opts.mode, secureCookies: opts.secureCookies, contentDir: opts.contentDir });
  },
  { name: 'lms-config' },
);

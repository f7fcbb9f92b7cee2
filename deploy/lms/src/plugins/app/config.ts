import fp from 'fastify-plugin';

export interface LmsConfig {
  mode: 'demo' | 'production';
  /** Always mark cookies Secure, not only for requests that came over TLS. */
  secureCookies: boolean;
  contentDir: string;
  /** The portal's public address (PUBLIC_URL) for addresses handed to content, never taken from the Host header; undefined: relative addresses. */
  publicUrl?: string | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    lmsConfig: LmsConfig;
  }
}

export default fp<LmsConfig>(
  async (fastify, opts) => {
    fastify.decorate('lmsConfig', { mode: opts.mode, secureCookies: opts.secureCookies, contentDir: opts.contentDir, publicUrl: opts.publicUrl });
  },
  { name: 'lms-config' },
);

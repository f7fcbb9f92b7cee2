import fp from 'fastify-plugin';

export interface LmsConfig {
  mode: 'demo' | 'production';
  /** Always mark cookies Secure, not only for requests that came over TLS. */
  secureCookies: boolean;
  contentDir: string;
  /** The portal's public address (PUBLIC_URL) for addresses handed to content, never taken from the Host header; undefined: relative addresses. */
  publicUrl?: string | undefined;
  /** The address when PUBLIC_URL is not set, known only once the server listens (the gateway's own). */
  defaultPublicUrl?: (() => string | undefined) | undefined;
}

/** Where the portal is when neither PUBLIC_URL nor a listening gateway says: the README's `npm start`. */
export const FALLBACK_PORTAL_URL = 'http://localhost:8080';

export interface ResolvedLmsConfig extends Omit<LmsConfig, 'defaultPublicUrl'> {
  /** The portal's address for links that leave the page (e-mails): always absolute. */
  portalUrl(): string;
  /** PUBLIC_URL as configured, else FALLBACK_PORTAL_URL: never the listening address, so identifiers built on it (record-store agents) survive a new port. */
  stablePortalUrl: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    lmsConfig: ResolvedLmsConfig;
  }
}

export default fp<LmsConfig>(
  async (fastify, opts) => {
    const config: ResolvedLmsConfig = {
      mode: opts.mode,
      secureCookies: opts.secureCookies,
      contentDir: opts.contentDir,
      get publicUrl() {
        return opts.publicUrl ?? opts.defaultPublicUrl?.();
      },
      portalUrl: () => config.publicUrl ?? FALLBACK_PORTAL_URL,
      stablePortalUrl: opts.publicUrl ?? FALLBACK_PORTAL_URL,
    };
    fastify.decorate('lmsConfig', config);
  },
  { name: 'lms-config' },
);

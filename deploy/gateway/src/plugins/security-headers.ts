import helmet from '@fastify/helmet';
import Fastify, { type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { FIRST_VIEW_SCRIPT_SOURCE } from '../first-view-script';

export interface SecurityHeadersOptions {
  /**
   * Origin of a socket.io server other than the portal's own (SOCKET_ORIGIN), allowed in connect-src.
   * Unset: the socket is the gateway's own, which 'self' covers (CSP 3 matches ws:/wss: of the same host).
   */
  socketOrigin?: string;
  /** Where the remotes' builds are served from when not from here (REMOTES_ORIGIN): scripts, styles, their manifests. */
  remotesOrigin?: string;
}

/** One year, with sub-domains: a deployer who serves the portal over TLS serves all of it over TLS. */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * The policy for every response. Scripts come only from the gateway (the shell and every remote are
 * served from here), and inline only the page's one first-view script, by its hash; styles allow
 * inline because the UI libraries set style attributes; images allow data: and blob: for avatars
 * previewed before upload; connections go to the portal itself (its /_api and its socket) and nowhere
 * else; no <base>, no framing.
 */
export function contentSecurityPolicy(options: SecurityHeadersOptions = {}): Record<string, string[]> {
  const remotes = options.remotesOrigin ? [options.remotesOrigin] : [];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", FIRST_VIEW_SCRIPT_SOURCE, ...remotes],
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    'img-src': ["'self'", 'data:', 'blob:', ...remotes],
    'font-src': ["'self'", 'data:', ...remotes],
    'connect-src': ["'self'", ...remotes, ...(options.socketOrigin ? [options.socketOrigin, options.socketOrigin.replace(/^http/, 'ws')] : [])],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** The policy as one header value, as browsers receive it (tests and docs). */
export function contentSecurityPolicyHeader(options: SecurityHeadersOptions = {}): string {
  return Object.entries(contentSecurityPolicy(options))
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join(';');
}

/** TLS seen by this server, directly or (with TRUST_PROXY) through the proxy's X-Forwarded-Proto. */
export function servedOverTls(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

/** The headers @fastify/helmet sets with these options, read once from a probe server's answer. */
async function helmetHeaders(options: SecurityHeadersOptions = {}): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    hsts: false,
  });
  probe.get('/', async () => '');
  try {
    const { headers } = await probe.inject('/');
    const own = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
    return Object.fromEntries(Object.entries(headers).flatMap(([name, value]) => (own.has(name) || value === undefined ? [] : [[name, String(value)]])));
  } finally {
    await probe.close();
  }
}

/**
 * Security headers as @fastify/helmet gives them: CSP, nosniff, Referrer-Policy, frame denial,
 * COOP/CORP. Worked out once at start and set as they are on every response: the plugin itself
 * builds helmet's middleware, and parses the policy, again for each request (a fifth of a settings
 * read's time through the gateway). HSTS only on responses that came over TLS: over plain http it
 * means nothing, and on a loopback demo it would pin the browser to https for a host that has none.
 */
export const securityHeaders = fp<SecurityHeadersOptions>(async (app, options) => {
  const headers = Object.entries(await helmetHeaders(options));
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    if (servedOverTls(request)) reply.raw.setHeader('Strict-Transport-Security', HSTS_VALUE);
    done();
  });
});

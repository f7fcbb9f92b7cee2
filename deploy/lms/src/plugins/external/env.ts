import * as v from 'valibot';

/** Unset and empty variables are the same thing. */
const optionalText = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.transform((s) => (s === '' ? undefined : s)),
  ),
);

/** pino's levels, as the gateway's LOG_LEVEL takes them. */
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
type LogLevel = (typeof LOG_LEVELS)[number];

const EnvSchema = v.object({
  PORT: v.optional(v.pipe(v.string(), v.regex(/^\d{1,5}$/, 'must be a port number'), v.transform(Number), v.minValue(1), v.maxValue(65535)), '8081'),
  HOST: v.optional(v.pipe(v.string(), v.nonEmpty('must not be empty')), '127.0.0.1'),
  DATA_DIR: optionalText,
  DATABASE_URL: v.optional(v.union([v.literal(''), v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://'))])),
  LMS_MODE: v.optional(v.picklist(['demo', 'production'], "must be 'demo' or 'production'"), 'demo'),
  COOKIE_SECURE: v.optional(v.picklist(['true', 'false', ''], "must be 'true' or 'false'"), ''),
  PUBLIC_URL: v.optional(
    v.pipe(
      v.string(),
      v.check((s) => !parsePublicUrl(s).error, 'must be an http:// or https:// URL without query, fragment or credentials'),
    ),
  ),
  ALLOW_DEMO_ON_PUBLIC_ADDRESS: v.optional(v.picklist(['1', '0', ''], "must be '1' or unset"), ''),
  ALLOW_DEMO_ACCOUNTS: v.optional(v.picklist(['1', '0', ''], "must be '1' or unset"), ''),
  LOG_LEVEL: v.optional(v.picklist([...LOG_LEVELS, ''], `must be one of ${LOG_LEVELS.join(', ')}`), ''),
});

/**
 * PUBLIC_URL: the portal's address as browsers and content reach it (https://learning.example.org),
 * used for the addresses the LMS hands out (the AICC tracking URL), never the request's Host header.
 * Answers the address without a trailing slash, undefined when unset, or an error text.
 */
export function parsePublicUrl(value: string | undefined): { url?: string; error?: string } {
  const text = value?.trim();
  if (!text) return {};
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    return { error: 'must be an http:// or https:// URL without query, fragment or credentials' };
  }
  if ((parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || parsed.search || parsed.hash || parsed.username || parsed.password) {
    return { error: 'must be an http:// or https:// URL without query, fragment or credentials' };
  }
  return { url: `${parsed.origin}${parsed.pathname.replace(/\/+$/, '')}` };
}

/** PUBLIC_URL from the environment, for an LMS mounted in another process's server (the gateway); throws when malformed. */
export function publicUrlFromEnv(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const { url, error } = parsePublicUrl(env.PUBLIC_URL);
  if (error) throw new Error(`Invalid LMS environment:\n  PUBLIC_URL: ${error}`);
  return url;
}

/** A host only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

export interface LmsEnv {
  port: number;
  host: string;
  dataDir?: string;
  databaseUrl?: string;
  mode: 'demo' | 'production';
  /** Secure cookies always, not only when the request came over TLS. */
  secureCookies: boolean;
  /** The portal's public address (PUBLIC_URL), for addresses handed to content; unset: relative addresses. */
  publicUrl?: string;
  /** ALLOW_DEMO_ON_PUBLIC_ADDRESS=1: demo mode may listen on a network address. */
  allowDemoOnPublicAddress?: boolean;
  /** ALLOW_DEMO_ACCOUNTS=1: production mode may start on a database that holds the demo accounts. */
  allowDemoAccounts?: boolean;
  /** LOG_LEVEL: at info (the default) every request is logged, two lines each; warn logs problems only. */
  logLevel: LogLevel;
}

/** Reads and checks the LMS environment once at start; throws one readable error listing every bad variable. */
export function readLmsEnv(env: NodeJS.ProcessEnv = process.env): LmsEnv {
  const result = v.safeParse(EnvSchema, env);
  if (!result.success) {
    const lines = result.issues.map((issue) => `  ${v.getDotPath(issue) ?? '?'}: ${issue.message}`);
    throw new Error(`Invalid LMS environment:\n${lines.join('\n')}`);
  }
  const e = result.output;
  const publicUrl = parsePublicUrl(e.PUBLIC_URL);
  return {
    port: e.PORT,
    host: e.HOST,
    ...(e.DATA_DIR ? { dataDir: e.DATA_DIR } : {}),
    ...(e.DATABASE_URL ? { databaseUrl: e.DATABASE_URL } : {}),
    mode: e.LMS_MODE,
    secureCookies: e.COOKIE_SECURE === 'true',
    ...(publicUrl.url ? { publicUrl: publicUrl.url } : {}),
    ...(e.ALLOW_DEMO_ON_PUBLIC_ADDRESS === '1' ? { allowDemoOnPublicAddress: true } : {}),
    ...(e.ALLOW_DEMO_ACCOUNTS === '1' ? { allowDemoAccounts: true } : {}),
    logLevel: e.LOG_LEVEL || 'info',
  };
}

/**
 * Why the standalone LMS must not listen where it was asked, or null: demo accounts have a published
 * password and the outbox holds every code, so demo mode stays on loopback unless
 * ALLOW_DEMO_ON_PUBLIC_ADDRESS=1 says the deployer really wants it on the network.
 */
export function demoExposureProblem(env: Pick<LmsEnv, 'mode' | 'host' | 'allowDemoOnPublicAddress'>): string | null {
  if (env.mode !== 'demo' || isLoopbackHost(env.host) || env.allowDemoOnPublicAddress) return null;
  return `HOST=${env.host} with LMS_MODE=demo would put demo accounts with a published password and the code outbox on the network: set LMS_MODE=production, or ALLOW_DEMO_ON_PUBLIC_ADDRESS=1 if that is really wanted`;
}

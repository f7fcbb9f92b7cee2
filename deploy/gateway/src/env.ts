import { availableParallelism, homedir } from 'node:os';
import { join } from 'node:path';
import { resolveStoreDir } from '@portal/release';

/** Everything the gateway reads from the environment, read once at start. */
export interface GatewayEnv {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  lmsUrl?: string;
  lmsMode: 'demo' | 'production';
  defaultTenant: string;
  redisUrl?: string;
  releasesDir: string;
  logLevel: string;
  /** Fastify's trustProxy: which proxies' X-Forwarded-* headers to believe (client address, protocol, host). */
  trustProxy: false | string[];
  /** Origins, besides the request's own host, whose pages may open the socket (PUBLIC_ORIGINS). */
  publicOrigins: string[];
  /** A socket.io server on another origin, allowed in the CSP's connect-src (SOCKET_ORIGIN). */
  socketOrigin?: string;
  /** REMOTES_ORIGIN: a CDN or object store that serves /remotes/<id>/<version>/… (docs/DEPLOYMENT.md). */
  remotesOrigin?: string;
  /** ALLOW_DEMO_ON_PUBLIC_ADDRESS=1: the deployer really wants the demo reachable from the network. */
  allowDemoOnPublicAddress: boolean;
  /** WEB_CONCURRENCY: processes serving the port (node:cluster); more than one needs a shared database. */
  workers: number;
}

export class EnvError extends Error {
  override name = 'EnvError';
}

export const DEFAULT_DATA_DIR = join(homedir(), '.learner-portal', 'data');

function url(name: string, value: string | undefined, protocols: string[]): string | undefined {
  if (!value) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new EnvError(`${name} must be a URL (got "${value}")`);
  }
  if (!protocols.includes(parsed.protocol)) throw new EnvError(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')} (got "${value}")`);
  return value;
}

/**
 * TRUST_PROXY: unset or "false" trusts no proxy (the socket's address is the client's). Otherwise a
 * comma-separated list of the proxies' addresses or CIDR ranges, or proxy-addr's names loopback,
 * linklocal, uniquelocal. "true" and hop counts are refused: with them any client could choose its own
 * address (and escape rate limits) or claim TLS; Fastify itself ignores hop counts for the protocol.
 */
const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
function trustProxy(value: string | undefined): false | string[] {
  if (!value || value === 'false') return false;
  if (value === 'true' || /^\d+$/.test(value)) {
    throw new EnvError(`TRUST_PROXY must list the proxies' addresses (for example 127.0.0.1 or 10.0.0.0/8), not "${value}": any client could forge its address`);
  }
  const addresses = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  for (const address of addresses) {
    if (!PROXY_NAMES.includes(address) && !/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(address)) {
      throw new EnvError(`TRUST_PROXY must list IP addresses, CIDR ranges or loopback/linklocal/uniquelocal (got "${address}")`);
    }
  }
  return addresses;
}

function origins(name: string, value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((origin) => {
      const checked = url(name, origin, ['http:', 'https:'])!;
      return new URL(checked).origin;
    });
}

/** A host that only this machine can reach. */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/**
 * Validates the environment and says which variable is wrong and why, so a bad deployment stops
 * at start with one readable line instead of failing later on a request.
 */
export function readEnv(env: NodeJS.ProcessEnv = process.env): GatewayEnv {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new EnvError(`PORT must be a whole number from 0 to 65535 (got "${env.PORT}")`);
  const lmsMode = env.LMS_MODE ?? 'demo';
  if (lmsMode !== 'demo' && lmsMode !== 'production') throw new EnvError(`LMS_MODE must be "demo" or "production" (got "${lmsMode}")`);
  const defaultTenant = env.DEFAULT_TENANT ?? 'demo';
  if (!/^[a-z0-9][a-z0-9-]*$/.test(defaultTenant)) throw new EnvError(`DEFAULT_TENANT must be lower-case letters, digits and - (got "${defaultTenant}")`);
  const dataDir = env.DATA_DIR || DEFAULT_DATA_DIR;
  // Loopback unless asked: a demo LMS with known passwords should not be reachable from the network by accident.
  const host = env.HOST || '127.0.0.1';
  const allowDemoOnPublicAddress = env.ALLOW_DEMO_ON_PUBLIC_ADDRESS === '1';
  if (lmsMode === 'demo' && !env.LMS_URL && !isLoopback(host) && !allowDemoOnPublicAddress) {
    throw new EnvError(
      `HOST=${host} with LMS_MODE=demo would put demo accounts with a published password and the code outbox on the network: set LMS_MODE=production, or ALLOW_DEMO_ON_PUBLIC_ADDRESS=1 if that is really wanted`,
    );
  }
  const databaseUrl = url('DATABASE_URL', env.DATABASE_URL, ['postgres:', 'postgresql:']);
  const redisUrl = url('REDIS_URL', env.REDIS_URL, ['redis:', 'rediss:']);
  return {
    port,
    host,
    dataDir,
    databaseUrl,
    lmsUrl: url('LMS_URL', env.LMS_URL, ['http:', 'https:']),
    lmsMode,
    defaultTenant,
    redisUrl,
    releasesDir: resolveStoreDir(env),
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: trustProxy(env.TRUST_PROXY),
    publicOrigins: origins('PUBLIC_ORIGINS', env.PUBLIC_ORIGINS),
    socketOrigin: origins('SOCKET_ORIGIN', env.SOCKET_ORIGIN)[0],
    remotesOrigin: origins('REMOTES_ORIGIN', env.REMOTES_ORIGIN)[0],
    allowDemoOnPublicAddress,
    workers: workers(env.WEB_CONCURRENCY, { sharedDatabase: Boolean(databaseUrl || env.LMS_URL), redis: Boolean(redisUrl) }),
  };
}

/**
 * WEB_CONCURRENCY: unset means one process per core when the data is shared (Postgres or an external
 * LMS) and so are the sockets' broadcasts and the request limits (Redis); otherwise one. The embedded
 * PGlite belongs to one process, so more are refused there.
 */
function workers(value: string | undefined, shared: { sharedDatabase: boolean; redis: boolean }): number {
  if (!value) return shared.sharedDatabase && shared.redis ? availableParallelism() : 1;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > 64) throw new EnvError(`WEB_CONCURRENCY must be a whole number from 1 to 64 (got "${value}")`);
  if (count > 1 && !shared.sharedDatabase) throw new EnvError(`WEB_CONCURRENCY=${count} needs DATABASE_URL (or LMS_URL): the embedded PGlite database belongs to one process`);
  return count;
}

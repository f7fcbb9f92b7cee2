import { homedir } from 'node:os';
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
  return {
    port,
    // Loopback unless asked: a demo LMS with known passwords should not be reachable from the network by accident.
    host: env.HOST || '127.0.0.1',
    dataDir,
    databaseUrl: url('DATABASE_URL', env.DATABASE_URL, ['postgres:', 'postgresql:']),
    lmsUrl: url('LMS_URL', env.LMS_URL, ['http:', 'https:']),
    lmsMode,
    defaultTenant,
    redisUrl: url('REDIS_URL', env.REDIS_URL, ['redis:', 'rediss:']),
    releasesDir: resolveStoreDir(env),
    logLevel: env.LOG_LEVEL || 'info',
  };
}

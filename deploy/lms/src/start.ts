import type { FastifyInstance } from 'fastify';
import { buildLms, type LmsOptions } from './app';
import { createDatabase, type DatabaseHandle, type DatabaseOptions } from './db';
import { migrate } from './db/migrate';
import { readLmsEnv } from './plugins/external/env';
import { demoAccountsIn, seedDemo } from './seed/demo';

export interface LmsDatabaseOptions extends DatabaseOptions {
  mode?: 'demo' | 'production';
  /** ALLOW_DEMO_ACCOUNTS=1: production mode may start on a database that holds the demo accounts. */
  allowDemoAccounts?: boolean;
}

/**
 * Opens the database, brings the schema up to date and, in demo mode, seeds the demo tenant when it is
 * missing. Production mode refuses a database that holds the demo accounts (a data directory first run
 * in demo mode keeps their published password) unless allowDemoAccounts says so.
 */
export async function openLmsDatabase(options: LmsDatabaseOptions = {}): Promise<DatabaseHandle> {
  const handle = await createDatabase(options);
  try {
    await migrate(handle.db);
    if ((options.mode ?? 'demo') === 'demo') await seedDemo(handle.db);
    else if (!options.allowDemoAccounts) {
      const found = await demoAccountsIn(handle.db);
      if (found.length > 0) {
        throw new Error(
          `LMS_MODE=production on a database holding the demo accounts (${found.join(', ')}) with their published password: ` +
            'remove the demo tenant (or use a new DATA_DIR / database), or set ALLOW_DEMO_ACCOUNTS=1 if that is really wanted',
        );
      }
    }
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
}

export interface StartLmsOptions extends LmsDatabaseOptions {
  port?: number;
  host?: string;
  secureCookies?: boolean;
  publicUrl?: string;
  logger?: boolean | { level: string };
}

export interface RunningLms {
  app: FastifyInstance;
  url: string;
  close(): Promise<void>;
}

/** The standalone LMS: database ready, listening on PORT (8081 by default) with everything under /_api. */
export async function startLms(options: StartLmsOptions = {}): Promise<RunningLms> {
  const mode = options.mode ?? 'demo';
  const handle = await openLmsDatabase({ ...options, mode });
  const app = buildLms({
    db: handle.db,
    mode,
    secureCookies: options.secureCookies ?? false,
    ...(options.publicUrl ? { publicUrl: options.publicUrl } : {}),
    logger: options.logger ?? false,
  });
  app.addHook('onClose', async () => handle.close());
  try {
    const url = await app.listen({ port: options.port ?? 8081, host: options.host ?? '127.0.0.1' });
    return { app, url, close: () => app.close() };
  } catch (error) {
    await app.close();
    throw error;
  }
}

/**
 * For the gateway, which mounts the LMS in-process:
 * `const lms = await createLmsForGateway(); app.register(lmsPlugin, { prefix: '/_api', ...lms.options }); app.addHook('onClose', lms.close);`
 * Settings come from the environment (LMS_MODE, DATA_DIR, DATABASE_URL, COOKIE_SECURE) unless given.
 */
export async function createLmsForGateway(overrides: Partial<Omit<LmsOptions, 'db'>> & DatabaseOptions = {}): Promise<{ options: LmsOptions; close(): Promise<void> }> {
  const env = readLmsEnv();
  const mode = overrides.mode ?? env.mode;
  const handle = await openLmsDatabase({
    mode,
    ...(env.allowDemoAccounts ? { allowDemoAccounts: true } : {}),
    ...((overrides.databaseUrl ?? env.databaseUrl) ? { databaseUrl: overrides.databaseUrl ?? env.databaseUrl } : {}),
    ...((overrides.dataDir ?? env.dataDir) ? { dataDir: overrides.dataDir ?? env.dataDir } : {}),
  });
  return {
    options: {
      db: handle.db,
      mode,
      secureCookies: overrides.secureCookies ?? env.secureCookies,
      ...((overrides.publicUrl ?? env.publicUrl) ? { publicUrl: overrides.publicUrl ?? env.publicUrl } : {}),
      ...(overrides.contentDir ? { contentDir: overrides.contentDir } : {}),
    },
    close: () => handle.close(),
  };
}

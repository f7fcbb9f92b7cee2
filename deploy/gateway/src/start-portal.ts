import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { publishAndActivateAll, type AutoReleaseResult } from '@portal/release';
import { buildGateway } from './app';
import type { LmsOptions } from './plugins/lms';

export interface StartPortalOptions {
  /** 0 picks a free port (tests). */
  port?: number;
  host?: string;
  /** Where the in-process LMS keeps its PGlite database. */
  dataDir: string;
  releasesDir: string;
  /** Postgres instead of PGlite. */
  databaseUrl?: string;
  /** An external LMS; the in-process one is not started. */
  lmsUrl?: string;
  lmsMode?: 'demo' | 'production';
  defaultTenant?: string;
  redisUrl?: string;
  trustProxy?: false | string[];
  publicOrigins?: readonly string[];
  socketOrigin?: string;
  remotesOrigin?: string;
  logger?: FastifyServerOptions['logger'];
  /** App folders (with a built dist/) to publish and, unless a person chose otherwise, activate first. */
  publish?: string[];
}

export interface RunningPortal {
  /** http://host:port, with the real port when 0 was asked. */
  url: string;
  app: FastifyInstance;
  /** What `publish` did, in order. */
  published: AutoReleaseResult[];
  /** Stops the server, then the database. */
  close(): Promise<void>;
}

/**
 * The whole portal in this process: database (created, migrated, demo-seeded in demo mode),
 * gateway, listening. `npm start`, the gateway's server.ts and the e2e tests all start it here.
 */
export async function startPortal(options: StartPortalOptions): Promise<RunningPortal> {
  const { lmsMode = 'demo', defaultTenant = 'demo' } = options;
  // Built together, so checked together: a new shell and new remotes must fit each other (release checks).
  const published: AutoReleaseResult[] = await publishAndActivateAll(options.publish ?? [], defaultTenant, options.releasesDir);

  let closeDatabase = async () => {};
  // Known once the gateway listens: without PUBLIC_URL, e-mail links point at this address.
  let listeningUrl: string | undefined;
  let lms: LmsOptions;
  if (options.lmsUrl) {
    lms = { mode: 'proxy', url: options.lmsUrl };
  } else {
    const { createDatabase, migrate, seedDemo } = await import('@portal/lms');
    const database = await createDatabase({ dataDir: options.dataDir, databaseUrl: options.databaseUrl });
    closeDatabase = async () => database.close();
    await migrate(database.db);
    // Idempotent: the first start seeds the demo tenant and accounts, later starts change nothing.
    if (lmsMode === 'demo') await seedDemo(database.db);
    lms = { mode: 'in-process', db: database.db, lmsMode, defaultPublicUrl: () => listeningUrl, ...(options.redisUrl ? { redisUrl: options.redisUrl } : {}) };
  }

  try {
    const app = await buildGateway({
      store: options.releasesDir,
      lms,
      defaultTenant,
      redisUrl: options.redisUrl,
      trustProxy: options.trustProxy,
      publicOrigins: options.publicOrigins,
      socketOrigin: options.socketOrigin,
      remotesOrigin: options.remotesOrigin,
      demo: lmsMode === 'demo',
      logger: options.logger,
    });
    const host = options.host ?? '127.0.0.1';
    await app.listen({ port: options.port ?? 0, host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : options.port;
    // 0.0.0.0 is where it listens, not an address a browser can open.
    const url = `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${port}`;
    listeningUrl = url;
    return {
      url,
      app,
      published,
      close: async () => {
        await app.close();
        await closeDatabase();
      },
    };
  } catch (error) {
    await closeDatabase();
    throw error;
  }
}

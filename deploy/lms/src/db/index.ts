import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import { Pool } from 'pg';
import { type ChangeFeed, pgliteChangeFeed, postgresChangeFeed, WritesAnnouncer } from './change-feed';
import { pgliteDialect } from './pglite-dialect';
import type { DB } from './schema';

export type { DB } from './schema';
/** The handle every route and repository works with. */
export type Database = Kysely<DB>;

export interface DatabaseOptions {
  /** The data root (PGlite files go to `<dataDir>/pglite`); 'memory://' for a throw-away database. Ignored when databaseUrl is set. */
  dataDir?: string;
  /** postgres://… — use a Postgres server instead of PGlite. */
  databaseUrl?: string;
}

export interface DatabaseHandle {
  db: Database;
  /** 'postgres' or 'pglite', for logs and test names. */
  kind: 'postgres' | 'pglite';
  /** Changes to the cached tables, from this process and (through LISTEN/NOTIFY) every other. */
  changes: ChangeFeed;
  close(): Promise<void>;
}

const feeds = new WeakMap<Database, ChangeFeed>();

/** The change feed of a handle's `db` (not of a transaction or a bare Kysely): caches follow only these. */
export function changeFeedOf(db: Database): ChangeFeed | undefined {
  return feeds.get(db);
}

/**
 * The portal's data root (DATA_DIR): PGlite keeps its files in `<root>/pglite`, the release store sits
 * beside it in `<root>/releases`. Outside the tracked source tree, so demo data never ends up in a commit.
 */
export function defaultDataDir(): string {
  return process.env.DATA_DIR ?? path.join(os.homedir(), '.learner-portal', 'data');
}

export async function createDatabase(options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection can die (server restart, failover, a forced drop). Without a listener the
    // pool's 'error' event would crash the process; the next query simply gets a fresh connection.
    pool.on('error', (error) => console.warn(`[lms] idle Postgres connection lost: ${error.message}`));
    const listener = postgresChangeFeed(options.databaseUrl);
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), plugins: [new WritesAnnouncer(listener.feed)] });
    feeds.set(db, listener.feed);
    return {
      db,
      kind: 'postgres',
      changes: listener.feed,
      async close() {
        await listener.close();
        await db.destroy();
        if (!pool.ended) await pool.end();
      },
    };
  }
  const root = options.dataDir ?? defaultDataDir();
  const dataDir = root.startsWith('memory://') ? root : path.join(root, 'pglite');
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  return pgliteHandle(client);
}

/** Kysely on an open PGlite client; close() ends both. */
export function pgliteHandle(client: PGlite): DatabaseHandle {
  const changes = pgliteChangeFeed(client);
  const db = new Kysely<DB>({ dialect: pgliteDialect(client), plugins: [new WritesAnnouncer(changes)] });
  feeds.set(db, changes);
  return {
    db,
    kind: 'pglite',
    changes,
    async close() {
      await db.destroy();
      if (!client.closed) await client.close();
    },
  };
}

import type { PGlite } from '@electric-sql/pglite';
import {
  DeleteQueryNode,
  InsertQueryNode,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryId,
  type QueryResult,
  type RootOperationNode,
  TableNode,
  AliasNode,
  UpdateQueryNode,
  type UnknownRow,
} from 'kysely';
import { Client } from 'pg';

/**
 * What changed: a table and the key of the changed row ('*' when not known: drop everything of that
 * table). The tables and keys are migration 0018's.
 */
export type ChangeListener = (table: string, key: string) => void;

export const CHANGE_CHANNEL = 'lp_changes';
/** The tables migration 0018 watches; writes to others are not announced. */
const WATCHED_TABLES = new Set(['tenants', 'settings', 'named_items', 'profile_fields', 'sessions']);
/** A reconnect may have missed notifications: every cache starts again. */
export const EVERYTHING = '*';

/**
 * The database's change feed, which the in-memory caches (tenant configuration, sessions) follow.
 * Writes made through this process's Kysely announce themselves at once (a plugin on the handle), and
 * NOTIFY lp_changes (the triggers of migration 0018) brings those of other processes, or of a transaction
 * once it commits. A cache stores only while the feed is `live`: before LISTEN answers, or while a lost
 * connection is being re-made, it could miss a change, so it reads the database instead.
 */
export class ChangeFeed {
  readonly #listeners = new Set<ChangeListener>();
  #live = false;
  #starting: Promise<void> | undefined;

  constructor(private readonly startListening?: (feed: ChangeFeed) => Promise<void>) {}

  get live(): boolean {
    return this.#live;
  }

  /** Follows changes; the first subscriber starts the LISTEN connection. Answers the unsubscribe. */
  subscribe(listener: ChangeListener): () => void {
    this.#listeners.add(listener);
    if (!this.#starting && this.startListening) {
      this.#starting = this.startListening(this).catch((error: unknown) => {
        this.#starting = undefined;
        console.warn(`[lms] change feed not listening, caches stay off: ${error instanceof Error ? error.message : String(error)}`);
      });
    }
    return () => this.#listeners.delete(listener);
  }

  setLive(live: boolean): void {
    if (this.#live && !live) this.emit(EVERYTHING, EVERYTHING);
    this.#live = live;
  }

  emit(table: string, key: string): void {
    for (const listener of this.#listeners) listener(table, key);
  }

  /** A NOTIFY payload, '<table>:<key>'. */
  emitPayload(payload: string): void {
    const colon = payload.indexOf(':');
    if (colon > 0) this.emit(payload.slice(0, colon), payload.slice(colon + 1));
  }
}

function tableName(node: OperationNode | undefined): string | undefined {
  if (!node) return undefined;
  if (TableNode.is(node)) return node.table.identifier.name;
  if (AliasNode.is(node)) return tableName(node.node);
  return undefined;
}

function writtenTables(node: RootOperationNode): string[] {
  let tables: Array<string | undefined> = [];
  if (InsertQueryNode.is(node)) tables = [tableName(node.into)];
  else if (UpdateQueryNode.is(node)) tables = [tableName(node.table)];
  else if (DeleteQueryNode.is(node)) tables = node.from.froms.map(tableName);
  return tables.filter((t): t is string => t !== undefined && WATCHED_TABLES.has(t));
}

/** Announces this process's own writes as soon as they are made (the NOTIFY follows at commit). */
export class WritesAnnouncer implements KyselyPlugin {
  readonly #pending = new WeakMap<QueryId, string[]>();

  constructor(private readonly feed: ChangeFeed) {}

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const tables = writtenTables(args.node);
    if (tables.length) this.#pending.set(args.queryId, tables);
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const tables = this.#pending.get(args.queryId);
    if (tables) for (const table of tables) this.feed.emit(table, EVERYTHING);
    return args.result;
  }
}

/** PGlite: one in-process connection; its notifications arrive with the statement that caused them. */
export function pgliteChangeFeed(client: PGlite): ChangeFeed {
  return new ChangeFeed(async (feed) => {
    await client.listen(CHANGE_CHANNEL, (payload) => feed.emitPayload(payload));
    feed.setLive(true);
  });
}

const RECONNECT_MS = 1000;

/**
 * Postgres: a dedicated connection LISTENs (a pooled one would be handed to queries). A lost
 * connection turns the caches off and is re-made every second until it answers again.
 */
export function postgresChangeFeed(connectionString: string): { feed: ChangeFeed; close(): Promise<void> } {
  let client: Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (feed: ChangeFeed): Promise<void> => {
    const next = new Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === CHANGE_CHANNEL && message.payload) feed.emitPayload(message.payload);
    });
    next.on('error', () => {
      feed.setLive(false);
      void next.end().catch(() => undefined);
      if (client === next) client = undefined;
      if (!closed) retry = setTimeout(() => void connect(feed).catch(() => undefined), RECONNECT_MS);
    });
    await next.connect();
    await next.query(`listen ${CHANGE_CHANNEL}`);
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    // Anything cached before a reconnect may be stale.
    feed.emit(EVERYTHING, EVERYTHING);
    feed.setLive(true);
  };

  const feed = new ChangeFeed(connect);
  return {
    feed,
    async close() {
      closed = true;
      clearTimeout(retry);
      feed.setLive(false);
      await client?.end().catch(() => undefined);
      client = undefined;
    },
  };
}

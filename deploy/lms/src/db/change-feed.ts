import type { PGlite } from '@electric-sql/pglite';
import {
  BinaryOperationNode,
  ColumnNode,
  DeleteQueryNode,
  OperatorNode,
  ReferenceNode,
  ValueNode,
  InsertQueryNode,
  type KyselyPlugin,
  PrimitiveValueListNode,
  ValueListNode,
  ValuesNode,
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
  type WhereNode,
} from 'kysely';
import { Client } from 'pg';

/**
 * What changed: a table and the key of the changed row ('*' when not known: drop everything of that
 * table). The tables and keys are migration 0018's.
 */
export type ChangeListener = (table: string, key: string) => void;

export const CHANGE_CHANNEL = 'lp_changes';
/** The tables migrations 0018 and 0029 watch, each with the column its notifications name; others are not announced. */
const WATCHED_TABLES = new Map([
  ['tenants', 'scope'],
  ['settings', 'scope'],
  ['named_items', 'scope'],
  ['profile_fields', 'scope'],
  ['sessions', 'token_hash'],
  ['users', 'id'],
  // Migration 0029: the catalogue's ETag halves.
  ['catalogue_versions', 'scope'],
  ['catalogue_user_stamps', 'user_id'],
]);
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

/** The key of the one row a `where <key> = <value>` names, else EVERYTHING. */
function keyOf(where: WhereNode | undefined, column: string): string {
  const condition = where?.where;
  if (!condition || !BinaryOperationNode.is(condition) || !OperatorNode.is(condition.operator) || condition.operator.operator !== '=') return EVERYTHING;
  const { leftOperand: left, rightOperand: right } = condition;
  const named = ReferenceNode.is(left) && ColumnNode.is(left.column) ? left.column.column.name : ColumnNode.is(left) ? left.column.name : undefined;
  return named === column && ValueNode.is(right) && typeof right.value === 'string' ? right.value : EVERYTHING;
}

/** A new session's token was never looked up, so no cache holds anything its insert could change. */
const INSERTS_CHANGE_NOTHING_CACHED = new Set(['sessions']);

/**
 * The keys of the rows an insert writes: the key column's values when each row names it as a value and
 * an upsert conflicts on that column alone (so the row it updates has the same key); else EVERYTHING
 * (an insert from a select, a default key, an upsert on another unique column may touch any row).
 */
function keysOfInsert(node: InsertQueryNode, column: string): string[] {
  const index = node.columns?.findIndex((c) => c.column.name === column) ?? -1;
  const conflictOnKey = !node.onConflict || (node.onConflict.columns?.length === 1 && node.onConflict.columns[0]!.column.name === column);
  if (index < 0 || !conflictOnKey || !node.values || !ValuesNode.is(node.values)) return [EVERYTHING];
  const keys = node.values.values.map((row) => {
    const value = PrimitiveValueListNode.is(row)
      ? row.values[index]
      : ValueListNode.is(row) && row.values[index] && ValueNode.is(row.values[index])
        ? row.values[index].value
        : undefined;
    return typeof value === 'string' ? value : undefined;
  });
  return keys.every((key) => key !== undefined) ? [...new Set(keys)] : [EVERYTHING];
}

/** What a write changes: [table, key] for each watched table; an insert whose keys are not known may change any row. */
function writtenRows(node: RootOperationNode): Array<[string, string]> {
  const watched = (table: string | undefined) => (table !== undefined && WATCHED_TABLES.has(table) ? table : undefined);
  if (InsertQueryNode.is(node)) {
    const table = watched(tableName(node.into));
    if (!table || INSERTS_CHANGE_NOTHING_CACHED.has(table)) return [];
    return keysOfInsert(node, WATCHED_TABLES.get(table)!).map((key) => [table, key]);
  }
  if (UpdateQueryNode.is(node)) {
    const table = watched(tableName(node.table));
    return table ? [[table, keyOf(node.where, WATCHED_TABLES.get(table)!)]] : [];
  }
  if (DeleteQueryNode.is(node)) {
    return node.from.froms.flatMap((from) => {
      const table = watched(tableName(from));
      return table ? [[table, keyOf(node.where, WATCHED_TABLES.get(table)!)] as [string, string]] : [];
    });
  }
  return [];
}

/** Announces this process's own writes as soon as they are made (the NOTIFY follows at commit). */
export class WritesAnnouncer implements KyselyPlugin {
  readonly #pending = new WeakMap<QueryId, Array<[string, string]>>();

  constructor(private readonly feed: ChangeFeed) {}

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const rows = writtenRows(args.node);
    if (rows.length) this.#pending.set(args.queryId, rows);
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const rows = this.#pending.get(args.queryId);
    if (rows) for (const [table, key] of rows) this.feed.emit(table, key);
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

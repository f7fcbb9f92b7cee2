import type { Database } from '.';
import { type ChangeFeed, EVERYTHING } from './change-feed';
import { changeFeedOf } from '.';

/** Cached values are shared by every request: frozen, so a caller that changed one would fail loudly. */
function deepFreeze<T>(value: T): T {
  // A Buffer cannot be frozen; the encoded bodies kept here are only ever sent.
  if (value && typeof value === 'object' && !ArrayBuffer.isView(value) && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * Values read from watched tables, kept in memory and dropped when the change feed names their group
 * (a tenant's scope, a session's token hash). Without a live feed nothing is kept: every read goes to
 * the database. Bounded: past `maxGroups` the oldest group goes.
 */
export class FeedCache<V> {
  readonly #groups = new Map<string, Map<string, Promise<V>>>();

  constructor(
    private readonly feed: ChangeFeed | undefined,
    tables: readonly string[],
    private readonly maxGroups = 10_000,
  ) {
    feed?.subscribe((table, key) => {
      if (table === EVERYTHING || (tables.includes(table) && key === EVERYTHING)) this.#groups.clear();
      else if (tables.includes(table)) this.#groups.delete(key);
    });
  }

  async get(group: string, name: string, load: () => Promise<V>): Promise<V> {
    if (!this.feed?.live) return load();
    let entries = this.#groups.get(group);
    const cached = entries?.get(name);
    if (cached) return cached;
    if (!entries) {
      if (this.#groups.size >= this.maxGroups) this.#groups.delete(this.#groups.keys().next().value!);
      entries = new Map();
      this.#groups.set(group, entries);
    }
    const loading = load().then(deepFreeze);
    entries.set(name, loading);
    // A failed read is not remembered; nor is one whose group was dropped meanwhile (the map is gone).
    loading.catch(() => {
      if (this.#groups.get(group)?.get(name) === loading) this.#groups.get(group)!.delete(name);
    });
    return loading;
  }

  /** Drops a group here at once (this process's own change; the feed tells the others). */
  forget(group: string): void {
    this.#groups.delete(group);
  }
}

const caches = new WeakMap<Database, Map<string, FeedCache<unknown>>>();

/** The named cache of a database handle; a transaction or bare Kysely gets a cache that keeps nothing. */
export function feedCache<V>(db: Database, name: string, tables: readonly string[], maxGroups?: number): FeedCache<V> {
  let named = caches.get(db);
  if (!named) {
    named = new Map();
    caches.set(db, named);
  }
  let cache = named.get(name) as FeedCache<V> | undefined;
  if (!cache) {
    cache = new FeedCache<V>(changeFeedOf(db), tables, maxGroups);
    named.set(name, cache as FeedCache<unknown>);
  }
  return cache;
}

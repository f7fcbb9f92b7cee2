import { createHash } from 'node:crypto';
import { CatalogueSearchIndexQuerySchema, type CatalogueSearchStates, type Category } from '@portal/contracts/catalogue';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Database } from '../../../db';
import { encode, pickEncoding } from '../../../lib/encoding';
import { buildCatalogueItems, type UserItemState } from '../../../domain/catalogue/catalogue-build';
import type { ItemRecord } from '../../../domain/catalogue/definition';
import { catalogueStamps, listCategories, listItems, listSessions, type SessionWithSeats } from '../../../repositories/catalogue';
import {
  CatalogueSearch,
  catalogueSearchItems,
  catalogueSearchTexts,
  curriculumParents,
  itemsInOrder,
  pageContext,
  pageOfItems,
  searchWords,
} from '../../../repositories/catalogue-page';
import { ratingSummaries, userItemStates, userRegistrations } from '../../../repositories/catalogue-user';
import type { ValibotTypeProvider } from '../../../lib/valibot-type-provider';
import { ownUserByName } from './access';
import type { CatalogueBody } from './item-view';

/** Changes whenever the response's shape changes, so a browser never keeps a catalogue of the old shape. */
const FORMAT = 'catalogue-1';

/** If-None-Match holds the ETag (or '*'); weak validators compare equal to strong ones for GET. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });
}

export function catalogueEtag(stamps: { epoch: string; version: number; stamp: number }, userId: string): string {
  const digest = createHash('sha256').update(`${FORMAT}:${stamps.epoch}:${stamps.version}:${userId}:${stamps.stamp}`).digest('base64url');
  return `"${digest.slice(0, 27)}"`;
}

/** What every user of a tenant sees alike; it changes only with the tenant's catalogue version. */
export interface TenantCatalogue {
  items: ItemRecord[];
  sessions: SessionWithSeats[];
  categories: Category[];
  ratings: Map<string, { mean: number; count: number }>;
}

export async function loadTenantCatalogue(db: Database, scope: string): Promise<TenantCatalogue> {
  const [items, sessions, categories, ratings] = await Promise.all([listItems(db, scope), listSessions(db, scope), listCategories(db, scope), ratingSummaries(db, scope)]);
  return { items, sessions, categories, ratings };
}

/** The whole catalogue of one user: the tenant's part (loaded unless given) with the user's own state. */
export async function buildCatalogue(db: Database, scope: string, userId: string, tenant?: TenantCatalogue): Promise<CatalogueBody> {
  const [shared, userItems, registrations] = await Promise.all([tenant ?? loadTenantCatalogue(db, scope), userItemStates(db, userId), userRegistrations(db, userId)]);
  return { Items: buildCatalogueItems({ ...shared, userItems, registrations }), Categories: shared.categories };
}

/**
 * Loads by key, the latest few kept: the tenant's part by catalogue version (a user's first load then
 * costs only their own few rows), and what pages need of the whole tenant. Keyed by what was
 * read for the request, so a change anywhere (another process included) is never served stale. Loads
 * of the same key share one promise.
 */
class PromiseCache<T> {
  private readonly entries = new Map<string, Promise<T>>();
  constructor(private readonly size: number) {}

  get(key: string, load: () => Promise<T>): Promise<T> {
    let entry = this.entries.get(key);
    if (!entry) {
      entry = load();
      entry.catch(() => this.entries.delete(key));
      this.entries.set(key, entry);
      while (this.entries.size > this.size) this.entries.delete(this.entries.keys().next().value!);
    }
    return entry;
  }
}

/**
 * Encoded bodies by ETag and encoding: a repeat full download (a new tab, another device) costs no
 * database work and no compression. Small: one entry per user who loaded recently, bounded in bytes.
 */
class BodyCache {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;
  constructor(private readonly maxBytes: number) {}

  get(key: string): Buffer | undefined {
    const body = this.entries.get(key);
    if (body) {
      this.entries.delete(key);
      this.entries.set(key, body);
    }
    return body;
  }

  set(key: string, body: Buffer): void {
    if (body.length > this.maxBytes) return;
    this.entries.set(key, body);
    this.bytes += body.length;
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= old.length;
    }
  }
}

/** The most items one page holds. */
const MAX_CATALOGUE_PAGE = 1000;
/** The most items one read by ids names (a URL of a few KB). */
const MAX_IDS = 100;

/** Above this many items a page of the catalogue starts reading the tenant's search texts, so the first search finds them ready. */
const SEARCH_WARM_UP_ITEMS = 5_000;
const SEARCH_WARM_UP_DELAY_MS = 1_500;

/**
 * `offset` and `limit`: a page of the catalogue's items (in id order), for a tenant
 * too large to send at once (100,000 items are 68 MB of JSON); with `search`, a page of
 * the items that hold every search word (spec 2 §5), searched here because the browser cannot hold
 * such a catalogue. Absent: the whole catalogue, as spec 2 §7 has it. Answers undefined for no page,
 * or a 400 message. With `ids`, those items (in the order given): the rows a page shows from its search index.
 */
function readCataloguePage(query: Record<string, unknown>): CataloguePageQuery | undefined | string {
  const { offset, limit, search, ids } = query;
  if (ids !== undefined) {
    // The rows a page already shows from its search index, filled in with the user's whole items.
    if (offset !== undefined || limit !== undefined || search !== undefined) return 'ids: without offset, limit or search';
    const list = typeof ids === 'string' ? ids.split(',').filter(Boolean) : [];
    if (list.length === 0 || list.length > MAX_IDS || list.some((id) => id.length > 200)) return `ids: from 1 to ${MAX_IDS} item ids, separated by commas`;
    return { ids: [...new Set(list)] };
  }
  if (offset === undefined && limit === undefined) return search === undefined ? undefined : 'search: only with limit';
  const whole = (value: unknown) => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : Number.NaN);
  const page = { offset: offset === undefined ? 0 : whole(offset), limit: whole(limit), words: typeof search === 'string' ? searchWords(search) : [] };
  if (search !== undefined && (typeof search !== 'string' || search.length > 1000)) return 'search: one text of at most 1000 characters';
  if (Number.isNaN(page.offset)) return 'offset: a whole number of items';
  if (!(page.limit >= 1 && page.limit <= MAX_CATALOGUE_PAGE)) return `limit: a whole number of items from 1 to ${MAX_CATALOGUE_PAGE}`;
  return page;
}

type CataloguePageQuery = { offset: number; limit: number; words: string[] } | { ids: string[] };

/**
 * GET /reach/{scope}/api/v3/users/{username}/catalogue: the whole catalogue of the user (spec 2 §7),
 * or with `offset` and `limit` a page of its items in id order (every category, and X-Total-Count), read
 * from the database page by page so the first page of a large tenant costs a few small reads.
 * Revalidated with an ETag made of the tenant's catalogue version and the user's change stamp, so a
 * 304 costs two tiny reads; the body is compressed here (the gateway leaves encoded bodies alone).
 */
const catalogueRoutes: FastifyPluginAsync = async (instance) => {
  const fastify = instance.withTypeProvider<ValibotTypeProvider>();
  const { db } = fastify;
  const cache = new BodyCache(64 * 1024 * 1024);
  const tenants = new PromiseCache<TenantCatalogue>(8);

  // What a page needs of the whole tenant, by catalogue version: the curricula holding each item, the categories.
  const parents = new PromiseCache<Map<string, string[]>>(8);
  const categories = new PromiseCache<Category[]>(8);
  const searches = new PromiseCache<CatalogueSearch>(2);
  const searchOf = (scope: string, version: string) =>
    searches.get(version, async () => new CatalogueSearch(await catalogueSearchTexts(db, scope, await categories.get(version, () => listCategories(db, scope)))));
  // What a search page needs besides its items, read once and kept as the ETag's halves say: the events'
  // sessions and the rating means by catalogue version, the user's own state by their change stamp. A
  // search page then reads only its items (each keystroke is a search: its reads are the user's wait).
  const tenantParts = new PromiseCache<{ sessionsByEvent: Map<string, SessionWithSeats[]>; ratings: Map<string, { mean: number; count: number }> }>(4);
  const tenantPartsOf = (scope: string, version: string) =>
    tenantParts.get(version, async () => {
      const [sessions, ratings] = await Promise.all([listSessions(db, scope), ratingSummaries(db, scope)]);
      const sessionsByEvent = new Map<string, SessionWithSeats[]>();
      for (const session of sessions) {
        const list = sessionsByEvent.get(session.eventId);
        if (list) list.push(session);
        else sessionsByEvent.set(session.eventId, [session]);
      }
      return { sessionsByEvent, ratings };
    });
  const userParts = new PromiseCache<{ userItems: Map<string, UserItemState>; registrations: Map<string, { enrolment: string; status: string | null }> }>(64);
  const userPartsOf = (userId: string, userStamp: string) =>
    userParts.get(userStamp, async () => {
      const [userItems, registrations] = await Promise.all([userItemStates(db, userId), userRegistrations(db, userId)]);
      return { userItems, registrations };
    });

  /** What a search page needs: the tenant's search, its kept parts and the user's (all read once, then kept). */
  const warmSearch = (scope: string, version: string, userId: string, userStamp: string) =>
    Promise.all([searchOf(scope, version), tenantPartsOf(scope, version), userPartsOf(userId, userStamp)]);

  /** A page of the items holding every search word, from the kept search and parts: one read, the page's items. */
  async function searchResultsPage(scope: string, userId: string, version: string, userStamp: string, page: { offset: number; limit: number; words: string[] }) {
    const { ids, total } = (await searchOf(scope, version)).page(page.words, page.offset, page.limit);
    return { body: await itemsById(scope, userId, version, userStamp, ids), total };
  }

  /** These items of the user's catalogue, from the kept parts: one read, the items. */
  async function itemsById(scope: string, userId: string, version: string, userStamp: string, ids: readonly string[]): Promise<CatalogueBody> {
    const [tenant, user, itemParents, tenantCategories] = await Promise.all([
      tenantPartsOf(scope, version),
      userPartsOf(userId, userStamp),
      parents.get(version, () => curriculumParents(db, scope)),
      categories.get(version, () => listCategories(db, scope)),
    ]);
    const items = await itemsInOrder(db, scope, ids);
    const sessions = items.flatMap((item) => (item.type === 'Event' ? (tenant.sessionsByEvent.get(item.id) ?? []) : []));
    return { Items: buildCatalogueItems({ items, sessions, ratings: tenant.ratings, ...user, parents: itemParents }), Categories: tenantCategories };
  }

  /**
   * A page of the user's catalogue, read from the database page by page, and how many
   * items the page is one of (the tenant's, or the search's).
   */
  async function cataloguePage(scope: string, userId: string, version: string, userStamp: string, page: CataloguePageQuery): Promise<{ body: CatalogueBody; total: number }> {
    if ('ids' in page) {
      const body = await itemsById(scope, userId, version, userStamp, page.ids);
      return { body, total: body.Items.length };
    }
    if (page.words.length > 0) return searchResultsPage(scope, userId, version, userStamp, page);
    const [{ items, total }, itemParents, tenantCategories, registrations] = await Promise.all([
      pageOfItems(db, scope, page.offset, page.limit),
      parents.get(version, () => curriculumParents(db, scope)),
      categories.get(version, () => listCategories(db, scope)),
      userRegistrations(db, userId),
    ]);
    const context = await pageContext(db, scope, userId, items);
    // A catalogue this large is searched here: what a search needs is read while the learner looks at
    // the first page. A moment later, not now: on PGlite's one connection that read would hold up this
    // page's reads and the next page's (the first page of 500 read 12 s cold instead of 2 s).
    if (total > SEARCH_WARM_UP_ITEMS) setTimeout(() => void warmSearch(scope, version, userId, userStamp).catch(() => undefined), SEARCH_WARM_UP_DELAY_MS).unref();
    return { body: { Items: buildCatalogueItems({ items, ...context, registrations, parents: itemParents }), Categories: tenantCategories }, total };
  }

  fastify.get<{ Params: { username: string }; Querystring: Record<string, unknown> }>(
    '/api/v3/users/:username/catalogue',
    { preValidation: fastify.requireSession },
    async (request: FastifyRequest<{ Params: { username: string }; Querystring: Record<string, unknown> }>, reply) => {
      const started = performance.now();
      const page = readCataloguePage(request.query);
      if (typeof page === 'string') return reply.code(400).send({ success: false, ErrorCode: 'InvalidParameter', Message: page });
      const user = await ownUserByName(request, request.params.username);
      const scope = request.tenant!;
      const stamps = await catalogueStamps(db, scope, user.id);
      const etag = catalogueEtag(stamps, user.id);
      reply.header('cache-control', 'private, no-cache').header('etag', etag).header('vary', 'Accept-Encoding');
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();

      const encoding = pickEncoding(request.headers['accept-encoding']);
      const version = `${scope}\n${stamps.epoch}\n${stamps.version}`;
      let body: Buffer | undefined;
      if (page) {
        // Small and cheap to read: not kept (the cache is for whole catalogues).
        const { body: json, total } = await cataloguePage(scope, user.id, version, `${user.id}\n${stamps.stamp}`, page);
        reply.header('x-total-count', String(total));
        // Also in the body (Total), for clients that read only the body.
        body = await encode(JSON.stringify({ ...json, Total: total }), encoding);
        // The LMS's share of a page's round trip, which the page's resource timing shows beside the rest.
        reply.header('server-timing', `lms;dur=${(performance.now() - started).toFixed(1)}`);
      } else {
        const key = `${scope}\n${user.id}\n${etag}\n${encoding}`;
        body = cache.get(key);
        if (!body) {
          const tenant = await tenants.get(version, () => loadTenantCatalogue(db, scope));
          body = await encode(JSON.stringify(await buildCatalogue(db, scope, user.id, tenant)), encoding);
          cache.set(key, body);
        }
      }
      reply.header('content-type', 'application/json; charset=utf-8');
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.send(body);
    },
  );

  // The search index's items, encoded once per catalogue version and encoding (a few MB at 100,000 items).
  const searchItemBodies = new PromiseCache<Buffer>(4);

  /** The user's state of every item they have one for, as the search index's states (contracts' CatalogueSearchStates). */
  function searchStates(version: string, userItems: ReadonlyMap<string, UserItemState>): CatalogueSearchStates {
    const states: CatalogueSearchStates = { Version: version, Ids: [], Enrolments: [], Completions: [], Mandatory: [], DueDates: [] };
    for (const id of [...userItems.keys()].sort()) {
      const { enrolment, completion } = userItems.get(id)!;
      if (!enrolment && !completion) continue;
      states.Ids.push(id);
      states.Enrolments.push((enrolment?.enrolment ?? 'NotEnrolled') as CatalogueSearchStates['Enrolments'][number]);
      states.Completions.push((completion?.completion ?? 'NotAttempted') as CatalogueSearchStates['Completions'][number]);
      states.Mandatory.push(enrolment?.mandatory === true);
      states.DueDates.push(enrolment?.dueDate ? enrolment.dueDate.toISOString() : null);
    }
    return states;
  }

  /**
   * GET /reach/{scope}/api/v3/users/{username}/catalogue/search-index?part=items|states: a large
   * catalogue's search index, which the page searches by itself (decision 0012, "in the page"). The
   * items are the tenant's, alike for every user, so their ETag is the catalogue version's alone
   * (one encoded body per version, revalidated by every user's browser); the states are the user's,
   * revalidated by the catalogue's ETag. Authorised as the catalogue: the session user's own.
   */
  fastify.get(
    '/api/v3/users/:username/catalogue/search-index',
    { preValidation: fastify.requireSession, schema: { querystring: CatalogueSearchIndexQuerySchema } },
    async (request, reply) => {
      const started = performance.now();
      const user = await ownUserByName(request, (request.params as { username: string }).username);
      const scope = request.tenant!;
      const stamps = await catalogueStamps(db, scope, user.id);
      const version = `${scope}\n${stamps.epoch}\n${stamps.version}`;
      // What the page compares: the items' Version and the states' must be the same catalogue.
      const versionTag = createHash('sha256').update(`${FORMAT}:${version}`).digest('base64url').slice(0, 27);
      const items = request.query.part === 'items';
      const etag = items ? `"i-${versionTag}"` : `"s-${catalogueEtag(stamps, user.id).slice(1)}`;
      reply.header('cache-control', 'private, no-cache').header('etag', etag).header('vary', 'Accept-Encoding');
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();

      const encoding = pickEncoding(request.headers['accept-encoding']);
      let body: Buffer;
      if (items) {
        body = await searchItemBodies.get(`${version}\n${encoding}`, async () => {
          const [tenantCategories, itemParents, ratings] = await Promise.all([
            categories.get(version, () => listCategories(db, scope)),
            parents.get(version, () => curriculumParents(db, scope)),
            tenantPartsOf(scope, version).then((parts) => parts.ratings),
          ]);
          return encode(JSON.stringify(await catalogueSearchItems(db, scope, { version: versionTag, categories: tenantCategories, ratings, parents: itemParents })), encoding);
        });
      } else {
        const { userItems } = await userPartsOf(user.id, `${user.id}\n${stamps.stamp}`);
        body = await encode(JSON.stringify(searchStates(versionTag, userItems)), encoding);
      }
      reply.header('server-timing', `lms;dur=${(performance.now() - started).toFixed(1)}`);
      reply.header('content-type', 'application/json; charset=utf-8');
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.send(body);
    },
  );
};

export default catalogueRoutes;

import { KEPT_SEARCHES, KeptTextSearch, type Category, type CatalogueSearchItems } from '@portal/contracts/catalogue';
import { sql } from 'kysely';
import type { Database } from '../db';
import type { UserItemState } from '../domain/catalogue/catalogue-build';
import type { ItemRecord } from '../domain/catalogue/definition';
import { roundRating } from '../domain/catalogue/rating';
import { ITEM_COLUMNS, itemRecord, sessionRecord, sessionsQuery, type SessionWithSeats } from './catalogue';

/*
 * A page of a tenant's catalogue read from the database: only the page's items and what
 * they need, so the first page of 100,000 items costs a few small reads, not the whole catalogue.
 * Pages are in id order.
 */

/** The page's items, and how many the tenant has. */
export async function pageOfItems(db: Database, scope: string, offset: number, limit: number): Promise<{ items: ItemRecord[]; total: number }> {
  const [rows, count] = await Promise.all([
    db.selectFrom('catalogue_items').select(ITEM_COLUMNS).where('scope', '=', scope).orderBy('id').offset(offset).limit(limit).execute(),
    db
      .selectFrom('catalogue_items')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('scope', '=', scope)
      .executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(itemRecord), total: Number(count.n) };
}

/** Curricula holding each item (parentIndex over the whole catalogue), read from the curricula alone. */
export async function curriculumParents(db: Database, scope: string): Promise<Map<string, string[]>> {
  const rows = await db
    .selectFrom('catalogue_items')
    .select(['id', (eb) => eb.ref('definition', '->').key('Entries').as('entries')])
    .where('scope', '=', scope)
    .where('type', '=', 'Curriculum')
    .orderBy('id')
    .execute();
  const parents = new Map<string, string[]>();
  for (const row of rows) {
    for (const entry of (row.entries ?? []) as Array<{ ItemId: string }>) {
      const list = parents.get(entry.ItemId);
      if (list) list.push(row.id);
      else parents.set(entry.ItemId, [row.id]);
    }
  }
  return parents;
}

/** What the page's items need besides themselves: their events' sessions, their ratings, and the user's state of each. */
export async function pageContext(
  db: Database,
  scope: string,
  userId: string,
  items: readonly ItemRecord[],
): Promise<{ sessions: SessionWithSeats[]; ratings: Map<string, { mean: number; count: number }>; userItems: Map<string, UserItemState> }> {
  const ids = items.map((item) => item.id);
  const events = items.filter((item) => item.type === 'Event').map((item) => item.id);
  if (ids.length === 0) return { sessions: [], ratings: new Map(), userItems: new Map() };
  const [sessions, ratings, enrolments, completions, own] = await Promise.all([
    events.length > 0 ? sessionsQuery(db, scope).where('s.event_id', 'in', events).execute() : Promise.resolve([]),
    db
      .selectFrom('catalogue_ratings')
      .select(['item_id', (eb) => eb.fn.avg<number | string>('rating').as('mean'), (eb) => eb.fn.countAll<number | string>().as('count')])
      .where('scope', '=', scope)
      .where('item_id', 'in', ids)
      .groupBy('item_id')
      .execute(),
    db.selectFrom('catalogue_enrolments').select(['item_id', 'enrolment', 'mandatory', 'due_date']).where('user_id', '=', userId).where('item_id', 'in', ids).execute(),
    db.selectFrom('catalogue_completions').select(['item_id', 'completion', 'started_on', 'completed_on']).where('user_id', '=', userId).where('item_id', 'in', ids).execute(),
    db.selectFrom('catalogue_ratings').select(['item_id', 'rating']).where('user_id', '=', userId).where('item_id', 'in', ids).execute(),
  ]);
  // As userItemStates builds them, for the page's items only.
  const userItems = new Map<string, UserItemState>();
  const state = (id: string) => {
    let found = userItems.get(id);
    if (!found) userItems.set(id, (found = {}));
    return found;
  };
  for (const row of enrolments) state(row.item_id).enrolment = { enrolment: row.enrolment, mandatory: row.mandatory, dueDate: row.due_date };
  for (const row of completions) state(row.item_id).completion = { completion: row.completion, startedOn: row.started_on, completedOn: row.completed_on };
  for (const row of own) state(row.item_id).rating = row.rating;
  return {
    sessions: sessions.map(sessionRecord),
    ratings: new Map(ratings.map((row) => [row.item_id, { mean: roundRating(Number(row.mean)), count: Number(row.count) }])),
    userItems,
  };
}

/**
 * What a search word is looked for in, per item of a tenant, in id order: the catalogue page's search
 * text (mf-catalogue's catalogue-index: the name, the description's text, the types, the names of the
 * item's categories and its extension values, lower-cased), so a large catalogue searched here finds
 * what the page finds in a small one. Read once per catalogue version: 100,000 items are ~25 MB here,
 * and a search then costs one pass over strings (tens of ms), no database work.
 */
export interface CatalogueSearchTexts {
  ids: readonly string[];
  texts: readonly string[];
}

const CATEGORY_ROOT = 'root/';

/** A category's text by any key an item may name it with, as the page keys them: names, then slugs, then ids (an id wins a collision). */
function categoriesByKey(categories: readonly Category[]): Map<string, Category> {
  const byKey = new Map<string, Category>();
  for (const category of categories) byKey.set(category.Name.toLowerCase(), category);
  for (const category of categories) byKey.set(category.Slug.toLowerCase(), category);
  for (const category of categories) byKey.set(category.Id, category);
  return byKey;
}

/** The categories an item names that exist, each once. */
function itemCategories(keys: readonly string[] | null, byKey: ReadonlyMap<string, Category>): Category[] {
  const found: Category[] = [];
  for (const key of keys ?? []) {
    const category = byKey.get(key) ?? byKey.get(key.toLowerCase());
    if (category && !found.includes(category)) found.push(category);
  }
  return found;
}

/** The text shown for a category (the page's displayName): the name without its 'root/'. */
const displayName = (name: string) => (name.startsWith(CATEGORY_ROOT) ? name.slice(CATEGORY_ROOT.length) : name);

const SEARCH_TEXT_COLUMNS = [
  'id',
  'type',
  'name',
  sql<string | null>`definition->>'Description'`.as('description'),
  sql<string | null>`definition->>'Type'`.as('kind'),
  sql<string | null>`definition->>'FriendlyType'`.as('friendlyType'),
  sql<string | null>`definition->>'DisplayType'`.as('displayType'),
  sql<string[] | null>`definition->'Categories'`.as('categories'),
  sql<Record<string, string> | null>`definition->'Extensions'`.as('extensions'),
] as const;

interface SearchTextRow {
  type: string;
  name: string;
  description: string | null;
  kind: string | null;
  friendlyType: string | null;
  displayType: string | null;
  extensions: Record<string, string> | null;
}

function searchText(row: SearchTextRow, categories: readonly Category[]): string {
  const types = [...new Set([row.type, row.kind, row.friendlyType, row.displayType].filter((name): name is string => Boolean(name)).map((name) => name.toLowerCase()))];
  const names = [...new Set(categories.map((category) => displayName(category.Name)))];
  return [row.name.toLowerCase(), stripTags(row.description ?? ''), ...types, ...names, ...Object.values(row.extensions ?? {})].join(' ').toLowerCase();
}

export async function catalogueSearchTexts(db: Database, scope: string, categories: readonly Category[]): Promise<CatalogueSearchTexts> {
  const byKey = categoriesByKey(categories);
  const rows = await db.selectFrom('catalogue_items').select(SEARCH_TEXT_COLUMNS).where('scope', '=', scope).orderBy('id').execute();
  const ids: string[] = [];
  const texts: string[] = [];
  for (const row of rows) {
    ids.push(row.id);
    texts.push(searchText(row, itemCategories(row.categories, byKey)));
  }
  return { ids, texts };
}

/**
 * The search index of a large catalogue (contracts' CatalogueSearchItems): for every item of the
 * tenant, in id order, what its result row shows alike for every user, and its search text (the
 * same text CatalogueSearch scans). Read and encoded once per catalogue version.
 */
export async function catalogueSearchItems(
  db: Database,
  scope: string,
  context: { version: string; categories: readonly Category[]; ratings: ReadonlyMap<string, { mean: number; count: number }>; parents: ReadonlyMap<string, string[]> },
): Promise<CatalogueSearchItems> {
  const byKey = categoriesByKey(context.categories);
  const rows = await db
    .selectFrom('catalogue_items')
    .select([
      ...SEARCH_TEXT_COLUMNS,
      sql<string | null>`definition->>'ThumbnailUrl'`.as('thumbnail'),
      sql<string | null>`definition->>'TargetingMode'`.as('targeting'),
      sql<boolean>`coalesce(definition->>'isHidden' = 'true', false)`.as('hidden'),
      sql<boolean>`coalesce(definition->>'isMandatory' = 'true', false)`.as('mandatory'),
      sql<string | null>`definition->>'CompletionMode'`.as('completionMode'),
      sql<number | string | null>`definition->>'PassMark'`.as('passMark'),
      sql<string | null>`definition->>'PortalVisibility'`.as('visibility'),
      sql<string | null>`definition->>'AvailabilityMode'`.as('availability'),
      sql<string | null>`definition->>'AvailableFrom'`.as('availableFrom'),
      sql<string | null>`definition->>'AvailableTo'`.as('availableTo'),
    ])
    .where('scope', '=', scope)
    .orderBy('id')
    .execute();
  const index: CatalogueSearchItems = {
    Version: context.version,
    Ids: [],
    Names: [],
    Types: [],
    FriendlyTypes: [],
    Thumbnails: [],
    Parents: [],
    Mandatory: [],
    PassMarks: [],
    RatingMeans: [],
    RatingCounts: [],
    Listed: [],
    AvailableFrom: [],
    AvailableTo: [],
    Texts: [],
  };
  const isoOrNull = (date: string | null) => (date && !Number.isNaN(Date.parse(date)) ? new Date(date).toISOString() : null);
  for (const row of rows) {
    const categories = itemCategories(row.categories, byKey);
    const rating = context.ratings.get(row.id);
    const passMark = row.passMark === null ? null : Number(row.passMark);
    const byDates = row.availability !== null && row.availability !== 'Always' && row.availability !== 'Never';
    // As the page's rules have it (spec 2 §4, §5): hidden, Hide and Never are never listed.
    const listed =
      !row.hidden && row.visibility !== 'Hide' && row.availability !== 'Never' && (categories.length === 0 || categories.some((c) => c.ShowContentInCatalogue !== false));
    index.Ids.push(row.id);
    index.Names.push(row.name);
    index.Types.push(row.type);
    index.FriendlyTypes.push(row.friendlyType);
    index.Thumbnails.push(row.thumbnail || null);
    index.Parents.push(row.targeting === 'NotDirectlyTargeted' ? (context.parents.get(row.id)?.[0] ?? null) : null);
    index.Mandatory.push(row.mandatory === true);
    index.PassMarks.push(row.completionMode === 'MustPass' && passMark !== null && !Number.isNaN(passMark) ? passMark : null);
    index.RatingMeans.push(rating ? rating.mean : null);
    index.RatingCounts.push(rating ? rating.count : 0);
    index.Listed.push(listed);
    index.AvailableFrom.push(byDates ? isoOrNull(row.availableFrom) : null);
    index.AvailableTo.push(byDates ? isoOrNull(row.availableTo) : null);
    index.Texts.push(searchText(row, categories));
  }
  return index;
}

/** Text of an HTML description for searching, as the page makes it: tags and entities dropped. */
function stripTags(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/&[#a-z0-9]+;/gi, ' ');
}

/** Spec 2 §5 search words (split on spaces, every one must be in the text), lower-cased and de-duplicated. */
export function searchWords(search: string): string[] {
  return [...new Set(search.toLowerCase().split(/\s+/).filter(Boolean))];
}

/**
 * The searches of one catalogue version, by the rule the page's search worker shares
 * (KeptTextSearch in @portal/contracts/catalogue): each search's matches kept, a letter added
 * scanning only the last matches.
 */
export class CatalogueSearch {
  private readonly matcher: KeptTextSearch;

  constructor(
    readonly index: CatalogueSearchTexts,
    keep = KEPT_SEARCHES,
  ) {
    this.matcher = new KeptTextSearch(index.texts, undefined, keep);
  }

  /** The positions (in id order) of the texts holding every word; words as `searchWords` gives them. */
  matches(words: readonly string[]): Int32Array {
    return this.matcher.matches(words);
  }

  /** The ids of the page `offset`…`offset + limit` of the matches, in id order, and how many match. */
  page(words: readonly string[], offset: number, limit: number): { ids: string[]; total: number } {
    const found = this.matches(words);
    const ids = Array.from(found.subarray(offset, offset + limit), (position) => this.index.ids[position]!);
    return { ids, total: found.length };
  }
}

/** The items of these ids, in the order given. */
export async function itemsInOrder(db: Database, scope: string, ids: readonly string[]): Promise<ItemRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('catalogue_items').select(ITEM_COLUMNS).where('scope', '=', scope).where('id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [row.id, itemRecord(row)]));
  return ids.map((id) => byId.get(id)).filter((item): item is ItemRecord => item !== undefined);
}

import type { CatalogueItem, CatalogueResponse, Category } from '@portal/contracts/catalogue';
import { isAvailable } from './availability';
import { buildCategoryTree, categoryNode, longNameFlags, pruneCategoryTree, type CatalogueCategory, type LongNameFlags } from './categories';
import { itemTitle } from './names';
import { curriculumProgress, leafProgress, progressPercent } from './progress';
import { countsAsComplete, deriveStatus, isComplete, itemStatus, type DisplayStatus, type ItemStatus } from './status';

/** A catalogue item with the fields the portal derives from it once per loaded catalogue (spec 2 §3). */
export interface EnrichedItem extends CatalogueItem {
  status: ItemStatus;
  displayStatus: DisplayStatus;
  isComplete: boolean;
  /** Due date passed and not counting as complete. */
  isOverdue: boolean;
  /** 0–100 (spec 2 §3). */
  Progress: number;
  /** The name cut by the card-title rules of spec 2 §9. */
  title: string;
  /** Lower-case name, description text, types, category names and extension values: what search words match. */
  searchText: string;
  /** Lower-case ' field:value' pairs (leading space each) that 'field:value' search words match as prefixes. */
  fieldText: string;
  /** Lower-case type, Type, FriendlyType and DisplayType: what a type filter compares. */
  typeKeys: readonly string[];
  /** Lower-case status and displayStatus: what a status filter compares. */
  statusKeys: readonly string[];
  /** Lower-case name, the tie-breaker of every sort. */
  sortName: string;
  /** Ids of the known categories the item is in. */
  categoryIds: readonly string[];
  /** Spec 2 §4 availability at the time the catalogue was indexed. */
  isAvailable: boolean;
  /** Not hidden, and in at least one category shown in the catalogue (or in none): spec 2 §5. */
  isShownInCatalogue: boolean;
}

export interface CatalogueIndex {
  /** Every item, in the order the LMS sent them. */
  items: readonly EnrichedItem[];
  byId: ReadonlyMap<string, EnrichedItem>;
  /** Every category (spec 2 §3 Categories). */
  categories: readonly CatalogueCategory[];
  /** Top of the hierarchy of every category (CategoriesWithHierarchy). */
  categoryTree: readonly CatalogueCategory[];
  /** Categories shown in the catalogue that hold at least one item listed there (FilteredCategories). */
  filteredCategories: readonly CatalogueCategory[];
  /** The same with their hierarchy (FilteredCategoriesWithHierarchy). */
  filteredCategoryTree: readonly CatalogueCategory[];
  /** A category by Id, Slug or Name (items and filters may name a category any of these ways). */
  categoryByKey: ReadonlyMap<string, CatalogueCategory>;
  /** Flags for category names longer than 20 and 30 characters (spec 2 §3 preload). */
  longCategoryNames: LongNameFlags;
  /** When the index was built: availability and overdue are as of then. */
  indexedAt: number;
}

const indexes = new WeakMap<CatalogueResponse, CatalogueIndex>();

/**
 * Everything the catalogue screens derive from the loaded catalogue, computed once per response
 * (memoised): every keystroke in the search box then only compares precomputed lower-case text.
 */
export function indexCatalogue(response: CatalogueResponse, now: Date | number = Date.now()): CatalogueIndex {
  const cached = indexes.get(response);
  if (cached) return cached;
  const index = buildIndex(response, typeof now === 'number' ? now : now.getTime());
  indexes.set(response, index);
  return index;
}

const pageItems = new WeakMap<CatalogueResponse, readonly EnrichedItem[]>();

/**
 * The items of one page of a catalogue searched by the LMS, enriched as indexCatalogue enriches
 * them, without what only a whole catalogue's screens use (the category tree, sorted, and the
 * filters' categories): a page is indexed as it arrives, on the way from a keystroke to its results.
 * Memoised per page.
 */
export function indexPageItems(response: CatalogueResponse, now: number = Date.now()): readonly EnrichedItem[] {
  const cached = pageItems.get(response);
  if (cached) return cached;
  const categoryByKey = pageCategoriesByKey(response.Categories);
  const rawById = new Map<string, CatalogueItem>(response.Items.map((item) => [item.Id, item]));
  const items = response.Items.map((item) => enrich(item, rawById, categoryByKey, now));
  pageItems.set(response, items);
  return items;
}

/** The last pages' categories by key: every page of a catalogue version carries the same ones. */
let lastPageCategories: { categories: readonly Category[]; byKey: Map<string, CatalogueCategory> } | undefined;

/** What enrich reads of a category is the same in both lists. */
const sameForItems = (a: readonly Category[], b: readonly Category[]) =>
  a === b ||
  (a.length === b.length &&
    a.every((category, i) => {
      const other = b[i]!;
      return category.Id === other.Id && category.Name === other.Name && category.Slug === other.Slug && category.ShowContentInCatalogue === other.ShowContentInCatalogue;
    }));

function pageCategoriesByKey(categories: readonly Category[]): Map<string, CatalogueCategory> {
  if (!lastPageCategories || !sameForItems(lastPageCategories.categories, categories)) {
    lastPageCategories = { categories, byKey: categoriesByKey(categories.map(categoryNode)) };
  }
  return lastPageCategories.byKey;
}

/** A category by Id, Slug or Name: names first, then slugs, then ids, so an Id always wins when keys collide. */
function categoriesByKey(categories: readonly CatalogueCategory[]): Map<string, CatalogueCategory> {
  const categoryByKey = new Map<string, CatalogueCategory>();
  for (const category of categories) categoryByKey.set(category.Name.toLowerCase(), category);
  for (const category of categories) categoryByKey.set(category.Slug.toLowerCase(), category);
  for (const category of categories) categoryByKey.set(category.Id, category);
  return categoryByKey;
}

function buildIndex(response: CatalogueResponse, now: number): CatalogueIndex {
  const { categories, roots } = buildCategoryTree(response.Categories);
  const categoryByKey = categoriesByKey(categories);

  const rawById = new Map<string, CatalogueItem>(response.Items.map((item) => [item.Id, item]));
  const items = response.Items.map((item) => enrich(item, rawById, categoryByKey, now));
  const byId = new Map(items.map((item) => [item.Id, item]));

  const listed = new Set<string>();
  for (const item of items) if (item.isShownInCatalogue && item.isAvailable) for (const id of item.categoryIds) listed.add(id);
  const keep = (category: CatalogueCategory) => category.ShowContentInCatalogue && listed.has(category.Id);
  const filteredCategories = categories.filter(keep);

  return {
    items,
    byId,
    categories,
    categoryTree: roots,
    filteredCategories,
    filteredCategoryTree: pruneCategoryTree(roots, keep),
    categoryByKey,
    longCategoryNames: longNameFlags(filteredCategories),
    indexedAt: now,
  };
}

function enrich(item: CatalogueItem, rawById: ReadonlyMap<string, CatalogueItem>, categoryByKey: ReadonlyMap<string, CatalogueCategory>, now: number): EnrichedItem {
  const status = itemStatus(item);
  const displayStatus = deriveStatus(item);
  const itemCategories: CatalogueCategory[] = [];
  for (const key of item.Categories) {
    const category = categoryByKey.get(key) ?? categoryByKey.get(key.toLowerCase());
    if (category && !itemCategories.includes(category)) itemCategories.push(category);
  }
  const complete = countsAsComplete(item.Completion, { mustPass: item.CompletionMode === 'MustPass', passMark: item.PassMark });
  const progress = item.Entries && item.Entries.length > 0 ? curriculumProgress(item, rawById) : leafProgress(item);
  const lowerName = item.Name.toLowerCase();
  // Lower-cased before de-duplicating: 'Task' and 'task' are one word to search.
  const typeKeys = unique([item.type, item.Type, item.FriendlyType, item.DisplayType].map((name) => name?.toLowerCase()));
  const extensionEntries = Object.entries(item.Extensions);

  const searchText = [lowerName, stripTags(item.Description), ...typeKeys, ...itemCategories.map((c) => c.displayName), ...extensionEntries.map(([, value]) => value)]
    .join(' ')
    .toLowerCase();
  const fieldPairs: Array<[string, string | number | boolean | null | undefined]> = [
    ['name', item.Name],
    ['id', item.Id],
    ...typeKeys.map((type): [string, string] => ['type', type]),
    ['status', status],
    ['status', displayStatus],
    ['enrolment', item.Enrolment],
    ['completion', item.Completion],
    ...itemCategories.flatMap((c): Array<[string, string]> => [
      ['category', c.Slug],
      ['category', c.label],
    ]),
    ['duration', item.durationExtension],
    ['cost', item.costExtension],
    ['mandatory', item.isMandatory],
    ...extensionEntries,
  ];
  const fieldText = fieldPairs
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([field, value]) => ` ${field}:${String(value)}`)
    .join('')
    .toLowerCase();

  // Object.assign, not a spread literal: V8 keeps these 60-property objects in fast mode this way
  // (a spread followed by more properties made every property read ~50× slower).
  return Object.assign({}, item, {
    status,
    displayStatus,
    isComplete: isComplete(item.Completion),
    isOverdue: Boolean(item.DueDate) && Date.parse(item.DueDate!) < now && !complete,
    Progress: progressPercent(progress),
    title: itemTitle(item.Name),
    searchText,
    fieldText,
    typeKeys,
    statusKeys: unique([status.toLowerCase(), displayStatus.toLowerCase()]),
    sortName: lowerName,
    categoryIds: itemCategories.map((c) => c.Id),
    isAvailable: isAvailable(item, now),
    isShownInCatalogue: !item.isHidden && (itemCategories.length === 0 || itemCategories.some((c) => c.ShowContentInCatalogue)),
  });
}

function unique(values: ReadonlyArray<string | undefined>): string[] {
  return [...new Set(values.filter((v): v is string => Boolean(v)))];
}

/** Text of an HTML description for searching: tags and entities dropped, never rendered. */
function stripTags(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/&[#a-z0-9]+;/gi, ' ');
}

import { collatorFor } from '@portal/i18n';
import type { CatalogueIndex, EnrichedItem } from '../../../lib/domain/catalogue-index';
import { SORT_OPTIONS, type SortOption } from './filter';
import { GramIndex } from './gram-index';
import { SearchEntry } from './search-entry';

/** Spec 2 §9: the sort options offered; sorting by rating is removed when ratings are off. */
export function sortOptions(ratingsEnabled: boolean): SortOption[] {
  return SORT_OPTIONS.filter((option) => ratingsEnabled || option !== 'rating');
}

/** Locale of a sort when none is given (tests, and before the language is known). */
const SORT_LOCALE = 'en-GB';
const time = (date: string | null | undefined) => (date ? Date.parse(date) : Number.NaN);

/** Each item's sort values, read once per sort (not once per comparison). */
interface Keyed {
  position: number;
  priority: number;
  name: string;
  id: string;
  text: string;
  value: number;
}

type Compare = (a: Keyed, b: Keyed) => number;

/** Spec 2 §9: PriorityOrder descending, then title (then Id, so the order is total); titles in the locale's collation. */
const defaultOrderIn =
  (collator: Intl.Collator): Compare =>
  (a, b) =>
    b.priority - a.priority || collator.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The number a numeric sort compares, and its direction. */
const NUMERIC_SORTS: Readonly<Record<Exclude<SortOption, 'status' | 'name'>, { value: (item: EnrichedItem) => number; direction: 1 | -1 }>> = {
  due: { value: (item) => time(item.DueDate), direction: -1 },
  modified: { value: (item) => time(item.ModifiedOn), direction: -1 },
  newest: { value: (item) => time(item.CreatedOn), direction: -1 },
  oldest: { value: (item) => time(item.CreatedOn), direction: 1 },
  rating: { value: (item) => item.RatingMean ?? Number.NaN, direction: -1 },
};

function comparator(sort: SortOption | null, locale: string): Compare {
  const collator = collatorFor(locale);
  const defaultOrder = defaultOrderIn(collator);
  if (sort === null) return defaultOrder;
  if (sort === 'name' || sort === 'status') return (a, b) => collator.compare(a.text, b.text) || defaultOrder(a, b);
  const { direction } = NUMERIC_SORTS[sort];
  return (a, b) => {
    const x = a.value;
    const y = b.value;
    if (Number.isNaN(x) || Number.isNaN(y)) return Number.isNaN(x) ? (Number.isNaN(y) ? defaultOrder(a, b) : 1) : -1;
    return (x - y) * direction || defaultOrder(a, b);
  };
}

/**
 * Spec 2 §9 sort options: DueDate, ModifiedOn and CreatedOn descending (Newest), CreatedOn ascending
 * (Oldest), RatingMean descending, status, Name; without a sort, PriorityOrder descending then
 * title. Items without the value go last; ties keep the default order. Texts compare in the
 * locale's collation (the active language's: Swedish puts Ä after Z). Returns positions in `items`.
 */
export function sortOrder(items: readonly EnrichedItem[], sort: SortOption | null, locale: string = SORT_LOCALE): number[] {
  const numeric = sort && sort !== 'name' && sort !== 'status' ? NUMERIC_SORTS[sort].value : null;
  const keyed = items.map((item, position): Keyed => ({
    position,
    priority: item.PriorityOrder,
    name: item.sortName,
    id: item.Id,
    text: sort === 'status' ? item.displayStatus : item.sortName,
    value: numeric ? numeric(item) : 0,
  }));
  return keyed.sort(comparator(sort, locale)).map((entry) => entry.position);
}

export function sortItems(items: readonly EnrichedItem[], sort: SortOption | null, locale: string = SORT_LOCALE): EnrichedItem[] {
  return sortOrder(items, sort, locale).map((position) => items[position]!);
}

/** What filtering needs of one catalogue, made once per catalogue (and per sort order). */
export interface SearchIndex {
  /** By position in the index, as the typed arrays below. */
  entries: readonly SearchEntry[];
  /** 1 where the item is available (what a channel lists). */
  available: Uint8Array;
  /** 1 where the item is available and shown in the catalogue (what the catalogue lists). */
  listed: Uint8Array;
  search: GramIndex;
  /** Each item's ' field:value' text, by position. */
  fields: readonly string[];
  /** Scratch space for word matching, reused by every keystroke. */
  counts: Uint16Array;
  /** By `${sort} ${locale}`. */
  sorted: Map<string, Int32Array>;
}

const searchIndexes = new WeakMap<CatalogueIndex, SearchIndex>();

export function searchIndex(index: CatalogueIndex): SearchIndex {
  let cache = searchIndexes.get(index);
  if (!cache) {
    cache = {
      entries: index.items.map((item) => new SearchEntry(item)),
      available: Uint8Array.from(index.items, (item) => (item.isAvailable ? 1 : 0)),
      listed: Uint8Array.from(index.items, (item) => (item.isAvailable && item.isShownInCatalogue ? 1 : 0)),
      search: new GramIndex(index.items.map((item) => item.searchText)),
      fields: index.items.map((item) => item.fieldText),
      counts: new Uint16Array(index.items.length),
      sorted: new Map(),
    };
    searchIndexes.set(index, cache);
  }
  return cache;
}

/**
 * The positions of every item of the index in one sort order, sorted once per catalogue and
 * order: filtering keeps the order, so a keystroke never sorts.
 */
export function sortedPositions(index: CatalogueIndex, sort: SortOption | null, locale: string = SORT_LOCALE): Int32Array {
  const cache = searchIndex(index);
  const key = `${sort ?? 'default'} ${locale}`;
  let sorted = cache.sorted.get(key);
  if (!sorted) {
    sorted = Int32Array.from(sortOrder(index.items, sort, locale));
    cache.sorted.set(key, sorted);
  }
  return sorted;
}

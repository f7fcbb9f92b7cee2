import { categoryIds, tagPredicate } from '../../../lib/domain/tag-filter';
import type { CatalogueIndex, EnrichedItem } from '../../../lib/domain/catalogue-index';
import { inRange, type CatalogueFilter } from './filter';
import type { SearchEntry } from './search-entry';
import { countWordMatches } from './gram-index';
import { searchIndex, sortedPositions } from './sort';

export interface MatchOptions {
  /** The channel view lists hidden items and items of categories not shown in the catalogue (spec 2 §5). */
  channelView?: boolean;
  /** Sorting by rating is offered only when ratings are on (spec 2 §9). */
  ratingsEnabled?: boolean;
  /** The active language, whose collation orders titles and statuses. */
  locale?: string;
}

/** Status filter values that are not a status of their own. */
export const NOT_COMPLETE = 'notcomplete';
export const COMPLETE = 'complete';

type Test = (entry: SearchEntry) => boolean;

/**
 * Spec 2 §5, every filter but the search words, as one predicate (null: nothing to test).
 * Everything that can be prepared once per filter is prepared here, so each item costs no allocation.
 */
function compileFilter(index: CatalogueIndex, filter: CatalogueFilter): Test | null {
  const tests: Test[] = [];

  const { mandatory, complete, overdue } = filter.flags;
  if (mandatory !== undefined) tests.push((item) => item.isMandatory === mandatory);
  if (complete !== undefined) tests.push((item) => item.isDone === complete);
  if (overdue !== undefined) tests.push((item) => item.isOverdue === overdue);

  for (const tag of filter.tags) tests.push(tagPredicate(index, tag));

  if (filter.statuses.length > 0) {
    const wanted = filter.statuses.map((status) => status.toLowerCase());
    tests.push((item) => wanted.some((status) => (status === NOT_COMPLETE ? !item.isDone : status === COMPLETE ? item.isDone : item.statusKeys.includes(status))));
  }
  if (filter.types.length > 0) {
    const wanted = filter.types.map((type) => type.toLowerCase());
    tests.push((item) => item.typeKeys.some((type) => wanted.includes(type)));
  }
  if (filter.categories.length > 0) {
    const ids = categoryIds(filter.categories.map((key) => index.categoryByKey.get(key) ?? index.categoryByKey.get(key.toLowerCase())));
    tests.push((item) => item.categoryIds.some((id) => ids.has(id)));
  }
  const { duration, cost } = filter;
  // No duration never matches (NaN compares false); no cost is free: cost:0 finds it, cost:>0 leaves it out.
  if (duration) tests.push((item) => inRange(item.duration, duration));
  if (cost) tests.push((item) => inRange(item.cost, cost));

  if (tests.length === 0) return null;
  if (tests.length === 1) return tests[0]!;
  return (item) => {
    for (const test of tests) if (!test(item)) return false;
    return true;
  };
}

/**
 * The items that match, in the filter's sort order (default: PriorityOrder descending, then title).
 * Unavailable items never match; hidden items and items whose categories are all not shown match
 * only in the channel view (spec 2 §5).
 */
export function filterCatalogue(index: CatalogueIndex, filter: CatalogueFilter, options: MatchOptions = {}): EnrichedItem[] {
  const test = compileFilter(index, filter);
  const sort = filter.sort === 'rating' && options.ratingsEnabled === false ? null : filter.sort;
  const channelView = options.channelView === true;
  const result: EnrichedItem[] = [];
  // Search words first, over the whole catalogue at once (spec 2 §5: every word must match).
  const words = filter.words.map((word) => word.toLowerCase());
  const { entries, available, listed, search, fields, counts } = searchIndex(index);
  if (words.length > 0 && !countWordMatches(words, search, fields, counts)) return result;
  const wordCount = words.length;
  const shown = channelView ? available : listed;
  const items = index.items;
  // The hot loop of every keystroke: typed-array reads by position, then the compiled tests.
  const order = sortedPositions(index, sort, options.locale);
  for (let i = 0; i < order.length; i += 1) {
    const position = order[i]!;
    if (shown[position] === 0 || (wordCount > 0 && counts[position] !== wordCount)) continue;
    if (test === null || test(entries[position]!)) result.push(items[position]!);
  }
  return result;
}

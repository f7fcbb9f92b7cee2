import type { CatalogueIndex } from './catalogue-index';
import { descendantsAndSelf, type CatalogueCategory } from './categories';

/** What a #tag reads of an item: its categories and its search text (and, on the filter's entries, a cache of it without spaces). */
export interface TagTarget {
  readonly categoryIds: readonly string[];
  readonly searchText: string;
  compactText?: string | null;
}

export const compactText = (text: string): string => text.replace(/\s+/g, '').toLowerCase();

/** The ids of some categories and of every category under them. */
export function categoryIds(categories: ReadonlyArray<CatalogueCategory | undefined>): Set<string> {
  const ids = new Set<string>();
  for (const category of categories) if (category) for (const node of descendantsAndSelf(category)) ids.add(node.Id);
  return ids;
}

/**
 * A #tag names a category (by slug, id, name, or its name without spaces) and matches the items in
 * it or under it. A tag that names no category is a channel without categories (spec 2 §2 opens the
 * catalogue filtered by the channel name with spaces removed): it matches items whose text, spaces
 * removed, contains it. The catalogue's filter and the channels' playlists both ask this.
 */
export function tagPredicate(index: Pick<CatalogueIndex, 'categories'>, tag: string): (item: TagTarget) => boolean {
  const key = tag.toLowerCase();
  const categories = index.categories.filter(
    (category) =>
      category.Id === tag ||
      category.Slug.toLowerCase() === key ||
      compactText(category.label) === key ||
      compactText(category.displayName) === key ||
      category.Name.toLowerCase() === key,
  );
  if (categories.length > 0) {
    const ids = categoryIds(categories);
    return (item) => item.categoryIds.some((id) => ids.has(id));
  }
  // A target with a cache (null until first use: the filter's SearchEntry) keeps the text; others are not changed.
  return (item) => (item.compactText === undefined ? compactText(item.searchText) : (item.compactText ??= compactText(item.searchText))).includes(key);
}

import { compareText } from '@portal/i18n';
import { CHANNEL_PLAYLIST_SIZE, type Channel } from '@portal/contracts/catalogue';
import { channelFilter } from '@portal/query/channels';
import type { CatalogueIndex, EnrichedItem } from '../../../lib/domain/catalogue-index';
import { descendantsAndSelf, type CatalogueCategory } from '../../../lib/domain/categories';
import { tagPredicate } from '../../../lib/domain/tag-filter';

/** Spec 2 §5: the channels page drops channels whose slug is in the blacklist (one rule with the dashboard's channels widget). */
export { visibleChannels } from '@portal/contracts/catalogue';

/** Spec 2 §9: by PriorityOrder, highest first, then by name. */
export function byPriorityThenName(a: Pick<EnrichedItem, 'PriorityOrder' | 'Name'>, b: Pick<EnrichedItem, 'PriorityOrder' | 'Name'>): number {
  return b.PriorityOrder - a.PriorityOrder || compareText(a.Name, b.Name);
}

/** The channel's categories as the catalogue knows them (a channel may name a category by id, slug or name). */
export function channelCategories(channel: Pick<Channel, 'Categories'>, index: Pick<CatalogueIndex, 'categoryByKey'>): CatalogueCategory[] {
  const found: CatalogueCategory[] = [];
  for (const key of channel.Categories) {
    const category = index.categoryByKey.get(key) ?? index.categoryByKey.get(key.toLowerCase());
    if (category && !found.includes(category)) found.push(category);
  }
  return found;
}

/**
 * The items of some categories (and the categories under them) in the channel view: available items
 * only, but hidden ones and those of categories not shown in the catalogue included (spec 2 §5).
 * Sorted by priority, then name.
 */
export function categoryItems(categories: readonly CatalogueCategory[], items: readonly EnrichedItem[]): EnrichedItem[] {
  const ids = new Set<string>();
  for (const category of categories) for (const node of descendantsAndSelf(category)) ids.add(node.Id);
  return items.filter((item) => item.isAvailable && item.categoryIds.some((id) => ids.has(id))).sort(byPriorityThenName);
}

export interface ChannelSection {
  category: CatalogueCategory;
  items: EnrichedItem[];
}

/**
 * The channel page's sections: one per channel category, holding its items and those of the
 * categories under it, except categories the channel lists themselves (they have their own section),
 * so no item shows twice because its category and a parent are both in the channel.
 */
export function channelSections(channel: Pick<Channel, 'Categories'>, index: Pick<CatalogueIndex, 'categoryByKey' | 'items'>): ChannelSection[] {
  const categories = channelCategories(channel, index);
  const own = new Set(categories.map((category) => category.Id));
  return categories.map((category) => {
    const ids = new Set<string>();
    const pending = [category];
    while (pending.length > 0) {
      const node = pending.pop()!;
      ids.add(node.Id);
      for (const child of node.children) if (!own.has(child.Id)) pending.push(child);
    }
    return { category, items: index.items.filter((item) => item.isAvailable && item.categoryIds.some((id) => ids.has(id))).sort(byPriorityThenName) };
  });
}

const listed = (item: EnrichedItem) => item.isAvailable && item.isShownInCatalogue;

/**
 * Spec 2 §9: a channel's playlist holds up to 10 items, by priority then name. A channel without
 * categories opens the catalogue filtered by its name (spec 2 §2): its playlist is what that lists.
 */
export function channelPlaylist(channel: Pick<Channel, 'Name' | 'Categories'>, index: Pick<CatalogueIndex, 'categoryByKey' | 'categories' | 'items'>): EnrichedItem[] {
  if (channel.Categories.length === 0) {
    const matches = tagPredicate(index, channelFilter(channel.Name).slice(1));
    return index.items
      .filter((item) => listed(item) && matches(item))
      .sort(byPriorityThenName)
      .slice(0, CHANNEL_PLAYLIST_SIZE);
  }
  return categoryItems(channelCategories(channel, index), index.items).slice(0, CHANNEL_PLAYLIST_SIZE);
}

/** Featured content: what the tenant put first (PriorityOrder above 0), by priority then name. */
export function featuredItems(items: readonly EnrichedItem[], limit = CHANNEL_PLAYLIST_SIZE): EnrichedItem[] {
  return items
    .filter((item) => listed(item) && item.PriorityOrder > 0)
    .sort(byPriorityThenName)
    .slice(0, limit);
}

/**
 * Recommendations (spec 2 §7): `limit` items, from the seed category when there is one; with no seed
 * category, the most recently modified items.
 */
export function recommendedItems(
  items: readonly EnrichedItem[],
  { limit = CHANNEL_PLAYLIST_SIZE, seedCategory }: { limit?: number; seedCategory?: CatalogueCategory } = {},
): EnrichedItem[] {
  const seeded = seedCategory ? new Set(descendantsAndSelf(seedCategory).map((c) => c.Id)) : undefined;
  return items
    .filter((item) => listed(item) && (!seeded || item.categoryIds.some((id) => seeded.has(id))))
    .sort((a, b) => Date.parse(b.ModifiedOn) - Date.parse(a.ModifiedOn) || compareText(a.Name, b.Name))
    .slice(0, limit);
}

/** Spec 2 §9: playlist tiles are 305 pixels wide; a scroll moves by a tile less 15 pixels, so the next tile's edge stays in view. */
export const TILE_WIDTH_PX = 305;
export const SCROLL_STEP_PX = TILE_WIDTH_PX - 15;
/** Spec 2 §9: scroll positions are read at most every 250 ms. */
export const SCROLL_THROTTLE_MS = 250;

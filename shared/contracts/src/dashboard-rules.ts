/*
 * Dashboard rules the LMS and the portal share (spec 3 §9 and §7), as pure functions.
 */

/** Spec 3 §9: the leaderboard is asked for 6 entries. */
export const LEADERBOARD_LIMIT = 6;
/** Spec 3 §9: feed default size 10; item text trimmed to 200 characters plus an ellipsis. */
export const FEED_DEFAULT_SIZE = 10;
export const FEED_TEXT_LIMIT = 200;
export const ELLIPSIS = '…';
/** Spec 3 §9: feed results are cached for 1 minute. */
export const FEED_CACHE_MS = 60_000;
/** Spec 3 §9: user events default batch 100, max 500, newest first. */
export const USER_EVENTS_BATCH = 100;
export const USER_EVENTS_MAX = 500;
/** Recommendations asked for by the dashboard widget when none is configured. */
export const RECOMMENDATIONS_DEFAULT_LIMIT = 10;

/**
 * Feed item text (spec 3 §2 Feeds): at most 200 characters, then an ellipsis. White space is collapsed
 * first, and a character outside the basic plane is never cut in half.
 */
export function trimFeedText(text: string, limit = FEED_TEXT_LIMIT): string {
  const collapsed = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(collapsed);
  if (chars.length <= limit) return collapsed;
  return `${chars.slice(0, limit).join('').trimEnd()}${ELLIPSIS}`;
}

export interface RecommendationCandidate {
  id: string;
  categories: readonly string[];
  modifiedOn: Date;
  name: string;
}

/**
 * Recommendations (spec 3 §7, spec 2 §7): `limit` items. With a seed whose categories are known, the
 * items sharing a category with it (the seed itself left out), most recently modified first; without a
 * seed category, the most recently modified items.
 */
export function recommend<T extends RecommendationCandidate>(items: readonly T[], { limit, seedId }: { limit: number; seedId?: string }): T[] {
  const seed = seedId ? items.find((item) => item.id === seedId) : undefined;
  const seedCategories = new Set(seed?.categories ?? []);
  const pool = seedCategories.size ? items.filter((item) => item.id !== seed!.id && item.categories.some((category) => seedCategories.has(category))) : items;
  return [...pool].sort((a, b) => b.modifiedOn.getTime() - a.modifiedOn.getTime() || a.name.localeCompare(b.name)).slice(0, limit);
}

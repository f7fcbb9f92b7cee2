import type { CatalogueItem } from '@portal/contracts/catalogue';

/**
 * The seed of the recommendations call (spec 3 §7: limit and seed id): the item the user completed
 * most recently, so the list follows what they learn; none when they have completed nothing, and
 * the LMS then answers the most recently modified items.
 */
export function recommendationSeed(items: readonly Pick<CatalogueItem, 'Id' | 'CompletedOn'>[]): string | undefined {
  let best: { id: string; time: number } | undefined;
  for (const item of items) {
    const time = item.CompletedOn ? Date.parse(item.CompletedOn) : NaN;
    if (!Number.isNaN(time) && (!best || time > best.time)) best = { id: item.Id, time };
  }
  return best?.id;
}

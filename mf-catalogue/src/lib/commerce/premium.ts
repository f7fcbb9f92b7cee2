import type { CatalogueItem } from '@portal/contracts/catalogue';
import { curriculaJudgedThrough } from '../domain/prerequisites';

interface PremiumInput<T extends CatalogueItem> {
  item: T | undefined;
  /** The curriculum the item is reached from, if any. */
  parentId?: string | undefined;
  itemsById: ReadonlyMap<string, T>;
}

/** The skus the premium-content check (launch step 7) asks about: the item's and those of the curricula it is judged through. */
export function premiumSkus<T extends CatalogueItem>({ item, parentId, itemsById }: PremiumInput<T>): string[] {
  if (!item) return [];
  const skus = [item.sku, ...curriculaJudgedThrough(item, parentId, itemsById).map((parent) => parent.sku)];
  return [...new Set(skus.filter((sku): sku is string => Boolean(sku)))];
}

/**
 * What must be bought before the item is used (spec 2 §6): the item itself when its sku is unpaid, else
 * the first curriculum it is judged through whose sku is unpaid; undefined when nothing is.
 */
export function unpaidPremium<T extends CatalogueItem>({ item, parentId, itemsById }: PremiumInput<T>, isPaid: (sku: string) => boolean): T | undefined {
  if (!item) return undefined;
  if (item.sku && !isPaid(item.sku)) return item;
  return curriculaJudgedThrough(item, parentId, itemsById).find((parent) => parent.sku && !isPaid(parent.sku));
}

import type { CatalogueItem } from '@portal/contracts/catalogue';

type AvailabilityInput = Pick<CatalogueItem, 'PortalVisibility' | 'AvailabilityMode' | 'AvailableFrom' | 'AvailableTo'>;

/**
 * Spec 2 §4: available if the learner-portal setting is not Hide and AvailabilityMode is Always; not
 * available if Never; otherwise now must fall within AvailableFrom to AvailableTo, a null end (or
 * start) meaning open.
 */
export function isAvailable(item: AvailabilityInput, now: Date | number): boolean {
  if (item.PortalVisibility === 'Hide') return false;
  if (item.AvailabilityMode === 'Always') return true;
  if (item.AvailabilityMode === 'Never') return false;
  return withinDates(now, item.AvailableFrom, item.AvailableTo);
}

/** Whether `moment` lies in [from, to]; a null or missing bound is open. Shared with session scheduling. */
export function withinDates(moment: Date | number, from: string | null | undefined, to: string | null | undefined): boolean {
  const time = typeof moment === 'number' ? moment : moment.getTime();
  if (from && time < Date.parse(from)) return false;
  if (to && time > Date.parse(to)) return false;
  return true;
}

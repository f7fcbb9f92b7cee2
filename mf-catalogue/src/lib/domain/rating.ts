import { formatNumberIn } from '@portal/i18n';
import type { Completion } from '@portal/contracts/catalogue';

/** Ratings are 1 to 5 stars. */
export const RATING_VALUES = [1, 2, 3, 4, 5] as const;

/** Spec 2 §5: a rating is saved only when ratings are enabled and the item is not NotAttempted. */
export function canRate(enableRatings: boolean | undefined, completion: Completion): boolean {
  return enableRatings === true && completion !== 'NotAttempted';
}

/** Spec 2 §5: ratings are rounded to 2 decimals; the mean is shown with both ('4.50'), in the locale's digits ('4,50', '٤٫٥٠'). */
export function formatRatingMean(mean: number | null | undefined, locale = 'en-GB'): string {
  return formatNumberIn(locale, Math.round((mean ?? 0) * 100) / 100, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

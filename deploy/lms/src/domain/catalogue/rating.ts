import type { Completion } from '@portal/contracts/catalogue';

/** Ratings and their mean are kept to 2 decimals (spec 2 §5). */
export function roundRating(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/** Mean and count of an item's ratings, the mean rounded to 2 decimals; 0 and 0 without ratings. */
export function ratingSummary(ratings: readonly number[]): { Mean: number; Count: number } {
  if (ratings.length === 0) return { Mean: 0, Count: 0 };
  return { Mean: roundRating(ratings.reduce((sum, r) => sum + r, 0) / ratings.length), Count: ratings.length };
}

/** Why a rating is refused, or null: ratings must be enabled and the item attempted (spec 2 §5). */
export function ratingRefusal(input: { ratingsEnabled: boolean; completion: Completion }): 'RatingsDisabled' | 'NotAttempted' | null {
  if (!input.ratingsEnabled) return 'RatingsDisabled';
  if (input.completion === 'NotAttempted') return 'NotAttempted';
  return null;
}

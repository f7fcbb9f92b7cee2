import { directionOf, useLocale, type Direction } from '@portal/i18n';

/** The active language's direction: charts lay their x axis out from the inline start (right in Arabic). */
export function useDirection(): Direction {
  return directionOf(useLocale());
}

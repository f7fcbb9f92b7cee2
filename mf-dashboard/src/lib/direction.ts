import { directionOf, useTranslation, type Direction } from '@portal/i18n';
import { DASHBOARD_ID } from './messages';

/** The active language's direction: charts lay their x axis out from the inline start (right in Arabic). */
export function useDirection(): Direction {
  const { i18n } = useTranslation(DASHBOARD_ID);
  return directionOf(i18n.language);
}

/** Dates in the active language. */
export function useDateFormat(options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' }): (date: Date) => string {
  const { i18n } = useTranslation(DASHBOARD_ID);
  const format = new Intl.DateTimeFormat(i18n.language, options);
  return (date) => format.format(date);
}

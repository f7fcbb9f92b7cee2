/** A journal date in the reader's language, as the UTC day it stands for (journal dates are start/end of day UTC, spec 3 §7). */
export function formatDay(iso: string | null | undefined, locale: string): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));
}

/** The YYYY-MM-DD of an ISO timestamp, for a date input. */
export const dayOf = (iso: string | null | undefined): string => (iso ? iso.slice(0, 10) : '');

import { formatDate } from '@portal/i18n';

/** Journal dates are the start or end of a day in UTC (spec 3 §7): shown as that day, wherever the reader is. */
const JOURNAL_DAY: Intl.DateTimeFormatOptions = { timeZone: 'UTC' };

/** A journal date in the reader's language ('12 Mar 2026'); '' for none. */
export const formatDay = (iso: string | null | undefined): string => formatDate(iso, JOURNAL_DAY);

/** The YYYY-MM-DD of an ISO timestamp, for a date input. */
export const dayOf = (iso: string | null | undefined): string => (iso ? iso.slice(0, 10) : '');

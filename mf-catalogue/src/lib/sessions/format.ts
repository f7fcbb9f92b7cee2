import { useTranslation } from '@portal/i18n';

const FALLBACK_LOCALE = 'en-GB';

/** Dates in the user's language ('12 Mar 2026, 09:00'); the browser's time zone. */
export function formatDateTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** A session's time span, the day written once when start and end share it ('12 Mar 2026, 09:00 – 12:00'). */
export function formatDateRange(startIso: string, endIso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).formatRange(new Date(startIso), new Date(endIso));
}

/** The current language for Intl formatting. */
export function useLocale(): string {
  const { i18n } = useTranslation();
  return i18n.language || FALLBACK_LOCALE;
}

import { timeLabel, type TimeLabelUnit } from '@portal/contracts/team';

/** A date and time in the user's language (the LMS sends ISO timestamps). */
export function formatDateTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

export function formatDay(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
}

const UNITS: Record<TimeLabelUnit, Intl.RelativeTimeFormatUnit> = {
  seconds: 'second',
  minutes: 'minute',
  hours: 'hour',
  days: 'day',
  weeks: 'week',
  months: 'month',
  years: 'year',
};

/**
 * How long ago a login was, in the login chart's units (spec 3 §9 thresholds, `timeLabel`), in the
 * user's language through Intl.RelativeTimeFormat ("3 days ago", "vor 3 Tagen", …).
 */
export function formatLoginAgo(lastLogin: string, now: Date, locale: string): string {
  const label = timeLabel((now.getTime() - Date.parse(lastLogin)) / 1000);
  return new Intl.RelativeTimeFormat(locale, { numeric: 'always' }).format(-label.value, UNITS[label.unit]);
}

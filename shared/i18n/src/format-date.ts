import { cached } from './format';

/*
 * Dates and durations in a locale (Intl), beside format.ts's numbers; the package's index binds
 * these to the active language.
 */

/** What the LMS sends for a moment (an ISO timestamp, mostly) or what a page holds (a Date, epoch ms). */
export type DateValue = Date | string | number;

const DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };
const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
/** Options that say what to show; without any of them the format's own style is added. */
const SHAPE_OPTIONS = ['dateStyle', 'timeStyle', 'weekday', 'era', 'year', 'month', 'day', 'dayPeriod', 'hour', 'minute', 'second', 'fractionalSecondDigits'];

/** `options` as given when they say what to show; otherwise `style` plus them (a time zone, a calendar). */
function shaped(style: Intl.DateTimeFormatOptions, options: Intl.DateTimeFormatOptions | undefined): Intl.DateTimeFormatOptions {
  if (!options) return style;
  return SHAPE_OPTIONS.some((key) => key in options) ? options : { ...style, ...options };
}

function toDate(value: DateValue | null | undefined): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(`d ${locale} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
}

/**
 * A day in the browser's time zone: "12 Mar 2026" (en-GB), "12.03.2026" (de-DE), Arabic-Indic digits
 * in ar-SA. `options` replace the medium style when they name what to show (`{ dateStyle: 'long' }`),
 * else add to it (`{ timeZone: 'UTC' }`). Nothing, or a value that is not a date, gives ''.
 */
export function formatDateIn(locale: string, value: DateValue | null | undefined, options?: Intl.DateTimeFormatOptions): string {
  const date = toDate(value);
  return date ? dateFormat(locale, shaped(DATE, options)).format(date) : '';
}

/** A day and time: "12 Mar 2026, 09:00" (en-GB), "12.03.2026, 09:00" (de-DE); `options` as formatDateIn's. */
export function formatDateTimeIn(locale: string, value: DateValue | null | undefined, options?: Intl.DateTimeFormatOptions): string {
  const date = toDate(value);
  return date ? dateFormat(locale, shaped(DATE_TIME, options)).format(date) : '';
}

/** A span of time, the shared day written once: "12 Mar 2026, 09:00 – 12:00" (en-GB); '' unless both ends are dates. */
export function formatDateRangeIn(locale: string, start: DateValue | null | undefined, end: DateValue | null | undefined, options?: Intl.DateTimeFormatOptions): string {
  const from = toDate(start);
  const to = toDate(end);
  if (!from || !to) return '';
  // A range that runs backwards is not one: formatRange refuses it.
  return to < from ? formatDateTimeIn(locale, from, options) : dateFormat(locale, shaped(DATE_TIME, options)).formatRange(from, to);
}

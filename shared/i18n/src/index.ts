import { useCallback, useSyncExternalStore } from 'react';
import { bus } from '@portal/event-bus';
import { collatorFor, formatNumberIn, formatPercentIn, formatTimeAgoIn } from './format';
import { formatOrdinalIn } from './ordinal';
import { createPortalI18n } from './portal-i18n';
import { formatDateIn, formatDateRangeIn, formatDateTimeIn, type DateValue } from './format-date';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES, type SupportedLocale } from './locales';

export { DEFAULT_LOCALE, SUPPORTED_LOCALES, directionOf, languageName, negotiateLocale, type Direction, type SupportedLocale } from './locales';
export {
  createPortalI18n,
  contentMessagePaths,
  flattenMessages,
  formatInterpolation,
  DEFAULT_NAMESPACE,
  HTML_OVERRIDES_PATH,
  type LocaleLoader,
  type InitI18nOptions,
  type MessageBundles,
  type Messages,
  type PortalI18n,
} from './portal-i18n';
export { collatorFor, formatNumberIn, formatPercentIn, formatTimeAgoIn } from './format';
export { formatOrdinalIn } from './ordinal';
export { createLocaleLoader, type LocaleModules } from './locale-loader';
export { contentKeys } from './content-keys';
export { formatDateIn, formatDateRangeIn, formatDateTimeIn, type DateValue } from './format-date';
export type { Interpolation, MessageText, PluralStem } from './use-translation';

const portalI18n = createPortalI18n(bus);

/** The portal-wide i18next instance. */
export const i18n = portalI18n.i18n;
export const initI18n = portalI18n.initI18n;
export const changeLanguage = portalI18n.changeLanguage;
export const reloadContent = portalI18n.reloadContent;
export const addRemoteMessages = portalI18n.addRemoteMessages;
export const registerMessages = portalI18n.registerMessages;

/** The active language, one of the supported locales (en-GB until one is chosen). */
export function activeLocale(): SupportedLocale {
  const language = portalI18n.i18n.language;
  return (SUPPORTED_LOCALES as readonly string[]).includes(language) ? (language as SupportedLocale) : DEFAULT_LOCALE;
}

const subscribeLanguage = (listener: () => void) => {
  portalI18n.i18n.on('languageChanged', listener);
  return () => portalI18n.i18n.off('languageChanged', listener);
};

/**
 * The active language, re-rendering the component when it changes: what a component hands to Intl
 * or to a rule that takes a locale (`sortCertificates(rows, sort, locale)`). The format* functions
 * read the language themselves; a component that calls them and shows no text of its own calls
 * this hook so it re-renders on a change of language.
 */
export function useLocale(): SupportedLocale {
  return useSyncExternalStore(subscribeLanguage, activeLocale, activeLocale);
}

/** A number in the active language (Intl.NumberFormat). */
export const formatNumber = (value: number, options?: Intl.NumberFormatOptions): string => formatNumberIn(portalI18n.i18n.language, value, options);
/** A ratio (0.61) as a percentage in the active language: "61%", "61 %", "٦١٪". */
export const formatPercent = (ratio: number, options?: Intl.NumberFormatOptions): string => formatPercentIn(portalI18n.i18n.language, ratio, options);
/** How long ago, `elapsedMs` before now, in the active language: "3 days ago", "vor 3 Tagen". */
export const formatTimeAgo = (elapsedMs: number): string => formatTimeAgoIn(portalI18n.i18n.language, elapsedMs);
/** A position in the active language: "8th" (en-GB), "8." (de-DE), "8e" (fr-FR). */
export const formatOrdinal = (value: number): string => formatOrdinalIn(portalI18n.i18n.language, value);
/** Compares two texts in the active language's order (Intl.Collator): `names.sort(compareText)`. */
export const compareText = (a: string, b: string): number => collatorFor(portalI18n.i18n.language).compare(a, b);
/** `const { t, i18n } = useTranslation(ns)` on the portal-wide instance. */
export const useTranslation = portalI18n.useTranslation;
/** `const text = useMessageText(namespace, messages)`; see TranslationHooks. */
export const useMessageText = portalI18n.useMessageText;
/** A day in the active language: "12 Mar 2026"; options as formatDateIn's ({ dateStyle: 'long' }, { timeZone: 'UTC' }). */
export const formatDate = (value: DateValue | null | undefined, options?: Intl.DateTimeFormatOptions): string => formatDateIn(activeLocale(), value, options);
/** A day and time in the active language: "12 Mar 2026, 09:00". */
export const formatDateTime = (value: DateValue | null | undefined, options?: Intl.DateTimeFormatOptions): string => formatDateTimeIn(activeLocale(), value, options);
/** A span of time in the active language, the shared day once: "12 Mar 2026, 09:00 – 12:00". */
export const formatDateRange = (start: DateValue | null | undefined, end: DateValue | null | undefined, options?: Intl.DateTimeFormatOptions): string =>
  formatDateRangeIn(activeLocale(), start, end, options);

/**
 * The tenant's html override for a place, or undefined (render it with @portal/ui SafeHtml). Places:
 * 'signin.footer' (under the sign-in form), 'footer' (every page's footer), 'dashboard.notice'.
 */
export function useHtmlOverride(place: string): string | undefined {
  const read = useCallback(() => portalI18n.htmlOverride(place), [place]);
  return useSyncExternalStore(portalI18n.subscribeHtmlOverrides, read, read);
}

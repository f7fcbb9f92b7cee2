/**
 * Spec 1 §9: the locales the portal supports, exactly; en-GB is the default. Here, beside the
 * payloads, because the portal (@portal/i18n) and the reference LMS (a tenant's `languages`) both
 * name them.
 */
export const SUPPORTED_LOCALES = [
  'ar-SA',
  'cy-GB',
  'da-DK',
  'de-DE',
  'en-GB',
  'es-419',
  'fi-FI',
  'fr-FR',
  'hu-HU',
  'id-ID',
  'it-IT',
  'mi-NZ',
  'no',
  'nl-NL',
  'pl-PL',
  'pt-PT',
  'ru-RU',
  'sv-SE',
  'th-TH',
] as const;
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];

export const DEFAULT_LOCALE = 'en-GB';

/** Bokmål and Nynorsk are written Norwegian; the portal offers them as the macro-language 'no'. */
const LANGUAGE_ALIASES: Readonly<Record<string, string>> = { nb: 'no', nn: 'no' };

export function languageOf(locale: string): string {
  const language = locale.toLowerCase().replace(/_/g, '-').split('-')[0] ?? '';
  return LANGUAGE_ALIASES[language] ?? language;
}

export type Direction = 'ltr' | 'rtl';

/** Right-to-left for Arabic (ar-SA, or any 'ar' locale), left-to-right for every other supported locale. */
export function directionOf(locale: string): Direction {
  return languageOf(locale) === 'ar' ? 'rtl' : 'ltr';
}

/**
 * Spec 1 §9: "Language is negotiated by prefix with fallback en-GB". Each requested locale in
 * order (a browser's list is in preference order) tries an exact match, case-insensitive and
 * with '_' read as '-', then a match on the language part ('fr' and 'fr-CA' → 'fr-FR',
 * 'es-ES' → 'es-419', 'nb-NO' → 'no'); the first that matches wins, else 'en-GB'.
 */
export function negotiateLocale(requested: string | readonly string[] | null | undefined, supported: readonly string[] = SUPPORTED_LOCALES): string {
  const candidates = typeof requested === 'string' ? [requested] : (requested ?? []);
  for (const candidate of candidates) {
    const wanted = candidate.trim().toLowerCase().replace(/_/g, '-');
    if (!wanted) continue;
    const exact = supported.find((locale) => locale.toLowerCase() === wanted);
    if (exact) return exact;
    const byLanguage = supported.find((locale) => languageOf(locale) === languageOf(wanted));
    if (byLanguage) return byLanguage;
  }
  return DEFAULT_LOCALE;
}

import { DEFAULT_LOCALE, SUPPORTED_LOCALES, type SupportedLocale } from '@portal/contracts';

// Spec 1 §9's list lives in @portal/contracts, which the reference LMS shares.
export { DEFAULT_LOCALE, SUPPORTED_LOCALES, type SupportedLocale };

export type Direction = 'ltr' | 'rtl';

/** Bokmål and Nynorsk are written Norwegian; the portal offers them as the macro-language 'no'. */
const LANGUAGE_ALIASES: Readonly<Record<string, string>> = { nb: 'no', nn: 'no' };

function languageOf(locale: string): string {
  const language = locale.toLowerCase().replace(/_/g, '-').split('-')[0] ?? '';
  return LANGUAGE_ALIASES[language] ?? language;
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

/** Right-to-left for Arabic (ar-SA, or any 'ar' locale), left-to-right for every other supported locale. */
export function directionOf(locale: string): Direction {
  return languageOf(locale) === 'ar' ? 'rtl' : 'ltr';
}

/**
 * Each supported locale's name in its own language, as the language choices show it. Written out
 * (from the browser's Intl.DisplayNames, "Bahasa Indonesia" corrected) because building 19
 * DisplayNames objects loads each locale's ICU data: ~20 ms of main-thread work on a phone while
 * the sign-in page first renders its header (issue 13's blocking-time budget).
 */
const LANGUAGE_NAMES: Readonly<Record<SupportedLocale, string>> = {
  'ar-SA': 'العربية (المملكة العربية السعودية)',
  'cy-GB': 'Cymraeg (Y Deyrnas Unedig)',
  'da-DK': 'dansk (Danmark)',
  'de-DE': 'Deutsch (Deutschland)',
  'en-GB': 'British English',
  'es-419': 'español latinoamericano',
  'fi-FI': 'suomi (Suomi)',
  'fr-FR': 'français (France)',
  'hu-HU': 'magyar (Magyarország)',
  'id-ID': 'Bahasa Indonesia (Indonesia)',
  'it-IT': 'italiano (Italia)',
  'mi-NZ': 'Māori (Aotearoa)',
  no: 'norsk',
  'nl-NL': 'Nederlands (Nederland)',
  'pl-PL': 'polski (Polska)',
  'pt-PT': 'português europeu',
  'ru-RU': 'русский (Россия)',
  'sv-SE': 'svenska (Sverige)',
  'th-TH': 'ไทย (ไทย)',
};

const isSupported = (locale: string): locale is SupportedLocale => (SUPPORTED_LOCALES as readonly string[]).includes(locale);

/** A locale's name in its own language ("Deutsch (Deutschland)" for de-DE); another code asks the browser, else stays the code. */
export function languageName(locale: string): string {
  if (isSupported(locale)) return LANGUAGE_NAMES[locale];
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
  } catch {
    return locale;
  }
}

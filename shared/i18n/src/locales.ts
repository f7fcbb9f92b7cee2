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

/** A locale's name in its own language ("Deutsch" for de-DE), as language choices show it; the code when the browser cannot say. */
export function languageName(locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
  } catch {
    return locale;
  }
}

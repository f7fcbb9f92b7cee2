import { DEFAULT_LOCALE, directionOf, negotiateLocale, SUPPORTED_LOCALES, type Direction, type SupportedLocale } from '@portal/contracts';

// Spec 1 §9's list, its negotiation and each locale's direction live in @portal/contracts, which the gateway and the reference LMS share.
export { DEFAULT_LOCALE, directionOf, negotiateLocale, SUPPORTED_LOCALES, type Direction, type SupportedLocale };

/**
 * Each supported locale's name in its own language, as the language choices show it. Written out
 * (from the browser's Intl.DisplayNames, "Bahasa Indonesia" corrected) because building 19
 * DisplayNames objects loads each locale's ICU data: ~20 ms of main-thread work on a phone while
 * the sign-in page first renders its header (the blocking-time budget).
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

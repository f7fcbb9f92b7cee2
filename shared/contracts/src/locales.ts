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

import { DEFAULT_LOCALE, SUPPORTED_LOCALES } from './locales';
import type { LocaleLoader, Messages } from './portal-i18n';

/** What `import(\`./${locale}.json\`)` answers: a JSON module (or, in jest, the object itself). */
export type LocaleModules = (locale: string) => Promise<{ default?: unknown } | Record<string, unknown>>;

/**
 * A package's LocaleLoader over its `src/locales/<locale>.json` files:
 *
 *   export const loadLocale = createLocaleLoader((locale) => import(`./${locale}.json`));
 *
 * The template import makes webpack emit one chunk per locale file, fetched only when that
 * language is chosen. en-GB answers undefined (its texts are the messages.ts files), and so does
 * anything that is not a supported locale, so no other file of the folder is ever imported.
 */
export function createLocaleLoader(modules: LocaleModules): LocaleLoader {
  return async (locale) => {
    if (locale === DEFAULT_LOCALE || !(SUPPORTED_LOCALES as readonly string[]).includes(locale)) return undefined;
    const module = await modules(locale);
    const texts = ('default' in module && module.default && typeof module.default === 'object' ? module.default : module) as Record<string, unknown>;
    const messages: Messages = {};
    for (const [key, text] of Object.entries(texts)) if (typeof text === 'string') messages[key] = text;
    return messages;
  };
}

import { createLocaleLoader } from '@portal/i18n';

/**
 * This package's texts in one locale: `<locale>.json` beside this file, each its own chunk,
 * fetched only when that language is active (never all of them). en-GB is the messages.ts files.
 */
export const loadMessages = createLocaleLoader((locale) => import(/* webpackChunkName: "locale-[request]", webpackExclude: /same-as-en\.json$/ */ `./${locale}.json`));

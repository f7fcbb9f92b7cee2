import { SUPPORTED_LOCALES } from './locales';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkLocaleSources, strayTexts } from './locale-check';

const enGb = {
  'pkg.title': 'Catalogue',
  'pkg.welcome': 'Welcome, {{name}}',
  'pkg.results_one': '{{count}} item',
  'pkg.results_other': '{{count}} items',
};

/** A complete, correct set: German (one/other), Arabic (six forms), the rest copied from German with a marker. */
function completeLocales(): Record<string, Record<string, string>> {
  const german = { 'pkg.title': 'Katalog', 'pkg.welcome': 'Willkommen, {{name}}', 'pkg.results_one': '{{count}} Eintrag', 'pkg.results_other': '{{count}} Einträge' };
  const locales: Record<string, Record<string, string>> = {};
  for (const locale of SUPPORTED_LOCALES) {
    if (locale === 'en-GB') continue;
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    const texts: Record<string, string> = { 'pkg.title': `${german['pkg.title']} ${locale}`, 'pkg.welcome': `${german['pkg.welcome']} ${locale}` };
    for (const category of categories) texts[`pkg.results_${category}`] = `{{count}} ${category} ${locale}`;
    locales[locale] = texts;
  }
  locales['de-DE'] = german;
  return locales;
}

describe('checkLocaleSources', () => {
  it('accepts complete translations, Arabic with its six plural forms and "one item" in words', () => {
    const locales = completeLocales();
    expect(
      Object.keys(locales['ar-SA']!)
        .filter((key) => key.startsWith('pkg.results_'))
        .sort(),
    ).toEqual(['few', 'many', 'one', 'other', 'two', 'zero'].map((category) => `pkg.results_${category}`));
    locales['ar-SA']!['pkg.results_one'] = 'عنصر واحد';
    expect(checkLocaleSources({ enGb, locales, sameAsEn: {} })).toEqual([]);
  });

  it('names a missing file, a missing key, an extra key and a missing placeholder', () => {
    const locales: Record<string, unknown> = completeLocales();
    delete locales['fi-FI'];
    const french = locales['fr-FR'] as Record<string, string>;
    delete french['pkg.title'];
    french['pkg.old'] = 'Ancien';
    french['pkg.welcome'] = 'Bienvenue';
    expect(checkLocaleSources({ enGb, locales, sameAsEn: {} })).toEqual([
      'fi-FI: fi-FI.json is missing',
      'fr-FR: "pkg.title" is missing',
      'fr-FR: "pkg.welcome" lacks the placeholder {{name}}',
      'fr-FR: "pkg.old" is not a key of the package (or not a plural category of fr-FR)',
    ]);
  });

  it('wants every CLDR plural category of the locale, and {{count}} where a category covers more than one number', () => {
    const locales = completeLocales();
    delete locales['pl-PL']!['pkg.results_few'];
    // Russian 'one' is 1, 21, 31, …: the number must show.
    locales['ru-RU']!['pkg.results_one'] = 'один элемент';
    expect(checkLocaleSources({ enGb, locales, sameAsEn: {} })).toEqual(['pl-PL: "pkg.results_few" is missing', 'ru-RU: "pkg.results_one" lacks the placeholder {{count}}']);
  });

  it('refuses a text identical to en-GB unless same-as-en.json lists it for that locale', () => {
    const locales = completeLocales();
    locales['nl-NL']!['pkg.title'] = 'Catalogue';
    locales['sv-SE']!['pkg.title'] = 'Catalogue';
    locales['da-DK']!['pkg.results_other'] = '{{count}} items';
    expect(checkLocaleSources({ enGb, locales, sameAsEn: { 'nl-NL': ['pkg.title'] } })).toEqual([
      'da-DK: "pkg.results_other" is the en-GB text; translate it or list it in same-as-en.json',
      'sv-SE: "pkg.title" is the en-GB text; translate it or list it in same-as-en.json',
    ]);
  });
});

describe('strayTexts', () => {
  it('names a source file that defines texts outside a messages.ts, and nothing else', () => {
    const src = mkdtempSync(path.join(tmpdir(), 'locale-check-'));
    mkdirSync(path.join(src, 'feature'));
    writeFileSync(path.join(src, 'feature', 'messages.ts'), "export const m = {\n  'area.feature.title': 'Title',\n};\n");
    writeFileSync(path.join(src, 'feature', 'Form.tsx'), "export const formMessages = {\n  'area.form.choose': 'Choose…',\n} as const;\n");
    writeFileSync(path.join(src, 'feature', 'Form.test.tsx'), "const texts = {\n  'area.form.choose': 'Choose…',\n};\n");
    writeFileSync(path.join(src, 'feature', 'rules.ts'), "export const KEYS = ['area.form.choose'];\n");
    expect(strayTexts(src)).toEqual([`${path.join('feature', 'Form.tsx')}: defines texts outside a messages.ts, so they are never translated`]);
  });
});

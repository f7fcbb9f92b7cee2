import { DEFAULT_LOCALE, directionOf, languageName, negotiateLocale, SUPPORTED_LOCALES } from './locales';

describe('SUPPORTED_LOCALES (spec 1 §9)', () => {
  it('lists exactly the 19 locales of the spec, default en-GB', () => {
    expect(SUPPORTED_LOCALES).toEqual([
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
    ]);
    expect(DEFAULT_LOCALE).toBe('en-GB');
  });
});

describe('negotiateLocale', () => {
  it.each<[string | string[] | null | undefined, string]>([
    ['fr-FR', 'fr-FR'],
    ['FR-fr', 'fr-FR'],
    ['de_DE', 'de-DE'],
    ['fr', 'fr-FR'],
    ['fr-CA', 'fr-FR'],
    ['es', 'es-419'],
    ['es-ES', 'es-419'],
    ['pt-BR', 'pt-PT'],
    ['en-US', 'en-GB'],
    ['en', 'en-GB'],
    ['no', 'no'],
    ['nb-NO', 'no'],
    ['nn', 'no'],
    ['ar', 'ar-SA'],
    ['mi', 'mi-NZ'],
    ['zh-CN', 'en-GB'],
    ['', 'en-GB'],
    [null, 'en-GB'],
    [undefined, 'en-GB'],
    [['zh-CN', 'cy', 'fr-FR'], 'cy-GB'],
    [['ja', 'ko'], 'en-GB'],
  ])('%p → %s', (requested, expected) => {
    expect(negotiateLocale(requested)).toBe(expected);
  });

  it('prefers an exact match within one request, and honours a tenant list', () => {
    expect(negotiateLocale('en-US', ['en-GB', 'en-US'])).toBe('en-US');
    expect(negotiateLocale('fr-FR', ['en-GB', 'de-DE'])).toBe('en-GB');
    expect(negotiateLocale('de', ['en-GB', 'de-DE'])).toBe('de-DE');
  });
});

describe('directionOf', () => {
  it.each([
    ['ar-SA', 'rtl'],
    ['ar', 'rtl'],
    ['ar-EG', 'rtl'],
    ['en-GB', 'ltr'],
    ['no', 'ltr'],
    ['th-TH', 'ltr'],
  ])('%s is %s', (locale, direction) => {
    expect(directionOf(locale)).toBe(direction);
  });
});

describe('languageName', () => {
  it('names every supported locale in its own language, distinct from the others', () => {
    const names = SUPPORTED_LOCALES.map(languageName);
    expect(new Set(names).size).toBe(SUPPORTED_LOCALES.length);
    expect(languageName('de-DE')).toBe('Deutsch (Deutschland)');
    expect(languageName('ar-SA')).toBe('العربية (المملكة العربية السعودية)');
    expect(languageName('no')).toBe('norsk');
  });

  it('asks the browser for another code, and keeps a code nobody knows', () => {
    expect(languageName('es-ES')).toBe(new Intl.DisplayNames(['es-ES'], { type: 'language' }).of('es-ES'));
    expect(languageName('not a locale!')).toBe('not a locale!');
  });
});

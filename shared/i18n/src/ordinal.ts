import { formatNumberIn } from './format';

type Category = Intl.LDMLPluralRule;

/**
 * How a locale writes an ordinal number ("8th"): the spec's English suffixes st, nd, rd, th (spec 1
 * constants) and each other supported locale's own form, chosen by its CLDR ordinal plural category.
 * `{n}` is the number in the locale's digits.
 */
const ORDINAL_FORMS: Readonly<Record<string, Partial<Record<Category, string>> & { other: string }>> = {
  en: { one: '{n}st', two: '{n}nd', few: '{n}rd', other: '{n}th' },
  cy: { zero: '{n}fed', one: '{n}af', two: '{n}il', few: '{n}ydd', many: '{n}ed', other: '{n}fed' },
  fr: { one: '{n}er', other: '{n}e' },
  nl: { other: '{n}e' },
  sv: { one: '{n}:a', other: '{n}:e' },
  da: { other: '{n}.' },
  de: { other: '{n}.' },
  fi: { other: '{n}.' },
  hu: { other: '{n}.' },
  no: { other: '{n}.' },
  pl: { other: '{n}.' },
  es: { other: '{n}.º' },
  pt: { other: '{n}.º' },
  it: { other: '{n}º' },
  ru: { other: '{n}-й' },
  id: { other: 'ke-{n}' },
  th: { other: 'ที่ {n}' },
  // Arabic and Māori write ordinals as words; the number alone is read as the position.
  ar: { other: '{n}' },
  mi: { other: '{n}' },
};

const rules = new Map<string, Intl.PluralRules>();

/** 1 → "1st", 22 → "22nd", 13 → "13th" (en-GB); "8." (de-DE), "1er" (fr-FR), "2:a" (sv-SE), "٨" (ar-SA). */
export function formatOrdinalIn(locale: string, value: number): string {
  const language = locale.split('-')[0]!.toLowerCase();
  const forms = ORDINAL_FORMS[language] ?? ORDINAL_FORMS.en!;
  let rule = rules.get(locale);
  if (!rule) {
    rule = new Intl.PluralRules(locale, { type: 'ordinal' });
    rules.set(locale, rule);
  }
  const form = forms[rule.select(value)] ?? forms.other;
  return form.replace('{n}', formatNumberIn(locale, value, { maximumFractionDigits: 0 }));
}

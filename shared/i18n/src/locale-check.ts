/**
 * Checks a package's translations (`src/locales/<locale>.json`) against its en-GB texts (every
 * messages.ts under `src/`). Node only, for each package's unit test:
 *
 *   it('has every text in every locale', async () => expect(await checkPackageLocales(path.join(__dirname, '..'))).toEqual([]));
 *
 * Exported as '@portal/i18n/locale-check', apart from the package's browser entry.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES } from './locales';

/** The 19 locales, for Node-side checks (e2e) that cannot load the package's browser entry. */
export { SUPPORTED_LOCALES } from './locales';

type Texts = Readonly<Record<string, string>>;

export interface LocaleSources {
  /** The package's en-GB texts, key → text, plural forms as i18next keys (`stem_one`, `stem_other`). */
  enGb: Texts;
  /** locale → its file's content, undefined when the file is missing. */
  locales: Readonly<Record<string, unknown>>;
  /** locale → keys whose text is intentionally the en-GB one (`same-as-en.json`). */
  sameAsEn: Readonly<Record<string, readonly string[]>>;
}

const CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
const PLURAL_KEY = new RegExp(`^(.+)_(${CATEGORIES.join('|')})$`);

const placeholders = (text: string): string[] => [...text.matchAll(/\{\{\s*([^},\s]+)[^}]*\}\}/g)].map((match) => match[1]!);

/**
 * Whether a plural category of the locale stands for one number only (English 'one' is 1, Arabic
 * 'two' is 2): such a form may say the number in words and leave {{count}} out. Russian 'one'
 * also covers 21, 31, …, so its form must show the count.
 */
function isSingleNumber(rules: Intl.PluralRules, category: string): boolean {
  let numbers = 0;
  for (let n = 0; n <= 1000 && numbers < 2; n += 1) if (rules.select(n) === category) numbers += 1;
  return numbers === 1;
}

/** Every problem of a package's locale files, one readable line each; empty when all is well. */
export function checkLocaleSources({ enGb, locales, sameAsEn }: LocaleSources): string[] {
  const problems: string[] = [];
  // en-GB keys grouped: plain keys, and plural stems (those with an en-GB `_other` form).
  const stems = new Set(Object.keys(enGb).flatMap((key) => (key.endsWith('_other') ? [key.slice(0, -'_other'.length)] : [])));
  const plain = Object.keys(enGb).filter((key) => {
    const plural = PLURAL_KEY.exec(key);
    return !(plural && stems.has(plural[1]!));
  });
  for (const locale of SUPPORTED_LOCALES) {
    if (locale === DEFAULT_LOCALE) continue;
    const file = locales[locale];
    if (file === undefined) {
      problems.push(`${locale}: ${locale}.json is missing`);
      continue;
    }
    if (typeof file !== 'object' || file === null || Array.isArray(file)) {
      problems.push(`${locale}: ${locale}.json is not a flat JSON object of texts`);
      continue;
    }
    const texts = file as Record<string, unknown>;
    const loans = new Set(sameAsEn[locale] ?? []);
    const rules = new Intl.PluralRules(locale);
    // key → the en-GB text it translates, and whether {{count}} may be left out.
    const expected = new Map<string, { english: string; countOptional: boolean }>();
    for (const key of plain) expected.set(key, { english: enGb[key]!, countOptional: false });
    for (const stem of stems) {
      for (const category of rules.resolvedOptions().pluralCategories) {
        const english = enGb[`${stem}_${category}`] ?? enGb[`${stem}_other`]!;
        expected.set(`${stem}_${category}`, { english, countOptional: isSingleNumber(rules, category) });
      }
    }
    for (const [key, { english, countOptional }] of expected) {
      const text = texts[key];
      if (text === undefined) {
        problems.push(`${locale}: "${key}" is missing`);
        continue;
      }
      if (typeof text !== 'string' || text.trim() === '') {
        problems.push(`${locale}: "${key}" is not a text`);
        continue;
      }
      const present = new Set(placeholders(text));
      for (const name of placeholders(english)) {
        if (!present.has(name) && !(countOptional && name === 'count')) problems.push(`${locale}: "${key}" lacks the placeholder {{${name}}}`);
      }
      if (text === english && !loans.has(key)) problems.push(`${locale}: "${key}" is the en-GB text; translate it or list it in same-as-en.json`);
    }
    for (const key of Object.keys(texts)) if (!expected.has(key)) problems.push(`${locale}: "${key}" is not a key of the package (or not a plural category of ${locale})`);
  }
  return problems;
}

function messageFiles(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'node_modules' && entry.name !== 'locales') messageFiles(full, found);
    else if (entry.name === 'messages.ts') found.push(full);
  }
  return found.sort();
}

/** How a messages.ts module is loaded: `import` under jest; a test runner whose import does not compile TypeScript passes its `require`. */
export type ModuleLoader = (file: string) => Promise<unknown> | unknown;

/** The en-GB texts of every messages.ts under `srcDir`: each exported object whose values are all texts. */
export async function enGbTexts(srcDir: string, load: ModuleLoader = (file) => import(file)): Promise<Record<string, string>> {
  const texts: Record<string, string> = {};
  for (const file of messageFiles(srcDir)) {
    const module = (await load(file)) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      if (!value || typeof value !== 'object' || Array.isArray(value)) continue;
      const entries = Object.entries(value);
      if (entries.length === 0 || !entries.every(([, text]) => typeof text === 'string')) continue;
      for (const [key, text] of entries) texts[key] = text as string;
    }
  }
  return texts;
}

const readJson = (file: string): unknown => (existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as unknown) : undefined);

/** checkLocaleSources for the package whose source folder is `srcDir` (its `locales/` inside). */
export async function checkPackageLocales(srcDir: string): Promise<string[]> {
  const folder = path.join(srcDir, 'locales');
  const locales: Record<string, unknown> = {};
  for (const locale of SUPPORTED_LOCALES) if (locale !== DEFAULT_LOCALE) locales[locale] = readJson(path.join(folder, `${locale}.json`));
  const sameAsEn = (readJson(path.join(folder, 'same-as-en.json')) ?? {}) as Record<string, string[]>;
  return [...strayTexts(srcDir), ...checkLocaleSources({ enGb: await enGbTexts(srcDir), locales, sameAsEn })];
}

/** A line that defines a text by key ('area.feature.name': '…'), as a messages object does. */
const TEXT_DEFINITION = /^\s*'[a-z][\w-]*\.[\w.-]+':\s*['"`]/m;

/**
 * Texts defined outside a messages.ts: only those files are read for translation, so such a text
 * would stay English in every locale (and the checks above would never see it).
 */
export function strayTexts(srcDir: string): string[] {
  const problems: string[] = [];
  const visit = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'locales') visit(full);
      } else if (/\.tsx?$/.test(entry.name) && entry.name !== 'messages.ts' && !/\.test\.tsx?$/.test(entry.name) && TEXT_DEFINITION.test(readFileSync(full, 'utf8'))) {
        problems.push(`${path.relative(srcDir, full)}: defines texts outside a messages.ts, so they are never translated`);
      }
    }
  };
  visit(srcDir);
  return problems;
}

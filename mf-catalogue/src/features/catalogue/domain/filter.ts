/**
 * The catalogue filter text of spec 2 §2, the route parameter of /catalogue/items/{filter?}:
 *
 *   is:mandatory is:!complete is:overdue     flags (a '!' negates)
 *   #clinical                                a channel or category tag
 *   status:notComplete  type:video,audio     filters; a comma lists alternatives
 *   category:infection-control               a category by slug, id or name (and those under it)
 *   duration:30-60  duration:<30  cost:>0    numeric ranges, less-than and greater-than prefixes
 *   sort:newest                              one of SORT_OPTIONS
 *   search:hand  hygiene  level:adv          search words; any other key:value is a search word
 *                                            matched against that field ('field:value' prefix)
 *
 * Tokens are separated by spaces; "double quotes" keep spaces inside a value and a backslash keeps
 * the next character as it is. `serializeFilter(parseFilter(text))` gives the canonical text, and
 * parsing the canonical text gives the same filter.
 */

export const SORT_OPTIONS = ['due', 'modified', 'newest', 'oldest', 'rating', 'status', 'name'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

export const FLAGS = ['mandatory', 'complete', 'overdue'] as const;
export type Flag = (typeof FLAGS)[number];

/** A numeric condition: 30-60 (inclusive), <30, >30 (strict) or 30 (equal). */
export type NumberRange = { kind: 'between'; from: number; to: number } | { kind: 'below'; value: number } | { kind: 'above'; value: number } | { kind: 'equal'; value: number };

export interface CatalogueFilter {
  /** is:flag gives true, is:!flag false; absent flags do not filter. */
  flags: Partial<Record<Flag, boolean>>;
  /** #tags: a channel or a category; every tag must match. */
  tags: string[];
  /** status: values, any of them; 'notComplete' excludes Completed, Passed and Attended. */
  statuses: string[];
  types: string[];
  categories: string[];
  duration: NumberRange | null;
  cost: NumberRange | null;
  sort: SortOption | null;
  /** Search words, 'field:value' words included; every word must match. */
  words: string[];
}

export function emptyFilter(): CatalogueFilter {
  return { flags: {}, tags: [], statuses: [], types: [], categories: [], duration: null, cost: null, sort: null, words: [] };
}

/** Keys with a meaning of their own; any other key:value is a field search word. */
const LIST_KEYS = { status: 'statuses', type: 'types', category: 'categories' } as const;
const RESERVED_KEYS = new Set(['is', 'sort', 'search', 'duration', 'cost', ...Object.keys(LIST_KEYS)]);

export function parseFilter(text: string | null | undefined): CatalogueFilter {
  const filter = emptyFilter();
  for (const token of tokenize(text ?? '')) {
    if (token.startsWith('#') && token.length > 1) {
      pushUnique(filter.tags, token.slice(1));
      continue;
    }
    const colon = token.indexOf(':');
    const key = colon > 0 ? token.slice(0, colon).toLowerCase() : '';
    const value = colon > 0 ? token.slice(colon + 1) : token;
    if (!RESERVED_KEYS.has(key)) {
      pushUnique(filter.words, token);
      continue;
    }
    switch (key) {
      case 'is': {
        const negated = value.startsWith('!');
        const flag = (negated ? value.slice(1) : value).toLowerCase();
        // Unknown flags are ignored, like a misspelt filter in any search box.
        if ((FLAGS as readonly string[]).includes(flag)) filter.flags[flag as Flag] = !negated;
        break;
      }
      case 'sort': {
        const sort = value.toLowerCase();
        filter.sort = (SORT_OPTIONS as readonly string[]).includes(sort) ? (sort as SortOption) : null;
        break;
      }
      case 'search':
        if (value) pushUnique(filter.words, value);
        break;
      case 'duration':
      case 'cost':
        filter[key] = parseRange(value);
        break;
      default:
        for (const item of value.split(',')) if (item) pushUnique(filter[LIST_KEYS[key as keyof typeof LIST_KEYS]], item);
    }
  }
  return filter;
}

export function serializeFilter(filter: CatalogueFilter): string {
  const tokens: string[] = [];
  for (const flag of FLAGS) {
    const value = filter.flags[flag];
    if (value !== undefined) tokens.push(`is:${value ? '' : '!'}${flag}`);
  }
  for (const tag of filter.tags) tokens.push(`#${quote(tag)}`);
  for (const [key, field] of Object.entries(LIST_KEYS) as Array<[string, (typeof LIST_KEYS)[keyof typeof LIST_KEYS]]>) {
    if (filter[field].length > 0) tokens.push(`${key}:${filter[field].map(quote).join(',')}`);
  }
  if (filter.duration) tokens.push(`duration:${formatRange(filter.duration)}`);
  if (filter.cost) tokens.push(`cost:${formatRange(filter.cost)}`);
  if (filter.sort) tokens.push(`sort:${filter.sort}`);
  for (const word of filter.words) tokens.push(needsSearchPrefix(word) ? `search:${quote(word)}` : quote(word));
  return tokens.join(' ');
}

/** The filter with its search words replaced by the words of what the user typed (split on spaces, spec 2 §5). */
export function withSearchText(filter: CatalogueFilter, text: string): CatalogueFilter {
  return { ...filter, words: splitWords(text) };
}

/** Spec 2 §5: search text splits on spaces. */
export function splitWords(text: string): string[] {
  const words: string[] = [];
  for (const word of text.split(/\s+/)) if (word) pushUnique(words, word);
  return words;
}

/** Whether the filter narrows the catalogue at all (sorting does not). */
export function isFiltering(filter: CatalogueFilter): boolean {
  return (
    Object.keys(filter.flags).length > 0 ||
    filter.tags.length > 0 ||
    filter.statuses.length > 0 ||
    filter.types.length > 0 ||
    filter.categories.length > 0 ||
    filter.duration !== null ||
    filter.cost !== null ||
    filter.words.length > 0
  );
}

const NUMBER = String.raw`(\d+(?:\.\d+)?)`;
const BETWEEN = new RegExp(`^${NUMBER}-${NUMBER}$`);
const COMPARED = new RegExp(`^([<>])${NUMBER}$`);
const EQUAL = new RegExp(`^${NUMBER}$`);

/** '30-60', '<30', '>30' or '30'; anything else is no condition. A reversed range is put the right way round. */
export function parseRange(text: string): NumberRange | null {
  const between = BETWEEN.exec(text);
  if (between) {
    const a = Number(between[1]);
    const b = Number(between[2]);
    return { kind: 'between', from: Math.min(a, b), to: Math.max(a, b) };
  }
  const compared = COMPARED.exec(text);
  if (compared) return { kind: compared[1] === '<' ? 'below' : 'above', value: Number(compared[2]) };
  const equal = EQUAL.exec(text);
  return equal ? { kind: 'equal', value: Number(equal[1]) } : null;
}

export function formatRange(range: NumberRange): string {
  switch (range.kind) {
    case 'between':
      return `${range.from}-${range.to}`;
    case 'below':
      return `<${range.value}`;
    case 'above':
      return `>${range.value}`;
    case 'equal':
      return String(range.value);
  }
}

export function inRange(value: number, range: NumberRange): boolean {
  switch (range.kind) {
    case 'between':
      return value >= range.from && value <= range.to;
    case 'below':
      return value < range.value;
    case 'above':
      return value > range.value;
    case 'equal':
      return value === range.value;
  }
}

/** Splits on unquoted whitespace; quotes group, a backslash escapes the next character. */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  let current = '';
  let started = false;
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (char === '\\' && i + 1 < text.length) {
      current += text[i + 1];
      started = true;
      i += 1;
    } else if (char === '"') {
      quoted = !quoted;
      started = true;
    } else if (!quoted && /\s/.test(char)) {
      if (started) tokens.push(current);
      current = '';
      started = false;
    } else {
      current += char;
      started = true;
    }
  }
  if (started && current) tokens.push(current);
  return tokens;
}

/**
 * Quotes a value with spaces and escapes quotes and backslashes so it parses back the same. Commas
 * separate list values, so categories are written by slug (which has none).
 */
function quote(value: string): string {
  const escaped = value.replace(/[\\"]/g, (char) => `\\${char}`);
  return /\s/.test(value) || value === '' ? `"${escaped}"` : escaped;
}

/** A word that would otherwise parse as a filter (a reserved key or a tag) is written search:word. */
function needsSearchPrefix(word: string): boolean {
  if (word.startsWith('#')) return true;
  const colon = word.indexOf(':');
  return colon > 0 && RESERVED_KEYS.has(word.slice(0, colon).toLowerCase());
}

function pushUnique(list: string[], value: string): void {
  if (!list.includes(value)) list.push(value);
}

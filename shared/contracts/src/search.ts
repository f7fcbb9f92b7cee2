/**
 * Search boxes (spec 3 §5 "Searches"), one rule for every list that has one: the text is split into
 * words by spaces and every word must match; a word of the form 'field:value' matches when that
 * field's value starts with the value. Case is ignored.
 */

/** What one row offers a search: its searchable text, and a field's value by name (undefined: no such field). */
export interface SearchTarget {
  text: string;
  field(key: string): string | undefined;
}

const FIELD_WORD = /^([A-Za-z_]\w*):(.*)$/;

export function matchesSearch(search: string, target: SearchTarget, locale?: string): boolean {
  const fold = (text: string) => text.toLocaleLowerCase(locale);
  const haystack = fold(target.text);
  return search
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => {
      const pair = FIELD_WORD.exec(word);
      if (!pair) return haystack.includes(fold(word));
      const value = target.field(pair[1]!);
      return value !== undefined && fold(value).startsWith(fold(pair[2]!));
    });
}

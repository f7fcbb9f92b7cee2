/** Spec 1 §9: a typeahead shows at most 8 suggestions. */
export const TYPEAHEAD_LIMIT = 8;
/** Typing pauses this long before suggestions are looked up, so each key press is not a call. */
export const TYPEAHEAD_DELAY_MS = 300;
/** Fewer characters than this match too many users to be worth a look-up. */
export const TYPEAHEAD_MIN_CHARACTERS = 2;

export interface Suggestion {
  /** What the field takes when the suggestion is chosen. */
  value: string;
  /** What the list shows. */
  label: string;
}

/** The first TYPEAHEAD_LIMIT distinct suggestions. */
export function limitSuggestions(suggestions: readonly Suggestion[]): Suggestion[] {
  const seen = new Set<string>();
  const kept: Suggestion[] = [];
  for (const suggestion of suggestions) {
    if (seen.has(suggestion.value)) continue;
    seen.add(suggestion.value);
    kept.push(suggestion);
    if (kept.length === TYPEAHEAD_LIMIT) break;
  }
  return kept;
}

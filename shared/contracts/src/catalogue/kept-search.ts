/** How many searches' matches are kept (an Int32Array each, at most 4 bytes an item). */
export const KEPT_SEARCHES = 32;

/**
 * Which texts hold every search word (`includes`), the rule the LMS's search and the page's search
 * worker share, so both find the same items. A person types a word a letter at a time, and every
 * text holding "prac" holds "pra": the matches of the latest searches are kept, a search that comes
 * again (a letter deleted) is answered from them, and otherwise only the matches of the narrowest
 * kept search each of whose words is inside one of its words are scanned. Only the first letters
 * scan every text; the whole match list is made, so a total is exact.
 */
export class KeptTextSearch {
  private readonly recent = new Map<string, Int32Array>();

  /** `within`: the positions a search may match (all texts when absent). */
  constructor(
    private readonly texts: readonly string[],
    private readonly within?: Int32Array,
    private readonly keep = KEPT_SEARCHES,
  ) {}

  /** The positions, in text order, of the texts holding every word. */
  matches(words: readonly string[]): Int32Array {
    const key = [...words].sort().join(' ');
    const kept = this.recent.get(key);
    if (kept) {
      this.recent.delete(key);
      this.recent.set(key, kept);
      return kept;
    }
    const found = scanTexts(this.texts, words, this.narrowestHolding(words) ?? this.within);
    this.recent.set(key, found);
    if (this.recent.size > this.keep) this.recent.delete(this.recent.keys().next().value!);
    return found;
  }

  /** The kept search with the fewest matches that holds every match of `words`, if any. */
  private narrowestHolding(words: readonly string[]): Int32Array | undefined {
    let narrowest: Int32Array | undefined;
    for (const [key, found] of this.recent) {
      if (narrowest && found.length >= narrowest.length) continue;
      if (key.split(' ').every((kept) => words.some((word) => word.includes(kept)))) narrowest = found;
    }
    return narrowest;
  }
}

/** The positions of the texts that hold every word: of all of them, or of those at `within`. */
function scanTexts(texts: readonly string[], words: readonly string[], within?: Int32Array): Int32Array {
  const count = within ? within.length : texts.length;
  const found = new Int32Array(count);
  let total = 0;
  for (let at = 0; at < count; at += 1) {
    const position = within ? within[at]! : at;
    const text = texts[position]!;
    let matches = true;
    for (const word of words) {
      if (!text.includes(word)) {
        matches = false;
        break;
      }
    }
    if (matches) found[total++] = position;
  }
  return found.slice(0, total);
}

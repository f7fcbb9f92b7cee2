/** Separates items in the haystack: no search word contains it, so no match spans two items. */
const SEPARATOR = '\u0000';

/**
 * Every item's lower-case text in one string. Finding a word is then a few native indexOf scans
 * over contiguous memory (jumping to the next item after each hit) instead of one includes() call
 * per item: 10,000 items cost about as much as one long string search.
 */
export class SearchHaystack {
  private readonly text: string;
  /** starts[i]: where item i's text begins; starts[count]: past the end. */
  private readonly starts: Int32Array;

  constructor(texts: readonly string[]) {
    this.text = texts.join(SEPARATOR);
    this.starts = new Int32Array(texts.length + 1);
    let offset = 0;
    texts.forEach((text, position) => {
      this.starts[position] = offset;
      offset += text.length + SEPARATOR.length;
    });
    this.starts[texts.length] = offset;
  }

  /** Calls `hit` once for each item (by position) whose text contains `needle`, in position order. */
  forEachMatch(needle: string, hit: (position: number) => void): void {
    if (!needle || needle.includes(SEPARATOR)) return;
    const { text, starts } = this;
    const last = starts.length - 2;
    let position = 0;
    let at = text.indexOf(needle, 0);
    while (at >= 0) {
      position = this.advance(position, at, last);
      hit(position);
      at = text.indexOf(needle, starts[position + 1]!);
    }
  }

  /**
   * `counts[i] = round + 1` for each item i with `counts[i] === round` whose text contains `needle`;
   * returns how many were marked. The loop of a keystroke: no callback, and each hit finds its item
   * by walking forward from the previous one (hits come in order), not by a search from scratch.
   */
  markMatches(needle: string, counts: Uint16Array, round: number): number {
    if (!needle || needle.includes(SEPARATOR)) return 0;
    const { text, starts } = this;
    const last = starts.length - 2;
    let marked = 0;
    let position = 0;
    let at = text.indexOf(needle, 0);
    while (at >= 0) {
      // Short words hit nearly every item: the next hit is then in the next item, found without a search.
      if (at >= starts[position + 1]!) position = position < last && at < starts[position + 2]! ? position + 1 : this.advance(position, at, last);
      if (counts[position] === round) {
        counts[position] = round + 1;
        marked += 1;
      }
      at = text.indexOf(needle, starts[position + 1]!);
    }
    return marked;
  }

  /** The item holding offset `at`, at or after `from`: a short gallop forward, then a binary search. */
  private advance(from: number, at: number, last: number): number {
    const starts = this.starts;
    let low = from;
    let step = 1;
    // Dense hits are in the next item or the one after; sparse hits jump ahead in doubling steps.
    while (low + step <= last && starts[low + step]! <= at) {
      low += step;
      step *= 2;
    }
    let high = Math.min(last, low + step - 1);
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle]! <= at) low = middle;
      else high = middle - 1;
    }
    return low;
  }
}

/**
 * Spec 2 §5: every word must match. `counts[i]` ends equal to the number of words for the items that
 * match them all: word k only counts for items that matched the k words before it. A word matches
 * the search text; a 'field:value' word may instead match the start of a field's value, found as
 * ' field:value' in the field text (which puts a space before each pair). `counts` is reused.
 */
export function countWordMatches(words: readonly string[], search: SearchHaystack, fields: SearchHaystack, counts: Uint16Array): boolean {
  counts.fill(0);
  for (let k = 0; k < words.length; k += 1) {
    const word = words[k]!;
    let matched = search.markMatches(word, counts, k);
    if (word.indexOf(':') > 0) matched += fields.markMatches(` ${word}`, counts, k);
    // No item matched this word: none can match them all.
    if (matched === 0) return false;
  }
  return true;
}

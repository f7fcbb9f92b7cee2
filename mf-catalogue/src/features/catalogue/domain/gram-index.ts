/**
 * Which items' texts contain a search word, answered from postings of one- and two-character grams
 * instead of a scan of every text: a keystroke then costs about as much as the items it can match.
 * A one- or two-character word of letters, digits, ' ' or ':' is answered by its posting list
 * alone; a longer word (or one with other characters) takes the shortest posting list of its
 * two-character grams as candidates and checks each with includes(). Every other character shares
 * one symbol, so its postings are a superset and are always checked.
 */

/** Symbols: a–z are 0–25, 0–9 are 26–35, ' ' is 36, ':' is 37 (field:value words), any other character 38. */
const OTHER = 38;
const ALPHABET = OTHER + 1;
/** Grams 0…ALPHABET-1 are single characters; a pair (a, b) is ALPHABET + a * ALPHABET + b. */
const GRAMS = ALPHABET + ALPHABET * ALPHABET;

const ASCII_SYMBOLS = (() => {
  const symbols = new Uint8Array(128).fill(OTHER);
  for (let code = 97; code <= 122; code += 1) symbols[code] = code - 97;
  for (let code = 48; code <= 57; code += 1) symbols[code] = 26 + code - 48;
  symbols[32] = 36;
  symbols[58] = 37;
  return symbols;
})();

const symbolAt = (text: string, at: number): number => {
  const code = text.charCodeAt(at);
  return code < 128 ? ASCII_SYMBOLS[code]! : OTHER;
};

export class GramIndex {
  private readonly texts: readonly string[];
  /** Gram g's items, in position order: postings[starts[g]] … postings[starts[g + 1] - 1]. */
  private readonly starts: Int32Array;
  private readonly postings: Int32Array;

  constructor(texts: readonly string[]) {
    this.texts = texts;
    // Pass 1: each item's distinct grams, listed in one flat array, and how many items hold each gram.
    const lastItem = new Int32Array(GRAMS).fill(-1);
    const sizes = new Int32Array(GRAMS + 1);
    let itemGrams = new Int32Array(1024);
    const itemEnds = new Int32Array(texts.length);
    let length = 0;
    for (let position = 0; position < texts.length; position += 1) {
      const text = texts[position]!;
      if (itemGrams.length < length + 2 * text.length) {
        const grown = new Int32Array(Math.max(itemGrams.length * 2, length + 2 * text.length));
        grown.set(itemGrams.subarray(0, length));
        itemGrams = grown;
      }
      let previous = -1;
      for (let at = 0; at < text.length; at += 1) {
        const symbol = symbolAt(text, at);
        if (lastItem[symbol] !== position) {
          lastItem[symbol] = position;
          sizes[symbol]! += 1;
          itemGrams[length++] = symbol;
        }
        if (previous >= 0) {
          const pair = ALPHABET + previous * ALPHABET + symbol;
          if (lastItem[pair] !== position) {
            lastItem[pair] = position;
            sizes[pair]! += 1;
            itemGrams[length++] = pair;
          }
        }
        previous = symbol;
      }
      itemEnds[position] = length;
    }
    // Pass 2: sizes become start offsets, and each item is appended to its grams' lists in order.
    this.starts = new Int32Array(GRAMS + 1);
    for (let gram = 0; gram < GRAMS; gram += 1) this.starts[gram + 1] = this.starts[gram]! + sizes[gram]!;
    this.postings = new Int32Array(length);
    const next = this.starts.slice(0, GRAMS);
    let at = 0;
    for (let position = 0; position < texts.length; position += 1) {
      for (const end = itemEnds[position]!; at < end; at += 1) this.postings[next[itemGrams[at]!]!++] = position;
    }
  }

  /**
   * `counts[i] = round + 1` for each item i with `counts[i] === round` whose text contains
   * `needle`; returns how many were marked.
   */
  markMatches(needle: string, counts: Uint16Array, round: number): number {
    if (needle.length === 0) return 0;
    const { starts, postings, texts } = this;
    let gram = symbolAt(needle, 0);
    let exact = needle.length <= 2 && gram !== OTHER;
    if (needle.length > 1) {
      // The rarest pair of the word: the fewest candidates to check.
      let fewest = Number.MAX_SAFE_INTEGER;
      for (let at = 1; at < needle.length; at += 1) {
        const second = symbolAt(needle, at);
        if (second === OTHER) exact = false;
        const pair = ALPHABET + symbolAt(needle, at - 1) * ALPHABET + second;
        const size = starts[pair + 1]! - starts[pair]!;
        if (size < fewest) {
          fewest = size;
          gram = pair;
        }
      }
    }
    let marked = 0;
    for (let i = starts[gram]!, end = starts[gram + 1]!; i < end; i += 1) {
      const position = postings[i]!;
      if (counts[position] === round && (exact || texts[position]!.includes(needle))) {
        counts[position] = round + 1;
        marked += 1;
      }
    }
    return marked;
  }
}

/**
 * `counts[i] = round + 1` for each item i with `counts[i] === round` whose text contains `needle`,
 * by a plain scan: for the field text, which only 'field:value' words search (too rarely typed to
 * pay for an index of a text longer than the search text).
 */
function markByScan(needle: string, texts: readonly string[], counts: Uint16Array, round: number): number {
  let marked = 0;
  for (let position = 0; position < texts.length; position += 1) {
    if (counts[position] === round && texts[position]!.includes(needle)) {
      counts[position] = round + 1;
      marked += 1;
    }
  }
  return marked;
}

/**
 * Spec 2 §5: every word must match. `counts[i]` ends equal to the number of words for the items that
 * match them all: word k only counts for items that matched the k words before it. A word matches
 * the search text; a 'field:value' word may instead match the start of a field's value, found as
 * ' field:value' in the field text (which puts a space before each pair). `counts` is reused.
 */
export function countWordMatches(words: readonly string[], search: GramIndex, fieldTexts: readonly string[], counts: Uint16Array): boolean {
  counts.fill(0);
  for (let k = 0; k < words.length; k += 1) {
    const word = words[k]!;
    let matched = search.markMatches(word, counts, k);
    if (word.indexOf(':') > 0) matched += markByScan(` ${word}`, fieldTexts, counts, k);
    // No item matched this word: none can match them all.
    if (matched === 0) return false;
  }
  return true;
}

import { countWordMatches, GramIndex } from './gram-index';

/** The items whose text contains `needle`, by position. */
const hits = (index: GramIndex, size: number, needle: string) => {
  const counts = new Uint16Array(size);
  index.markMatches(needle, counts, 0);
  return [...counts.keys()].filter((position) => counts[position] === 1);
};

describe('GramIndex', () => {
  const texts = ['hand hygiene hand', '', 'fire safety', 'hand', 'safe'];
  const index = new GramIndex(texts);

  it('finds each item holding the text once, first and last items included', () => {
    expect(hits(index, 5, 'hand')).toEqual([0, 3]);
    expect(hits(index, 5, 'safe')).toEqual([2, 4]);
    expect(hits(index, 5, 'e')).toEqual([0, 2, 4]);
    expect(hits(index, 5, 'ha')).toEqual([0, 3]);
  });

  it('never matches across two items, and finds nothing for an empty or absent word', () => {
    expect(hits(index, 5, 'handfire')).toEqual([]);
    expect(hits(index, 5, 'eh')).toEqual([]);
    expect(hits(index, 5, '')).toEqual([]);
    expect(hits(index, 5, 'zebra')).toEqual([]);
    expect(hits(index, 5, 'q')).toEqual([]);
    expect(hits(new GramIndex([]), 0, 'a')).toEqual([]);
  });

  it('checks words of characters that share a symbol: accents, other scripts, punctuation', () => {
    const other = new GramIndex(['café crème', 'cafe creme', 'سلامة الحريق', 'c++ basics', 'é']);
    expect(hits(other, 5, 'é')).toEqual([0, 4]);
    expect(hits(other, 5, 'fé')).toEqual([0]);
    expect(hits(other, 5, 'fe')).toEqual([1]);
    expect(hits(other, 5, 'الحر')).toEqual([2]);
    expect(hits(other, 5, 'c++')).toEqual([3]);
    expect(hits(other, 5, '+')).toEqual([3]);
    expect(hits(other, 5, 'ü')).toEqual([]);
  });

  it('marks only the items at the given round, and says how many it marked', () => {
    const counts = Uint16Array.from([1, 0, 1, 0, 1]);
    expect(index.markMatches('a', counts, 1)).toBe(3);
    expect([...counts]).toEqual([2, 0, 2, 0, 2]);
  });

  it('answers exactly what includes() answers, for every word of 1 to 4 characters in random texts', () => {
    const letters = 'abé: 1z';
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const pick = (length: number) => Array.from({ length }, () => letters[Math.floor(random() * letters.length)]).join('');
    const corpus = Array.from({ length: 200 }, () => pick(Math.floor(random() * 12)));
    const many = new GramIndex(corpus);
    for (let word = 0; word < 400; word += 1) {
      const needle = pick(1 + (word % 4));
      expect(hits(many, corpus.length, needle)).toEqual([...corpus.keys()].filter((position) => corpus[position]!.includes(needle)));
    }
  });
});

describe('countWordMatches', () => {
  const search = new GramIndex(['hand hygiene', 'hand cream', 'fire safety']);
  const fields = [' type:video level:advanced', ' type:link', ' type:video'];
  const counts = new Uint16Array(3);
  const matching = (words: string[]) => (countWordMatches(words, search, fields, counts) ? [0, 1, 2].filter((i) => counts[i] === words.length) : []);

  it('needs every word to match', () => {
    expect(matching(['hand'])).toEqual([0, 1]);
    expect(matching(['hand', 'cream'])).toEqual([1]);
    expect(matching(['cream', 'hand'])).toEqual([1]);
    expect(matching(['hand', 'fire'])).toEqual([]);
  });

  it('matches field:value words as prefixes of the field text', () => {
    expect(matching(['type:vid'])).toEqual([0, 2]);
    expect(matching(['type:vid', 'hand'])).toEqual([0]);
    expect(matching(['ype:vid'])).toEqual([]);
    expect(matching(['level:adv'])).toEqual([0]);
  });

  it('counts a word found in both texts once', () => {
    const both = new GramIndex(['type:video notes']);
    const c = new Uint16Array(1);
    expect(countWordMatches(['type:video', 'notes'], both, [' type:video'], c)).toBe(true);
    expect(c[0]).toBe(2);
  });
});

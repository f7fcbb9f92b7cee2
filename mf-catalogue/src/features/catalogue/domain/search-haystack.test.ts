import { countWordMatches, SearchHaystack } from './search-haystack';

const hits = (haystack: SearchHaystack, needle: string) => {
  const found: number[] = [];
  haystack.forEachMatch(needle, (position) => found.push(position));
  return found;
};

describe('SearchHaystack', () => {
  const haystack = new SearchHaystack(['hand hygiene hand', '', 'fire safety', 'hand', 'safe']);

  it('finds each item holding the text once, in order, first and last items included', () => {
    expect(hits(haystack, 'hand')).toEqual([0, 3]);
    expect(hits(haystack, 'safe')).toEqual([2, 4]);
    expect(hits(haystack, 'e')).toEqual([0, 2, 4]);
  });

  it('finds dense and far-apart hits among many items alike', () => {
    const texts = Array.from({ length: 300 }, (_, i) => (i < 3 || i === 150 || i === 299 ? `item ${i} hand` : `item ${i}`));
    const many = new SearchHaystack(texts);
    expect(hits(many, 'hand')).toEqual([0, 1, 2, 150, 299]);
    const counts = new Uint16Array(300);
    expect(countWordMatches(['hand', 'item 15'], many, new SearchHaystack(texts.map(() => '')), counts)).toBe(true);
    expect([...counts.keys()].filter((i) => counts[i] === 2)).toEqual([150]);
  });

  it('never matches across two items, and finds nothing for an empty or absent word', () => {
    expect(hits(haystack, 'handfire')).toEqual([]);
    expect(hits(haystack, 'hand\u0000')).toEqual([]);
    expect(hits(haystack, '')).toEqual([]);
    expect(hits(haystack, 'zebra')).toEqual([]);
    expect(hits(new SearchHaystack([]), 'a')).toEqual([]);
  });
});

describe('countWordMatches', () => {
  const search = new SearchHaystack(['hand hygiene', 'hand cream', 'fire safety']);
  const fields = new SearchHaystack([' type:video level:advanced', ' type:link', ' type:video']);
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
    const both = new SearchHaystack(['type:video notes']);
    const c = new Uint16Array(1);
    expect(countWordMatches(['type:video', 'notes'], both, new SearchHaystack([' type:video']), c)).toBe(true);
    expect(c[0]).toBe(2);
  });
});

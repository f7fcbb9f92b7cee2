import { KeptTextSearch } from './kept-search';

const TEXTS = ['practice nursing', 'prayer times', 'fire safety', 'practical fire drill'];

describe('KeptTextSearch', () => {
  it('finds the texts holding every word, in text order', () => {
    const search = new KeptTextSearch(TEXTS);
    expect([...search.matches(['pra'])]).toEqual([0, 1, 3]);
    expect([...search.matches(['fire', 'prac'])]).toEqual([3]);
    expect([...search.matches([])]).toEqual([0, 1, 2, 3]);
  });

  it('searches only within the positions it is given', () => {
    expect([...new KeptTextSearch(TEXTS, Int32Array.from([1, 2, 3])).matches(['pra'])]).toEqual([1, 3]);
  });

  it('answers a search that comes again from its kept matches, and a letter added from the last matches', () => {
    const texts = [...TEXTS];
    const search = new KeptTextSearch(texts);
    const first = search.matches(['pra']);
    expect(search.matches(['pra'])).toBe(first);
    // A text changed behind the search's back shows which texts a narrowed search still reads.
    texts[2] = 'practice fire';
    expect([...search.matches(['prac'])]).toEqual([0, 3]);
  });

  it('keeps only the latest searches', () => {
    const search = new KeptTextSearch(TEXTS, undefined, 1);
    const first = search.matches(['fire']);
    search.matches(['times']);
    expect(search.matches(['fire'])).not.toBe(first);
  });
});

import { CatalogueSearch, searchWords, type CatalogueSearchTexts } from '../../src/repositories/catalogue-page';

/** Every text holding every word, by a plain pass over all of them: what each search must answer. */
function expected(index: CatalogueSearchTexts, words: readonly string[]): string[] {
  return index.ids.filter((_, position) => words.every((word) => String(index.texts[position]).includes(word)));
}

/** Texts whose matches differ from one letter to the next, with the reads of `includes` counted. */
function countedIndex(size: number): { index: CatalogueSearchTexts; reads: () => number } {
  const topics = ['practice', 'practical skills', 'pray', 'cardiac care', 'audit practice', 'pr'];
  const ids = Array.from({ length: size }, (_, i) => `item-${String(i).padStart(4, '0')}`);
  let reads = 0;
  const texts = ids.map((id, i) => {
    const text = `${topics[i % topics.length]} ${i % 7 === 0 ? 'risk' : 'people'} ${id}`;
    // A string whose includes is counted: the search's cost is the texts it reads.
    return Object.assign(Object.create(String.prototype) as string, {
      includes: (word: string) => {
        reads += 1;
        return text.includes(word);
      },
      toString: () => text,
    });
  });
  return { index: { ids, texts }, reads: () => reads };
}

describe('CatalogueSearch', () => {
  it('answers each search of a word typed letter by letter, and deleted, as a pass over every text would', () => {
    const { index } = countedIndex(600);
    const search = new CatalogueSearch(index);
    const typed = ['p', 'pr', 'pra', 'prac', 'practi', 'practice', 'practic', 'pra', 'p', 'pray'];
    for (const text of typed) {
      const words = searchWords(text);
      const all = expected(index, words);
      expect(search.page(words, 0, 1000)).toEqual({ ids: all, total: all.length });
    }
  });

  it('pages the matches in id order with the exact total', () => {
    const { index } = countedIndex(600);
    const search = new CatalogueSearch(index);
    const all = expected(index, ['risk', 'prac']);
    expect(search.page(['risk', 'prac'], 5, 10)).toEqual({ ids: all.slice(5, 15), total: all.length });
    expect(search.page(['prac', 'risk'], all.length, 10)).toEqual({ ids: [], total: all.length });
  });

  it('reads only the texts the search before it matched when a letter is added, and none when a search comes again', () => {
    const { index, reads } = countedIndex(600);
    const search = new CatalogueSearch(index);
    search.matches(['pr']);
    const afterFirst = reads();
    expect(afterFirst).toBe(600);
    const prMatches = expected(index, ['pr']).length;
    search.matches(['pra']);
    expect(reads() - afterFirst).toBe(prMatches);
    const afterSecond = reads();
    search.matches(['pr']);
    search.matches(['pra']);
    expect(reads()).toBe(afterSecond);
    // A second word narrows too: every match of 'pra risk' holds 'pra'.
    search.matches(['pra', 'risk']);
    // Each of the matches of 'pra' (the narrowest kept search) is read for both words.
    expect(reads() - afterSecond).toBe(2 * expected(index, ['pra']).length);
  });

  it('keeps a bounded number of searches: a search dropped is scanned again, and answered the same', () => {
    const { index, reads } = countedIndex(100);
    const search = new CatalogueSearch(index, 2);
    const first = search.page(['audit'], 0, 100);
    search.matches(['care']);
    search.matches(['risk']);
    const before = reads();
    expect(search.page(['audit'], 0, 100)).toEqual(first);
    expect(reads() - before).toBe(100);
  });
});

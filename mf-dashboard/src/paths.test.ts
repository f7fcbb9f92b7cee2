import { paths } from './paths';

describe('paths', () => {
  it("builds the catalogue search with the filter grammar's 'search:' prefix, encoded", () => {
    expect(paths.catalogueSearch.href({ words: 'fire safety' })).toBe('/catalogue/items/search%3Afire%20safety');
    expect(decodeURIComponent(paths.catalogueSearch.href({ words: 'a/b & c' }).split('/').at(-1) ?? '')).toBe('search:a/b & c');
  });
});

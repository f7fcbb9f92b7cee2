import { emptyFilter, inRange, isFiltering, parseFilter, parseRange, serializeFilter, splitWords, tokenize, withSearchText, type CatalogueFilter } from './filter';

const filter = (overrides: Partial<CatalogueFilter>): CatalogueFilter => ({ ...emptyFilter(), ...overrides });

describe('parseFilter: the filter grammar of spec 2 §2', () => {
  it('reads nothing from an empty or missing filter', () => {
    expect(parseFilter(undefined)).toEqual(emptyFilter());
    expect(parseFilter('   ')).toEqual(emptyFilter());
  });

  it('reads is:mandatory, is:!complete and is:overdue', () => {
    expect(parseFilter('is:mandatory is:!complete is:overdue').flags).toEqual({ mandatory: true, complete: false, overdue: true });
    expect(parseFilter('is:complete is:!mandatory').flags).toEqual({ complete: true, mandatory: false });
  });

  it('ignores unknown flags and sort options', () => {
    expect(parseFilter('is:shiny sort:random')).toEqual(emptyFilter());
  });

  it('reads a #channel or #category tag', () => {
    expect(parseFilter('#clinical').tags).toEqual(['clinical']);
    expect(parseFilter('#"Clinical skills"').tags).toEqual(['Clinical skills']);
  });

  it('reads sort:, status:, type: and category:, with comma-separated alternatives', () => {
    expect(parseFilter('sort:newest status:notComplete type:video,audio category:infection-control')).toEqual(
      filter({ sort: 'newest', statuses: ['notComplete'], types: ['video', 'audio'], categories: ['infection-control'] }),
    );
  });

  it('reads duration: and cost: ranges and < and > prefixes', () => {
    expect(parseFilter('duration:30-60').duration).toEqual({ kind: 'between', from: 30, to: 60 });
    expect(parseFilter('duration:<30').duration).toEqual({ kind: 'below', value: 30 });
    expect(parseFilter('cost:>9.5').cost).toEqual({ kind: 'above', value: 9.5 });
    expect(parseFilter('cost:0').cost).toEqual({ kind: 'equal', value: 0 });
    expect(parseFilter('duration:60-30').duration).toEqual({ kind: 'between', from: 30, to: 60 });
    expect(parseFilter('duration:long').duration).toBeNull();
  });

  it('reads search: and bare words as search words, and any other key:value as a field word', () => {
    expect(parseFilter('search:hand hygiene').words).toEqual(['hand', 'hygiene']);
    expect(parseFilter('level:advanced fire').words).toEqual(['level:advanced', 'fire']);
    expect(parseFilter('search:"first aid"').words).toEqual(['first aid']);
    expect(parseFilter('search:status:x').words).toEqual(['status:x']);
  });

  it('takes keys in any case, and the dashboard search link as it is sent', () => {
    expect(parseFilter('IS:Mandatory Sort:Name')).toEqual(filter({ flags: { mandatory: true }, sort: 'name' }));
    expect(parseFilter(decodeURIComponent('search%3Afire%20safety')).words).toEqual(['fire', 'safety']);
  });
});

describe('serializeFilter', () => {
  it('writes the canonical text', () => {
    const text = serializeFilter(
      filter({
        flags: { overdue: true, mandatory: true, complete: false },
        tags: ['clinical'],
        statuses: ['notComplete'],
        types: ['video', 'audio'],
        categories: ['infection-control'],
        duration: { kind: 'between', from: 30, to: 60 },
        cost: { kind: 'below', value: 10 },
        sort: 'due',
        words: ['hand', 'type:vid', 'status:done', '#hash', 'first aid'],
      }),
    );
    expect(text).toBe(
      'is:mandatory is:!complete is:overdue #clinical status:notComplete type:video,audio category:infection-control ' +
        'duration:30-60 cost:<10 sort:due hand search:type:vid search:status:done search:#hash "first aid"',
    );
  });

  it('writes an empty filter as empty text', () => {
    expect(serializeFilter(emptyFilter())).toBe('');
  });

  it.each([
    'is:mandatory',
    'is:!complete is:overdue',
    '#clinical sort:rating',
    'status:notComplete,Completed type:Course',
    'duration:30-60 cost:>5',
    'duration:<15 cost:0',
    'category:infection-control search:hand hygiene',
    'level:advanced "first aid"',
    'search:sort:x search:#tag',
    'search:"say \\"hello\\"" back\\\\slash',
    '#"Clinical skills" category:"with space"',
  ])('round-trips %s', (text) => {
    const parsed = parseFilter(text);
    const canonical = serializeFilter(parsed);
    expect(parseFilter(canonical)).toEqual(parsed);
    expect(serializeFilter(parseFilter(canonical))).toBe(canonical);
  });

  it('keeps every typed word, quotes and backslashes included', () => {
    const typed = withSearchText(emptyFilter(), 'o"brien c:\\temp #1 is:odd');
    expect(parseFilter(serializeFilter(typed)).words).toEqual(['o"brien', 'c:\\temp', '#1', 'is:odd']);
  });
});

describe('search words (spec 2 §5: split on spaces)', () => {
  it('splits on any run of spaces and drops repeats', () => {
    expect(splitWords('  hand   hygiene hand ')).toEqual(['hand', 'hygiene']);
    expect(withSearchText(filter({ sort: 'name', words: ['old'] }), 'new words')).toEqual(filter({ sort: 'name', words: ['new', 'words'] }));
  });

  it('tokenizes quotes and escapes', () => {
    expect(tokenize('a "b c" d\\ e')).toEqual(['a', 'b c', 'd e']);
  });

  it('knows when a filter narrows the list', () => {
    expect(isFiltering(parseFilter('sort:name'))).toBe(false);
    expect(isFiltering(parseFilter('is:overdue'))).toBe(true);
    expect(isFiltering(parseFilter('fire'))).toBe(true);
  });
});

describe('ranges', () => {
  it('includes both ends of a range and excludes the value of < and >', () => {
    const between = parseRange('30-60')!;
    expect([29, 30, 60, 61].map((v) => inRange(v, between))).toEqual([false, true, true, false]);
    expect([29, 30].map((v) => inRange(v, parseRange('<30')!))).toEqual([true, false]);
    expect([30, 31].map((v) => inRange(v, parseRange('>30')!))).toEqual([false, true]);
    expect([0, 1].map((v) => inRange(v, parseRange('0')!))).toEqual([true, false]);
  });
});

import * as v from 'valibot';
import { CatalogueSearchIndexQuerySchema, CatalogueSearchItemsSchema, CatalogueSearchStatesSchema } from './search-index';

const items = {
  Version: 'v1',
  Ids: ['a', 'b'],
  Names: ['A', 'B'],
  Types: ['Course', 'Event'],
  FriendlyTypes: [null, 'Workshop'],
  Thumbnails: [null, null],
  Parents: [null, 'cur'],
  Mandatory: [false, true],
  PassMarks: [null, 80],
  RatingMeans: [4.5, null],
  RatingCounts: [2, 0],
  Listed: [true, false],
  AvailableFrom: [null, '2026-01-01T00:00:00.000Z'],
  AvailableTo: [null, null],
  Texts: ['a course', 'b event workshop'],
};

describe('the search index of a large catalogue', () => {
  it('takes columns of one value per id', () => {
    expect(v.safeParse(CatalogueSearchItemsSchema, items).success).toBe(true);
    const short = v.safeParse(CatalogueSearchItemsSchema, { ...items, Texts: ['a course'] });
    expect(short.success).toBe(false);
    expect(short.issues?.[0]?.message).toBe('every column has one value per id');
    const states = { Version: 'v1', Ids: ['a'], Enrolments: ['Enrolled'], Completions: ['Attempted'], Mandatory: [false], DueDates: [null] };
    expect(v.safeParse(CatalogueSearchStatesSchema, states).success).toBe(true);
    expect(v.safeParse(CatalogueSearchStatesSchema, { ...states, DueDates: [] }).success).toBe(false);
  });

  it('is asked for by part', () => {
    expect(v.parse(CatalogueSearchIndexQuerySchema, { part: 'items' })).toEqual({ part: 'items' });
    expect(v.safeParse(CatalogueSearchIndexQuerySchema, { part: 'all' }).success).toBe(false);
  });
});

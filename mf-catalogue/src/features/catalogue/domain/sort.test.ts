import { indexCatalogue } from '../../../lib/domain/catalogue-index';
import { makeCatalogue, makeItem } from '../../../lib/domain/test-fixtures';
import { sortedPositions, sortItems, sortOptions } from './sort';

const items = [
  makeItem({
    Id: 'b',
    Name: 'Beta',
    PriorityOrder: 1,
    DueDate: '2026-05-01T00:00:00Z',
    CreatedOn: '2025-02-01T00:00:00Z',
    ModifiedOn: '2025-06-01T00:00:00Z',
    RatingMean: 3.5,
    Completion: 'Completed',
  }),
  makeItem({
    Id: 'a',
    Name: 'alpha',
    PriorityOrder: 1,
    DueDate: null,
    CreatedOn: '2025-03-01T00:00:00Z',
    ModifiedOn: '2025-04-01T00:00:00Z',
    RatingMean: 4.75,
    Completion: 'Attempted',
  }),
  makeItem({
    Id: 'c',
    Name: 'Gamma 10',
    PriorityOrder: 9,
    DueDate: '2026-04-01T00:00:00Z',
    CreatedOn: '2025-01-01T00:00:00Z',
    ModifiedOn: '2025-05-01T00:00:00Z',
    RatingMean: null,
    Enrolment: 'NotEnrolled',
  }),
  makeItem({ Id: 'd', Name: 'Gamma 9', PriorityOrder: 0, DueDate: '2026-06-01T00:00:00Z', CreatedOn: '2025-04-01T00:00:00Z', ModifiedOn: '2025-03-01T00:00:00Z', RatingMean: 2 }),
];
const index = indexCatalogue(makeCatalogue(items), Date.parse('2026-01-01T00:00:00Z'));
const order = (sort: Parameters<typeof sortItems>[1]) => sortItems(index.items, sort).map((i) => i.Id);

describe('sort options (spec 2 §9)', () => {
  it('offers rating only when ratings are on', () => {
    expect(sortOptions(true)).toEqual(['due', 'modified', 'newest', 'oldest', 'rating', 'status', 'name']);
    expect(sortOptions(false)).toEqual(['due', 'modified', 'newest', 'oldest', 'status', 'name']);
  });

  it('default: PriorityOrder descending then title', () => {
    expect(order(null)).toEqual(['c', 'a', 'b', 'd']);
  });

  it('DueDate descending, items without a due date last', () => {
    expect(order('due')).toEqual(['d', 'b', 'c', 'a']);
  });

  it('ModifiedOn descending', () => {
    expect(order('modified')).toEqual(['b', 'c', 'a', 'd']);
  });

  it('CreatedOn descending (Newest) and ascending (Oldest)', () => {
    expect(order('newest')).toEqual(['d', 'a', 'b', 'c']);
    expect(order('oldest')).toEqual(['c', 'b', 'a', 'd']);
  });

  it('RatingMean descending, unrated last', () => {
    expect(order('rating')).toEqual(['a', 'b', 'd', 'c']);
  });

  it('status, then the default order', () => {
    expect(order('status').map((id) => index.byId.get(id)!.displayStatus)).toEqual(['Completed', 'Incomplete', 'NotAttempted', 'NotEnrolled']);
  });

  it('Name, case-insensitive with numbers in order', () => {
    expect(order('name')).toEqual(['a', 'b', 'd', 'c']);
  });

  it('sorts each order once per catalogue', () => {
    expect(sortedPositions(index, 'name')).toBe(sortedPositions(index, 'name'));
    expect(Array.from(sortedPositions(index, null), (position) => index.items[position]!.Id)).toEqual(order(null));
  });
});

describe("titles in the active language's collation (issue 12)", () => {
  const nordic = indexCatalogue(
    makeCatalogue([makeItem({ Id: 'z', Name: 'Zoonoses' }), makeItem({ Id: 'ae', Name: 'Ärztliche Praxis' }), makeItem({ Id: 'a', Name: 'Anatomy' })]),
    Date.parse('2026-01-01T00:00:00Z'),
  );
  const byName = (locale: string) => sortItems(nordic.items, 'name', locale).map((item) => item.Id);

  it('German sorts Ä with A, Swedish after Z', () => {
    expect(byName('de-DE')).toEqual(['a', 'ae', 'z']);
    expect(byName('sv-SE')).toEqual(['a', 'z', 'ae']);
  });

  it('keeps one sorted order per sort and locale', () => {
    const swedish = sortedPositions(nordic, 'name', 'sv-SE');
    expect(sortedPositions(nordic, 'name', 'sv-SE')).toBe(swedish);
    expect(Array.from(sortedPositions(nordic, 'name', 'de-DE'), (position) => nordic.items[position]!.Id)).toEqual(['a', 'ae', 'z']);
  });
});

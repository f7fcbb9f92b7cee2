import type { CatalogueSearchItems } from '@portal/contracts/catalogue';
import { rowItem, SearchIndex, searchWords, statesById } from './search-index';

const NOW = Date.parse('2026-06-01T12:00:00Z');

/** An index of these items (name, text), every one listed and always available unless said. */
function indexOf(items: Array<{ id: string; name: string; text?: string; listed?: boolean; from?: string; to?: string; type?: string; parent?: string }>): CatalogueSearchItems {
  return {
    Version: 'v1',
    Ids: items.map((item) => item.id),
    Names: items.map((item) => item.name),
    Types: items.map((item) => item.type ?? 'Course'),
    FriendlyTypes: items.map(() => null),
    Thumbnails: items.map(() => null),
    Parents: items.map((item) => item.parent ?? null),
    Mandatory: items.map(() => false),
    PassMarks: items.map(() => null),
    RatingMeans: items.map(() => null),
    RatingCounts: items.map(() => 0),
    Listed: items.map((item) => item.listed ?? true),
    AvailableFrom: items.map((item) => item.from ?? null),
    AvailableTo: items.map((item) => item.to ?? null),
    Texts: items.map((item) => item.text ?? item.name.toLowerCase()),
  };
}

const items = indexOf([
  { id: 'a', name: 'Hand hygiene', text: 'hand hygiene infection control video' },
  { id: 'b', name: 'Adult CPR', text: 'adult cpr event clinical' },
  { id: 'c', name: 'Hidden hand policy', listed: false },
  { id: 'd', name: 'Hand washing (ended)', to: '2026-01-01T00:00:00Z' },
  { id: 'e', name: 'Hand care (not yet)', from: '2026-09-01T00:00:00Z' },
  { id: 'f', name: 'Handover', text: 'handover clinical' },
]);

describe('searchWords', () => {
  it('splits on spaces, lower-cases and keeps each word once, as the LMS reads a search', () => {
    expect(searchWords('  Hand  HYGIENE hand\tcontrol ')).toEqual(['hand', 'hygiene', 'control']);
    expect(searchWords('   ')).toEqual([]);
  });
});

describe('SearchIndex', () => {
  it('finds the listed items available now whose text holds every word, in id order, with their total', () => {
    const index = new SearchIndex(items, NOW);
    expect(index.search('hand', 0, 10)).toMatchObject({ words: 'hand', total: 2, offset: 0 });
    expect(index.search('hand', 0, 10).rows.map((row) => row.id)).toEqual(['a', 'f']);
    expect(index.search('CLINICAL hand', 0, 10).rows.map((row) => row.id)).toEqual(['f']);
    expect(index.search('hand nothing', 0, 10)).toMatchObject({ total: 0, rows: [] });
  });

  it('answers no words with every item shown, and pages from an offset', () => {
    const index = new SearchIndex(items, NOW);
    expect(index.search('', 0, 2)).toMatchObject({ total: 3, rows: [{ id: 'a' }, { id: 'b' }] });
    expect(index.search('', 2, 2).rows.map((row) => row.id)).toEqual(['f']);
  });

  it('answers a word typed a letter at a time, and deleted again, as a fresh search would', () => {
    const index = new SearchIndex(items, NOW);
    const typed = ['h', 'ha', 'han', 'hand', 'handover', 'hand', 'ha', 'h', 'c', 'cl clinical'];
    for (const text of typed) expect(index.search(text, 0, 10)).toEqual(new SearchIndex(items, NOW).search(text, 0, 10));
  });

  it('carries what a row shows', () => {
    const index = new SearchIndex(indexOf([{ id: 'x', name: 'Intro', parent: 'cur', type: 'Video' }]), NOW);
    expect(index.search('intro', 0, 1).rows[0]).toEqual({
      id: 'x',
      name: 'Intro',
      type: 'Video',
      friendlyType: null,
      thumbnail: null,
      parent: 'cur',
      mandatory: false,
      passMark: null,
      ratingMean: null,
      ratingCount: 0,
    });
  });
});

describe('rowItem', () => {
  const row = new SearchIndex(indexOf([{ id: 'x', name: 'Fire safety', type: 'Event' }]), NOW).row(0);

  it("shows the user's state as the catalogue's cards do: status, due or overdue, progress, mandatory", () => {
    const states = statesById({ Version: 'v1', Ids: ['x'], Enrolments: ['Enrolled'], Completions: ['Attempted'], Mandatory: [true], DueDates: ['2026-05-01T00:00:00.000Z'] });
    expect(rowItem(row, states.get('x'), NOW)).toMatchObject({
      Id: 'x',
      title: 'Fire safety',
      status: 'Attempted',
      displayStatus: 'Incomplete',
      isMandatory: true,
      DueDate: '2026-05-01T00:00:00.000Z',
      isOverdue: true,
      Progress: 50,
    });
    expect(rowItem(row, { enrolment: 'Enrolled', completion: 'Completed', mandatory: false, dueDate: null }, NOW)).toMatchObject({ displayStatus: 'Attended', Progress: 100 });
  });

  it('shows an item the user has no state for as not enrolled, and one reached through a curriculum as opening it', () => {
    expect(rowItem(row, undefined, NOW)).toMatchObject({ status: 'NotEnrolled', displayStatus: 'NotEnrolled', Progress: 0, isOverdue: false, isMandatory: false });
    const child = new SearchIndex(indexOf([{ id: 'y', name: 'Intro', parent: 'cur' }]), NOW).row(0);
    expect(rowItem(child, undefined, NOW)).toMatchObject({ TargetingMode: 'NotDirectlyTargeted', parents: ['cur'] });
  });
});

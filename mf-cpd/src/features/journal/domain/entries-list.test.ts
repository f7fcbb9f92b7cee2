import type { CpdEntry } from '@portal/contracts/cpd';
import { dateFilterValid, DEFAULT_ENTRY_SORT, ENTRY_COLUMNS, isEntrySort, matchesEntrySearch, nextSort, visibleEntries } from './entries-list';

const entry = (reference: string, title: string, type: string, day: string, fields: Record<string, string> = {}): CpdEntry => ({
  reference,
  journalId: 'p',
  title,
  type,
  completion_date: `${day}T00:00:00.000Z`,
  draft: false,
  credits: 1,
  time: 60,
  reflection: '',
  files: [],
  created_date: `${day}T00:00:00.000Z`,
  updated_date: `${day}T00:00:00.000Z`,
  owner: 'u',
  fields,
});

const sepsis = entry('a', 'Sepsis recognition workshop', 'Course', '2026-01-15', { location: 'Ward 4' });
const conference = entry('b', 'Regional nursing conference', 'Conference', '2026-02-10');
const reading = entry('c', 'Journal club: pressure ulcers', 'Reading', '2026-02-25');
const all = [sepsis, conference, reading];
const compare = (x: string, y: string) => x.localeCompare(y);
const refs = (list: CpdEntry[]) => list.map((e) => e.reference);

describe('the entries list (spec 3 §2)', () => {
  it('has the columns title, type (30 %) and completion_date (12 %), sorted by completion date descending', () => {
    expect(ENTRY_COLUMNS).toEqual([
      { key: 'title', width: undefined },
      { key: 'type', width: '30%' },
      { key: 'completion_date', width: '12%' },
    ]);
    expect(DEFAULT_ENTRY_SORT).toEqual({ column: 'completion_date', direction: 'desc' });
    expect(refs(visibleEntries(all, { search: '', from: '', to: '', sort: DEFAULT_ENTRY_SORT, compareText: compare }))).toEqual(['c', 'b', 'a']);
  });

  it('sorts by another column ascending, and flips a column pressed again', () => {
    const byTitle = nextSort(DEFAULT_ENTRY_SORT, 'title');
    expect(byTitle).toEqual({ column: 'title', direction: 'asc' });
    expect(refs(visibleEntries(all, { search: '', from: '', to: '', sort: byTitle, compareText: compare }))).toEqual(['c', 'b', 'a']);
    expect(nextSort(byTitle, 'title')).toEqual({ column: 'title', direction: 'desc' });
    expect(nextSort(byTitle, 'completion_date')).toEqual({ column: 'completion_date', direction: 'desc' });
  });

  it('matches every word in title and type, in any case', () => {
    expect(matchesEntrySearch(sepsis, 'sepsis course')).toBe(true);
    expect(matchesEntrySearch(sepsis, 'WORKSHOP')).toBe(true);
    expect(matchesEntrySearch(sepsis, 'sepsis conference')).toBe(false);
  });

  it('matches the prefix form key:value on a property or a field', () => {
    expect(matchesEntrySearch(conference, 'type:conf')).toBe(true);
    expect(matchesEntrySearch(conference, 'type:course')).toBe(false);
    expect(matchesEntrySearch(sepsis, 'location:ward')).toBe(true);
    expect(matchesEntrySearch(reading, 'location:ward')).toBe(false);
  });

  it('filters on the completion date, and ignores a filter that fails its own check', () => {
    expect(refs(visibleEntries(all, { search: '', from: '2026-02-01', to: '2026-02-20', sort: DEFAULT_ENTRY_SORT, compareText: compare }))).toEqual(['b']);
    expect(dateFilterValid('2026-03-01', '2026-02-01')).toBe(false);
    expect(refs(visibleEntries(all, { search: '', from: '2026-03-01', to: '2026-02-01', sort: DEFAULT_ENTRY_SORT, compareText: compare }))).toEqual(['c', 'b', 'a']);
  });
});

describe("isEntrySort (a sort remembered in the user's userConfig)", () => {
  it('accepts a sort of a column of the list and refuses anything else', () => {
    expect(isEntrySort({ column: 'title', direction: 'asc' })).toBe(true);
    expect(isEntrySort(DEFAULT_ENTRY_SORT)).toBe(true);
    expect(isEntrySort({ column: 'credits', direction: 'asc' })).toBe(false);
    expect(isEntrySort({ column: 'title', direction: 'up' })).toBe(false);
    expect(isEntrySort(null)).toBe(false);
    expect(isEntrySort('title')).toBe(false);
  });
});

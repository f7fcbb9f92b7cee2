import type { CpdEntry } from '@portal/contracts/cpd';
import { matchesSearch } from '@portal/contracts/search';

/** Spec 3 §2: the entries list's columns, their widths, and the default sort completion_date descending. */
export const ENTRY_COLUMNS = [
  { key: 'title', width: undefined },
  { key: 'type', width: '30%' },
  { key: 'completion_date', width: '12%' },
] as const;
export type EntryColumn = (typeof ENTRY_COLUMNS)[number]['key'];

export interface EntrySort {
  column: EntryColumn;
  direction: 'asc' | 'desc';
}
export const DEFAULT_ENTRY_SORT: EntrySort = { column: 'completion_date', direction: 'desc' };

/** A remembered sort (the user's userConfig) that still names a column of the list. */
export function isEntrySort(value: unknown): value is EntrySort {
  const sort = value as Partial<EntrySort> | null;
  return !!sort && ENTRY_COLUMNS.some((c) => c.key === sort.column) && (sort.direction === 'asc' || sort.direction === 'desc');
}

/** The next sort when a column's header is pressed: the same column flips, another starts ascending (dates descending). */
export function nextSort(current: EntrySort, column: EntryColumn): EntrySort {
  if (current.column === column) return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { column, direction: column === 'completion_date' ? 'desc' : 'asc' };
}

/** The list's search box and completion-date filter (spec 3 §2). */
export interface EntryFilters {
  search: string;
  from: string;
  to: string;
}

/**
 * The filters as the `filters` param carries them between the list, an entry and the plans tab
 * (spec 3 §2): 'search=…&from=…&to=…', empty parts left out; '' when nothing is filtered.
 */
export function writeEntryFilters(filters: EntryFilters): string {
  const params = new URLSearchParams();
  for (const key of ['search', 'from', 'to'] as const) if (filters[key]) params.set(key, filters[key]);
  return params.toString();
}

/** The filters back from the param; anything unreadable is no filter. */
export function readEntryFilters(text: string | null | undefined): EntryFilters {
  const params = new URLSearchParams(text ?? '');
  const day = (key: string) => (/^\d{4}-\d{2}-\d{2}$/.test(params.get(key) ?? '') ? params.get(key)! : '');
  return { search: params.get('search') ?? '', from: day('from'), to: day('to') };
}

/** An entry's value for a key:value search: its own property, else a schema field; undefined for neither. */
function valueOf(entry: CpdEntry, key: string): string | undefined {
  const own = (entry as unknown as Record<string, unknown>)[key];
  if (typeof own === 'string' || typeof own === 'number' || typeof own === 'boolean') return String(own);
  return entry.fields[key];
}

/**
 * Spec 3 §2: entries match by words of title and type (every word must match), or by the prefix
 * form key:value (the key's value starts with value). Empty text matches everything.
 */
export function matchesEntrySearch(entry: CpdEntry, text: string): boolean {
  return matchesSearch(text, { text: `${entry.title} ${entry.type}`, field: (key) => valueOf(entry, key) });
}

/** Spec 3 §2: dates filter on the completion date (inclusive days; either end may be open). */
export function withinDates(entry: CpdEntry, from: string, to: string): boolean {
  const day = entry.completion_date.slice(0, 10);
  return (!from || day >= from) && (!to || day <= to);
}

/** The list filter's own check (spec 3 §5): given dates are valid and the first is not after the second. */
export function dateFilterValid(from: string, to: string): boolean {
  const valid = (day: string) => !day || !Number.isNaN(Date.parse(day));
  return valid(from) && valid(to) && (!from || !to || from <= to);
}

export function sortEntries(entries: readonly CpdEntry[], sort: EntrySort, compareText: (a: string, b: string) => number): CpdEntry[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...entries].sort((a, b) => {
    const order = sort.column === 'completion_date' ? a.completion_date.localeCompare(b.completion_date) : compareText(a[sort.column], b[sort.column]);
    return sign * order || a.reference.localeCompare(b.reference);
  });
}

/** The rows shown: searched, date-filtered (when the filter is valid) and sorted. */
export function visibleEntries(
  entries: readonly CpdEntry[],
  options: { search: string; from: string; to: string; sort: EntrySort; compareText: (a: string, b: string) => number },
): CpdEntry[] {
  const dated = dateFilterValid(options.from, options.to);
  return sortEntries(
    entries.filter((entry) => matchesEntrySearch(entry, options.search) && (!dated || withinDates(entry, options.from, options.to))),
    options.sort,
    options.compareText,
  );
}

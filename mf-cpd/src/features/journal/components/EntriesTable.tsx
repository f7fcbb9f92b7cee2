import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { columnNameOverride, type CpdEntry } from '@portal/contracts/cpd';
import { compareText } from '@portal/i18n';
import { useUserConfig } from '@portal/session';
import { TextField } from '@portal/ui';
import { DateField } from '@portal/ui/date-field';
import { Table, type TableColumn } from '@portal/ui/table';
import { formatDay } from '../../../lib/format';
import { cpdMessages, useText } from '../../../lib/messages';
import {
  DEFAULT_ENTRY_SORT,
  ENTRY_COLUMNS,
  type EntryColumn,
  dateFilterValid,
  isEntrySort,
  nextSort,
  readEntryFilters,
  visibleEntries,
  writeEntryFilters,
} from '../domain/entries-list';
import { journalMessages } from '../messages';

export interface EntriesTableProps {
  entries: readonly CpdEntry[];
  /** Where a row's title leads (the entry page with its params). */
  hrefOf(entry: CpdEntry): string;
  /** The filters the list opens with (the address's `filters`). */
  filters?: string | undefined;
  /** The filters changed (written as the `filters` param); the page keeps them in its address. */
  onFiltersChange?(filters: string): void;
  /** The tenant's list overrides: a column's own name by its key (decision 0017). */
  columnNames?: Readonly<Record<string, unknown>>;
}

/** The entries list (spec 3 §2): search, completion-date filter, sortable columns title, type (30 %), completion_date (12 %). */
export function EntriesTable({ entries, hrefOf, filters, onFiltersChange, columnNames = {} }: EntriesTableProps) {
  const text = useText({ ...cpdMessages, ...journalMessages });
  // Typed into here, and handed to the page's address after each change (not read back from it, so
  // a keystroke never waits for a navigation).
  const [initial] = useState(() => readEntryFilters(filters));
  const [search, setSearch] = useState(initial.search);
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  useEffect(() => onFiltersChange?.(writeEntryFilters({ search, from, to })), [search, from, to, onFiltersChange]);
  // The user's chosen sort is remembered for them (userConfig); the spec's default until they choose.
  const [sort, setSort] = useUserConfig('cpd.entries.sort', isEntrySort, DEFAULT_ENTRY_SORT);
  const rows = useMemo(() => visibleEntries(entries, { search, from, to, sort, compareText }), [entries, search, from, to, sort]);
  const filterValid = dateFilterValid(from, to);
  const columnName = (key: EntryColumn) => columnNameOverride(columnNames, key) ?? text(`cpd.entries.column.${key}`);
  // On a phone each entry becomes a block led by its title, the other cells each a line after their column's name.
  const cellOf: Record<EntryColumn, Pick<TableColumn<CpdEntry>, 'cell' | 'rowHeader'>> = {
    title: {
      rowHeader: true,
      cell: (entry) => (
        <>
          <Link to={hrefOf(entry)}>{entry.title}</Link>
          {entry.draft && <span className="lp-cpd__badge"> {text('cpd.entries.draft')}</span>}
        </>
      ),
    },
    type: { cell: (entry) => entry.type },
    // A date is read whole: it never wraps inside itself.
    completion_date: { cell: (entry) => <span className="lp-cpd__date">{formatDay(entry.completion_date)}</span> },
  };

  return (
    <section className="lp-cpd__entries">
      <div className="lp-cpd__filters">
        <TextField type="search" label={text('cpd.entries.search')} hint={text('cpd.entries.searchHint')} value={search} onChange={(event) => setSearch(event.target.value)} />
        <DateField label={text('cpd.entries.from')} value={from} onChange={(event) => setFrom(event.target.value)} />
        <DateField label={text('cpd.entries.to')} value={to} onChange={(event) => setTo(event.target.value)} />
      </div>
      {!filterValid && (
        <p role="alert" className="lp-form-error">
          {text('cpd.entries.dateFilterInvalid')}
        </p>
      )}
      <Table<CpdEntry>
        caption={text('cpd.entries.caption')}
        captionHidden
        className="lp-cpd__table"
        rows={rows}
        rowKey={(entry) => entry.reference}
        sort={sort}
        onSort={(key) => setSort(nextSort(sort, key as EntryColumn))}
        sortLabel={text('cpd.sortBy')}
        columns={ENTRY_COLUMNS.map(({ key, width }): TableColumn<CpdEntry> => ({ key, header: columnName(key), ...(width ? { width } : {}), ...cellOf[key] }))}
      />
      {rows.length === 0 && <p>{text('cpd.entries.empty')}</p>}
    </section>
  );
}

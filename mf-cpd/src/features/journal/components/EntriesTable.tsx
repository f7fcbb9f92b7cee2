import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { CpdEntry } from '@portal/contracts/cpd';
import { compareText, useTranslation } from '@portal/i18n';
import { useUserConfig } from '@portal/session';
import { TextField } from '@portal/ui';
import { SortableHead } from '../../../lib/components/SortableHead';
import { formatDay } from '../../../lib/format';
import { useText } from '../../../lib/messages';
import { DEFAULT_ENTRY_SORT, ENTRY_COLUMNS, dateFilterValid, isEntrySort, nextSort, visibleEntries } from '../domain/entries-list';
import { journalMessages } from '../messages';

export interface EntriesTableProps {
  entries: readonly CpdEntry[];
  /** Where a row's title leads (the entry page with its params). */
  hrefOf(entry: CpdEntry): string;
}

/** The entries list (spec 3 §2): search, completion-date filter, sortable columns title, type (30 %), completion_date (12 %). */
export function EntriesTable({ entries, hrefOf }: EntriesTableProps) {
  const text = useText(journalMessages);
  const { i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  // The user's chosen sort is remembered for them (userConfig); the spec's default until they choose.
  const [sort, setSort] = useUserConfig('cpd.entries.sort', isEntrySort, DEFAULT_ENTRY_SORT);
  const rows = useMemo(() => visibleEntries(entries, { search, from, to, sort, compareText }), [entries, search, from, to, sort]);
  const filterValid = dateFilterValid(from, to);

  return (
    <section className="lp-cpd__entries">
      <div className="lp-cpd__filters">
        <TextField type="search" label={text('cpd.entries.search')} hint={text('cpd.entries.searchHint')} value={search} onChange={(event) => setSearch(event.target.value)} />
        <TextField type="date" label={text('cpd.entries.from')} value={from} onChange={(event) => setFrom(event.target.value)} />
        <TextField type="date" label={text('cpd.entries.to')} value={to} onChange={(event) => setTo(event.target.value)} />
      </div>
      {!filterValid && (
        <p role="alert" className="lp-form-error">
          {text('cpd.entries.dateFilterInvalid')}
        </p>
      )}
      <table className="lp-cpd__table">
        <caption className="lp-visually-hidden">{text('cpd.entries.caption')}</caption>
        <SortableHead columns={ENTRY_COLUMNS} sort={sort} onSort={(key) => setSort(nextSort(sort, key))} label={(key) => text(`cpd.entries.column.${key}`)} />
        <tbody>
          {rows.map((entry) => (
            <tr key={entry.reference}>
              <td>
                <Link to={hrefOf(entry)}>{entry.title}</Link>
                {entry.draft && <span className="lp-cpd__badge"> {text('cpd.entries.draft')}</span>}
              </td>
              <td>{entry.type}</td>
              <td>{formatDay(entry.completion_date, i18n.language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length === 0 && <p>{text('cpd.entries.empty')}</p>}
    </section>
  );
}

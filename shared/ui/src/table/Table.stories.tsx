import type { Story } from '@ladle/react';
import { useState } from 'react';
import { StatusPill } from '../tag/Tag';
import { Table, type TableSort } from './Table';

export default { title: 'Components/Table' };

interface Entry {
  id: string;
  title: string;
  date: string;
  hours: string;
  status: 'Approved' | 'Draft';
}
const ENTRIES: Entry[] = [
  { id: '1', title: 'Sepsis recognition study day', date: '3 March 2025', hours: '6', status: 'Approved' },
  { id: '2', title: 'Journal club: antimicrobial stewardship', date: '12 March 2025', hours: '1.5', status: 'Draft' },
];
const columns = [
  { key: 'title', header: 'Title', rowHeader: true },
  { key: 'date', header: 'Date' },
  { key: 'hours', header: 'Hours', align: 'end' as const },
  { key: 'status', header: 'Status', cell: (entry: Entry) => <StatusPill tone={entry.status === 'Approved' ? 'success' : 'neutral'}>{entry.status}</StatusPill> },
];

/** Narrow the gallery (its width switch) to see each row become a block. */
export const StacksOnAPhone: Story = () => <Table<Entry> caption="CPD entries" rows={ENTRIES} rowKey={(entry) => entry.id} columns={columns} />;

export const ScrollsSideways: Story = () => <Table<Entry> caption="Learning history" stack={false} rows={ENTRIES} rowKey={(entry) => entry.id} columns={columns} />;

/** Each header a button; the sorted column says so (aria-sort) and shows its arrow. Narrow the gallery: a "Sort by" row takes the hidden header's place. */
export const Sortable: Story = () => {
  const [sort, setSort] = useState<TableSort>({ column: 'date', direction: 'desc' });
  const rows = [...ENTRIES].sort((a, b) => {
    const key = sort.column as keyof Entry;
    return (sort.direction === 'asc' ? 1 : -1) * String(a[key]).localeCompare(String(b[key]));
  });
  return (
    <Table<Entry>
      caption="CPD entries"
      rows={rows}
      rowKey={(entry) => entry.id}
      sort={sort}
      onSort={(column) => setSort((current) => ({ column, direction: current.column === column && current.direction === 'asc' ? 'desc' : 'asc' }))}
      sortLabel="Sort by"
      columns={columns.map((column) => ({ ...column, ...(column.key === 'title' ? { width: '50%' } : {}) }))}
    />
  );
};

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../testing/axe';
import { Table } from './Table';

interface Entry {
  id: string;
  title: string;
  hours: number;
}
const ROWS: Entry[] = [
  { id: 'e1', title: 'Sepsis study day', hours: 6 },
  { id: 'e2', title: 'Journal club', hours: 1.5 },
];

describe('Table', () => {
  it('names itself, its columns and rows, and gives each cell its column name for the phone layout', async () => {
    const { container } = render(
      <Table<Entry>
        caption="CPD entries"
        rows={ROWS}
        rowKey={(row) => row.id}
        columns={[
          { key: 'title', header: 'Title', rowHeader: true },
          { key: 'hours', header: 'Hours', align: 'end', cell: (row) => `${row.hours} h` },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'CPD entries' });
    expect(table).toHaveClass('lp-table-stack');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Title', 'Hours']);
    expect(within(table).getByRole('rowheader', { name: 'Journal club' })).toBeInTheDocument();
    const hours = within(table).getByRole('cell', { name: '1.5 h' });
    expect(hours).toHaveAttribute('data-label', 'Hours');
    expect(hours).toHaveClass('lp-table__cell--end');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('that does not stack scrolls in a region the keyboard reaches, named like the table', () => {
    render(<Table<Entry> caption="History" captionHidden stack={false} rows={ROWS} rowKey={(row) => row.id} columns={[{ key: 'title', header: 'Title' }]} />);
    const region = screen.getByRole('region', { name: 'History' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table', { name: 'History' })).not.toHaveClass('lp-table-stack');
    expect(screen.getByText('History', { selector: 'caption' })).toHaveClass('lp-visually-hidden');
  });

  it('that sorts has a button per header, the sorted column marked for assistive technology', async () => {
    const user = userEvent.setup();
    const onSort = jest.fn();
    render(
      <Table<Entry>
        caption="CPD entries"
        rows={ROWS}
        rowKey={(row) => row.id}
        sort={{ column: 'hours', direction: 'desc' }}
        onSort={onSort}
        sortLabel="Sort by"
        columns={[
          { key: 'title', header: 'Title', rowHeader: true, width: '70%' },
          { key: 'hours', header: 'Hours' },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'CPD entries' });
    expect(screen.getByRole('columnheader', { name: /Hours/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: /Title/ })).toHaveAttribute('aria-sort', 'none');
    await user.click(within(table).getByRole('button', { name: /Title/ }));
    expect(onSort).toHaveBeenCalledWith('title');
    // The phone layout names each cell by the header's words, not the arrow.
    expect(screen.getByRole('cell', { name: '1.5' })).toHaveAttribute('data-label', 'Hours');
  });

  it('that sorts and stacks offers its sort as a visible "Sort by" row of buttons, for the phone layout whose header row is out of sight', async () => {
    const user = userEvent.setup();
    const onSort = jest.fn();
    const { container } = render(
      <Table<Entry>
        caption="CPD entries"
        captionHidden
        rows={ROWS}
        rowKey={(row) => row.id}
        sort={{ column: 'hours', direction: 'desc' }}
        onSort={onSort}
        sortLabel="Sort by"
        columns={[
          { key: 'title', header: 'Title', rowHeader: true },
          { key: 'hours', header: 'Hours' },
        ]}
      />,
    );
    const sortBy = screen.getByRole('group', { name: 'Sort by' });
    expect(sortBy).toHaveClass('lp-table__sort-by');
    expect(within(sortBy).getByText('Sort by')).toBeVisible();
    expect(within(sortBy).getByRole('button', { name: 'Hours', pressed: true })).toBeInTheDocument();
    await user.click(within(sortBy).getByRole('button', { name: 'Title', pressed: false }));
    expect(onSort).toHaveBeenCalledWith('title');
    // Each header is named without its button, which table.css takes out of the way where the rows stack.
    expect(screen.getByRole('columnheader', { name: 'Title' })).toHaveAttribute('aria-label', 'Title');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('that sorts but scrolls sideways keeps its header in sight, so it needs no "Sort by" row', () => {
    render(
      <Table<Entry> caption="History" stack={false} rows={ROWS} rowKey={(row) => row.id} onSort={jest.fn()} sortLabel="Sort by" columns={[{ key: 'title', header: 'Title' }]} />,
    );
    expect(screen.queryByRole('group', { name: 'Sort by' })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Title' })).toHaveTextContent(/^Title$/);
  });
});

import { render, screen, within } from '@testing-library/react';
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
});

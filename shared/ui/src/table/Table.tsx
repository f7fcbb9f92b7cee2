import { useId, type Key, type ReactNode } from 'react';
import { Button } from '../primitives/Button';
import './table.css';

export interface TableColumn<Row> {
  key: string;
  /** The column's name: its header, and on a phone the name before each of its cells. */
  header: string;
  /** The cell (default: the row's value under `key`). */
  cell?(row: Row): ReactNode;
  /** The cell that names the row (a th scope="row"); usually the first column. */
  rowHeader?: boolean;
  /** Numbers line up at the end (in the reading direction). */
  align?: 'start' | 'end';
  /** The column's share of a wide table ('30%'); a phone's stacked rows ignore it. */
  width?: string;
}

/** The column a sortable table is sorted by, and which way. */
export interface TableSort {
  column: string;
  direction: 'asc' | 'desc';
}

/**
 * Sortable: each header is a button that asks for its column (the page decides the next sort); the
 * sorted one carries aria-sort. A table that stacks on a phone has no header row in sight there, so
 * it also shows its sort as a row of buttons named `sortLabel` ("Sort by", in the user's language).
 */
type SortProps =
  | { sort?: undefined; onSort?: undefined; sortLabel?: undefined }
  | {
      sort?: TableSort | undefined;
      onSort(column: string): void;
      sortLabel: string;
    };

export type TableProps<Row> = TableBaseProps<Row> & SortProps;

interface TableBaseProps<Row> {
  /** Names the table; visually hidden when a heading above says the same (`captionHidden`). */
  caption: string;
  captionHidden?: boolean;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey(row: Row): Key;
  /**
   * On a phone each row becomes a block, each cell a line under its column's name (the default), so
   * no column is cut off or hidden off to the side. false: a wide table that scrolls sideways in a
   * labelled, focusable region.
   */
  stack?: boolean;
  className?: string;
}

/** A data table built on `lp-table-stack` (styles.css): columns, rows and the phone layout in one place. */
export function Table<Row>({ caption, captionHidden = false, columns, rows, rowKey, stack = true, className, sort, onSort, sortLabel }: TableProps<Row>) {
  const sortById = useId();
  const cellOf = (column: TableColumn<Row>, row: Row): ReactNode => (column.cell ? column.cell(row) : ((row as Record<string, ReactNode>)[column.key] ?? null));
  const ariaSort = (key: string) => (!onSort ? undefined : sort?.column !== key ? 'none' : sort.direction === 'asc' ? 'ascending' : 'descending');
  const arrow = (key: string) => (sort?.column === key ? (sort.direction === 'asc' ? ' ▲' : ' ▼') : '');
  const table = (
    <table className={['lp-table', stack && 'lp-table-stack', className].filter(Boolean).join(' ')}>
      <caption className={captionHidden ? 'lp-visually-hidden' : 'lp-table__caption'}>{caption}</caption>
      {columns.some((column) => column.width) && (
        <colgroup>
          {columns.map((column) => (
            <col key={column.key} style={column.width ? { width: column.width } : undefined} />
          ))}
        </colgroup>
      )}
      <thead>
        <tr>
          {columns.map((column) => (
            <th
              key={column.key}
              scope="col"
              aria-sort={ariaSort(column.key)}
              // Named in its own right: where the table stacks, its sort button is out of the way (table.css) and names it no more.
              aria-label={onSort && stack ? column.header : undefined}
              className={column.align === 'end' ? 'lp-table__cell--end' : undefined}
            >
              {onSort ? (
                <Button variant="link" className="lp-table__sort" onClick={() => onSort(column.key)}>
                  {column.header}
                  <span aria-hidden="true">{arrow(column.key)}</span>
                </Button>
              ) : (
                column.header
              )}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column) => {
              const className = column.align === 'end' ? 'lp-table__cell--end' : undefined;
              return column.rowHeader ? (
                <th key={column.key} scope="row" className={className}>
                  {cellOf(column, row)}
                </th>
              ) : (
                <td key={column.key} data-label={column.header} className={className}>
                  {cellOf(column, row)}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
  if (stack)
    return onSort ? (
      <>
        {/* Shown only where the rows stack (table.css), the header row being out of sight there. */}
        <div className="lp-table__sort-by" role="group" aria-labelledby={sortById}>
          <span id={sortById} className="lp-table__sort-by-label">
            {sortLabel}
          </span>
          {columns.map((column) => (
            <Button key={column.key} variant="secondary" size="sm" aria-pressed={sort?.column === column.key} onClick={() => onSort(column.key)}>
              {column.header}
              <span aria-hidden="true">{arrow(column.key)}</span>
            </Button>
          ))}
        </div>
        {table}
      </>
    ) : (
      table
    );
  return (
    // A region the keyboard can scroll (WCAG 2.1.1), named by the table's caption.
    <div className="lp-table-scroll" role="region" aria-label={caption} tabIndex={0}>
      {table}
    </div>
  );
}

import type { Key, ReactNode } from 'react';
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
}

export interface TableProps<Row> {
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
export function Table<Row>({ caption, captionHidden = false, columns, rows, rowKey, stack = true, className }: TableProps<Row>) {
  const cellOf = (column: TableColumn<Row>, row: Row): ReactNode => (column.cell ? column.cell(row) : ((row as Record<string, ReactNode>)[column.key] ?? null));
  const table = (
    <table className={['lp-table', stack && 'lp-table-stack', className].filter(Boolean).join(' ')}>
      <caption className={captionHidden ? 'lp-visually-hidden' : 'lp-table__caption'}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.key} scope="col" className={column.align === 'end' ? 'lp-table__cell--end' : undefined}>
              {column.header}
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
  if (stack) return table;
  return (
    // A region the keyboard can scroll (WCAG 2.1.1), named by the table's caption.
    <div className="lp-table-scroll" role="region" aria-label={caption} tabIndex={0}>
      {table}
    </div>
  );
}

/** A column of a sortable list: its key, and its width where the spec gives one. */
export interface SortableColumn<K extends string> {
  key: K;
  width?: string;
}

export interface SortableHeadProps<K extends string> {
  columns: readonly SortableColumn<K>[];
  sort: { column: K; direction: 'asc' | 'desc' };
  /** A header's button was pressed: the list's own rule decides the next sort. */
  onSort(column: K): void;
  label(column: K): string;
}

/**
 * The column widths and the header row of a sortable table (spec 3 §2 lists): each header a button
 * that sorts by it, the current one marked with aria-sort for screen readers and an arrow for sight.
 */
export function SortableHead<K extends string>({ columns, sort, onSort, label }: SortableHeadProps<K>) {
  return (
    <>
      <colgroup>
        {columns.map((column) => (
          <col key={column.key} style={column.width ? { width: column.width } : undefined} />
        ))}
      </colgroup>
      <thead>
        <tr>
          {columns.map(({ key }) => (
            <th key={key} scope="col" aria-sort={sort.column === key ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
              <button type="button" className="lp-cpd__sort" onClick={() => onSort(key)}>
                {label(key)}
                <span aria-hidden="true">{sort.column === key ? (sort.direction === 'asc' ? ' ▲' : ' ▼') : ''}</span>
              </button>
            </th>
          ))}
        </tr>
      </thead>
    </>
  );
}

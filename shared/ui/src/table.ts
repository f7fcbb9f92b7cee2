/* Table on a path of its own: pages without a table do not load it. */
export { Table, type TableColumn, type TableProps, type TableSort } from './table/Table';

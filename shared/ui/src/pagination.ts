/* Pagination on a path of its own: pages without one do not load it. */
export { Pagination, pagesAround, type PaginationProps } from './pagination/Pagination';

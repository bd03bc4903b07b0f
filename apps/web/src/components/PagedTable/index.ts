export { PagedTable, type PagedColumn, type PagedTableProps } from './PagedTable';
export { PAGE_SIZES, usePaging, type Paging } from './usePaging';

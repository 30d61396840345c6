export { useServerGrid, type ServerGridOptions, type ServerPage } from './use-server-grid.ts';
export { listQuery, type ListQuery, type ListFilter, type ListSort } from './list-query.ts';
export { allPages, EXPORT_PAGE_SIZE } from './all-pages.ts';

export { useServerGrid, type ServerGridOptions, type ServerPage } from './use-server-grid.ts';
export { listQuery, type ListQuery, type ListFilter, type ListSort } from './list-query.ts';

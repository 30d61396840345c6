import type { GridSortModel } from '@mui/x-data-grid';

/**
 * The sort after a click on a column's header: a new column sorts up, a second click down, a third
 * click drops the sort (the server's own order again). One column at a time, as the data grid sorts.
 */
export function nextSort(sort: GridSortModel, field: string): GridSortModel {
  const current = sort[0]?.field === field ? sort[0].sort : null;
  if (current === 'asc') return [{ field, sort: 'desc' }];
  if (current === 'desc') return [];
  return [{ field, sort: 'asc' }];
}

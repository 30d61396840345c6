import { useCallback, useMemo, useState } from 'react';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { GridFilterModel, GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { useDebounced } from '../use-debounced.ts';
import { listQuery, type ListQuery } from './list-query.ts';

/** Quick search waits for the typing to pause before asking the server. */
const SEARCH_DELAY_MS = 400;

export interface ServerPage<Item> {
  items: Item[];
  totalCount: number;
}

export interface ServerGridOptions<Data, Item, Variables> {
  /** The page inside the answer, e.g. (data) => data.ordersPage. */
  page(data: Data): ServerPage<Item>;
  /** The query's other variables (a period, a warehouse); a change starts again from the first page. */
  variables?: Omit<Variables, 'query'>;
  pageSize?: number;
  initialSort?: GridSortModel;
  /** Columns holding calendar days, whose filter values travel as "YYYY-MM-DD". */
  dateFields?: readonly string[];
}

const NO_FILTER: GridFilterModel = { items: [] };

/**
 * Drives a data grid in server mode from a page-shaped query that takes `query: ListQuery`:
 * the grid's page, sort, filters and quick search become the variable, the answer's totalCount the
 * row count. Spread `gridProps` into the grid.
 */
export function useServerGrid<Data, Item, Variables extends OperationVariables & { query: ListQuery }>(
  document: TypedDocumentNode<Data, Variables>,
  { page, variables, pageSize = 50, initialSort = [], dateFields = [] }: ServerGridOptions<Data, Item, Variables>,
) {
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize });
  const [sort, setSort] = useState<GridSortModel>(initialSort);
  const [filter, setFilter] = useState<GridFilterModel>(NO_FILTER);
  const searchSettled = useDebounced(filter.quickFilterValues, SEARCH_DELAY_MS);

  // Other variables changed (a period, a warehouse): page 3 of the old list means nothing in the new one.
  const variablesKey = JSON.stringify(variables ?? {});
  const [seenVariables, setSeenVariables] = useState(variablesKey);
  if (seenVariables !== variablesKey) {
    setSeenVariables(variablesKey);
    setPagination((previous) => ({ ...previous, page: 0 }));
  }

  const dates = useMemo(() => new Set(dateFields), [dateFields]);
  const query = useMemo(
    () =>
      listQuery({ pagination, sort, filter: { ...filter, quickFilterValues: searchSettled } }, (field) =>
        dates.has(field),
      ),
    [pagination, sort, filter, searchSettled, dates],
  );

  const result = useQuery(document, {
    variables: { ...variables, query } as unknown as Variables,
    fetchPolicy: 'cache-and-network',
  });
  // While the next page loads, the grid keeps the previous one and its row count, so the pager does not jump.
  const shown = result.data ?? result.previousData;
  const current = shown ? page(shown as Data) : null;

  const onSortModelChange = useCallback((model: GridSortModel) => {
    setSort(model);
    setPagination((previous) => ({ ...previous, page: 0 }));
  }, []);
  const onFilterModelChange = useCallback((model: GridFilterModel) => {
    setFilter(model);
    setPagination((previous) => ({ ...previous, page: 0 }));
  }, []);

  return {
    ...result,
    items: current?.items ?? [],
    totalCount: current?.totalCount ?? 0,
    hasData: Boolean(shown),
    query,
    gridProps: {
      rows: current?.items ?? [],
      rowCount: current?.totalCount ?? 0,
      loading: result.loading,
      paginationMode: 'server' as const,
      sortingMode: 'server' as const,
      filterMode: 'server' as const,
      paginationModel: pagination,
      onPaginationModelChange: setPagination,
      sortModel: sort,
      onSortModelChange,
      filterModel: filter,
      onFilterModelChange,
    },
  };
}

import { useMemo } from 'react';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { GridSortModel } from '@mui/x-data-grid';
import { useGridUrlState } from '../url-state/grid-url-state.ts';
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
  /**
   * The query's other variables (a period, a warehouse). Keep them in the address with useUrlState:
   * changing one there starts the list again from its first page.
   */
  variables?: Omit<Variables, 'query'>;
  pageSize?: number;
  initialSort?: GridSortModel;
  /** Columns holding calendar days, whose filter values travel as "YYYY-MM-DD". */
  dateFields?: readonly string[];
}

/**
 * Drives a data grid in server mode from a page-shaped query that takes `query: ListQuery`:
 * the grid's page, sort, filters and quick search become the variable, the answer's totalCount the
 * row count. Spread `gridProps` into the grid. The models live in the address (useGridUrlState), so the
 * list can be linked and Back returns to it.
 */
export function useServerGrid<Data, Item, Variables extends OperationVariables & { query: ListQuery }>(
  document: TypedDocumentNode<Data, Variables>,
  { page, variables, pageSize = 50, initialSort = [], dateFields = [] }: ServerGridOptions<Data, Item, Variables>,
) {
  const { pagination, sort, filter, gridModels } = useGridUrlState({ pageSize, initialSort });
  const searchSettled = useDebounced(filter.quickFilterValues, SEARCH_DELAY_MS);

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

  return {
    ...result,
    items: current?.items ?? [],
    totalCount: current?.totalCount ?? 0,
    hasData: Boolean(shown),
    query,
    gridProps: {
      rows: current?.items ?? [],
      // Unknown until the first answer: a known 0 would move a linked page 3 back to the first page.
      rowCount: current ? current.totalCount : -1,
      loading: result.loading,
      paginationMode: 'server' as const,
      sortingMode: 'server' as const,
      filterMode: 'server' as const,
      ...gridModels,
    },
  };
}

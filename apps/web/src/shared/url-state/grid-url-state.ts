import { useCallback, useMemo } from 'react';
import type { GridFilterItem, GridFilterModel, GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { intParam, PAGE_KEY, textParam, urlParam, type UrlSchema } from './url-params.ts';
import { useUrlState } from './use-url-state.ts';

// A data grid's page, page size, sort, filters and quick search in the address:
// ?page=2&size=100&sort=-date,nmId&q=футболка&filter=[["status","is","active"]].

interface GridUrlState {
  page: number;
  size: number;
  sort: GridSortModel;
  q: string;
  filter: GridFilterItem[];
}

/** `-field` sorts down, `field` up; several joined by commas, the first deciding first. */
export function sortToText(model: GridSortModel): string {
  return model
    .filter((item) => item.sort)
    .map((item) => (item.sort === 'desc' ? `-${item.field}` : item.field))
    .join(',');
}

export function sortFromText(text: string): GridSortModel {
  return text
    .split(',')
    .filter(Boolean)
    .map((part) => (part.startsWith('-') ? { field: part.slice(1), sort: 'desc' } : { field: part, sort: 'asc' }));
}

type FilterEntry = [field: string, operator: string, value?: unknown];

/** A day or an instant a filter holds travels as {"d": ISO text}, so it comes back as a date. */
const encodeValue = (value: unknown): unknown =>
  value instanceof Date ? { d: value.toISOString() } : Array.isArray(value) ? value.map(encodeValue) : value;

const decodeValue = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(decodeValue);
  if (value && typeof value === 'object' && typeof (value as { d?: unknown }).d === 'string') {
    const date = new Date((value as { d: string }).d);
    return Number.isNaN(date.getTime()) ? undefined : date;
  }
  return value;
};

export function filterToText(items: readonly GridFilterItem[]): string {
  if (items.length === 0) return '';
  return JSON.stringify(
    items.map((item): FilterEntry =>
      item.value === undefined ? [item.field, item.operator] : [item.field, item.operator, encodeValue(item.value)],
    ),
  );
}

/** The filters a link names; what does not read as filters is none. */
export function filterFromText(text: string): GridFilterItem[] | null {
  let entries: unknown;
  try {
    entries = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(entries)) return null;
  const items: GridFilterItem[] = [];
  for (const entry of entries) {
    if (!Array.isArray(entry) || typeof entry[0] !== 'string' || typeof entry[1] !== 'string') return null;
    // The grid tells several filters apart by their id.
    items.push({ id: items.length, field: entry[0], operator: entry[1], value: decodeValue(entry[2]) });
  }
  return items;
}

/** Every key a grid keeps in the address, for a change (a tab) that makes them meaningless. */
export const GRID_KEYS = [PAGE_KEY, 'size', 'sort', 'q', 'filter'] as const;

function gridSchema(pageSize: number, initialSort: GridSortModel): UrlSchema<GridUrlState> {
  return {
    [PAGE_KEY]: intParam(1, { min: 1 }),
    size: intParam(pageSize, { min: 1, max: 1000 }),
    sort: urlParam(initialSort, sortFromText, sortToText),
    q: textParam(),
    filter: urlParam<GridFilterItem[]>([], filterFromText, filterToText),
  } as UrlSchema<GridUrlState>;
}

/**
 * A data grid's models kept in the address, for a grid in server or client mode: spread `gridModels`
 * into it. Paging and sorting are steps Back returns from; filling in a filter or a search is not.
 */
export function useGridUrlState({ pageSize = 50, initialSort = [] as GridSortModel } = {}) {
  const sortKey = sortToText(initialSort);
  const schema = useMemo(() => gridSchema(pageSize, sortFromText(sortKey)), [pageSize, sortKey]);
  const [state, setState] = useUrlState(schema);

  const pagination = useMemo<GridPaginationModel>(
    () => ({ page: state.page - 1, pageSize: state.size }),
    [state.page, state.size],
  );
  const filter = useMemo<GridFilterModel>(
    () => ({ items: state.filter, quickFilterValues: state.q ? state.q.split(/\s+/) : [] }),
    [state.filter, state.q],
  );

  const onPaginationModelChange = useCallback(
    (model: GridPaginationModel) => {
      if (model.page === pagination.page && model.pageSize === pagination.pageSize) return;
      // A new page size starts from the first page, as the grid itself does.
      const page = model.pageSize === pagination.pageSize ? model.page + 1 : 1;
      setState({ page, size: model.pageSize }, { push: true });
    },
    [pagination, setState],
  );
  const onSortModelChange = useCallback(
    (model: GridSortModel) => setState({ sort: model }, { push: true }),
    [setState],
  );
  const onFilterModelChange = useCallback(
    (model: GridFilterModel) =>
      setState({
        filter: model.items,
        q: (model.quickFilterValues ?? [])
          .map((word) => String(word).trim())
          .filter(Boolean)
          .join(' '),
      }),
    [setState],
  );

  return {
    pagination,
    sort: state.sort,
    filter,
    gridModels: {
      paginationModel: pagination,
      onPaginationModelChange,
      sortModel: state.sort,
      onSortModelChange,
      filterModel: filter,
      onFilterModelChange,
    },
  };
}

// The one list shape of the GraphQL API (page, sort, filters, quick search) and how the data grid's
// models become it. Field names and operators are the API's; see docs/architecture.md.
import type { GridFilterItem, GridFilterModel, GridPaginationModel, GridSortModel } from '@mui/x-data-grid';

import type { FilterOperator, ListFilter, ListQuery, ListSort } from '../../gql/graphql.ts';

export type { FilterOperator, ListFilter, ListQuery, ListSort };

/** The data grid's operators (text, number, date and single-select columns) in the API's words. */
const OPERATORS: Record<string, FilterOperator> = {
  contains: 'CONTAINS',
  startsWith: 'STARTS_WITH',
  endsWith: 'ENDS_WITH',
  equals: 'EQUALS',
  is: 'EQUALS',
  '=': 'EQUALS',
  not: 'NOT_EQUALS',
  '!=': 'NOT_EQUALS',
  doesNotEqual: 'NOT_EQUALS',
  '>': 'GREATER',
  after: 'GREATER',
  '>=': 'GREATER_OR_EQUAL',
  onOrAfter: 'GREATER_OR_EQUAL',
  '<': 'LESS',
  before: 'LESS',
  '<=': 'LESS_OR_EQUAL',
  onOrBefore: 'LESS_OR_EQUAL',
  isEmpty: 'IS_EMPTY',
  isNotEmpty: 'IS_NOT_EMPTY',
  isAnyOf: 'IS_ANY_OF',
};

export function filterOperator(gridOperator: string): FilterOperator | null {
  return OPERATORS[gridOperator] ?? null;
}

const two = (n: number) => String(n).padStart(2, '0');

/** A filter value as the API reads it: dates "YYYY-MM-DD" (or ISO with the time), the rest as text. */
export function filterValue(value: unknown, dateOnly: boolean): string {
  if (value instanceof Date) {
    return dateOnly
      ? `${value.getFullYear()}-${two(value.getMonth() + 1)}-${two(value.getDate())}`
      : value.toISOString();
  }
  return String(value).trim();
}

const hasValue = (value: unknown) => value !== undefined && value !== null && String(value).trim() !== '';

/**
 * The grid's filter items as API filters. An item still being typed (no value yet) and an operator
 * the API has no word for are left out, as the grid itself ignores them until they are complete.
 */
export function listFilters(items: readonly GridFilterItem[], dateOnly: (field: string) => boolean = () => false) {
  const filters: ListFilter[] = [];
  for (const item of items) {
    const operator = filterOperator(item.operator);
    if (!operator) continue;
    const dates = dateOnly(item.field);
    if (operator === 'IS_EMPTY' || operator === 'IS_NOT_EMPTY') {
      filters.push({ field: item.field, operator });
    } else if (operator === 'IS_ANY_OF') {
      const values = (Array.isArray(item.value) ? item.value : []).filter(hasValue).map((v) => filterValue(v, dates));
      if (values.length > 0) filters.push({ field: item.field, operator, values });
    } else if (hasValue(item.value)) {
      filters.push({ field: item.field, operator, value: filterValue(item.value, dates) });
    }
  }
  return filters;
}

export function listSort(model: GridSortModel): ListSort[] {
  return model.flatMap((item) =>
    item.sort ? [{ field: item.field, direction: item.sort === 'asc' ? ('ASC' as const) : ('DESC' as const) }] : [],
  );
}

/** The quick search words joined by a space; none: no search. */
export function listSearch(model: GridFilterModel): string | null {
  const text = (model.quickFilterValues ?? [])
    .map((word) => String(word).trim())
    .filter(Boolean)
    .join(' ');
  return text === '' ? null : text;
}

export interface GridModels {
  pagination: GridPaginationModel;
  sort: GridSortModel;
  filter: GridFilterModel;
}

/** The `query` variable of a page-shaped list for what the grid shows. */
export function listQuery({ pagination, sort, filter }: GridModels, dateOnly?: (field: string) => boolean): ListQuery {
  const sorted = listSort(sort);
  const filters = listFilters(filter.items, dateOnly);
  const search = listSearch(filter);
  return {
    page: pagination.page,
    pageSize: pagination.pageSize,
    ...(sorted.length > 0 ? { sort: sorted } : {}),
    ...(filters.length > 0 ? { filters } : {}),
    ...(search ? { search } : {}),
  };
}

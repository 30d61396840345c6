import { describe, expect, it } from 'vitest';
import { filterOperator, listFilters, listQuery, listSearch, listSort } from './list-query.ts';

describe('the grid models as ListQuery', () => {
  it('maps every grid operator the contract names', () => {
    const expected: Record<string, string> = {
      contains: 'CONTAINS',
      startsWith: 'STARTS_WITH',
      endsWith: 'ENDS_WITH',
      equals: 'EQUALS',
      is: 'EQUALS',
      '=': 'EQUALS',
      not: 'NOT_EQUALS',
      '!=': 'NOT_EQUALS',
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
    for (const [grid, api] of Object.entries(expected)) expect(filterOperator(grid)).toBe(api);
    expect(filterOperator('doesNotContain')).toBeNull();
  });

  it('sends values as text, lists for isAnyOf, none for the empty checks, and leaves out unfinished items', () => {
    const filters = listFilters(
      [
        { field: 'totalPrice', operator: '>=', value: 1234.5 },
        { field: 'supplierArticle', operator: 'contains', value: '  футб ' },
        { field: 'status', operator: 'isAnyOf', value: ['NEW', 'CONFIRM', ''] },
        { field: 'cancelDate', operator: 'isEmpty' },
        { field: 'date', operator: 'onOrAfter', value: new Date(2026, 2, 5) },
        { field: 'brand', operator: 'contains', value: '' },
        { field: 'brand', operator: 'equals' },
        { field: 'warehouse', operator: 'isAnyOf', value: [] },
        { field: 'title', operator: 'doesNotContain', value: 'x' },
      ],
      (field) => field === 'date',
    );
    expect(filters).toEqual([
      { field: 'totalPrice', operator: 'GREATER_OR_EQUAL', value: '1234.5' },
      { field: 'supplierArticle', operator: 'CONTAINS', value: 'футб' },
      { field: 'status', operator: 'IS_ANY_OF', values: ['NEW', 'CONFIRM'] },
      { field: 'cancelDate', operator: 'IS_EMPTY' },
      { field: 'date', operator: 'GREATER_OR_EQUAL', value: '2026-03-05' },
    ]);
  });

  it('a date-time filter travels as ISO 8601', () => {
    const moment = new Date(Date.UTC(2026, 2, 5, 11, 30));
    expect(listFilters([{ field: 'lastChangeDate', operator: 'before', value: moment }])).toEqual([
      { field: 'lastChangeDate', operator: 'LESS', value: '2026-03-05T11:30:00.000Z' },
    ]);
  });

  it('maps sort directions in order and drops a column whose sort was cleared', () => {
    expect(
      listSort([
        { field: 'date', sort: 'desc' },
        { field: 'totalPrice', sort: 'asc' },
        { field: 'brand', sort: null },
      ]),
    ).toEqual([
      { field: 'date', direction: 'DESC' },
      { field: 'totalPrice', direction: 'ASC' },
    ]);
  });

  it('joins the quick search words by a space', () => {
    expect(listSearch({ items: [], quickFilterValues: ['футболка', ' красная '] })).toBe('футболка красная');
    expect(listSearch({ items: [], quickFilterValues: ['', ' '] })).toBeNull();
    expect(listSearch({ items: [] })).toBeNull();
  });

  it('builds the query variable, leaving out what is not set', () => {
    expect(listQuery({ pagination: { page: 2, pageSize: 100 }, sort: [], filter: { items: [] } })).toEqual({
      page: 2,
      pageSize: 100,
    });
    expect(
      listQuery({
        pagination: { page: 0, pageSize: 50 },
        sort: [{ field: 'date', sort: 'asc' }],
        filter: { items: [{ field: 'nmId', operator: '=', value: 42 }], quickFilterValues: ['WB-1'] },
      }),
    ).toEqual({
      page: 0,
      pageSize: 50,
      sort: [{ field: 'date', direction: 'ASC' }],
      filters: [{ field: 'nmId', operator: 'EQUALS', value: '42' }],
      search: 'WB-1',
    });
  });
});

import type { ObjectRef } from '@pothos/core';
import { builder } from '../../graphql/builder.ts';
import { MAX_PAGE_SIZE, type FilterOperator } from './list-query.ts';

// The one list shape of every long list (orders, sales, ledger, adverts...), shared with the web's grids.

export const SortDirection = builder.enumType('SortDirection', { values: ['ASC', 'DESC'] as const });

export const FilterOperatorEnum = builder.enumType('FilterOperator', {
  values: [
    'CONTAINS',
    'STARTS_WITH',
    'ENDS_WITH',
    'EQUALS',
    'NOT_EQUALS',
    'GREATER',
    'GREATER_OR_EQUAL',
    'LESS',
    'LESS_OR_EQUAL',
    'IS_EMPTY',
    'IS_NOT_EMPTY',
    'IS_ANY_OF',
  ] as const satisfies readonly FilterOperator[],
});

export const ListSort = builder.inputType('ListSort', {
  fields: (t) => ({
    field: t.string({ required: true, description: "The item type's GraphQL field name." }),
    direction: t.field({ type: SortDirection, required: true }),
  }),
});

export const ListFilter = builder.inputType('ListFilter', {
  fields: (t) => ({
    field: t.string({ required: true }),
    operator: t.field({ type: FilterOperatorEnum, required: true }),
    value: t.string({ description: 'Money and decimals "1234.50", dates YYYY-MM-DD, date-times ISO 8601.' }),
    values: t.stringList({ description: 'For IS_ANY_OF.' }),
  }),
});

export const ListQuery = builder.inputType('ListQuery', {
  description: 'A page of a long list, sorted and filtered on the server.',
  fields: (t) => ({
    page: t.int({ required: true, defaultValue: 0, description: '0-based.' }),
    pageSize: t.int({ required: true, defaultValue: 50, description: `1..${MAX_PAGE_SIZE}.` }),
    sort: t.field({ type: [ListSort], description: "Applied in order; the list's own order breaks ties." }),
    filters: t.field({ type: [ListFilter], description: 'All must hold.' }),
    search: t.string({ description: "Case-insensitive contains over the list's text columns." }),
  }),
});

/** `<Thing>Page { items, totalCount }` for a list of Thing. */
type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

export function pageType<Item>(itemName: string, item: ObjectRef<Types, Item>) {
  return builder.objectRef<{ items: Item[]; totalCount: number }>(`${itemName}Page`).implement({
    fields: (t) => ({
      items: t.field({ type: [item], resolve: (page) => page.items }),
      totalCount: t.exposeInt('totalCount'),
    }),
  });
}

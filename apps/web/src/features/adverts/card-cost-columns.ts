import type { ColumnSpec } from '../../shared/columns/column-spec.ts';
import type { AdvertCardCost } from './adverts.graphql.ts';

/** The campaign's advertising cost by card (ДРР), on screen and in the Excel file. */
export const cardCostColumns: ColumnSpec<AdvertCardCost>[] = [
  { field: 'nm', header: 'nmID', kind: 'integer', value: (c) => c.nm, width: 110 },
  {
    field: 'vendorCode',
    header: 'Артикул',
    kind: 'text',
    value: (c) => c.vendorCode ?? '—',
    flex: 1,
    minWidth: 160,
  },
  { field: 'spend', header: 'Расход', kind: 'money', value: (c) => c.spend, width: 120 },
  { field: 'orders', header: 'Заказы', kind: 'integer', value: (c) => c.orders, width: 90 },
  {
    field: 'ordersSum',
    header: 'Сумма заказов',
    kind: 'money',
    value: (c) => c.ordersSum,
    only: 'export',
  },
  {
    field: 'sales',
    header: 'Продажи',
    exportHeader: 'Продажи за вычетом возвратов',
    kind: 'integer',
    value: (c) => c.sales,
    width: 90,
  },
  {
    field: 'salesSum',
    header: 'Сумма продаж',
    exportHeader: 'Сумма продаж за вычетом возвратов, ₽',
    kind: 'money',
    value: (c) => c.salesSum,
    only: 'export',
  },
  { field: 'costPerOrder', header: 'Расход на заказ', kind: 'money', value: (c) => c.costPerOrder, width: 140 },
  { field: 'costPerSale', header: 'Расход на продажу', kind: 'money', value: (c) => c.costPerSale, width: 150 },
  { field: 'drrOrders', header: 'ДРР от заказов', kind: 'percent', value: (c) => c.drrOrders, width: 140 },
  { field: 'drrSales', header: 'ДРР от продаж', kind: 'percent', value: (c) => c.drrSales, width: 130 },
  {
    field: 'advertOrders',
    header: 'Заказы по данным WB',
    kind: 'integer',
    value: (c) => c.advertOrders,
    only: 'export',
  },
];

import type { ColumnSpec } from '../../shared/columns/column-spec.ts';
import type { OrderRow, SaleRow } from './orders.graphql.ts';

// The columns of the orders and sales grids; field names are the API's, so sort and filter go to the server.

type Shared = OrderRow | SaleRow;

const NUMBER_FILTER = { grid: { type: 'number' as const } };
const NO_FILTER = { grid: { filterable: false } };

function shared<Row extends Shared>(): ColumnSpec<Row>[] {
  return [
    { field: 'date', header: 'Дата', kind: 'dateTime', width: 150, value: (row) => row.date, ...NO_FILTER },
    {
      field: 'supplierArticle',
      header: 'Артикул продавца',
      kind: 'text',
      width: 160,
      value: (row) => row.supplierArticle,
    },
    { field: 'nmId', header: 'Артикул WB', kind: 'integer', width: 110, value: (row) => row.nmId, ...NUMBER_FILTER },
    { field: 'barcode', header: 'Баркод', kind: 'text', width: 140, value: (row) => row.barcode },
    { field: 'techSize', header: 'Размер', kind: 'text', width: 80, value: (row) => row.techSize },
    { field: 'subject', header: 'Предмет', kind: 'text', width: 140, value: (row) => row.subject },
    { field: 'brand', header: 'Бренд', kind: 'text', width: 120, value: (row) => row.brand },
    { field: 'warehouseName', header: 'Склад', kind: 'text', width: 150, value: (row) => row.warehouseName },
    { field: 'regionName', header: 'Регион', kind: 'text', width: 170, value: (row) => row.regionName },
    {
      field: 'totalPrice',
      header: 'Цена до скидок',
      kind: 'money',
      width: 130,
      value: (row) => row.totalPrice,
      ...NUMBER_FILTER,
    },
    {
      field: 'priceWithDisc',
      header: 'Цена со скидкой',
      kind: 'money',
      width: 130,
      value: (row) => row.priceWithDisc,
      ...NUMBER_FILTER,
    },
    {
      field: 'finishedPrice',
      header: 'Оплачено покупателем',
      kind: 'money',
      width: 160,
      value: (row) => row.finishedPrice,
      ...NUMBER_FILTER,
    },
  ];
}

export const ORDER_COLUMNS: ColumnSpec<OrderRow>[] = [
  ...shared<OrderRow>(),
  {
    field: 'isCancel',
    header: 'Статус',
    kind: 'status',
    width: 110,
    value: (row) => (row.isCancel ? 'cancelled' : 'ordered'),
    statuses: { cancelled: { label: 'Отменён', color: 'warning' }, ordered: { label: 'Заказан', color: 'success' } },
    grid: { sortable: true, filterable: false },
  },
  { field: 'srid', header: 'srid', kind: 'text', width: 220, value: (row) => row.srid },
];

/** A row's kind in the seller's words; the grid filters by the picked kind on the server. */
const SALE_KINDS = { SALE: 'Продажа', RETURN: 'Возврат', OTHER: 'Прочая операция WB' } as const;

export const SALE_COLUMNS: ColumnSpec<SaleRow>[] = [
  {
    field: 'kind',
    header: 'Операция',
    kind: 'status',
    width: 170,
    value: (row) => row.kind,
    statuses: {
      SALE: { label: SALE_KINDS.SALE, color: 'success' },
      RETURN: { label: SALE_KINDS.RETURN, color: 'warning' },
      OTHER: { label: SALE_KINDS.OTHER },
    },
    grid: {
      type: 'singleSelect',
      valueOptions: Object.entries(SALE_KINDS).map(([value, label]) => ({ value, label })),
    },
  },
  // WB's saleID starts with S for a sale, R for a return and another letter for WB's other operations.
  { field: 'saleID', header: 'ID продажи', kind: 'text', width: 150, value: (row) => row.saleID },
  ...shared<SaleRow>(),
  {
    field: 'forPay',
    header: 'К перечислению',
    kind: 'money',
    width: 140,
    value: (row) => row.forPay,
    ...NUMBER_FILTER,
  },
  { field: 'srid', header: 'srid', kind: 'text', width: 220, value: (row) => row.srid },
];

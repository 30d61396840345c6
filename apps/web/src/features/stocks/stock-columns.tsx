import { Chip } from '@mui/material';
import type { ColumnSpec } from '../../shared/columns/column-spec.ts';
import { formatDay } from '../../shared/moscow-time.ts';
import type { StockItem } from './stocks.graphql.ts';

/** Stock for fewer days than this is shown as running out: about the time a supply takes to reach WB. */
export const RUNS_OUT_SOON_DAYS = 14;

/** «Закончится»: red within two weeks, the date alone when later, «—» when the size does not sell. */
export function RunOutChip({ row }: { row: StockItem }) {
  if (row.runOutOn === null || row.runOutOn === undefined) return <>—</>;
  const days = Number(row.daysOfStock);
  const label = row.total === 0 ? 'Нет в наличии' : formatDay(row.runOutOn);
  return (
    <Chip
      size="small"
      color={
        row.total === 0 || days < RUNS_OUT_SOON_DAYS ? 'error' : days < 2 * RUNS_OUT_SOON_DAYS ? 'warning' : 'default'
      }
      label={label}
    />
  );
}

/** The columns of «Остатки», on screen and in the Excel file. */
export const STOCK_COLUMNS: ColumnSpec<StockItem>[] = [
  // What runs out and when comes right after the size: the reason a seller opens the list.
  { field: 'nmId', header: 'Артикул WB', kind: 'integer', width: 110, value: (row) => row.nmId, numFmt: '0' },
  { field: 'vendorCode', header: 'Артикул продавца', kind: 'text', width: 140, value: (row) => row.vendorCode },
  { field: 'title', header: 'Название', kind: 'text', flex: 1, minWidth: 160, value: (row) => row.title },
  { field: 'techSize', header: 'Размер', kind: 'text', width: 80, value: (row) => row.techSize },
  { field: 'total', header: 'Всего', kind: 'integer', width: 90, value: (row) => row.total },
  {
    field: 'salesPerDay',
    header: 'Продаж в день',
    kind: 'decimal',
    places: 2,
    width: 110,
    value: (row) => row.salesPerDay,
  },
  {
    field: 'daysOfStock',
    header: 'Дней запаса',
    kind: 'decimal',
    places: 1,
    width: 100,
    value: (row) => row.daysOfStock,
  },
  {
    field: 'runOutOn',
    header: 'Закончится',
    kind: 'date',
    width: 130,
    value: (row) => row.runOutOn,
    render: (row) => <RunOutChip row={row} />,
  },
  { field: 'inWb', header: 'На складах WB', kind: 'integer', width: 110, value: (row) => row.inWb },
  {
    field: 'inWayToClient',
    header: 'В пути к клиенту',
    kind: 'integer',
    width: 110,
    value: (row) => row.inWayToClient,
  },
  {
    field: 'inWayFromClient',
    header: 'В пути от клиента',
    kind: 'integer',
    width: 110,
    value: (row) => row.inWayFromClient,
  },
  { field: 'own', header: 'Свои склады', kind: 'integer', width: 100, value: (row) => row.own },
  { field: 'orders', header: 'Заказов за период', kind: 'integer', width: 110, value: (row) => row.orders },
  {
    field: 'outOfStockDays',
    header: 'Дней без остатка',
    kind: 'integer',
    width: 110,
    value: (row) => row.outOfStockDays,
  },
  {
    field: 'lostOrders',
    header: 'Упущено заказов',
    kind: 'decimal',
    places: 1,
    width: 110,
    value: (row) => row.lostOrders,
  },
  { field: 'barcode', header: 'Баркод', kind: 'text', width: 130, value: (row) => row.barcode },
];

import type { ColumnSpec } from '../../shared/columns/column-spec.ts';
import type { XlsxColumn } from '../../shared/export-xlsx.ts';
import type { LocalisationCard, LocalisationWeek, SavedSupplyPlanLine, SupplyPlanItem } from './supply-plan.graphql.ts';

/** The columns of «План поставки», on screen and in the Excel file. */
export const SUPPLY_PLAN_COLUMNS: ColumnSpec<SupplyPlanItem>[] = [
  { field: 'nmId', header: 'Артикул WB', kind: 'integer', width: 110, value: (row) => row.nmId, numFmt: '0' },
  { field: 'vendorCode', header: 'Артикул продавца', kind: 'text', width: 140, value: (row) => row.vendorCode },
  { field: 'title', header: 'Название', kind: 'text', flex: 1, minWidth: 150, value: (row) => row.title },
  { field: 'techSize', header: 'Размер', kind: 'text', width: 80, value: (row) => row.techSize },
  { field: 'district', header: 'Округ покупателей', kind: 'text', width: 150, value: (row) => row.district },
  { field: 'warehouse', header: 'Склад', kind: 'text', width: 170, value: (row) => row.warehouse },
  { field: 'toShip', header: 'Отгрузить', kind: 'integer', width: 100, value: (row) => row.toShip },
  { field: 'orders', header: 'Заказов за период', kind: 'integer', width: 110, value: (row) => row.orders },
  {
    field: 'salesPerDay',
    header: 'Продаж в день',
    kind: 'decimal',
    places: 2,
    width: 110,
    value: (row) => row.salesPerDay,
  },
  { field: 'need', header: 'Нужно', kind: 'integer', width: 90, value: (row) => row.need },
  { field: 'inDistrict', header: 'Есть в округе', kind: 'integer', width: 110, value: (row) => row.inDistrict },
  { field: 'onTheWay', header: 'В поставках', kind: 'integer', width: 100, value: (row) => row.onTheWay },
  { field: 'barcode', header: 'Баркод', kind: 'text', width: 130, value: (row) => row.barcode },
];

/** WB's supply form takes a file of two columns: the barcode and the quantity. */
export const WB_SUPPLY_FILE_COLUMNS: XlsxColumn[] = [
  { header: 'Баркод', width: 20 },
  { header: 'Количество', width: 12, numFmt: '0' },
];

/** The columns of the localisation by card. */
export const LOCALISATION_COLUMNS: ColumnSpec<LocalisationCard>[] = [
  { field: 'nmId', header: 'Артикул WB', kind: 'integer', width: 110, value: (row) => row.nmId, numFmt: '0' },
  { field: 'vendorCode', header: 'Артикул продавца', kind: 'text', width: 140, value: (row) => row.vendorCode },
  { field: 'title', header: 'Название', kind: 'text', flex: 1, minWidth: 160, value: (row) => row.title },
  { field: 'orders', header: 'Заказов со складов WB', kind: 'integer', width: 150, value: (row) => row.orders },
  { field: 'local', header: 'Из своего округа', kind: 'integer', width: 130, value: (row) => row.local },
  { field: 'share', header: 'Локализация', kind: 'percent', width: 120, value: (row) => row.share },
  {
    field: 'plannedShare',
    header: 'После плана',
    kind: 'percent',
    width: 120,
    value: (row) => row.plannedShare,
  },
];

/** The localisation of all orders by week. */
export const LOCALISATION_WEEK_COLUMNS: ColumnSpec<LocalisationWeek>[] = [
  { field: 'week', header: 'Неделя с', kind: 'date', width: 120, value: (row) => row.week },
  { field: 'orders', header: 'Заказов со складов WB', kind: 'integer', width: 170, value: (row) => row.orders },
  { field: 'local', header: 'Из своего округа', kind: 'integer', width: 150, value: (row) => row.local },
  { field: 'share', header: 'Локализация', kind: 'percent', width: 130, value: (row) => row.share },
  { field: 'plannedShare', header: 'После плана', kind: 'percent', width: 130, value: (row) => row.plannedShare },
];

/** A saved plan against its income, barcode by barcode. */
export const SAVED_PLAN_LINE_COLUMNS: ColumnSpec<SavedSupplyPlanLine>[] = [
  { field: 'barcode', header: 'Баркод', kind: 'text', width: 140, value: (row) => row.barcode },
  { field: 'vendorCode', header: 'Артикул продавца', kind: 'text', width: 140, value: (row) => row.vendorCode },
  { field: 'techSize', header: 'Размер', kind: 'text', width: 80, value: (row) => row.techSize },
  { field: 'planned', header: 'По плану', kind: 'integer', width: 100, value: (row) => row.planned },
  { field: 'shipped', header: 'В поставке', kind: 'integer', width: 100, value: (row) => row.shipped },
  { field: 'accepted', header: 'Принято', kind: 'integer', width: 100, value: (row) => row.accepted },
  {
    field: 'difference',
    header: 'Разница',
    kind: 'integer',
    width: 100,
    value: (row) => ((row.accepted ?? row.shipped) === null ? null : (row.accepted ?? row.shipped)! - row.planned),
  },
];

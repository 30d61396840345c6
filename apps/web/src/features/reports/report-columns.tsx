import type { ColumnSpec } from '../../shared/columns/column-spec.ts';
import type { FilterField, FilterKind } from '../../shared/paged-table/filter-fields.ts';
import type { ReportUnit, UnitLine } from './reports.graphql.ts';

export type { UnitLine };
type DetailRow = ReportUnit['rows'][number];

/** The units table and its export: one line per unit (ШК). Fields the server cannot sort are marked so. */
export const unitColumns: ColumnSpec<UnitLine>[] = [
  { field: 'shk_id', header: 'ШК', kind: 'text', value: (u) => u.shk_id, width: 130 },
  {
    field: 'currency',
    header: 'Валюта',
    kind: 'text',
    value: (u) => u.currency,
    width: 90,
    grid: { sortable: false },
  },
  { field: 'nm_id', header: 'nmID', kind: 'integer', value: (u) => u.nm_id, width: 110 },
  { field: 'sa_name', header: 'Артикул', kind: 'text', value: (u) => u.sa_name, minWidth: 140, flex: 1 },
  { field: 'ts_name', header: 'Размер', kind: 'text', value: (u) => u.ts_name, width: 90 },
  { field: 'office_name', header: 'Склад', kind: 'text', value: (u) => u.office_name, minWidth: 140, flex: 1 },
  { field: 'order_dt', header: 'Заказ', kind: 'dateTime', value: (u) => u.order_dt, width: 150 },
  { field: 'sale_dt', header: 'Продажа', kind: 'dateTime', value: (u) => u.sale_dt, width: 150 },
  {
    field: 'first_price',
    header: 'Себестоимость',
    kind: 'money',
    value: (u) => u.first_price,
    width: 130,
    grid: { sortable: false },
  },
  {
    field: 'net_sold',
    header: 'Продано нетто, шт.',
    kind: 'integer',
    value: (u) => u.net_sold,
    width: 130,
    grid: { sortable: false },
  },
  {
    field: 'cost_counted',
    header: 'Себестоимость учтённая',
    kind: 'money',
    value: (u) => u.cost_counted,
    width: 170,
    grid: { sortable: false },
  },
  {
    field: 'total_ppvz_for_pay',
    header: 'К перечислению',
    kind: 'money',
    value: (u) => u.total_ppvz_for_pay,
    width: 140,
  },
  { field: 'total_delivery_rub', header: 'Логистика', kind: 'money', value: (u) => u.total_delivery_rub, width: 120 },
  { field: 'total_penalty', header: 'Штрафы', kind: 'money', value: (u) => u.total_penalty, width: 110 },
  {
    field: 'profit',
    header: 'Прибыль',
    kind: 'money',
    value: (u) => u.profit,
    width: 120,
    grid: { sortable: false },
  },
  {
    field: 'isSaved',
    header: 'В реестре ШК',
    kind: 'text',
    value: (u) => (u.isSaved ? 'да' : 'нет'),
    width: 120,
    grid: { sortable: false },
  },
];

/** The fields the server filters units on and how it compares them (UNIT_LIST in the server's reports.service.ts). */
const FILTERED: Partial<Record<string, FilterKind>> = {
  shk_id: 'integer',
  nm_id: 'integer',
  sa_name: 'text',
  ts_name: 'text',
  office_name: 'text',
  order_dt: 'dateTime',
  sale_dt: 'dateTime',
  total_ppvz_for_pay: 'money',
  total_delivery_rub: 'money',
  total_penalty: 'money',
};

export const unitFilters: FilterField[] = unitColumns.flatMap((spec) => {
  const kind = FILTERED[spec.field];
  return kind ? [{ field: spec.field, label: spec.header, kind }] : [];
});

export const detailColumns: ColumnSpec<DetailRow>[] = [
  { field: 'rrd_id', header: 'rrdId', kind: 'text', value: (r) => r.rrd_id, width: 120 },
  {
    field: 'supplier_oper_name',
    header: 'Операция',
    kind: 'text',
    value: (r) => r.supplier_oper_name,
    minWidth: 150,
    flex: 1,
  },
  { field: 'bonus_type_name', header: 'Вид', kind: 'text', value: (r) => r.bonus_type_name, minWidth: 120, flex: 1 },
  { field: 'rr_dt', header: 'Дата отчёта', kind: 'date', value: (r) => r.rr_dt, width: 120 },
  {
    field: 'ppvz_for_pay_signed',
    header: 'К перечислению (возврат — минус)',
    kind: 'money',
    value: (r) => r.ppvz_for_pay_signed,
    width: 160,
  },
  { field: 'delivery_rub', header: 'Логистика', kind: 'money', value: (r) => r.delivery_rub, width: 120 },
  { field: 'penalty', header: 'Штраф', kind: 'money', value: (r) => r.penalty, width: 100 },
];

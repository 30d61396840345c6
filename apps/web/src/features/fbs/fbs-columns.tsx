import { Chip, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { ColumnSpec } from '../../shared/columns/column-spec.ts';
import { paths } from '../../shared/paths.ts';
import { sizeLabel } from '../../shared/size-name.ts';
import type { MpSupply, MpSupplyOrder } from './fbs.graphql.ts';

const CARGO: Record<number, string> = { 1: 'Малогабарит', 2: 'СГТ', 3: 'КГТ+' };

/**
 * A column filtered by picking one of its values: the grid sends the picked key (true, false, 1…)
 * to the server, which filters the supplies by it.
 */
function choices(labels: Record<string, string>): ColumnSpec<MpSupply>['grid'] {
  return {
    type: 'singleSelect',
    valueOptions: Object.entries(labels).map(([value, label]) => ({ value, label })),
  };
}

/** «12 из 14»: a supply is saved when every unit of it is in the ledger. */
export function SavedChip({ saved, total }: { saved: number; total: number }) {
  const complete = total > 0 && saved >= total;
  return (
    <Chip
      size="small"
      color={complete ? 'success' : saved > 0 ? 'warning' : 'default'}
      label={complete ? `Сохранена (${total})` : `${saved} из ${total}`}
    />
  );
}

export const SUPPLY_COLUMNS: ColumnSpec<MpSupply>[] = [
  {
    field: 'id',
    header: 'Поставка',
    kind: 'text',
    width: 160,
    value: (row) => row.id,
    render: (row) => (
      <Link component={RouterLink} to={paths.fbsSupply(row.id)}>
        {row.id}
      </Link>
    ),
  },
  { field: 'name', header: 'Название', kind: 'text', flex: 1, minWidth: 180, value: (row) => row.name },
  { field: 'createdAt', header: 'Создана', kind: 'dateTime', width: 150, value: (row) => row.createdAt },
  { field: 'closedAt', header: 'Закрыта', kind: 'dateTime', width: 150, value: (row) => row.closedAt },
  { field: 'scanDt', header: 'Принята WB', kind: 'dateTime', width: 150, value: (row) => row.scanDt },
  {
    field: 'done',
    header: 'Статус',
    kind: 'status',
    width: 120,
    value: (row) => String(row.done),
    statuses: { true: { label: 'Передана', color: 'primary' }, false: { label: 'Открыта' } },
    grid: choices({ true: 'Передана', false: 'Открыта' }),
  },
  {
    field: 'cargoType',
    header: 'Габарит',
    kind: 'text',
    width: 110,
    value: (row) => (row.cargoType == null ? null : (CARGO[row.cargoType] ?? String(row.cargoType))),
    grid: choices(CARGO),
  },
  { field: 'unitCount', header: 'Единиц', kind: 'integer', width: 90, value: (row) => row.unitCount },
  {
    field: 'isSaved',
    header: 'В учёте',
    kind: 'text',
    width: 140,
    value: (row) => `${row.savedCount} из ${row.unitCount}`,
    render: (row) => <SavedChip saved={row.savedCount} total={row.unitCount} />,
    grid: choices({ true: 'Сохранена целиком', false: 'Не целиком' }),
  },
  { field: 'sumPrice', header: 'Себестоимость', kind: 'money', width: 140, value: (row) => row.sumPrice },
];

const SUPPLIER_STATUSES = {
  new: { label: 'Новое' },
  confirm: { label: 'На сборке', color: 'info' },
  complete: { label: 'В доставке', color: 'primary' },
  cancel: { label: 'Отменено продавцом', color: 'error' },
  cancel_carrier: { label: 'Отменено перевозчиком', color: 'error' },
} as const;

const WB_STATUSES = {
  waiting: { label: 'В работе' },
  sorted: { label: 'Отсортировано', color: 'info' },
  sold: { label: 'Продано', color: 'success' },
  canceled: { label: 'Отменено', color: 'error' },
  canceled_by_client: { label: 'Отказ покупателя', color: 'error' },
  declined_by_client: { label: 'Отмена в первый час', color: 'error' },
  defect: { label: 'Брак', color: 'error' },
  ready_for_pickup: { label: 'В пункте выдачи', color: 'primary' },
  postponed_delivery: { label: 'Доставка отложена' },
  accepted_by_carrier: { label: 'У перевозчика' },
  sent_to_carrier: { label: 'Передано перевозчику' },
  canceled_by_carrier: { label: 'Отменено перевозчиком', color: 'error' },
} as const;

export const ORDER_COLUMNS: ColumnSpec<MpSupplyOrder>[] = [
  { field: 'id', header: 'Задание', kind: 'text', width: 120, value: (row) => row.id },
  { field: 'shk_id', header: 'Стикер (ШК)', kind: 'text', width: 140, value: (row) => row.shk_id },
  {
    field: 'isSaved',
    header: 'В учёте',
    kind: 'status',
    width: 120,
    value: (row) => (row.isSaved ? 'saved' : 'unsaved'),
    statuses: { saved: { label: 'Сохранён', color: 'success' }, unsaved: { label: 'Не сохранён', color: 'warning' } },
  },
  { field: 'firstPrice', header: 'Себестоимость', kind: 'money', width: 130, value: (row) => row.firstPrice },
  {
    field: 'nmId',
    header: 'Артикул WB',
    kind: 'text',
    width: 110,
    value: (row) => (row.nmId == null ? null : String(row.nmId)),
  },
  { field: 'article', header: 'Артикул продавца', kind: 'text', width: 150, value: (row) => row.article },
  { field: 'title', header: 'Наименование', kind: 'text', flex: 1, minWidth: 180, value: (row) => row.title },
  { field: 'titleForTn', header: 'Наименование для ТН', kind: 'text', width: 200, value: (row) => row.titleForTn },
  {
    field: 'size',
    header: 'Размер',
    kind: 'text',
    width: 110,
    value: (row) => (row.size === null ? null : sizeLabel(row.size)),
  },
  { field: 'createdAt', header: 'Создано', kind: 'dateTime', width: 150, value: (row) => row.createdAt },
  {
    field: 'supplierStatus',
    header: 'Статус продавца',
    kind: 'status',
    width: 150,
    value: (row) => row.supplierStatus,
    statuses: SUPPLIER_STATUSES,
  },
  {
    field: 'wbStatus',
    header: 'Статус WB',
    kind: 'status',
    width: 160,
    value: (row) => row.wbStatus,
    statuses: WB_STATUSES,
  },
  { field: 'capacity', header: 'Объём, л', kind: 'decimal', places: 3, width: 90, value: (row) => row.capacity },
  { field: 'weight', header: 'Вес, кг', kind: 'decimal', places: 3, width: 90, value: (row) => row.weight },
];

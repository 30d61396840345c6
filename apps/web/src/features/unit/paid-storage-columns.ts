import type { ColumnSpec } from '../../shared/columns/column-spec.ts';
import type { PaidStorageLine } from './paid-storage.graphql.ts';

// The storage list's columns, on screen and in the Excel file; field names are the API's, so sort
// and filter go to the server.

const NUMBER_FILTER = { grid: { type: 'number' as const } };

export const PAID_STORAGE_COLUMNS: ColumnSpec<PaidStorageLine>[] = [
  { field: 'vendorCode', header: 'Артикул продавца', kind: 'text', width: 170, value: (line) => line.vendorCode },
  { field: 'nmId', header: 'Артикул WB', kind: 'integer', width: 120, value: (line) => line.nmId, ...NUMBER_FILTER },
  { field: 'subject', header: 'Предмет', kind: 'text', width: 160, value: (line) => line.subject },
  { field: 'warehouseName', header: 'Склад', kind: 'text', width: 200, value: (line) => line.warehouseName },
  { field: 'days', header: 'Дней', kind: 'integer', width: 90, value: (line) => line.days, ...NUMBER_FILTER },
  {
    field: 'unitDays',
    header: 'Единице-дней',
    exportHeader: 'Единице-дней (штук × дней)',
    kind: 'integer',
    width: 130,
    value: (line) => line.unitDays,
    ...NUMBER_FILTER,
  },
  {
    field: 'charged',
    header: 'Хранение',
    kind: 'money',
    width: 130,
    value: (line) => line.charged,
    ...NUMBER_FILTER,
  },
];

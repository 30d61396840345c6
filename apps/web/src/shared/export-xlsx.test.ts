import { describe, expect, it } from 'vitest';
import type { ColumnSpec } from './columns/column-spec.ts';
import { xlsxTable } from './export-xlsx.ts';

interface Order {
  id: number;
  article: string;
  total: string | null;
  share: string;
  volume: string;
  day: string;
  status: string;
}

const SPECS: ColumnSpec<Order>[] = [
  { field: 'id', header: '№', kind: 'integer', value: (row) => row.id },
  { field: 'article', header: 'Артикул', kind: 'text', value: (row) => row.article },
  { field: 'total', header: 'Сумма', kind: 'money', value: (row) => row.total },
  { field: 'share', header: 'Доля', kind: 'percent', value: (row) => row.share },
  { field: 'volume', header: 'Объём, л', kind: 'decimal', places: 3, value: (row) => row.volume },
  { field: 'day', header: 'Дата', kind: 'date', value: (row) => row.day },
  {
    field: 'status',
    header: 'Статус',
    kind: 'status',
    statuses: { DONE: { label: 'доставлен' } },
    value: (row) => row.status,
  },
  { field: 'photo', header: 'Фото', kind: 'text', only: 'grid', value: () => 'https://example.org/a.jpg' },
];

describe('xlsxTable', () => {
  const table = xlsxTable(SPECS, [
    { id: 7, article: '0042', total: '-1234.50', share: '12.5', volume: '0.950', day: '2026-03-05', status: 'DONE' },
    { id: 8, article: 'A', total: null, share: '0', volume: '1,200', day: '2026-12-31', status: 'NEW' },
  ]);

  it('writes the exported columns with their units and number formats', () => {
    expect(table.columns).toEqual([
      { header: '№', numFmt: '0' },
      { header: 'Артикул' },
      { header: 'Сумма, ₽', numFmt: '#,##0.00' },
      { header: 'Доля, %' },
      { header: 'Объём, л', numFmt: '0.000' },
      { header: 'Дата', numFmt: 'dd.mm.yyyy' },
      { header: 'Статус' },
    ]);
  });

  it('types numbers as numbers, dates as dates and keeps text as text', () => {
    expect(table.rows[0]).toEqual([7, '0042', -1234.5, 12.5, 0.95, new Date(Date.UTC(2026, 2, 5)), 'доставлен']);
    expect(table.rows[1]).toEqual([8, 'A', null, 0, 1.2, new Date(Date.UTC(2026, 11, 31)), 'NEW']);
    for (const index of [0, 2, 3, 4]) expect(typeof table.rows[0]![index]).toBe('number');
  });
});

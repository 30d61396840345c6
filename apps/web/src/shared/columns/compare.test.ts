import { describe, expect, it } from 'vitest';
import type { ColumnSpec } from './column-spec.ts';
import { byDecimal, byMoment, byNumber, byText } from './compare.ts';
import { comparatorFor } from './grid-columns.tsx';

const sorted = <T>(values: T[], compare: (a: T, b: T) => number) => [...values].sort(compare);

describe('column comparators', () => {
  it('orders decimals by value, not as text («Объём, л»: 0,950 < 1,200 < 7,000)', () => {
    expect(sorted(['1.200', '7.000', '0.950'], byDecimal)).toEqual(['0.950', '1.200', '7.000']);
  });

  it('orders negative amounts below zero and empty values first', () => {
    expect(sorted(['12.50', null, '-3', '0', '-120.75', '1000'], byDecimal)).toEqual([
      null,
      '-120.75',
      '-3',
      '0',
      '12.50',
      '1000',
    ]);
  });

  it('orders integers, texts and dates by value', () => {
    expect(sorted([10, null, 2, -1], byNumber)).toEqual([null, -1, 2, 10]);
    expect(sorted(['Артикул 10', 'артикул 2', 'Ёлка', 'Яблоко'], byText)).toEqual([
      'артикул 2',
      'Артикул 10',
      'Ёлка',
      'Яблоко',
    ]);
    expect(sorted(['2026-03-05T10:00:00+03:00', '2026-03-05T06:30:00Z', '2025-12-31'], byMoment)).toEqual([
      '2025-12-31',
      '2026-03-05T06:30:00Z',
      '2026-03-05T10:00:00+03:00',
    ]);
  });

  it('a grid column sorts by its kind', () => {
    const spec = (kind: ColumnSpec<object>['kind'], extra: Partial<ColumnSpec<object>> = {}): ColumnSpec<object> => ({
      field: 'x',
      header: 'X',
      kind,
      value: () => null,
      ...extra,
    });
    expect(sorted(['1.200', '7.000', '0.950'], comparatorFor(spec('decimal', { places: 3 })))).toEqual([
      '0.950',
      '1.200',
      '7.000',
    ]);
    expect(sorted(['-5.00', '-40.00', '3.00'], comparatorFor(spec('money')))).toEqual(['-40.00', '-5.00', '3.00']);
    const statuses = { NEW: { label: 'новое' }, DONE: { label: 'доставлено' } };
    expect(sorted(['NEW', 'DONE'], comparatorFor(spec('status', { statuses })))).toEqual(['DONE', 'NEW']);
  });
});

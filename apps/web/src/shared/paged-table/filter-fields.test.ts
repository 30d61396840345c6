import { describe, expect, it } from 'vitest';
import { listFilters } from '../server-grid/list-query.ts';
import { filterItem, filterValue, OPERATORS, valueIsWrong, type FilterField } from './filter-fields.ts';

const fields: FilterField[] = [
  { field: 'shk_id', label: 'ШК', kind: 'integer' },
  { field: 'sa_name', label: 'Артикул', kind: 'text' },
  { field: 'total_penalty', label: 'Штрафы', kind: 'money' },
  { field: 'sale_dt', label: 'Продажа', kind: 'dateTime' },
];

describe('a table filter', () => {
  it('offers only conditions the API has a word for', () => {
    for (const operators of Object.values(OPERATORS)) {
      const items = operators.map(({ operator }) => ({ field: 'x', operator, value: '1' }));
      expect(listFilters(items)).toHaveLength(operators.length);
    }
  });

  it('reads sums and whole numbers as the server does, spaces and a decimal comma allowed', () => {
    expect(filterValue('money', ' 1 234,5 ')).toBe('1234.5');
    expect(filterValue('money', '-40')).toBe('-40');
    expect(filterValue('money', '12,345')).toBeNull();
    expect(filterValue('integer', '123 456 789')).toBe('123456789');
    expect(filterValue('integer', '12.5')).toBeNull();
    expect(filterValue('text', '  футболка ')).toBe('футболка');
  });

  it('a date and time is the moment in the browser', () => {
    // Typed as the seller reads it, in Moscow time, whatever the browser's zone and language.
    expect(filterValue('dateTime', '05.03.2026 14:30')).toEqual(new Date('2026-03-05T11:30:00Z'));
    expect(filterValue('dateTime', '05.03.2026')).toEqual(new Date('2026-03-04T21:00:00Z'));
    expect(filterValue('dateTime', '31.02.2026 10:00')).toBeNull();
    expect(filterValue('dateTime', '05.03.2026 25:00')).toBeNull();
    expect(filterValue('dateTime', '2026-03-05T14:30')).toBeNull();
    expect(filterValue('dateTime', '')).toBeNull();
  });

  it('marks a value the field cannot take, not an empty one', () => {
    expect(valueIsWrong('money', 'много')).toBe(true);
    expect(valueIsWrong('money', '')).toBe(false);
    expect(valueIsWrong('text', 'много')).toBe(false);
  });

  it('sends nothing until the filter is complete and right', () => {
    expect(filterItem(fields, { field: '', operator: '', value: '' })).toBeNull();
    expect(filterItem(fields, { field: 'total_penalty', operator: '>', value: '' })).toBeNull();
    expect(filterItem(fields, { field: 'total_penalty', operator: '>', value: 'abc' })).toBeNull();
    expect(filterItem(fields, { field: 'total_penalty', operator: 'contains', value: '5' })).toBeNull();
    expect(filterItem(fields, { field: 'total_penalty', operator: '>', value: '0' })).toEqual({
      field: 'total_penalty',
      operator: '>',
      value: '0',
    });
    expect(filterItem(fields, { field: 'sale_dt', operator: 'isEmpty', value: 'забыто' })).toEqual({
      field: 'sale_dt',
      operator: 'isEmpty',
    });
  });

  it('becomes the API filter the server reads', () => {
    const item = filterItem(fields, { field: 'shk_id', operator: '=', value: '987 654' })!;
    expect(listFilters([item])).toEqual([{ field: 'shk_id', operator: 'EQUALS', value: '987654' }]);
  });
});

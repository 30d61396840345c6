import { describe, expect, it } from 'vitest';
import { filterFromText, filterToText, sortFromText, sortToText } from './grid-url-state.ts';

describe("a grid's sort in the address", () => {
  it('writes down as a minus and several in their order', () => {
    const model = [
      { field: 'date', sort: 'desc' as const },
      { field: 'nmId', sort: 'asc' as const },
    ];
    expect(sortToText(model)).toBe('-date,nmId');
    expect(sortFromText('-date,nmId')).toEqual(model);
  });

  it('reads nothing as no sort', () => {
    expect(sortFromText('')).toEqual([]);
    expect(sortToText([{ field: 'date', sort: null }])).toBe('');
  });
});

describe("a grid's filters in the address", () => {
  it('keeps text, lists, empty checks and dates as they were', () => {
    const day = new Date('2026-11-02T00:00:00.000Z');
    const items = [
      { id: 0, field: 'status', operator: 'is', value: 'active' },
      { id: 1, field: 'warehouse', operator: 'isAnyOf', value: ['Коледино', 'Электросталь'] },
      { id: 2, field: 'cancelDate', operator: 'isEmpty' },
      { id: 3, field: 'date', operator: 'onOrAfter', value: day },
    ];
    const text = filterToText(items);
    expect(text).toBe(
      '[["status","is","active"],["warehouse","isAnyOf",["Коледино","Электросталь"]],["cancelDate","isEmpty"],' +
        '["date","onOrAfter",{"d":"2026-11-02T00:00:00.000Z"}]]',
    );
    const back = filterFromText(text)!;
    expect(back).toEqual([...items.slice(0, 2), { ...items[2], value: undefined }, items[3]]);
    expect(back[3]!.value).toBeInstanceOf(Date);
  });

  it('writes no filters as nothing', () => {
    expect(filterToText([])).toBe('');
  });

  it.each(['{', '{"a":1}', '[["status"]]', '[[1,"is","x"]]'])('reads the malformed %s as no filters', (text) => {
    expect(filterFromText(text)).toBeNull();
  });
});

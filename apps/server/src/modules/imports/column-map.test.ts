import { describe, expect, it } from 'vitest';
import { headerWords, mapColumns } from './column-map.ts';

describe('finding columns by their titles', () => {
  it('ignores case, ё, units and punctuation', () => {
    expect(headerWords('Себестоимость, ₽')).toBe('себестоимость');
    expect(headerWords(' СЕБЕСТОИМОСТЬ (руб.) ')).toBe('себестоимость');
    expect(headerWords('Процент возвратов, %')).toBe('процент возвратов');
    expect(headerWords('Артикул WB')).toBe('артикул wb');
  });

  it('finds each expected column by title or alias, and leaves out the missing ones', () => {
    const specs = [
      { key: 'nmId', title: 'Артикул WB', aliases: ['nmID'] },
      { key: 'price', title: 'Себестоимость, ₽' },
      { key: 'tn', title: 'Наименование для ТН' },
    ] as const;
    const found = mapColumns(['Примечание', 'NMID', 'себестоимость'], [...specs]);
    expect([...found]).toEqual([
      ['nmId', 1],
      ['price', 2],
    ]);
  });
});

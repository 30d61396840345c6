import { describe, expect, it } from 'vitest';
import { xlsxTable } from '../../shared/export-xlsx.ts';
import { cardColumns, exportLines } from './card-columns.tsx';
import type { Card } from './cards.graphql.ts';

const size = (techSize: string, price: string, discountedPrice: string, skus: string[]) => ({
  chrtID: techSize,
  techSize,
  wbSize: '',
  price,
  discountedPrice,
  discount: 20,
  skus,
});

const card: Card = {
  nmID: 123456,
  vendorCode: 'ART-1',
  subjectID: 1,
  subjectName: 'Футболки',
  brand: 'Бренд',
  title: 'Футболка',
  photo: null,
  capacity: '0.950',
  dimensions: { length: 10, width: 10, height: 9.5, weight: '0.2', isValid: false },
  sizes: [size('S', '1000.00', '800.00', ['111', '112']), size('M', '1100.00', '880.00', ['113'])],
  tags: [{ id: 1, name: 'хит', color: 'D1CFD7' }],
  firstPrice: '350.50',
  titleForTn: null,
  returnPercent: '5',
  defectPercent: null,
  fbsCommission: null,
  fboCommission: '19.5',
  wbFbsCommission: '24.5',
  wbFboCommission: '21',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

describe('cards export', () => {
  const table = xlsxTable(
    cardColumns(() => undefined),
    exportLines([card]),
  );

  it('has the export columns only, in the order sellers know', () => {
    expect(table.columns.map((column) => column.header)).toEqual([
      'nmID',
      'Артикул продавца',
      'Название',
      'Бренд',
      'Предмет',
      'Размер',
      'Баркоды',
      'Цена, ₽',
      'Скидка, %',
      'Цена со скидкой, ₽',
      'Объём, л',
      'Габариты под сомнением',
      'Ярлыки',
      'Себестоимость, ₽',
      'Наименование для ТН',
      'Возвраты, %',
      'Брак, %',
      'Комиссия FBS, %',
      'Комиссия FBO, %',
    ]);
  });

  it('writes a line per size with amounts as numbers and the WB rate when the card has none of its own', () => {
    expect(table.rows).toEqual([
      [
        123456,
        'ART-1',
        'Футболка',
        'Бренд',
        'Футболки',
        'S',
        '111, 112',
        1000,
        20,
        800,
        0.95,
        'да',
        'хит',
        350.5,
        null,
        5,
        null,
        24.5,
        19.5,
      ],
      [
        123456,
        'ART-1',
        'Футболка',
        'Бренд',
        'Футболки',
        'M',
        '113',
        1100,
        20,
        880,
        0.95,
        'да',
        'хит',
        350.5,
        null,
        5,
        null,
        24.5,
        19.5,
      ],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { clubLines, previewInput, sendLines, sizeLines, sizePreviewInput, type PriceCard } from './price-form.ts';

const cards: PriceCard[] = [
  { nmID: 1, vendorCode: 'A-1', price: '1999.00', discount: 27 },
  { nmID: 2, vendorCode: 'B-2', price: '500.00', discount: 0 },
];

describe('the price dialog form', () => {
  it('asks for a margin target with every card chosen', () => {
    expect(previewInput({ mode: 'MARGIN', scheme: 'FBO', target: '25,5', typed: {} }, cards, null)).toEqual({
      input: {
        scheme: 'FBO',
        mode: 'MARGIN',
        warehouseName: null,
        cards: [{ nmID: 1 }, { nmID: 2 }],
        targetMarginPercent: '25.5',
      },
    });
  });

  it('reads a negative profit target and refuses a margin of 100 %', () => {
    const profit = previewInput({ mode: 'PROFIT', scheme: 'FBS', target: '-50', typed: {} }, cards, 'Коледино');
    expect(profit).toMatchObject({ input: { targetProfit: '-50', warehouseName: 'Коледино' } });
    expect(previewInput({ mode: 'MARGIN', scheme: 'FBO', target: '100', typed: {} }, cards, null)).toEqual({
      error: 'Маржа должна быть меньше 100 %.',
    });
  });

  it('takes typed prices in whole rubles and keeps the current ones not typed', () => {
    const form = {
      mode: 'HAND' as const,
      scheme: 'FBO' as const,
      target: '',
      typed: { 2: { price: '650', discount: '5' } },
    };
    expect(previewInput(form, cards, null)).toMatchObject({
      input: {
        cards: [
          { nmID: 1, price: '1999.00', discount: 27 },
          { nmID: 2, price: '650', discount: 5 },
        ],
      },
    });
    const kopecks = { ...form, typed: { 2: { price: '650,50', discount: '5' } } };
    expect(previewInput(kopecks, cards, null)).toEqual({ error: 'Цена товара B-2: целое число рублей больше нуля.' });
    const discount = { ...form, typed: { 2: { price: '650', discount: '100' } } };
    expect(previewInput(discount, cards, null)).toEqual({ error: 'Товар B-2: скидка — целое число от 0 до 99.' });
  });

  it('sends only the cards without a problem', () => {
    expect(
      sendLines([
        { nmID: 1, problem: null, after: { price: '2100.00', discount: 27 } },
        { nmID: 2, problem: 'Ни одна цена не даёт такой результат', after: { price: null, discount: 0 } },
      ]),
    ).toEqual([{ nmID: 1, price: '2100.00', discount: 27 }]);
  });
});

describe('prices of sizes and WB Club discounts', () => {
  const priced = [
    {
      nmID: 7,
      vendorCode: 'C-7',
      clubDiscount: 5,
      sizes: [
        { sizeID: 71, techSize: 'S', price: '1000.00' },
        { sizeID: 72, techSize: 'M', price: '1100.00' },
      ],
    },
  ];

  it('sends only the sizes whose typed price differs, in whole rubles', () => {
    expect(sizeLines(priced, { 71: '1000', 72: '1 250' })).toEqual({
      lines: [{ nmID: 7, sizeID: 72, price: '1250' }],
    });
    expect(sizeLines(priced, { 72: '1250,50' })).toEqual({
      error: 'Цена размера M товара C-7: целое число рублей больше нуля.',
    });
    expect(sizeLines(priced, {})).toEqual({ lines: [] });
  });

  it('previews every size, at its typed price only where it changed', () => {
    expect(sizePreviewInput(priced, { 71: '1000', 72: '1 250' }, 'FBS', 'Коледино')).toEqual({
      input: {
        scheme: 'FBS',
        warehouseName: 'Коледино',
        sizes: [
          { nmID: 7, sizeID: 71 },
          { nmID: 7, sizeID: 72, price: '1250' },
        ],
      },
    });
    expect(sizePreviewInput(priced, { 71: '0' }, 'FBO', null)).toEqual({
      error: 'Цена размера S товара C-7: целое число рублей больше нуля.',
    });
  });

  it('sends a WB Club discount only when it changes, 0–99 %', () => {
    expect(clubLines(priced, { 7: '5' })).toEqual({ lines: [] });
    expect(clubLines(priced, { 7: '10' })).toEqual({ lines: [{ nmID: 7, clubDiscount: 10 }] });
    expect(clubLines(priced, { 7: '100' })).toEqual({
      error: 'Скидка WB Клуба товара C-7: скидка — целое число от 0 до 99.',
    });
  });
});

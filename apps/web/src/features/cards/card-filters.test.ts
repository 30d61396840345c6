import { describe, expect, it } from 'vitest';
import { filterCards, filterOptions, NO_FILTERS, tagColor } from './card-filters.ts';
import { changedSettings, cardSettingsSchema, formFromCard } from './card-settings-form.ts';
import type { Card } from './cards.graphql.ts';

const card = (overrides: Partial<Card>): Card => ({
  nmID: 1,
  vendorCode: 'A-1',
  subjectID: 105,
  subjectName: 'Футболки',
  brand: 'Ромашка',
  title: 'Футболка белая',
  photo: null,
  capacity: '6.237',
  dimensions: { length: 33, width: 21, height: 9, weight: '0.35', isValid: true },
  sizes: [
    {
      chrtID: '9',
      techSize: 'M',
      wbSize: 'M',
      price: '1999.00',
      discountedPrice: '1459.27',
      discount: 27,
      skus: ['2040000000011'],
    },
  ],
  tags: [],
  firstPrice: null,
  titleForTn: null,
  returnPercent: null,
  defectPercent: null,
  fbsCommission: null,
  fboCommission: null,
  wbFbsCommission: '21.00',
  wbFboCommission: '19.50',
  createdAt: null,
  updatedAt: null,
  ...overrides,
});

const shirt = card({ nmID: 1, tags: [{ id: 7, name: 'Лето', color: 'FFD700' }], firstPrice: '600.00' });
const cap = card({ nmID: 2, vendorCode: 'КЕПКА-2', title: 'Кепка', brand: 'Василёк', subjectName: 'Кепки' });

describe('finding cards on the cards screen', () => {
  it('searches by article, title, nmID and barcode', () => {
    expect(filterCards([shirt, cap], { ...NO_FILTERS, search: 'кепка' }).map((c) => c.nmID)).toEqual([2]);
    expect(filterCards([shirt, cap], { ...NO_FILTERS, search: '2040000000011' })).toHaveLength(2);
    expect(filterCards([shirt, cap], { ...NO_FILTERS, search: '2' }).map((c) => c.nmID)).toEqual([1, 2]);
  });

  it('filters by brand, subject, tag and a missing cost price', () => {
    expect(filterCards([shirt, cap], { ...NO_FILTERS, brand: 'Василёк' }).map((c) => c.nmID)).toEqual([2]);
    expect(filterCards([shirt, cap], { ...NO_FILTERS, subject: 'Футболки' }).map((c) => c.nmID)).toEqual([1]);
    expect(filterCards([shirt, cap], { ...NO_FILTERS, tagId: '7' }).map((c) => c.nmID)).toEqual([1]);
    expect(filterCards([shirt, cap], { ...NO_FILTERS, withoutCostOnly: true }).map((c) => c.nmID)).toEqual([2]);
  });

  it('keeps a card priced on the screen under «без себестоимости», and only under the filters it was priced with', () => {
    const pricedHere = new Set([1]);
    expect(filterCards([shirt, cap], { ...NO_FILTERS, withoutCostOnly: true }, pricedHere).map((c) => c.nmID)).toEqual([
      1, 2,
    ]);
    expect(
      filterCards([shirt, cap], { ...NO_FILTERS, withoutCostOnly: true, brand: 'Василёк' }, pricedHere).map(
        (c) => c.nmID,
      ),
    ).toEqual([2]);
  });

  it('offers the brands, subjects and tags present', () => {
    expect(filterOptions([shirt, cap])).toEqual({
      brands: ['Василёк', 'Ромашка'],
      subjects: ['Кепки', 'Футболки'],
      tags: [{ id: 7, name: 'Лето', color: 'FFD700' }],
    });
    expect(tagColor('FFD700')).toBe('#FFD700');
    expect(tagColor('red')).toBe('#e0e0e0');
  });
});

describe('the card settings form', () => {
  it('sends only what changed, as decimal strings, and clears emptied fields', () => {
    const before = formFromCard(card({ firstPrice: '600.00', returnPercent: '10.00' }));
    expect(before.firstPrice).toBe('600,00');
    const after = { ...before, firstPrice: '1 250,5', returnPercent: '', defectPercent: '1,5' };
    expect(changedSettings(before, after)).toEqual({ firstPrice: '1250.5', returnPercent: null, defectPercent: '1.5' });
  });

  it('refuses a negative cost price, a percent over 100 and text', () => {
    const base = formFromCard(card({}));
    const problems = cardSettingsSchema.safeParse({
      ...base,
      firstPrice: '-1',
      returnPercent: '100,01',
      defectPercent: 'пять',
    });
    expect(problems.success).toBe(false);
    expect(problems.error?.issues.map((issue) => issue.path[0])).toEqual([
      'firstPrice',
      'returnPercent',
      'defectPercent',
    ]);
    expect(cardSettingsSchema.safeParse({ ...base, returnPercent: '100' }).success).toBe(true);
  });
});

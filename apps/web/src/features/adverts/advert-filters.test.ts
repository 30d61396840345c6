import { describe, expect, it } from 'vitest';
import type { AdvertLine } from './advert-columns.tsx';
import { filterAdverts, NO_FILTERS } from './advert-filters.ts';
import { lastDays } from './advert-period.ts';

const line = (advertId: number, name: string, status: number, type: number, vendorCode: string): AdvertLine => ({
  advertId,
  name,
  status,
  type,
  bidType: 'unified',
  paymentType: 'cpm',
  createTime: null,
  startTime: null,
  endTime: null,
  changeTime: null,
  dailyBudget: null,
  dailyBudgetMissing: 'нет',
  budget: null,
  nms: [{ nm: advertId * 10, vendorCode, url: '' }],
  spend: null,
  views: null,
  clicks: null,
  orders: null,
});

const lines = [
  line(1, 'Брюки — поиск', 9, 9, 'BR-1'),
  line(2, 'Худи — авто', 11, 8, 'HD-2'),
  line(3, 'Пледы', 9, 8, 'PL-3'),
];

describe('campaign filters', () => {
  it('finds campaigns by name, id or a product article, in the chosen status and type', () => {
    expect(filterAdverts(lines, NO_FILTERS)).toHaveLength(3);
    expect(filterAdverts(lines, { ...NO_FILTERS, search: 'худи' }).map((a) => a.advertId)).toEqual([2]);
    expect(filterAdverts(lines, { ...NO_FILTERS, search: 'pl-3' }).map((a) => a.advertId)).toEqual([3]);
    expect(filterAdverts(lines, { ...NO_FILTERS, status: '9' }).map((a) => a.advertId)).toEqual([1, 3]);
    expect(filterAdverts(lines, { ...NO_FILTERS, status: '9', type: '8' }).map((a) => a.advertId)).toEqual([3]);
  });

  it('takes the last days up to today in Moscow', () => {
    // 22:30 UTC is already the next day in Moscow.
    expect(lastDays(7, new Date('2026-03-10T22:30:00Z'))).toEqual({ from: '2026-03-05', to: '2026-03-11' });
  });
});

import { describe, expect, it } from 'vitest';
import type { MpSupplyOrder } from './fbs.graphql.ts';
import { waybillLines } from './waybill.ts';

const order = (
  id: string,
  nmId: number,
  firstPrice: string | null,
  extra: Partial<MpSupplyOrder> = {},
): MpSupplyOrder => ({
  id,
  supplyId: 'WB-GI-1',
  rid: null,
  shk_id: `${id}0`,
  article: `АРТ-${nmId}`,
  titleForTn: null,
  title: `Товар ${nmId}`,
  createdAt: null,
  nmId,
  wbStatus: 'sorted',
  supplierStatus: 'complete',
  capacity: null,
  weight: null,
  firstPrice,
  size: null,
  isSaved: true,
  ...extra,
});

describe('the waybill of an FBS supply', () => {
  it('has one line per card and cost price, named for waybills, summed to the kopeck', () => {
    const { lines, total } = waybillLines([
      order('1', 7, '600.50', { titleForTn: 'Футболка хлопковая' }),
      order('2', 7, '600.50', { titleForTn: 'Футболка хлопковая' }),
      order('3', 8, '0.10'),
      order('4', 8, '0.10'),
      order('5', 8, '0.10'),
      order('6', 8, '0.10', { supplierStatus: 'cancel' }),
    ]);
    expect(lines).toEqual([
      {
        number: 1,
        name: 'Футболка хлопковая',
        article: 'АРТ-7',
        nmId: 7,
        quantity: 2,
        price: '600.50',
        sum: '1201.00',
      },
      { number: 2, name: 'Товар 8', article: 'АРТ-8', nmId: 8, quantity: 3, price: '0.10', sum: '0.30' },
    ]);
    expect(total).toBe('1201.30');
  });

  it('leaves the total empty while a card has no cost price', () => {
    expect(waybillLines([order('1', 7, null), order('2', 8, '5.00')]).total).toBeNull();
  });
});

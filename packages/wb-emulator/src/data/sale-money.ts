import { percentOf } from './money.ts';
import { orderPrices, type Order } from './orders.ts';

/** WB's acquiring fee in the dataset: 1.5% of what the buyer paid (basis points). */
export const ACQUIRING_BP = 150;

/**
 * What one sold unit brings, in kopecks; the statistics API and the finance report use the same figures.
 * forPay = price after the seller's discount − WB commission − acquiring.
 */
export function saleMoney(order: Order) {
  const { total, withDiscount, finished } = orderPrices(order);
  const commissionBp = order.card.subject.commissionBp + (order.model === 'fbs' ? 150 : 0);
  const commission = percentOf(withDiscount, commissionBp);
  const acquiring = percentOf(finished, ACQUIRING_BP);
  const vw = Math.round((commission * 100) / 120);
  return {
    total,
    withDiscount,
    finished,
    commissionBp,
    commission,
    acquiring,
    forPay: withDiscount - commission - acquiring,
    vw,
    vwNds: commission - vw,
  };
}

/** Fixed logistics of items up to 1 litre, kopecks, by the upper bound of the volume step in ml. */
const SMALL_ITEM_STEPS: readonly (readonly [number, number])[] = [
  [200, 2_300],
  [400, 2_600],
  [600, 2_900],
  [800, 3_000],
  [1_000, 3_200],
];

/**
 * Logistics to or from the buyer, in kopecks, at a 100 % warehouse coefficient: a fixed step up to
 * 1 litre; above it 46 ₽ for the first litre and 14 ₽ a litre for the rest, fractions included,
 * rounded half-up once.
 */
export function logisticsKopecks(order: Order): number {
  const ml = order.card.volumeMl;
  if (ml <= 1_000) return SMALL_ITEM_STEPS.find(([upTo]) => ml <= upTo)![1];
  return 4_600 + Math.round((1_400 * (ml - 1_000)) / 1_000);
}

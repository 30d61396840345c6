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

/** Logistics to or from the buyer, in kopecks: 46 ₽ for the first litre, 14 ₽ for each next one. */
export function logisticsKopecks(order: Order): number {
  const litres = Math.max(1, Math.ceil(order.card.volumeMl / 1000));
  return 4_600 + 1_400 * (litres - 1);
}

// A card's advertising cost against its own orders and sales (ДРР): pure arithmetic on kopecks,
// each quotient rounded once, half up (docs/money.md, «Advertising cost of a card»).

import { divideHalfUp, ratioPercent, toSafeNumber } from '../../lib/money.ts';

export interface CardAdvertFigures {
  /** Advertising spend on the card in the period, kopecks. */
  spend: number;
  /** The company's orders of the card in the period and their sum, kopecks. */
  orders: number;
  ordersSum: number;
  /** Sales net of returns in the period and their sum, kopecks. */
  sales: number;
  salesSum: number;
}

export interface CardAdvertCost {
  /** Spend ÷ orders, to the kopeck; null without orders. */
  costPerOrder: number | null;
  /** Spend ÷ sales, to the kopeck; null without sales (net of returns). */
  costPerSale: number | null;
  /** Spend as a share of the orders' sum, hundredths of a percent; null when the sum is not positive. */
  drrOrders: number | null;
  /** Spend as a share of the sales' sum, hundredths of a percent; null when the sum is not positive. */
  drrSales: number | null;
}

const perUnit = (spend: number, count: number) =>
  count > 0 ? toSafeNumber(divideHalfUp(BigInt(spend), BigInt(count))) : null;

const shareOf = (spend: number, sum: number) => (sum > 0 ? ratioPercent(spend, sum) : null);

export function cardAdvertCost(f: CardAdvertFigures): CardAdvertCost {
  return {
    costPerOrder: perUnit(f.spend, f.orders),
    costPerSale: perUnit(f.spend, f.sales),
    drrOrders: shareOf(f.spend, f.ordersSum),
    drrSales: shareOf(f.spend, f.salesSum),
  };
}

// What a card's own orders and sales say about its buyout: the share of orders bought out.
// Integers only; the rules and their reasons are in docs/money.md («Buyout of a card»).

import { ratioPercent } from '../../lib/money.ts';

/** Orders and sales of the last 90 days give the buyout; WB keeps its statistics that long. */
export const BUYOUT_DAYS = 90;
/** Fewer orders than this say little about a card's buyout. */
export const MIN_ORDERS_FOR_BUYOUT = 10;
/** The longest storage a what-if accepts. */
export const MAX_STORAGE_DAYS = 3650;

export interface BuyoutFromOrders {
  /** Hundredths of a percent; null when the card's figures do not allow one (see `note`). */
  percent: number | null;
  /** Orders placed in the window, cancelled and refused ones included. */
  orders: number;
  /** Units sold in the window less units returned. */
  sold: number;
  /** Why there is no percent, in the seller's words; null when there is one. */
  note: string | null;
}

/**
 * Buyout = units sold less returned ÷ units ordered, both over the same days. Cancelled orders
 * count as ordered: WB marks a buyer's refusal at the pickup point as cancelled too, and such a
 * unit did travel there and back.
 */
export function buyoutFromOrders(orders: number, sold: number): BuyoutFromOrders {
  if (orders < MIN_ORDERS_FOR_BUYOUT)
    return {
      percent: null,
      orders,
      sold,
      note: `За ${BUYOUT_DAYS} дней заказов ${orders}: мало, чтобы судить о выкупе (нужно от ${MIN_ORDERS_FOR_BUYOUT}).`,
    };
  if (sold <= 0) return { percent: null, orders, sold, note: `За ${BUYOUT_DAYS} дней нет выкупленных единиц.` };
  // Sales of orders placed before the window can outnumber its orders: never above 100 %.
  return { percent: Math.min(10_000, ratioPercent(sold, orders)!), orders, sold, note: null };
}

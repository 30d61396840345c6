import type { Database } from '../../db/client.ts';
import { acceptedGoodsSince } from '../fbo/fbo.service.ts';
import { ordersByCard, ordersBySupply } from '../orders/orders.service.ts';
import { addDays, moscowDay } from '../../lib/moscow-time.ts';
import { mskPeriod, type MskPeriod } from '../orders/statistics-period.ts';
import { revenueByCard, soldFromWbByCard } from '../sales/sales.service.ts';
import {
  BUYOUT_DAYS,
  buyoutFromOrders,
  STOCK_SUPPLY_DAYS,
  stockFromSupplies,
  TURNOVER_SALES_DAYS,
  turnoverDays,
  type BuyoutFromOrders,
  type SupplyStock,
  type Turnover,
} from './card-turnover.ts';

/** The last `days` Moscow days up to and including `today`. */
function lastDays(today: string, days: number): MskPeriod {
  return mskPeriod(addDays(today, 1 - days), today);
}

export interface CardFigures {
  buyout: BuyoutFromOrders;
  turnover: Turnover;
}

/** The Moscow day today, as the figures count it when the request names none. */
export const todayInMoscow = (now: Date = new Date()) => moscowDay(now);

/**
 * Each card's buyout from its orders and sales, and its days on WB's shelf from its FBO supplies,
 * orders and sales, as of the Moscow day `today` (docs/money.md, «Buyout and storage days of a card»).
 */
export async function cardFigures(
  db: Database,
  companyId: number,
  today: string,
): Promise<(nmId: number) => CardFigures> {
  const buyoutPeriod = lastDays(today, BUYOUT_DAYS);
  const stockSince = lastDays(today, STOCK_SUPPLY_DAYS).from;
  const [orders, sales, soldFromWb, accepted] = await Promise.all([
    ordersByCard(db, companyId, buyoutPeriod),
    revenueByCard(db, companyId, buyoutPeriod),
    soldFromWbByCard(db, companyId, lastDays(today, TURNOVER_SALES_DAYS)),
    acceptedGoodsSince(db, companyId, stockSince),
  ]);
  const ordered = await ordersBySupply(
    db,
    companyId,
    [...new Set(accepted.map((goods) => goods.supplyId))],
    stockSince,
  );
  const orderedFrom = new Map(ordered.map((row) => [`${row.supplyId}:${row.nmId}`, row.orders]));
  const supplies = new Map<number, SupplyStock[]>();
  for (const goods of accepted) {
    const list = supplies.get(goods.nmId) ?? [];
    list.push({ accepted: goods.accepted, ordered: orderedFrom.get(`${goods.supplyId}:${goods.nmId}`) ?? 0 });
    supplies.set(goods.nmId, list);
  }
  const ordersOf = new Map(orders.map((row) => [row.nmId, row.orders]));
  const soldOf = new Map(sales.map((row) => [row.nmId, row.sold]));
  const soldFromWbOf = new Map(soldFromWb.map((row) => [row.nmId, row.sold]));
  return (nmId) => ({
    buyout: buyoutFromOrders(ordersOf.get(nmId) ?? 0, soldOf.get(nmId) ?? 0),
    turnover: turnoverDays(stockFromSupplies(supplies.get(nmId) ?? []), soldFromWbOf.get(nmId) ?? 0),
  });
}

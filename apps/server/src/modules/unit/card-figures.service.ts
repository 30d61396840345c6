import type { Database } from '../../db/client.ts';
import { ordersByCard } from '../orders/orders.service.ts';
import { addDays, moscowDay } from '../../lib/moscow-time.ts';
import { mskPeriod, type MskPeriod } from '../orders/statistics-period.ts';
import { revenueByCard } from '../sales/sales.service.ts';
import {
  acceptanceByCard,
  acceptanceReportWindow,
  storageChargedByCard,
  storageReportWindow,
} from '../storage/storage.service.ts';
import { BUYOUT_DAYS, buyoutFromOrders, type BuyoutFromOrders } from './card-buyout.ts';
import { acceptanceFromReport, storageFromReport, type FromReport } from './card-storage.ts';

/** The last `days` Moscow days up to and including `today`. */
function lastDays(today: string, days: number): MskPeriod {
  return mskPeriod(addDays(today, 1 - days), today);
}

export interface CardFigures {
  buyout: BuyoutFromOrders;
  /** Storage per unit from WB's paid storage report, or why there is none. */
  storage: FromReport;
  /** Paid acceptance per unit from WB's acceptance report, or why there is none. */
  acceptance: FromReport;
}

/** The Moscow day today, as the figures count it when the request names none. */
export const todayInMoscow = (now: Date = new Date()) => moscowDay(now);

/**
 * Each card's buyout from its orders and sales, and its storage and paid acceptance per unit from
 * WB's reports, as of the Moscow day `today` (docs/money.md, «Buyout of a card», «Storage and paid
 * acceptance from WB's reports»).
 */
export async function cardFigures(
  db: Database,
  companyId: number,
  today: string,
): Promise<(nmId: number) => CardFigures> {
  const [orders, sales, storageDays, acceptanceDays] = await Promise.all([
    ordersByCard(db, companyId, lastDays(today, BUYOUT_DAYS)),
    revenueByCard(db, companyId, lastDays(today, BUYOUT_DAYS)),
    storageReportWindow(db, companyId, today),
    acceptanceReportWindow(db, companyId, today),
  ]);
  // The orders of the very days the storage report covers: a day's charge against that day's pace.
  const [charged, storageOrders, accepted] = await Promise.all([
    storageDays ? storageChargedByCard(db, companyId, storageDays) : new Map<number, bigint>(),
    storageDays ? ordersByCard(db, companyId, mskPeriod(storageDays.from, storageDays.to)) : [],
    acceptanceDays
      ? acceptanceByCard(db, companyId, acceptanceDays)
      : new Map<number, { micro: bigint; units: number }>(),
  ]);
  const ordersOf = new Map(orders.map((row) => [row.nmId, row.orders]));
  const soldOf = new Map(sales.map((row) => [row.nmId, row.sold]));
  const fromWbOf = new Map(storageOrders.map((row) => [row.nmId, row.fromWbNotCancelled]));
  return (nmId) => ({
    buyout: buyoutFromOrders(ordersOf.get(nmId) ?? 0, soldOf.get(nmId) ?? 0),
    storage: storageFromReport(storageDays, charged.get(nmId), fromWbOf.get(nmId) ?? 0),
    acceptance: acceptanceFromReport(acceptanceDays, accepted.get(nmId)),
  });
}

import { and, count, desc, eq, inArray, isNull, notInArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { wbFbsOrders, wbFbsSupplies } from './fbs.tables.ts';

/** The seller's cancellations: such an order never left the seller's warehouse. */
export const SELLER_CANCELLED = ['cancel', 'cancel_carrier'];

/** Orders that left with their supply: all but the ones the seller cancelled. */
export const shipped = () =>
  or(isNull(wbFbsOrders.supplierStatus), notInArray(wbFbsOrders.supplierStatus, SELLER_CANCELLED));

export async function suppliesPage(db: Database, companyId: number, limit: number, offset: number) {
  const items = await db
    .select()
    .from(wbFbsSupplies)
    .where(eq(wbFbsSupplies.companyId, companyId))
    .orderBy(desc(wbFbsSupplies.createdAt), desc(wbFbsSupplies.supplyId))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(wbFbsSupplies).where(eq(wbFbsSupplies.companyId, companyId));
  return { items, totalCount: total?.n ?? 0 };
}

export async function supply(db: Database, companyId: number, supplyId: string) {
  const [row] = await db
    .select()
    .from(wbFbsSupplies)
    .where(and(eq(wbFbsSupplies.companyId, companyId), eq(wbFbsSupplies.supplyId, supplyId)));
  return row ?? null;
}

/** How many units (shipped orders) each supply holds. */
export async function unitCounts(db: Database, companyId: number, supplyIds: string[]) {
  if (supplyIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ supplyId: wbFbsOrders.supplyId, units: count() })
    .from(wbFbsOrders)
    .where(and(eq(wbFbsOrders.companyId, companyId), inArray(wbFbsOrders.supplyId, supplyIds), shipped()))
    .groupBy(wbFbsOrders.supplyId);
  return new Map(rows.map((row) => [row.supplyId!, row.units]));
}

export function ordersOfSupply(db: Database, companyId: number, supplyId: string) {
  return db
    .select()
    .from(wbFbsOrders)
    .where(and(eq(wbFbsOrders.companyId, companyId), eq(wbFbsOrders.supplyId, supplyId)))
    .orderBy(wbFbsOrders.orderId);
}

/** The company's orders with these stickers, with the day their supply was created. */
export function ordersBySticker(db: Database, companyId: number, stickers: string[]) {
  if (stickers.length === 0) return Promise.resolve([]);
  return db
    .select({ order: wbFbsOrders, supplyCreatedAt: wbFbsSupplies.createdAt })
    .from(wbFbsOrders)
    .leftJoin(
      wbFbsSupplies,
      and(eq(wbFbsSupplies.companyId, wbFbsOrders.companyId), eq(wbFbsSupplies.supplyId, wbFbsOrders.supplyId)),
    )
    .where(and(eq(wbFbsOrders.companyId, companyId), inArray(wbFbsOrders.stickerId, stickers)));
}

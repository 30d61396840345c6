import { and, count, eq, gte, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import type { ListPlan } from '../../lib/list-query/list-query.ts';
import { inTextList } from '../../lib/text-list.ts';
import { savedOfSupply } from '../supplies/ledger-sql.ts';
import { wbFbsOrders, wbFbsSupplies } from './fbs.tables.ts';

/** The seller's cancellations: such an order never left the seller's warehouse. */
export const SELLER_CANCELLED = ['cancel', 'cancel_carrier'];

/** Orders that left with their supply: all but the ones the seller cancelled. */
export const shipped = () =>
  or(isNull(wbFbsOrders.supplierStatus), notInArray(wbFbsOrders.supplierStatus, SELLER_CANCELLED));

// Spelled out in full: drizzle leaves columns unqualified in a one-table query, which would
// make these subqueries compare the inner table with itself.
const SUPPLY = sql.raw('"wb_fbs_supplies"');
/** Units of the supply: its orders that left with it. */
const unitsOfSupply = sql<number>`(select count(*)::int from wb_fbs_orders o
  where o.company_id = ${SUPPLY}.company_id and o.supply_id = ${SUPPLY}.supply_id
    and (o.supplier_status is null or o.supplier_status not in (${sql.join(
      SELLER_CANCELLED.map((status) => sql`${status}`),
      sql`, `,
    )})))`;
const saved = savedOfSupply(sql`${SUPPLY}.company_id`, sql`${SUPPLY}.supply_id`);

/** Per supply, what the list shows and sorts and filters by, computed in the query. */
export const SUPPLY_FIGURES = {
  unitCount: unitsOfSupply,
  savedCount: saved.count,
  isSaved: sql<boolean>`(${unitsOfSupply} > 0 and ${saved.count} >= ${unitsOfSupply})`,
  sumPrice: saved.cost,
};

/** A page of the company's supplies created in the period (when given), with their ledger figures. */
export async function suppliesPage(
  db: Database,
  companyId: number,
  created: { from: Date | null; to: Date | null },
  plan: ListPlan,
) {
  const where = and(
    eq(wbFbsSupplies.companyId, companyId),
    created.from ? gte(wbFbsSupplies.createdAt, created.from) : undefined,
    created.to ? lt(wbFbsSupplies.createdAt, created.to) : undefined,
    plan.where,
  );
  const [items, [total]] = await Promise.all([
    db
      .select({
        supply: wbFbsSupplies,
        unitCount: SUPPLY_FIGURES.unitCount,
        savedCount: SUPPLY_FIGURES.savedCount,
        sumPrice: SUPPLY_FIGURES.sumPrice,
      })
      .from(wbFbsSupplies)
      .where(where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset),
    db.select({ n: count() }).from(wbFbsSupplies).where(where),
  ]);
  return { items, totalCount: total?.n ?? 0 };
}

export async function supply(db: Database, companyId: number, supplyId: string) {
  const [row] = await db
    .select()
    .from(wbFbsSupplies)
    .where(and(eq(wbFbsSupplies.companyId, companyId), eq(wbFbsSupplies.supplyId, supplyId)));
  return row ?? null;
}

export function ordersOfSupply(db: Database, companyId: number, supplyId: string) {
  return db
    .select()
    .from(wbFbsOrders)
    .where(and(eq(wbFbsOrders.companyId, companyId), eq(wbFbsOrders.supplyId, supplyId)))
    .orderBy(wbFbsOrders.orderId);
}

/** The company's orders with these stickers, with the day their supply was created. */
export function ordersBySticker(db: Database | Tx, companyId: number, stickers: string[]) {
  if (stickers.length === 0) return Promise.resolve([]);
  return db
    .select({ order: wbFbsOrders, supplyCreatedAt: wbFbsSupplies.createdAt })
    .from(wbFbsOrders)
    .leftJoin(
      wbFbsSupplies,
      and(eq(wbFbsSupplies.companyId, wbFbsOrders.companyId), eq(wbFbsSupplies.supplyId, wbFbsOrders.supplyId)),
    )
    .where(and(eq(wbFbsOrders.companyId, companyId), inTextList(wbFbsOrders.stickerId, stickers)));
}

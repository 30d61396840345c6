import { and, asc, desc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { planList, type ListDeclaration, type ListQueryInput } from '../../lib/list-query/list-query.ts';
import { pageOfRows, rowsInBatches } from '../../lib/list-query/list-rows.ts';
import type { MskPeriod } from './statistics-period.ts';
import { statisticsListColumns } from './statistics-list.ts';
import { moscowDate } from './order-days.ts';
import { wbOrderDayTotals, wbOrders } from './orders.tables.ts';

export type OrderRow = typeof wbOrders.$inferSelect;

const ORDERS_LIST: ListDeclaration = {
  columns: {
    ...statisticsListColumns(wbOrders),
    isCancel: { column: wbOrders.isCancel, kind: 'boolean' },
    cancelDate: { column: wbOrders.cancelDate, kind: 'datetime' },
  },
  defaultOrder: [desc(wbOrders.date), asc(wbOrders.srid)],
};

const ofCompany = (companyId: number) => eq(wbOrders.companyId, companyId);
/** WB's `warehouseType` of an order served from WB's own warehouse (FBO). */
const WB_WAREHOUSE = 'Склад WB';
const inPeriod = (period: MskPeriod) => and(gte(wbOrders.date, period.from), lt(wbOrders.date, period.to));

/** flag=0: rows WB changed at or after the moment, oldest change first (WB's own order, to page by it). */
export function ordersChangedSince(db: Database, companyId: number, since: Date, limit: number) {
  return db
    .select()
    .from(wbOrders)
    .where(and(ofCompany(companyId), gte(wbOrders.lastChangeDate, since)))
    .orderBy(asc(wbOrders.lastChangeDate), asc(wbOrders.srid))
    .limit(limit);
}

/** flag=1: rows ordered within the period. */
export function ordersOrderedIn(db: Database, companyId: number, period: MskPeriod, limit: number) {
  return db
    .select()
    .from(wbOrders)
    .where(and(ofCompany(companyId), inPeriod(period)))
    .orderBy(asc(wbOrders.date), asc(wbOrders.srid))
    .limit(limit);
}

export function ordersPage(db: Database, companyId: number, period: MskPeriod, query: ListQueryInput) {
  const plan = planList(query, ORDERS_LIST);
  return pageOfRows(db, wbOrders, and(ofCompany(companyId), inPeriod(period), plan.where), plan);
}

/**
 * Rows of the filtered list, a batch at a time in the list's order: the export reads the whole period
 * so. The query is checked at once, before the first batch is read.
 */
export function ordersInBatches(
  db: Database,
  companyId: number,
  period: MskPeriod,
  query: Omit<ListQueryInput, 'page' | 'pageSize'>,
  batchSize: number,
) {
  // Only the where and order are used: the batches are cut here, past the screen's page limit.
  const plan = planList({ ...query, page: 0, pageSize: 1 }, ORDERS_LIST);
  return rowsInBatches(
    db,
    { table: wbOrders, scope: ofCompany(companyId), key: wbOrders.srid, where: and(inPeriod(period), plan.where) },
    plan,
    batchSize,
  );
}

/**
 * Per Moscow day of ordering: orders and their sum, and how many of them (and for how much) were cancelled;
 * read from the days' figures the sync keeps (`order-days.ts`).
 */
export function ordersByDay(db: Database, companyId: number, period: MskPeriod) {
  const d = wbOrderDayTotals;
  return db
    .select({
      day: sql<string>`${d.day}::text`,
      orders: sql<number>`${d.orders}::int`,
      ordersKopecks: sql<string>`${d.ordersKopecks}::text`,
      cancellations: sql<number>`${d.cancellations}::int`,
      cancellationsKopecks: sql<string>`${d.cancellationsKopecks}::text`,
    })
    .from(d)
    .where(and(eq(d.companyId, companyId), gte(d.day, period.dateFrom), lte(d.day, period.dateTo)))
    .orderBy(d.day);
}

/** Per card: orders placed in the period (cancelled ones too, as the chart counts them) and their sum. */
export function ordersByCard(db: Database, companyId: number, period: MskPeriod) {
  return db
    .select({
      nmId: wbOrders.nmId,
      orders: sql<number>`count(*)::int`,
      fromWbNotCancelled: sql<number>`(count(*) filter (where not ${wbOrders.isCancel} and ${wbOrders.warehouseType} = ${WB_WAREHOUSE}))::int`,
      ordersKopecks: sql<string>`coalesce(sum(${wbOrders.priceWithDiscKopecks}), 0)::text`,
    })
    .from(wbOrders)
    .where(and(ofCompany(companyId), inPeriod(period)))
    .groupBy(wbOrders.nmId);
}

/**
 * The Moscow days of the company's first order and of the latest change WB made to one (its `lastChangeDate`),
 * in one statement; null when none is synced.
 */
export async function orderCover(db: Database, companyId: number): Promise<{ from: string; to: string } | null> {
  const dayOf = (column: typeof wbOrders.date | typeof wbOrders.lastChangeDate, order: typeof asc) =>
    db
      .select({ day: sql`${moscowDate(column)}::text` })
      .from(wbOrders)
      .where(ofCompany(companyId))
      .orderBy(order(column))
      .limit(1);
  const [row] = rowsOf<{ from: string | null; to: string | null }>(
    await db.execute(sql`select (${dayOf(wbOrders.date, asc)}) as "from", (${dayOf(wbOrders.lastChangeDate, desc)}) as "to"`),
  );
  return row?.from && row.to ? { from: row.from, to: row.to } : null;
}

/** Whether the company has any order synced: with none and no token to sync them, the screen says which to add. */
export async function hasOrders(db: Database, companyId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(wbOrders)
    .where(ofCompany(companyId))
    .limit(1);
  return row !== undefined;
}

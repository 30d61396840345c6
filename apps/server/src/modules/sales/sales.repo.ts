import { and, asc, desc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { planList, type ListDeclaration, type ListQueryInput } from '../../lib/list-query/list-query.ts';
import { pageOfRows, rowsInBatches } from '../../lib/list-query/list-rows.ts';
import { statisticsListColumns } from '../orders/statistics-list.ts';
import type { MskPeriod } from '../orders/statistics-period.ts';
import { wbSaleDays, wbSaleDayTotals, wbSales } from './sales.tables.ts';

export type SaleRow = typeof wbSales.$inferSelect;

const SALES_LIST: ListDeclaration = {
  columns: {
    ...statisticsListColumns(wbSales),
    saleID: { column: wbSales.saleId, kind: 'text', search: true },
    kind: { column: wbSales.kind, kind: 'enum', values: { SALE: 'sale', RETURN: 'return', OTHER: 'other' } },
    forPay: { column: wbSales.forPayKopecks, kind: 'money' },
    paymentSaleAmount: { column: wbSales.paymentSaleAmountKopecks, kind: 'money' },
  },
  defaultOrder: [desc(wbSales.date), asc(wbSales.saleId)],
};

const ofCompany = (companyId: number) => eq(wbSales.companyId, companyId);
/** The days' figures of the company in the period. */
const daysOf = (companyId: number, period: MskPeriod) =>
  and(eq(wbSaleDays.companyId, companyId), gte(wbSaleDays.day, period.dateFrom), lte(wbSaleDays.day, period.dateTo));
const inPeriod = (period: MskPeriod) => and(gte(wbSales.date, period.from), lt(wbSales.date, period.to));

/** flag=0: rows changed at or after the moment and dated before `before`, oldest change first. */
export function salesChangedSince(db: Database, companyId: number, since: Date, before: Date, limit: number) {
  return db
    .select()
    .from(wbSales)
    .where(and(ofCompany(companyId), gte(wbSales.lastChangeDate, since), lt(wbSales.date, before)))
    .orderBy(asc(wbSales.lastChangeDate), asc(wbSales.saleId))
    .limit(limit);
}

/** flag=1: rows dated within the period. */
export function salesDatedIn(db: Database, companyId: number, period: MskPeriod, limit: number) {
  return db
    .select()
    .from(wbSales)
    .where(and(ofCompany(companyId), inPeriod(period)))
    .orderBy(asc(wbSales.date), asc(wbSales.saleId))
    .limit(limit);
}

export function salesPage(db: Database, companyId: number, period: MskPeriod, query: ListQueryInput) {
  const plan = planList(query, SALES_LIST);
  return pageOfRows(db, wbSales, and(ofCompany(companyId), inPeriod(period), plan.where), plan);
}

/**
 * Rows of the filtered list, a batch at a time in the list's order: the export reads the whole period
 * so. The query is checked at once, before the first batch is read.
 */
export function salesInBatches(
  db: Database,
  companyId: number,
  period: MskPeriod,
  query: Omit<ListQueryInput, 'page' | 'pageSize'>,
  batchSize: number,
) {
  // Only the where and order are used: the batches are cut here, past the screen's page limit.
  const plan = planList({ ...query, page: 0, pageSize: 1 }, SALES_LIST);
  return rowsInBatches(
    db,
    { table: wbSales, scope: ofCompany(companyId), key: wbSales.saleId, where: and(inPeriod(period), plan.where) },
    plan,
    batchSize,
  );
}

/**
 * Per Moscow day: sales and returns, each counted and summed by priceWithDisc (a return's is negative
 * at WB); WB's other operations counted and summed by forPay, with its sign. Read from the days' figures
 * the sync keeps (`sale-days.ts`).
 */
export function salesByDay(db: Database, companyId: number, period: MskPeriod) {
  const d = wbSaleDayTotals;
  return db
    .select({
      day: sql<string>`${d.day}::text`,
      sales: sql<number>`${d.sales}::int`,
      salesKopecks: sql<string>`${d.salesKopecks}::text`,
      returns: sql<number>`${d.returns}::int`,
      returnsKopecks: sql<string>`${d.returnsKopecks}::text`,
      others: sql<number>`${d.others}::int`,
      othersKopecks: sql<string>`${d.othersKopecks}::text`,
    })
    .from(d)
    .where(and(eq(d.companyId, companyId), gte(d.day, period.dateFrom), lte(d.day, period.dateTo)))
    .orderBy(d.day);
}

export async function hasSales(db: Database, companyId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(wbSales)
    .where(ofCompany(companyId))
    .limit(1);
  return row !== undefined;
}

/** Per card: sales net of returns in the period (price with discount), the home page's ranking, from the days' figures. */
export function revenueByCard(db: Database, companyId: number, period: MskPeriod) {
  const d = wbSaleDays;
  return db
    .select({
      nmId: d.nmId,
      supplierArticle: sql<string | null>`max(${d.supplierArticle})`,
      sold: sql<number>`(sum(${d.sales}) - sum(${d.returns}))::int`,
      revenueKopecks: sql<string>`(sum(${d.salesKopecks}) - sum(${d.returnsKopecks}))::text`,
    })
    .from(d)
    .where(and(daysOf(companyId, period), sql`(${d.sales} <> 0 or ${d.returns} <> 0)`))
    .groupBy(d.nmId);
}

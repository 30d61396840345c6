import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { wbFinanceRows } from './reports.tables.ts';

export type SaleScheme = 'fbo' | 'fbs';

/**
 * What the realization reports say about one card sold one way in a period, summed in kopecks of
 * `currency`. Sales count plus, returns minus (WB sends a return's amounts positive).
 */
export interface CardReportFacts {
  nmId: number;
  scheme: SaleScheme;
  currency: string;
  vendorCode: string | null;
  /** Sale rows minus return rows. */
  sold: number;
  /** Trips to the buyer (`delivery_amount`) and back (`return_amount`). */
  deliveries: number;
  returnTrips: number;
  /** Price after the seller's discount (`retail_price_withdisc_rub`). */
  revenue: number;
  /** WB's reward with its VAT (`ppvz_vw` + `ppvz_vw_nds`). */
  commission: number;
  acquiring: number;
  forPay: number;
  logistics: number;
  storage: number;
  acceptance: number;
  penalties: number;
  deductions: number;
  additionalPayments: number;
}

const RETURN = 'Возврат';
const SALE = 'Продажа';
const r = wbFinanceRows;
const signed = (column: typeof r.forPayKopecks) =>
  sql<string>`coalesce(sum(case when ${r.docTypeName} = ${RETURN} then -${column} when ${r.docTypeName} = ${SALE} then ${column} else 0 end), 0)`;
const total = (column: typeof r.forPayKopecks) => sql<string>`coalesce(sum(${column}), 0)`;
/** WB marks how a unit travelled («FBS, (МГТ)», «FBW, (МГТ)»); rows that say nothing (storage, acceptance) are FBO's. */
const scheme = sql<SaleScheme>`case when ${r.deliveryMethod} ilike 'FBS%' then 'fbs' else 'fbo' end`;

/**
 * Per card and way of selling, the sums of every report row (main and buyout reports) whose report
 * date falls in the period. Aggregated by the database: a month holds hundreds of thousands of rows.
 */
export async function cardReportFacts(
  db: Database,
  companyId: number,
  dateFrom: string,
  dateTo: string,
): Promise<CardReportFacts[]> {
  const rows = await db
    .select({
      nmId: r.nmId,
      scheme,
      currency: r.currency,
      vendorCode: sql<string | null>`min(${r.vendorCode})`,
      sold: sql<string>`count(*) filter (where ${r.docTypeName} = ${SALE}) - count(*) filter (where ${r.docTypeName} = ${RETURN})`,
      deliveries: sql<string>`coalesce(sum(${r.deliveryAmount}), 0)`,
      returnTrips: sql<string>`coalesce(sum(${r.returnAmount}), 0)`,
      revenue: signed(r.retailPriceWithDiscKopecks),
      commission: sql<string>`${signed(r.vwKopecks)} + ${signed(r.vwNdsKopecks)}`,
      acquiring: signed(r.acquiringFeeKopecks),
      forPay: signed(r.forPayKopecks),
      logistics: total(r.deliveryServiceKopecks),
      storage: total(r.paidStorageKopecks),
      acceptance: total(r.paidAcceptanceKopecks),
      penalties: total(r.penaltyKopecks),
      deductions: total(r.deductionKopecks),
      additionalPayments: total(r.additionalPaymentKopecks),
    })
    .from(r)
    .where(and(eq(r.companyId, companyId), gte(r.rrDate, dateFrom), lte(r.rrDate, dateTo), sql`${r.nmId} > 0`))
    .groupBy(r.nmId, scheme, r.currency)
    .orderBy(r.nmId, scheme);
  return rows.map((row) => ({
    nmId: Number(row.nmId),
    scheme: row.scheme,
    currency: row.currency,
    vendorCode: row.vendorCode,
    sold: Number(row.sold),
    deliveries: Number(row.deliveries),
    returnTrips: Number(row.returnTrips),
    revenue: Number(row.revenue),
    commission: Number(row.commission),
    acquiring: Number(row.acquiring),
    forPay: Number(row.forPay),
    logistics: Number(row.logistics),
    storage: Number(row.storage),
    acceptance: Number(row.acceptance),
    penalties: Number(row.penalties),
    deductions: Number(row.deductions),
    additionalPayments: Number(row.additionalPayments),
  }));
}

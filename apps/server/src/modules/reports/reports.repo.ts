import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { FinanceRow } from './report-money.ts';
import { wbFinanceReports, wbFinanceRows } from './reports.tables.ts';

const rowFields = {
  rrdId: wbFinanceRows.rrdId,
  reportId: wbFinanceRows.reportId,
  srid: wbFinanceRows.srid,
  shkId: wbFinanceRows.shkId,
  nmId: wbFinanceRows.nmId,
  vendorCode: wbFinanceRows.vendorCode,
  techSize: wbFinanceRows.techSize,
  stickerId: wbFinanceRows.stickerId,
  giId: wbFinanceRows.giId,
  docTypeName: wbFinanceRows.docTypeName,
  sellerOperName: wbFinanceRows.sellerOperName,
  bonusTypeName: wbFinanceRows.bonusTypeName,
  officeName: wbFinanceRows.officeName,
  orderDt: wbFinanceRows.orderDt,
  saleDt: wbFinanceRows.saleDt,
  rrDate: wbFinanceRows.rrDate,
  forPayKopecks: wbFinanceRows.forPayKopecks,
  retailAmountKopecks: wbFinanceRows.retailAmountKopecks,
  deliveryServiceKopecks: wbFinanceRows.deliveryServiceKopecks,
  penaltyKopecks: wbFinanceRows.penaltyKopecks,
  additionalPaymentKopecks: wbFinanceRows.additionalPaymentKopecks,
  paidStorageKopecks: wbFinanceRows.paidStorageKopecks,
  paidAcceptanceKopecks: wbFinanceRows.paidAcceptanceKopecks,
  deductionKopecks: wbFinanceRows.deductionKopecks,
};

/** Rows of one kind of report whose report date (Moscow day) falls in the period. */
export function rowsOfPeriod(
  db: Database,
  companyId: number,
  reportType: number,
  dateFrom: string,
  dateTo: string,
): Promise<FinanceRow[]> {
  return db
    .select(rowFields)
    .from(wbFinanceRows)
    .where(
      and(
        eq(wbFinanceRows.companyId, companyId),
        eq(wbFinanceRows.reportType, reportType),
        gte(wbFinanceRows.rrDate, dateFrom),
        lte(wbFinanceRows.rrDate, dateTo),
      ),
    )
    .orderBy(asc(wbFinanceRows.rrdId));
}

/** Rows of the given reports, whatever their dates. */
export function rowsOfReports(db: Database, companyId: number, reportIds: string[]): Promise<FinanceRow[]> {
  if (reportIds.length === 0) return Promise.resolve([]);
  return db
    .select(rowFields)
    .from(wbFinanceRows)
    .where(and(eq(wbFinanceRows.companyId, companyId), inArray(wbFinanceRows.reportId, reportIds)))
    .orderBy(asc(wbFinanceRows.rrdId));
}

/** WB's weekly reports of one kind whose week overlaps the period, oldest first. */
export function reportsOfPeriod(db: Database, companyId: number, reportType: number, dateFrom: string, dateTo: string) {
  return db
    .select()
    .from(wbFinanceReports)
    .where(
      and(
        eq(wbFinanceReports.companyId, companyId),
        eq(wbFinanceReports.reportType, reportType),
        lte(wbFinanceReports.dateFrom, dateTo),
        gte(wbFinanceReports.dateTo, dateFrom),
      ),
    )
    .orderBy(asc(wbFinanceReports.dateFrom));
}

/** Report ids our rows name for weeks overlapping the period, for weeks WB's list has not given. */
export async function rowReportIdsOfPeriod(
  db: Database,
  companyId: number,
  reportType: number,
  dateFrom: string,
  dateTo: string,
) {
  return db
    .selectDistinct({
      reportId: wbFinanceRows.reportId,
      dateFrom: wbFinanceRows.dateFrom,
      dateTo: wbFinanceRows.dateTo,
      currency: wbFinanceRows.currency,
    })
    .from(wbFinanceRows)
    .where(
      and(
        eq(wbFinanceRows.companyId, companyId),
        eq(wbFinanceRows.reportType, reportType),
        lte(wbFinanceRows.dateFrom, dateTo),
        gte(wbFinanceRows.dateTo, dateFrom),
      ),
    );
}

export async function hasFinanceRows(db: Database, companyId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(wbFinanceRows)
    .where(eq(wbFinanceRows.companyId, companyId))
    .limit(1);
  return row !== undefined;
}

export type ListedReport = typeof wbFinanceReports.$inferSelect;

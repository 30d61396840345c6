import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { toSafeNumber } from '../../lib/money.ts';
import type { FinanceRow, ReportSums } from './report-money.ts';
import { wbFinanceReportDays, wbFinanceReports, wbFinanceRows } from './reports.tables.ts';

const rowFields = {
  rrdId: wbFinanceRows.rrdId,
  reportId: wbFinanceRows.reportId,
  currency: wbFinanceRows.currency,
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

/** The rows of the given reports, whatever their dates, added up per report and currency (with its first row). */
export async function reportSums(
  db: Database,
  companyId: number,
  reportIds: string[],
): Promise<(ReportSums & { reportId: string; currency: string; firstRrdId: number })[]> {
  if (reportIds.length === 0) return [];
  // Out of the days' figures the sync keeps (`report-days.ts`): a report's rows, whatever their dates.
  const d = wbFinanceReportDays;
  const total = (column: typeof d.forPay) => sql<string>`sum(${column})::text`;
  const rows = await db
    .select({
      reportId: d.reportId,
      currency: d.currency,
      rowCount: sql<number>`sum(${d.rowCount})::int`,
      firstRrdId: sql<string>`min(${d.firstRrdId})::text`,
      forPay: sql<string>`(sum(${d.forPay}) - sum(${d.returns}))::text`,
      delivery: total(d.delivery),
      storage: total(d.storage),
      acceptance: total(d.acceptance),
      deduction: total(d.deduction),
      penalty: total(d.penalty),
      additionalPayment: total(d.additionalPayment),
      cashbackAmount: total(d.cashbackAmount),
      cashbackDiscount: total(d.cashbackDiscount),
      cashbackCommissionChange: total(d.cashbackCommissionChange),
    })
    .from(d)
    .where(and(eq(d.companyId, companyId), inArray(d.reportId, reportIds)))
    .groupBy(d.reportId, d.currency);
  const exact = (text: string) => toSafeNumber(BigInt(text));
  return rows.map((r) => ({
    reportId: r.reportId,
    currency: r.currency,
    rowCount: r.rowCount,
    firstRrdId: exact(r.firstRrdId),
    forPay: exact(r.forPay),
    delivery: exact(r.delivery),
    storage: exact(r.storage),
    acceptance: exact(r.acceptance),
    deduction: exact(r.deduction),
    penalty: exact(r.penalty),
    additionalPayment: exact(r.additionalPayment),
    cashbackAmount: exact(r.cashbackAmount),
    cashbackDiscount: exact(r.cashbackDiscount),
    cashbackCommissionChange: exact(r.cashbackCommissionChange),
  }));
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

/**
 * The days the company's synced main reports cover: from the first day of the earliest week with rows to
 * the last day of the latest; null when none.
 */
export async function reportsCover(db: Database, companyId: number): Promise<{ from: string; to: string } | null> {
  // Out of the report days the sync keeps (`report-days.ts`), which name their rows' weeks.
  const d = wbFinanceReportDays;
  const weekOf = (order: typeof asc) =>
    db
      .select({ dateFrom: d.dateFrom, dateTo: d.dateTo })
      .from(d)
      .where(
        and(
          eq(d.companyId, companyId),
          eq(d.reportType, 1),
          sql`${d.dateFrom} is not null and ${d.dateTo} is not null`,
        ),
      )
      .orderBy(order(d.dateFrom), order(d.dateTo))
      .limit(1);
  // Both ends in one statement: the home page asks it on every read after a change.
  const [row] = rowsOf<{ from: string | null; to: string | null }>(
    await db.execute(
      sql`select (select "date_from"::text from (${weekOf(asc)}) f) as "from", (select "date_to"::text from (${weekOf(desc)}) l) as "to"`,
    ),
  );
  return row?.from && row.to ? { from: row.from, to: row.to } : null;
}

/** Report ids our rows name for weeks overlapping the period, for weeks WB's list has not given. */
export async function rowReportIdsOfPeriod(
  db: Database,
  companyId: number,
  reportType: number,
  dateFrom: string,
  dateTo: string,
) {
  const d = wbFinanceReportDays;
  return db
    .selectDistinct({ reportId: d.reportId, dateFrom: d.dateFrom, dateTo: d.dateTo, currency: d.currency })
    .from(d)
    .where(
      and(eq(d.companyId, companyId), eq(d.reportType, reportType), lte(d.dateFrom, dateTo), gte(d.dateTo, dateFrom)),
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

const RETURN = 'Возврат';
const unitsOf = (companyId: number, reportType: number, dateFrom: string, dateTo: string) =>
  and(
    eq(wbFinanceRows.companyId, companyId),
    eq(wbFinanceRows.reportType, reportType),
    gte(wbFinanceRows.rrDate, dateFrom),
    lte(wbFinanceRows.rrDate, dateTo),
    sql`${wbFinanceRows.shkId} <> 0`,
  );

/** The units of the period as one row each, for a list the screen pages (columns named as ReportRow's fields). */
export function unitTotals(db: Database, companyId: number, reportType: number, dateFrom: string, dateTo: string) {
  return db.$with('report_units').as(
    db
      .select({
        shkId: sql<number>`${wbFinanceRows.shkId}`.as('shk_id'),
        nmId: sql<number | null>`min(${wbFinanceRows.nmId})`.as('nm_id'),
        vendorCode: sql<string | null>`min(${wbFinanceRows.vendorCode})`.as('sa_name'),
        techSize: sql<string | null>`min(${wbFinanceRows.techSize})`.as('ts_name'),
        officeName: sql<string | null>`min(${wbFinanceRows.officeName})`.as('office_name'),
        orderDt: sql<Date | null>`min(${wbFinanceRows.orderDt})`.as('order_dt'),
        saleDt: sql<Date | null>`max(${wbFinanceRows.saleDt})`.as('sale_dt'),
        forPay:
          sql<string>`sum(case when ${wbFinanceRows.docTypeName} = ${RETURN} then -${wbFinanceRows.forPayKopecks} else ${wbFinanceRows.forPayKopecks} end)`.as(
            'total_ppvz_for_pay',
          ),
        delivery: sql<string>`sum(${wbFinanceRows.deliveryServiceKopecks})`.as('total_delivery_rub'),
        penalty: sql<string>`sum(${wbFinanceRows.penaltyKopecks})`.as('total_penalty'),
      })
      .from(wbFinanceRows)
      .where(unitsOf(companyId, reportType, dateFrom, dateTo))
      .groupBy(wbFinanceRows.shkId),
  );
}

export type UnitTotals = ReturnType<typeof unitTotals>;

export async function unitsPage(
  db: Database,
  units: UnitTotals,
  plan: { where: SQL | undefined; orderBy: SQL[]; limit: number; offset: number },
): Promise<{ shkIds: number[]; totalCount: number }> {
  const [page, [counted]] = await Promise.all([
    db
      .with(units)
      .select({ shkId: units.shkId })
      .from(units)
      .where(plan.where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset),
    db
      .with(units)
      .select({ n: sql<number>`count(*)::int` })
      .from(units)
      .where(plan.where),
  ]);
  return { shkIds: page.map((r) => Number(r.shkId)), totalCount: counted?.n ?? 0 };
}

/** Rows of the period's units (or of the given ones), in ШК and row order. */
export function rowsOfUnits(
  db: Database,
  companyId: number,
  reportType: number,
  dateFrom: string,
  dateTo: string,
  shkIds?: number[],
): Promise<FinanceRow[]> {
  if (shkIds?.length === 0) return Promise.resolve([]);
  return db
    .select(rowFields)
    .from(wbFinanceRows)
    .where(
      and(unitsOf(companyId, reportType, dateFrom, dateTo), shkIds ? inArray(wbFinanceRows.shkId, shkIds) : undefined),
    )
    .orderBy(asc(wbFinanceRows.shkId), asc(wbFinanceRows.rrdId));
}

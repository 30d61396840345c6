import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { recountCostDays } from './report-cost-days.ts';
import { RETURN, SALE } from './report-pricing.ts';
import { wbFinanceDays, wbFinanceReportDays, wbFinanceRows } from './reports.tables.ts';

// The realization report rows of each report date, report, card and currency, kept added up in
// wb_finance_days, and without the card, by the report's week, in wb_finance_report_days: a page of rows
// is stored together with a recount of every day its rows were or now are on, from the rows themselves,
// so a correction WB adds to a past week updates that week's days (docs/decisions.md, «Daily figures
// kept by the sync»).

/** Where rows without a report date are kept: no period reaches it, and the reconciliation counts them all the same. */
export const NO_REPORT_DAY = '1900-01-01';

const r = wbFinanceRows;
const dayOfRow = sql`coalesce(${r.rrDate}, ${sql.raw(`'${NO_REPORT_DAY}'::date`)})`;

/** A report day and card of report rows: where their figures are kept. */
export interface ReportCard {
  day: string;
  nmId: number;
}

/** The report days and cards of the stored rows with these `rrdId`s: where a new version of them leaves. */
export async function storedReportCards(tx: Tx, companyId: number, rrdIds: number[]): Promise<ReportCard[]> {
  if (rrdIds.length === 0) return [];
  return tx
    .selectDistinct({ day: sql<string>`${dayOfRow}::text`, nmId: sql`coalesce(${r.nmId}, 0)`.mapWith(Number) })
    .from(r)
    .where(and(eq(r.companyId, companyId), inArray(r.rrdId, rrdIds)));
}

/**
 * Recounts the company's report rows of these report days (every day when null) from its rows, their cost side
 * too: of the whole days, or of only the `cards` of them when given. The cost side prices each row, so a slice
 * of a page recounts only the days and cards its rows touch, not every row of their days.
 */
export async function recountReportDays(
  executor: Tx | Database,
  companyId: number,
  days: readonly string[] | null,
  cards?: readonly ReportCard[],
) {
  if (days !== null && days.length === 0) return;
  const dated = days?.filter((day) => day !== NO_REPORT_DAY) ?? [];
  const onDays =
    days === null
      ? sql`true`
      : sql`(${dated.length > 0 ? sql`${r.rrDate} in ${dated}` : sql`false`}
          or ${days.includes(NO_REPORT_DAY) ? sql`${r.rrDate} is null` : sql`false`})`;
  const sold = sql`case when ${r.docTypeName} = ${SALE} then 1 when ${r.docTypeName} = ${RETURN} then -1 else 0 end`;
  const isReturn = sql`${r.docTypeName} = ${RETURN}`;
  const sums = sql`count(*), min(${r.rrdId}),
      sum(case when ${isReturn} then 0 else ${r.forPayKopecks} end),
      sum(case when ${isReturn} then ${r.forPayKopecks} else 0 end),
      sum(${sold} * ${r.forPayKopecks}), sum(${sold}),
      sum(case when ${isReturn} then -${r.retailAmountKopecks} else ${r.retailAmountKopecks} end),
      sum(${r.deliveryServiceKopecks}), sum(${r.penaltyKopecks}), sum(${r.additionalPaymentKopecks}),
      sum(${r.paidStorageKopecks}), sum(${r.paidAcceptanceKopecks}), sum(${r.deductionKopecks}),
      sum(${r.cashbackAmountKopecks}), sum(${r.cashbackDiscountKopecks}), sum(${r.cashbackCommissionChangeKopecks})`;
  const sumColumns = sql`row_count, first_rrd_id, for_pay, returns, goods, net_sold, retail_amount, delivery, penalty,
      additional_payment, storage, acceptance, deduction, cashback_amount, cashback_discount, cashback_commission_change`;
  for (const table of [wbFinanceDays, wbFinanceReportDays]) {
    await executor
      .delete(table)
      .where(and(eq(table.companyId, companyId), days === null ? undefined : inArray(table.day, [...days])));
  }
  await executor.execute(sql`
    insert into ${wbFinanceDays} (company_id, day, report_id, nm_id, currency, report_type, ${sumColumns})
    select ${r.companyId}, ${dayOfRow}, ${r.reportId}, coalesce(${r.nmId}, 0), ${r.currency}, ${r.reportType}, ${sums}
    from ${r}
    where ${r.companyId} = ${companyId} and ${onDays}
    group by ${r.companyId}, ${dayOfRow}, ${r.reportId}, ${r.reportType}, coalesce(${r.nmId}, 0), ${r.currency}`);
  await executor.execute(sql`
    insert into ${wbFinanceReportDays} (company_id, day, report_id, report_type, currency, date_from, date_to, ${sumColumns})
    select ${r.companyId}, ${dayOfRow}, ${r.reportId}, ${r.reportType}, ${r.currency}, ${r.dateFrom}, ${r.dateTo}, ${sums}
    from ${r}
    where ${r.companyId} = ${companyId} and ${onDays}
    group by ${r.companyId}, ${dayOfRow}, ${r.reportId}, ${r.reportType}, ${r.currency}, ${r.dateFrom}, ${r.dateTo}`);
  const datedCards = cards?.filter((card) => card.day !== NO_REPORT_DAY);
  await recountCostDays(
    executor,
    companyId,
    datedCards
      ? { pairs: { days: datedCards.map((card) => card.day), nmIds: datedCards.map((card) => card.nmId) } }
      : { days: days && days.filter((day) => day !== NO_REPORT_DAY) },
  );
}

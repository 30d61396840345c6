import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { arrayLiteral } from '../../lib/array-literal.ts';
import { addCostDays, recountCostDays } from './report-cost-days.ts';
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
/** The kept figures, in the order of `sums`. */
const SUM_COLUMNS = [
  'row_count',
  'first_rrd_id',
  'for_pay',
  'returns',
  'goods',
  'net_sold',
  'retail_amount',
  'delivery',
  'penalty',
  'additional_payment',
  'storage',
  'acceptance',
  'deduction',
  'cashback_amount',
  'cashback_discount',
  'cashback_commission_change',
];
const sumColumns = sql.raw(SUM_COLUMNS.join(', '));

/** What a kept row becomes when new rows of its key come: their figures added, the first rrdId the smaller. */
const addedTo = (table: string) =>
  sql.raw(
    SUM_COLUMNS.map((column) =>
      column === 'first_rrd_id'
        ? `${column} = least(${table}.${column}, excluded.${column})`
        : `${column} = ${table}.${column} + excluded.${column}`,
    ).join(', '),
  );

/** Adds up the rows `where` picks into both day tables; `adding`: onto the figures kept, else into days emptied before. */
async function insertDays(executor: Tx | Database, companyId: number, where: SQL, adding: boolean) {
  await executor.execute(sql`
    insert into ${wbFinanceDays} (company_id, day, report_id, nm_id, currency, report_type, ${sumColumns})
    select ${r.companyId}, ${dayOfRow}, ${r.reportId}, coalesce(${r.nmId}, 0), ${r.currency}, ${r.reportType}, ${sums}
    from ${r}
    where ${r.companyId} = ${companyId} and ${where}
    group by ${r.companyId}, ${dayOfRow}, ${r.reportId}, ${r.reportType}, coalesce(${r.nmId}, 0), ${r.currency}
    ${adding ? sql`on conflict (company_id, day, report_id, report_type, nm_id, currency) do update set ${addedTo('wb_finance_days')}` : sql``}`);
  await executor.execute(sql`
    insert into ${wbFinanceReportDays} (company_id, day, report_id, report_type, currency, date_from, date_to, ${sumColumns})
    select ${r.companyId}, ${dayOfRow}, ${r.reportId}, ${r.reportType}, ${r.currency}, ${r.dateFrom}, ${r.dateTo}, ${sums}
    from ${r}
    where ${r.companyId} = ${companyId} and ${where}
    group by ${r.companyId}, ${dayOfRow}, ${r.reportId}, ${r.reportType}, ${r.currency}, ${r.dateFrom}, ${r.dateTo}
    ${adding ? sql`on conflict on constraint wb_finance_report_days_key do update set ${addedTo('wb_finance_report_days')}` : sql``}`);
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
  for (const table of [wbFinanceDays, wbFinanceReportDays]) {
    await executor
      .delete(table)
      .where(and(eq(table.companyId, companyId), days === null ? undefined : inArray(table.day, [...days])));
  }
  await insertDays(executor, companyId, onDays, false);
  const datedCards = cards?.filter((card) => card.day !== NO_REPORT_DAY);
  await recountCostDays(
    executor,
    companyId,
    datedCards
      ? { pairs: { days: datedCards.map((card) => card.day), nmIds: datedCards.map((card) => card.nmId) } }
      : { days: days && days.filter((day) => day !== NO_REPORT_DAY) },
  );
}

/**
 * Adds report rows stored for the first time (none of `rrdIds` was stored before) to the figures of their days,
 * the cost side too, instead of recounting every row of those days: what a first sync stores, slice by slice.
 * Each figure is a sum of rows (the first rrdId their least), so adding equals recounting; the equality tests
 * of `test/support/daily-figures.ts` hold it to the rows.
 */
export async function addNewReportRows(
  executor: Tx | Database,
  companyId: number,
  rrdIds: readonly number[],
  days: readonly string[],
) {
  if (rrdIds.length === 0) return;
  const stored = sql`${r.rrdId} = any(${arrayLiteral(rrdIds)}::bigint[])`;
  await insertDays(executor, companyId, stored, true);
  await addCostDays(
    executor,
    companyId,
    rrdIds,
    days.filter((day) => day !== NO_REPORT_DAY),
  );
}

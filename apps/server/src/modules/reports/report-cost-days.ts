import { sql, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/client.ts';
import { arrayLiteral } from '../../lib/array-literal.ts';
import { recountCostTotals } from './report-cost-totals.ts';
import { COST_AT, COST_CURRENCY, costChanges, RETURN, SALE, unitCost } from './report-pricing.ts';
import { wbFinanceCostChanges, wbFinanceCostDays } from './reports.tables.ts';

// The report rows of units priced row by row and kept added up by day (wb_finance_cost_days): a row's cost
// price is its unit's own from the ledger, else the card's in force at its order, counted +1 for a sale, −1
// for a return. Each figure is a sum of rows, so any period is the sum of its days (docs/decisions.md,
// «Cost prices: kept by day, row by row»). Two ways keep it right: the sync recounts the days it stores
// (recountReportDays calls `recountCostDays`), and a cost price change, recorded by a trigger in the
// writer's transaction (wb_finance_cost_changes), is counted by `applyCostChanges` before any read.

/** Which rows to recount: the report days (every day when null), or the (day, card) pairs a change touches. */
export type CostDaysScope = { days: readonly string[] | null } | { pairs: { days: string[]; nmIds: number[] } };

/** Recount statements of one company wait for each other: two at once would both insert the days they deleted. */
const lockCompany = (executor: Tx | Database, companyId: number) =>
  executor.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`wb_finance_cost_days:${companyId}`}, 0))`);

const pairsOf = (pairs: { days: string[]; nmIds: number[] }) =>
  sql`(select * from unnest(${arrayLiteral(pairs.days)}::date[], ${arrayLiteral(pairs.nmIds)}::bigint[]))`;

function rowsIn(scope: CostDaysScope): SQL {
  if ('pairs' in scope) return sql`(rr_date, coalesce(nm_id, 0)) in ${pairsOf(scope.pairs)}`;
  if (scope.days === null) return sql`true`;
  return scope.days.length > 0 ? sql`rr_date in ${scope.days}` : sql`false`;
}

function daysIn(scope: CostDaysScope): SQL {
  if ('pairs' in scope) return sql`(day, nm_id) in ${pairsOf(scope.pairs)}`;
  if (scope.days === null) return sql`true`;
  return scope.days.length > 0 ? sql`day in ${scope.days}` : sql`false`;
}

/**
 * Each report row of a unit (`where` picks which) with its sign (a sale +1, a return −1, other rows 0), its
 * `forPay` (a return's taken back), logistics and penalties, what they add to the payout (`piece`) and its
 * cost price (`unitCost` of the row itself: saved_cost, card_cost); rows without a report date are in no
 * period and not here.
 */
export function pricedRowsSql(companyId: number, where: SQL): SQL {
  const cost = unitCost(companyId);
  return sql`with ${costChanges(companyId)},
  f as (
    select rrd_id, rr_date, report_type, coalesce(nm_id, 0) nm_id, currency, shk_id, sticker_id, vendor_code,
      ${COST_AT} cost_at, case when delivery_method ilike 'FBS%' then 'fbs' else 'fbo' end scheme,
      case when doc_type_name = ${SALE} then 1 when doc_type_name = ${RETURN} then -1 else 0 end sign,
      case when doc_type_name = ${RETURN} then -for_pay_kopecks else for_pay_kopecks end for_pay,
      delivery_service_kopecks delivery, penalty_kopecks penalty
    from wb_finance_rows
    where company_id = ${companyId} and shk_id <> 0 and rr_date is not null and ${where})
  select f.*, f.for_pay - f.delivery - f.penalty piece, ${cost.columns} from f ${cost.joins}`;
}

/** A priced row whose cost price counts: in the cost prices' currency, with one known. */
export const PRICED = () => sql`(currency = ${COST_CURRENCY} and coalesce(saved_cost, card_cost) is not null)`;
/** A priced row left out of profit: in the cost prices' currency, without one (docs/money.md). */
export const LEFT_OUT = () => sql`(currency = ${COST_CURRENCY} and coalesce(saved_cost, card_cost) is null)`;

/** The figures of a group of priced rows (`pricedRowsSql`), under the cost days' column names. */
export const costFigures =
  () => sql`coalesce(sum(sign * coalesce(saved_cost, card_cost)) filter (where ${PRICED()}), 0) cost,
    count(*) row_count, count(*) filter (where ${LEFT_OUT()}) left_out_rows,
    sum(sign) net_sold, sum(for_pay) for_pay, sum(delivery) delivery, sum(penalty) penalty,
    coalesce(sum(sign) filter (where ${LEFT_OUT()}), 0) left_out_units,
    coalesce(sum(piece) filter (where ${LEFT_OUT()}), 0) left_out_payout,
    coalesce(sum(sign) filter (where saved_cost is null), 0) not_saved`;

/** The cost days' figures, in the order of `costFigures`. */
const COST_FIGURES = [
  'cost',
  'row_count',
  'left_out_rows',
  'net_sold',
  'for_pay',
  'delivery',
  'penalty',
  'left_out_units',
  'left_out_payout',
  'not_saved',
];

/** Prices the rows `where` picks and adds them up into cost days: onto the figures kept when `adding`. */
function insertCostDays(executor: Tx | Database, companyId: number, where: SQL, adding: boolean) {
  const added = sql.raw(
    [
      'vendor_code = least(wb_finance_cost_days.vendor_code, excluded.vendor_code)',
      ...COST_FIGURES.map((column) => `${column} = wb_finance_cost_days.${column} + excluded.${column}`),
    ].join(', '),
  );
  return executor.execute(sql`
    insert into ${wbFinanceCostDays} (company_id, day, report_type, nm_id, currency, scheme, vendor_code,
      ${sql.raw(COST_FIGURES.join(', '))})
    select ${companyId}::bigint, rr_date, report_type, nm_id, currency, scheme, min(vendor_code), ${costFigures()}
    from (${pricedRowsSql(companyId, where)}) priced
    group by rr_date, report_type, nm_id, currency, scheme
    ${adding ? sql`on conflict (company_id, day, report_type, nm_id, currency, scheme) do update set ${added}` : sql``}`);
}

/** Recounts the company's cost days in the scope from its rows. */
export async function recountCostDays(executor: Tx | Database, companyId: number, scope: CostDaysScope) {
  if ('days' in scope && scope.days !== null && scope.days.length === 0) return;
  await lockCompany(executor, companyId);
  await executor.execute(sql`delete from ${wbFinanceCostDays} where company_id = ${companyId} and ${daysIn(scope)}`);
  await insertCostDays(executor, companyId, rowsIn(scope), false);
  await recountCostTotals(executor, companyId, 'pairs' in scope ? scope.pairs.days : scope.days);
}

/** Adds the cost side of report rows stored for the first time (`rrdIds`, on `days`) to their cost days. */
export async function addCostDays(
  executor: Tx | Database,
  companyId: number,
  rrdIds: readonly number[],
  days: readonly string[],
) {
  await lockCompany(executor, companyId);
  await insertCostDays(executor, companyId, sql`rrd_id = any(${arrayLiteral(rrdIds)}::bigint[])`, true);
  await recountCostTotals(executor, companyId, days);
}

/** Whether the company has cost price changes not yet counted: one index probe, no transaction. */
async function hasCostChanges(db: Database, companyId: number): Promise<boolean> {
  const found = rowsOf(
    await db.execute(sql`select 1 from ${wbFinanceCostChanges} where company_id = ${companyId} limit 1`),
  );
  return found.length > 0;
}

/**
 * Counts the cost days the cost price changes recorded since the last count touch: the days and cards of
 * the changed cards' rows and of the rows of the changed units (by ШК, else by FBS sticker). Called before
 * every read of wb_finance_cost_days, so no read shows a cost price from before a committed change; a read
 * that comes while another counts waits for it (the delete below waits on its rows). The job of
 * `report-cost-job.ts` counts them within a minute of the change, so a reader seldom finds any: most reads
 * cost one probe, and a large change (a unit file, the upgrade that marks every card) is not counted by
 * whoever opens /main first while the others queue behind it.
 */
export async function applyCostChanges(db: Database, companyId: number): Promise<void> {
  if (!(await hasCostChanges(db, companyId))) return;
  await db.transaction(async (tx) => {
    const changes = rowsOf<{ nm_id: string | number; shk_id: string }>(
      await tx.execute(
        sql`delete from ${wbFinanceCostChanges} where company_id = ${companyId} returning nm_id, shk_id`,
      ),
    );
    if (changes.length === 0) return;
    const nmIds = changes.filter((c) => c.shk_id === '').map((c) => Number(c.nm_id));
    const shks = changes.filter((c) => c.shk_id !== '').map((c) => c.shk_id);
    const numericShks = shks.filter((shk) => /^[0-9]{1,18}$/.test(shk));
    const touched = rowsOf<{ day: string; nm_id: string | number }>(
      await tx.execute(sql`
      select distinct rr_date::text as day, coalesce(nm_id, 0) nm_id from wb_finance_rows
      where company_id = ${companyId} and shk_id <> 0 and rr_date is not null
        and (coalesce(nm_id, 0) = any(${arrayLiteral(nmIds)}::bigint[])
          or shk_id = any(${arrayLiteral(numericShks)}::bigint[])
          ${shks.length > 0 ? sql`or sticker_id = any(${arrayLiteral(shks)}::text[])` : sql``})`),
    );
    if (touched.length === 0) return;
    await recountCostDays(tx, companyId, {
      pairs: { days: touched.map((t) => t.day), nmIds: touched.map((t) => Number(t.nm_id)) },
    });
  });
}

/** The realization report's kinds whose units a card's profit counts: the main report and the buyout report. */
const MAIN_REPORT = 1;
const BUYOUT_REPORT = 2;

/**
 * Each card's profit by currency over the days `from`…`to` out of its units' rows of the main and buyout reports,
 * with the rows, those left out of profit, and the smallest article in the main report and in either: what /main
 * keeps of its month's cards (home/card-month.ts), columns in that order. Cost price changes are counted first.
 */
export const cardProfitsOfDaysSql = (companyId: number, from: string, to: string): SQL => sql`
  select ${companyId}::bigint, nm_id, currency, sum(for_pay - delivery - penalty - left_out_payout - cost),
    sum(row_count), sum(left_out_rows), min(vendor_code) filter (where report_type = ${MAIN_REPORT}), min(vendor_code)
  from wb_finance_cost_days
  where company_id = ${companyId} and report_type in (${MAIN_REPORT}, ${BUYOUT_REPORT}) and nm_id <> 0
    and day between ${from} and ${to}
  group by nm_id, currency`;

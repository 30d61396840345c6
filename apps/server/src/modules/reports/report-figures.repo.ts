import { sql, type SQL } from 'drizzle-orm';
import { isEmbedded, type Database, type Tx } from '../../db/client.ts';
import { toSafeNumber } from '../../lib/money.ts';
import { LEFT_OUT, PRICED, applyCostChanges, pricedRowsSql } from './report-cost-days.ts';
import { RETURN, SALE } from './report-pricing.ts';

// The report's money is added up inside the database: a month of a large seller is about a hundred
// thousand rows, and reading them into objects to add them up cost several times the answer itself.
// Amounts are bigint kopecks; their sums (numeric) come back as text and are read exactly.

export { COST_AT, COST_CURRENCY, costChanges, RETURN, SALE, unitCost } from './report-pricing.ts';

/** Which rows: one kind of report (and the buyout report, for the wholesale block) by report date. */
export interface PeriodOf {
  companyId: number;
  reportTypes: number[];
  dateFrom: string;
  dateTo: string;
  /** Only these units (a page of the grid); every row of the period when absent. */
  shkIds?: number[];
}

/**
 * The period's units (a ШК in one currency) with their rows priced one by one (`pricedRowsSql`, as the cost
 * days price them): the unit's first sale or return row (else its first row) names it and shows its cost
 * price; its cost counted, profit and what is left out are the sums of its rows', so the units add up to the
 * totals the cost days keep (docs/money.md, «Units without a cost price»).
 */
function pricedUnits(of: PeriodOf): SQL {
  const c = of.companyId;
  const onlyUnits = of.shkIds ? sql`and shk_id in ${of.shkIds.length ? of.shkIds : [0]}` : sql``;
  const types = sql.join(
    of.reportTypes.map((t) => sql`${t}`),
    sql`, `,
  );
  const inPeriod = sql`report_type in (${types}) and rr_date between ${of.dateFrom} and ${of.dateTo} ${onlyUnits}`;
  const first = (column: string) => sql`(array_agg(${sql.raw(column)} order by sign = 0, rrd_id))[1]`;
  return sql`
  unit_first as (
    select distinct on (report_type, shk_id, currency) report_type, shk_id, currency, nm_id, vendor_code, tech_size,
      sticker_id, gi_id, seller_oper_name, bonus_type_name, office_name, order_dt, sale_dt
    from wb_finance_rows
    where company_id = ${c} and ${inPeriod} and shk_id <> 0
    order by report_type, shk_id, currency, case when doc_type_name in (${SALE}, ${RETURN}) then 0 else 1 end, rrd_id),
  unit_sums as (
    select report_type, shk_id, currency, sum(for_pay) for_pay, sum(delivery) delivery, sum(penalty) penalty,
      sum(sign) net_sold, ${first('coalesce(saved_cost, card_cost)')} first_price,
      ${first('saved_cost is not null')} saved,
      sum(sign * coalesce(saved_cost, card_cost)) filter (where ${PRICED()}) priced_cost,
      count(*) filter (where ${LEFT_OUT()}) left_out_rows, count(*) row_count,
      coalesce(sum(piece) filter (where ${LEFT_OUT()}), 0) left_out_payout
    from (${pricedRowsSql(c, inPeriod)}) r
    group by report_type, shk_id, currency),
  priced as (
    select f.*, s.for_pay, s.delivery, s.penalty, s.net_sold, s.first_price, s.saved,
      case when s.priced_cost is null and s.left_out_rows > 0 then null else coalesce(s.priced_cost, 0) end cost_counted,
      case when s.left_out_rows = s.row_count then null
        else s.for_pay - s.delivery - s.penalty - s.left_out_payout - coalesce(s.priced_cost, 0) end profit
    from unit_first f join unit_sums s using (report_type, shk_id, currency))`;
}

type Numeric = string | number | bigint;
export const exact = (value: Numeric | null) => (value === null ? 0 : toSafeNumber(BigInt(value)));
const exactOrNull = (value: Numeric | null) => (value === null ? null : toSafeNumber(BigInt(value)));
const dateOrNull = (value: Date | string | null) => (value === null ? null : new Date(value));

const rowsOf = async <T>(executor: Database | Tx, query: SQL) =>
  ((await executor.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * A statement's records; both drivers answer with `rows`. On the embedded database a statement over a
 * whole period is planned without nested loops (`withoutNestedLoops`): with statistics missing (no
 * autovacuum) or gathered while the first weeks were coming in, the planner took the period's rows for a
 * handful and looped over them, and a demo month took 117 s instead of 0.8 s. A PostgreSQL server keeps
 * its statistics fresh, and there the same setting measured slower for a month at scale 10
 * (docs/benchmarks.md). A page of units (`shkIds`) keeps its index lookups everywhere.
 */
export async function recordsOf<T>(db: Database, query: SQL, of: PeriodOf): Promise<T[]> {
  if (of.shkIds || !isEmbedded(db)) return rowsOf<T>(db, query);
  return withoutNestedLoops<T>(db, query);
}

/**
 * A statement's records, planned without nested loops and run without JIT compilation: hash and merge
 * joins cost about the same as loops when the estimates are right and never go quadratic when they are
 * wrong, and a statement whose cost passes PostgreSQL's JIT threshold spent seconds compiling itself
 * (docs/decisions.md, «The home page's report figures in one statement»).
 */
function withoutNestedLoops<T>(db: Database, query: SQL): Promise<T[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('enable_nestloop', 'off', true), set_config('jit', 'off', true)`);
    return rowsOf<T>(tx, query);
  });
}

/** One unit of the report with its money in kopecks of its currency. */
export interface UnitFigures {
  shkId: number;
  currency: string;
  nmId: number | null;
  vendorCode: string | null;
  techSize: string | null;
  stickerId: string | null;
  giId: number | null;
  sellerOperName: string | null;
  bonusTypeName: string | null;
  officeName: string | null;
  orderDt: Date | null;
  saleDt: Date | null;
  /** Its own cost price from the ledger, else the card's in force; null when none. */
  firstPrice: number | null;
  isSaved: boolean;
  /** Sales minus returns of the unit in the period: 1, 0 or −1. */
  netSold: number;
  forPay: number;
  delivery: number;
  penalty: number;
  /** Its cost price times its net sales, as the cost of goods counts it; null when not counted (`UNIT_COST_COUNTED`). */
  costCounted: number | null;
  /** null when the unit was sold or returned and its cost price is unknown or in another currency. */
  profit: number | null;
}

interface UnitRecord {
  shk_id: Numeric;
  currency: string;
  nm_id: Numeric | null;
  vendor_code: string | null;
  tech_size: string | null;
  sticker_id: string | null;
  gi_id: Numeric | null;
  seller_oper_name: string | null;
  bonus_type_name: string | null;
  office_name: string | null;
  order_dt: Date | string | null;
  sale_dt: Date | string | null;
  first_price: Numeric | null;
  saved: boolean;
  net_sold: Numeric;
  for_pay: Numeric;
  delivery: Numeric;
  penalty: Numeric;
  cost_counted: Numeric | null;
  profit: Numeric | null;
}

/** The statement of `unitFigures`, also the benchmark's bare SQL. */
export const unitFiguresSql = (of: PeriodOf): SQL => sql`with ${pricedUnits(of)}
  select shk_id, currency, nm_id, vendor_code, tech_size, sticker_id, gi_id, seller_oper_name, bonus_type_name,
    office_name, order_dt, sale_dt, first_price, saved, net_sold, for_pay, delivery, penalty, cost_counted, profit
  from priced order by shk_id, currency`;

/** The units of one kind of report in the period (or the ones asked for), in ШК order. */
export async function unitFigures(db: Database, of: PeriodOf): Promise<UnitFigures[]> {
  const records = await recordsOf<UnitRecord>(db, unitFiguresSql(of), of);
  return records.map((r) => ({
    shkId: exact(r.shk_id),
    currency: r.currency,
    nmId: exactOrNull(r.nm_id),
    vendorCode: r.vendor_code,
    techSize: r.tech_size,
    stickerId: r.sticker_id,
    giId: exactOrNull(r.gi_id),
    sellerOperName: r.seller_oper_name,
    bonusTypeName: r.bonus_type_name,
    officeName: r.office_name,
    orderDt: dateOrNull(r.order_dt),
    saleDt: dateOrNull(r.sale_dt),
    firstPrice: exactOrNull(r.first_price),
    isSaved: r.saved,
    netSold: exact(r.net_sold),
    forPay: exact(r.for_pay),
    delivery: exact(r.delivery),
    penalty: exact(r.penalty),
    costCounted: exactOrNull(r.cost_counted),
    profit: exactOrNull(r.profit),
  }));
}

/** Every row of one kind of report and currency added up, with the cost price of its units sold. */
export interface CurrencyTotals {
  reportType: number;
  currency: string;
  rowCount: number;
  /** Paid for goods sold (rows other than returns). */
  forPay: number;
  /** Paid for goods returned, taken back. */
  returns: number;
  /** Paid for sales net of returns, sale and return rows only (what WB pays for bought-out goods). */
  goods: number;
  retailAmount: number;
  delivery: number;
  penalty: number;
  additionalPayment: number;
  storage: number;
  acceptance: number;
  deduction: number;
  /** The loyalty programme's amounts, as the weekly report's `ReportSums` names them. */
  cashbackAmount: number;
  cashbackDiscount: number;
  cashbackCommissionChange: number;
  /** The units' cost price times their net sales; 0 in a currency other than COST_CURRENCY. */
  firstPrice: number;
  /** Units left out of profit (`WITHOUT_COST`) and what they add to the payout (`UNIT_PAYOUT`). */
  leftOutUnits: number;
  leftOutPayout: number;
  /** The units' columns added up, when the statement counts them (the report screen's units table). */
  units: UnitColumnTotals | null;
}

/** The columns of the units table added up over every unit of a kind of report and currency. */
export interface UnitColumnTotals {
  netSold: number;
  costCounted: number;
  forPay: number;
  delivery: number;
  penalty: number;
  /** Of the units whose profit is known. */
  profit: number;
  /** What every unit adds to the payout (`UNIT_PAYOUT`), left-out ones too. */
  payout: number;
}

export interface TotalsRecord {
  report_type: Numeric;
  currency: string;
  row_count: Numeric;
  for_pay: Numeric;
  returns: Numeric;
  goods: Numeric;
  retail_amount: Numeric;
  delivery: Numeric;
  penalty: Numeric;
  additional_payment: Numeric;
  storage: Numeric;
  acceptance: Numeric;
  deduction: Numeric;
  cashback_amount: Numeric;
  cashback_discount: Numeric;
  cashback_commission_change: Numeric;
  first_price: Numeric | null;
  left_out_units?: Numeric | null;
  left_out_payout?: Numeric | null;
  net_sold?: Numeric | null;
  unit_for_pay?: Numeric | null;
  unit_delivery?: Numeric | null;
  unit_penalty?: Numeric | null;
  unit_profit?: Numeric | null;
  unit_payout?: Numeric | null;
}

/** The columns of CurrencyTotals as sums of a group of rows of one kind of report and currency. */
const ROW_SUM_COLUMNS: [string, SQL][] = [
  ['row_count', sql`count(*)`],
  ['for_pay', sql`sum(case when doc_type_name = ${RETURN} then 0 else for_pay_kopecks end)`],
  ['returns', sql`sum(case when doc_type_name = ${RETURN} then for_pay_kopecks else 0 end)`],
  [
    'goods',
    sql`sum(case when doc_type_name = ${SALE} then for_pay_kopecks when doc_type_name = ${RETURN} then -for_pay_kopecks else 0 end)`,
  ],
  [
    'retail_amount',
    sql`sum(case when doc_type_name = ${RETURN} then -retail_amount_kopecks else retail_amount_kopecks end)`,
  ],
  ['delivery', sql`sum(delivery_service_kopecks)`],
  ['penalty', sql`sum(penalty_kopecks)`],
  ['additional_payment', sql`sum(additional_payment_kopecks)`],
  ['storage', sql`sum(paid_storage_kopecks)`],
  ['acceptance', sql`sum(paid_acceptance_kopecks)`],
  ['deduction', sql`sum(deduction_kopecks)`],
  ['cashback_amount', sql`sum(cashback_amount_kopecks)`],
  ['cashback_discount', sql`sum(cashback_discount_kopecks)`],
  ['cashback_commission_change', sql`sum(cashback_commission_change_kopecks)`],
];

/** The names of ROW_SUM_COLUMNS, the columns of the daily figures (wb_finance_days) too. */
export const ROW_SUM_NAMES = ROW_SUM_COLUMNS.map(([name]) => name);

/** ROW_SUM_COLUMNS of the rows of a group. */
export const ROW_SUMS = sql.join(
  ROW_SUM_COLUMNS.map(([name, sum]) => sql`${sum} ${sql.identifier(name)}`),
  sql`, `,
);

/** ROW_SUM_COLUMNS of a group of groups of rows, each with its ROW_SUMS. */
export const SUMS_OF_ROW_SUMS = sql.join(
  ROW_SUM_COLUMNS.map(([name]) => sql`sum(${sql.identifier(name)}) ${sql.identifier(name)}`),
  sql`, `,
);

/** The period asked for, one kind of report or several, all units. */
export type WholePeriodOf = Omit<PeriodOf, 'shkIds'>;

const daysOf = (of: WholePeriodOf) =>
  sql`company_id = ${of.companyId} and report_type in (${sql.join(
    of.reportTypes.map((t) => sql`${t}`),
    sql`, `,
  )}) and day between ${of.dateFrom} and ${of.dateTo}`;

/**
 * The statement of `currencyTotals`, also the benchmark's bare SQL: every row of the period added up per kind
 * of report and currency out of the report days the sync keeps without the card (`report-days.ts`), with the
 * cost side of its units' rows out of the cost days' totals (`report-cost-totals.ts`).
 */
export const currencyTotalsSql = (of: WholePeriodOf): SQL => sql`with
  row_totals as (
    select report_type, currency, ${SUMS_OF_ROW_SUMS} from wb_finance_report_days where ${daysOf(of)}
    group by report_type, currency),
  cost_totals as (
    select report_type, currency, sum(net_sold) net_sold, sum(cost) first_price, sum(for_pay) unit_for_pay,
      sum(delivery) unit_delivery, sum(penalty) unit_penalty,
      sum(for_pay - delivery - penalty - left_out_payout - cost) unit_profit,
      sum(for_pay - delivery - penalty) unit_payout, sum(left_out_units) left_out_units,
      sum(left_out_payout) left_out_payout
    from wb_finance_cost_totals where ${daysOf(of)}
    group by report_type, currency)
  select r.*, c.first_price, c.left_out_units, c.left_out_payout, c.net_sold, c.unit_for_pay, c.unit_delivery,
    c.unit_penalty, c.unit_profit, c.unit_payout
  from row_totals r left join cost_totals c using (report_type, currency)
  order by r.report_type, r.currency`;

/** Totals of the period per kind of report and currency: every row counts, a unit's or not. */
export async function currencyTotals(db: Database, of: WholePeriodOf): Promise<CurrencyTotals[]> {
  await applyCostChanges(db, of.companyId);
  const records = await rowsOf<TotalsRecord>(db, currencyTotalsSql(of));
  return records.map(totalsOf);
}

/**
 * How many units (a ШК in one currency) one kind of report has in the period, per currency: the one figure
 * of the units table that is no sum of days, counted from the period's rows when the screen asks for it.
 */
export async function unitCounts(db: Database, of: WholePeriodOf): Promise<Map<string, number>> {
  const records = await recordsOf<{ currency: string; n: Numeric }>(
    db,
    sql`select currency, count(distinct shk_id) n from wb_finance_rows
      where company_id = ${of.companyId} and report_type in ${of.reportTypes} and rr_date between ${of.dateFrom} and ${of.dateTo}
        and shk_id <> 0
      group by currency`,
    of,
  );
  return new Map(records.map((r) => [r.currency, exact(r.n)]));
}

/** A record of ROW_SUMS with its cost price, read exactly. */
export function totalsOf(r: TotalsRecord): CurrencyTotals {
  return {
    reportType: exact(r.report_type),
    currency: r.currency,
    rowCount: exact(r.row_count),
    forPay: exact(r.for_pay),
    returns: exact(r.returns),
    goods: exact(r.goods),
    retailAmount: exact(r.retail_amount),
    delivery: exact(r.delivery),
    penalty: exact(r.penalty),
    additionalPayment: exact(r.additional_payment),
    storage: exact(r.storage),
    acceptance: exact(r.acceptance),
    deduction: exact(r.deduction),
    cashbackAmount: exact(r.cashback_amount),
    cashbackDiscount: exact(r.cashback_discount),
    cashbackCommissionChange: exact(r.cashback_commission_change),
    firstPrice: exact(r.first_price),
    leftOutUnits: exact(r.left_out_units ?? null),
    leftOutPayout: exact(r.left_out_payout ?? null),
    units:
      r.unit_for_pay === undefined
        ? null
        : {
            netSold: exact(r.net_sold ?? null),
            costCounted: exact(r.first_price),
            forPay: exact(r.unit_for_pay ?? null),
            delivery: exact(r.unit_delivery ?? null),
            penalty: exact(r.unit_penalty ?? null),
            profit: exact(r.unit_profit ?? null),
            payout: exact(r.unit_payout ?? null),
          },
  };
}

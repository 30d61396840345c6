import { sql, type SQL } from 'drizzle-orm';
import { isEmbedded, type Database, type Tx } from '../../db/client.ts';
import { toSafeNumber } from '../../lib/money.ts';
import { MOSCOW_UTC_OFFSET } from '../../lib/moscow-time.ts';
import { cardCostAt, cardCostChanges } from '../cards/card-cost-sql.ts';
import { savedUnitCost } from '../supplies/ledger-sql.ts';

// The report's money is added up inside the database: a month of a large seller is about a hundred
// thousand rows, and reading them into objects to add them up cost several times the answer itself.
// Amounts are bigint kopecks; their sums (numeric) come back as text and are read exactly.

/**
 * The currency of cost prices (the ledger's and the cards', entered in rubles like every price of the
 * product): subtracted only from money in this currency, never from another's.
 */
export const COST_CURRENCY = 'RUB';

export const SALE = 'Продажа';
export const RETURN = 'Возврат';

/** Which rows: one kind of report (and the buyout report, for the wholesale block) by report date. */
export interface PeriodOf {
  companyId: number;
  reportTypes: number[];
  dateFrom: string;
  dateTo: string;
  /** Only these units (a page of the grid); every row of the period when absent. */
  shkIds?: number[];
}

/** The company's card cost price changes (the CTE `cost_changes`), as the cards module writes them. */
export const costChanges = cardCostChanges;

/**
 * A unit's cost price, for units `f` named by one of their rows (columns shk_id, sticker_id, nm_id and
 * cost_at, the moment its cost is taken at): its own from the unit ledger (by ШК, else by its FBS sticker),
 * else the card's cost price in force at `cost_at`. `columns` (saved_cost, card_cost) read what `joins` join
 * to `f`; both need `costChanges`.
 */
export const unitCost = (companyId: number): { columns: SQL; joins: SQL } => {
  const saved = savedUnitCost(companyId, { shkId: sql`f.shk_id::text`, stickerId: sql`nullif(f.sticker_id, '')` });
  const card = cardCostAt(companyId, { nmId: sql`f.nm_id`, at: sql`f.cost_at` });
  return {
    columns: sql`${saved.cost} saved_cost, ${card.cost} card_cost`,
    joins: sql`${saved.joins}
    ${card.joins}`,
  };
};

/** The moment a row's unit is priced at: its order time, else its sale time, else the report day's Moscow midnight. */
export const COST_AT = sql`coalesce(order_dt, sale_dt, (rr_date::text || ${sql.raw(`'T00:00:00${MOSCOW_UTC_OFFSET}'`)})::timestamptz)`;

/**
 * The period's rows and its units (a ШК in one currency) priced (`unitCost`): the unit's first sale or
 * return row (else its first row) names it and gives the moment of its cost price.
 */
function pricedUnits(of: PeriodOf): SQL {
  const c = of.companyId;
  const onlyUnits = of.shkIds ? sql`and shk_id in ${of.shkIds.length ? of.shkIds : [0]}` : sql``;
  const types = sql.join(
    of.reportTypes.map((t) => sql`${t}`),
    sql`, `,
  );
  const cost = unitCost(c);
  return sql`
  period_rows as (
    select * from wb_finance_rows
    where company_id = ${c} and report_type in (${types}) and rr_date between ${of.dateFrom} and ${of.dateTo} ${onlyUnits}),
  unit_first as (
    select distinct on (report_type, shk_id, currency) report_type, shk_id, currency, nm_id, vendor_code, tech_size,
      sticker_id, gi_id, seller_oper_name, bonus_type_name, office_name, order_dt, sale_dt, ${COST_AT} cost_at
    from period_rows where shk_id <> 0
    order by report_type, shk_id, currency, case when doc_type_name in (${SALE}, ${RETURN}) then 0 else 1 end, rrd_id),
  unit_sums as (
    select report_type, shk_id, currency,
      sum(case when doc_type_name = ${RETURN} then -for_pay_kopecks else for_pay_kopecks end) for_pay,
      sum(delivery_service_kopecks) delivery, sum(penalty_kopecks) penalty,
      sum(case when doc_type_name = ${SALE} then 1 when doc_type_name = ${RETURN} then -1 else 0 end) net_sold
    from period_rows where shk_id <> 0
    group by report_type, shk_id, currency),
  ${costChanges(c)},
  units as (
    select f.*, s.for_pay, s.delivery, s.penalty, s.net_sold, ${cost.columns}
    from unit_first f
    join unit_sums s using (report_type, shk_id, currency)
    ${cost.joins}),
  priced as (
    select u.*, coalesce(u.saved_cost, u.card_cost) first_price from units u)`;
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
export function withoutNestedLoops<T>(db: Database, query: SQL): Promise<T[]> {
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

/**
 * A priced unit's profit (of its columns net_sold, for_pay, delivery, penalty, first_price, currency): null
 * when it was sold or returned and its cost price is unknown or in another currency.
 */
export const UNIT_PROFIT = sql`case when net_sold = 0 then for_pay - delivery - penalty
      when first_price is null or currency <> ${COST_CURRENCY} then null
      else for_pay - delivery - penalty - first_price * net_sold end`;

/**
 * The rule «a unit without a cost price is left out of profit», over a priced unit's columns (net_sold,
 * first_price, currency): sold or returned on balance, in the cost prices' currency, with no cost price
 * known. Its payout (`UNIT_PAYOUT`) is in no profit total; the totals name how many such units there are
 * and how much they were paid (docs/money.md, «Units without a cost price»). Plan and fact use it too.
 */
export const WITHOUT_COST = sql`(net_sold <> 0 and first_price is null and currency = ${COST_CURRENCY})`;

/** What a priced unit adds to WB's payout: paid for it net of its return, less its logistics and penalties. */
export const UNIT_PAYOUT = sql`(for_pay - delivery - penalty)`;

/**
 * The cost price a priced unit counts: its cost times its net sales; 0 when none sold on balance; null
 * when it is left out (`WITHOUT_COST`) or in another currency than the cost prices'.
 */
export const UNIT_COST_COUNTED = sql`case when net_sold = 0 then 0
      when first_price is null or currency <> ${COST_CURRENCY} then null
      else first_price * net_sold end`;

/** The statement of `unitFigures`, also the benchmark's bare SQL. */
export const unitFiguresSql = (of: PeriodOf): SQL => sql`with ${pricedUnits(of)}
  select shk_id, currency, nm_id, vendor_code, tech_size, sticker_id, gi_id, seller_oper_name, bonus_type_name,
    office_name, order_dt, sale_dt, first_price, saved_cost is not null saved, net_sold, for_pay, delivery, penalty,
    ${UNIT_COST_COUNTED} cost_counted, ${UNIT_PROFIT} profit
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
  count: number;
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
  units?: Numeric | null;
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

/**
 * Every row of the period added up per kind of report and currency: out of the days' figures the sync
 * keeps (`report-days.ts`), or, for a page of units, out of its rows (`period_rows`).
 */
function rowTotals(of: PeriodOf): SQL {
  if (of.shkIds) return sql`select report_type, currency, ${ROW_SUMS} from period_rows group by report_type, currency`;
  const types = sql.join(
    of.reportTypes.map((t) => sql`${t}`),
    sql`, `,
  );
  return sql`select report_type, currency, ${SUMS_OF_ROW_SUMS} from wb_finance_days
    where company_id = ${of.companyId} and report_type in (${types}) and day between ${of.dateFrom} and ${of.dateTo}
    group by report_type, currency`;
}

/** The statement of `currencyTotals`, also the benchmark's bare SQL. */
export const currencyTotalsSql = (of: PeriodOf): SQL => sql`with ${pricedUnits(of)},
  row_totals as (${rowTotals(of)}),
  cost_totals as (
    select report_type, currency, count(*) units, sum(net_sold) net_sold, coalesce(sum(cost_counted), 0) first_price,
      sum(for_pay) unit_for_pay, sum(delivery) unit_delivery, sum(penalty) unit_penalty,
      coalesce(sum(profit), 0) unit_profit, sum(${UNIT_PAYOUT}) unit_payout,
      count(*) filter (where ${WITHOUT_COST}) left_out_units,
      coalesce(sum(${UNIT_PAYOUT}) filter (where ${WITHOUT_COST}), 0) left_out_payout
    from (select *, ${UNIT_COST_COUNTED} cost_counted, ${UNIT_PROFIT} profit from priced) p
    group by report_type, currency)
  select r.*, c.first_price, c.left_out_units, c.left_out_payout, coalesce(c.units, 0) units, c.net_sold,
    c.unit_for_pay, c.unit_delivery, c.unit_penalty, c.unit_profit, c.unit_payout
  from row_totals r left join cost_totals c using (report_type, currency)
  order by r.report_type, r.currency`;

/** Totals of the period per kind of report and currency: every row counts, a unit's or not. */
export async function currencyTotals(db: Database, of: PeriodOf): Promise<CurrencyTotals[]> {
  const records = await recordsOf<TotalsRecord>(db, currencyTotalsSql(of), of);
  return records.map(totalsOf);
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
      r.units === undefined || r.units === null
        ? null
        : {
            count: exact(r.units),
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

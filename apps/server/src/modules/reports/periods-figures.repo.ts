import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  COST_AT,
  COST_CURRENCY,
  costChanges,
  exact,
  RETURN,
  SALE,
  SUMS_OF_ROW_SUMS,
  totalsOf,
  UNIT_PAYOUT,
  UNIT_PROFIT,
  unitCost,
  WITHOUT_COST,
  withoutNestedLoops,
  type CurrencyTotals,
  type TotalsRecord,
} from './report-figures.repo.ts';

// Several periods' report figures in one statement over the days they span (the home page's six periods
// and its cards), counted as `currencyTotals` and `unitFigures` count each period alone: a unit (a ШК in
// one currency) is priced by its first sale or return row of each period. Only units sold or returned on
// balance are priced, the only ones whose cost price counts; each first row is priced once, however many
// periods it opens.

const MAIN = 1;
const BUYOUT = 2;

export interface DatePeriod {
  dateFrom: string;
  dateTo: string;
}

/** One period's totals of one kind of report and currency, as `currencyTotals` has them. */
export type PeriodTotals = CurrencyTotals & { period: number };

/** A card's profit of the units of `cardsPeriod` in one currency: the sum of its units' profit. */
export interface CardProfit {
  nmId: number;
  currency: string;
  /** The report's article of the card's first unit (main-report units first, in ШК order). */
  vendorCode: string | null;
  profit: number;
}

export interface PeriodsFigures {
  /** Per period (its index in `periods`), kind of report and currency; none where no row is. */
  totals: PeriodTotals[];
  cards: CardProfit[];
  /** Units of `cardsPeriod` sold on balance whose cost price is not their own from the unit ledger. */
  unitsNotSaved: number;
}

/** Both kinds of report, main and buyout, for the periods (`cardsPeriod`: the index of the one whose cards count). */
export async function periodsFigures(
  db: Database,
  companyId: number,
  periods: DatePeriod[],
  cardsPeriod: number,
): Promise<PeriodsFigures> {
  const [record] = await withoutNestedLoops<FiguresRecord>(db, periodsFiguresSql(companyId, periods, cardsPeriod));
  // Both drivers hand JSON over parsed; json_agg of no rows is null.
  return {
    totals: (record!.totals ?? []).map((r) => ({ ...totalsOf(r), period: r.period })),
    cards: (record!.cards ?? []).map((r) => ({
      nmId: exact(r.nm_id),
      currency: r.currency,
      vendorCode: r.vendor_code,
      profit: exact(r.profit),
    })),
    unitsNotSaved: exact(record!.not_saved),
  };
}

interface CardRecord {
  nm_id: string;
  currency: string;
  vendor_code: string | null;
  profit: string;
}

interface FiguresRecord {
  totals: (TotalsRecord & { period: number })[] | null;
  cards: CardRecord[] | null;
  not_saved: string | number;
}

/**
 * The statement: the span's rows added up by day, then by period; the units' sums by period; each unit's
 * first sale or return row priced; then the cost totals, and the units of `cardsPeriod` with a unit's
 * main-report part (its logistics) and buyout part (its sale) taken together, added up by card. A unit so
 * taken together has the card, article and ledger entry of its part that sold or returned, the buyout's
 * first; its profit is unknown when either part's is. Amounts travel as text inside the JSON, read exactly.
 */
function periodsFiguresSql(companyId: number, periods: DatePeriod[], cardsPeriod: number): SQL {
  const c = companyId;
  const list = sql.join(
    periods.map((p, index) => sql`(${index}::int, ${p.dateFrom}::date, ${p.dateTo}::date)`),
    sql`, `,
  );
  const from = periods.map((p) => p.dateFrom).sort()[0]!;
  const to = periods
    .map((p) => p.dateTo)
    .sort()
    .at(-1)!;
  const spanRows = sql`company_id = ${c} and report_type in (${MAIN}, ${BUYOUT}) and rr_date between ${from} and ${to}`;
  const netSold = sql`sum(case when doc_type_name = ${SALE} then 1 when doc_type_name = ${RETURN} then -1 else 0 end)`;
  const cost = unitCost(c);
  const part = (type: number) => sql`(select * from units where period = ${cardsPeriod} and report_type = ${type})`;
  const ofSale = (column: string) =>
    sql`case when b.shk_id is not null and (b.net_sold <> 0 or m.shk_id is null) then b.${sql.identifier(column)}
      else m.${sql.identifier(column)} end`;
  return sql`with
  periods (period, date_from, date_to) as (values ${list}),
  day_totals as (
    select report_type, currency, day rr_date, ${SUMS_OF_ROW_SUMS} from wb_finance_days
    where company_id = ${c} and report_type in (${MAIN}, ${BUYOUT}) and day between ${from} and ${to}
    group by report_type, currency, day),
  row_totals as (
    select p.period, d.report_type, d.currency, ${SUMS_OF_ROW_SUMS}
    from day_totals d join periods p on d.rr_date between p.date_from and p.date_to
    group by p.period, d.report_type, d.currency),
  unit_sums as (
    select p.period, r.report_type, r.shk_id, r.currency,
      sum(case when doc_type_name = ${RETURN} then -for_pay_kopecks else for_pay_kopecks end) for_pay,
      sum(delivery_service_kopecks) delivery, sum(penalty_kopecks) penalty, ${netSold} net_sold,
      min(rrd_id) filter (where doc_type_name in (${SALE}, ${RETURN})) first_sold
    from wb_finance_rows r join periods p on r.rr_date between p.date_from and p.date_to
    where ${spanRows} and shk_id <> 0
    group by p.period, r.report_type, r.shk_id, r.currency
    having p.period = ${cardsPeriod} or ${netSold} <> 0),
  ${costChanges(c)},
  first_priced as (
    select f.rrd_id, f.nm_id, f.vendor_code, ${cost.columns}
    from (
      select rrd_id, shk_id, sticker_id, nm_id, vendor_code, ${COST_AT} cost_at from wb_finance_rows
      where ${spanRows} and rrd_id in (select first_sold from unit_sums where net_sold <> 0)) f
    ${cost.joins}),
  units as (
    select u.*, p.nm_id, p.vendor_code, p.saved_cost is not null saved,
      coalesce(p.saved_cost, p.card_cost) first_price
    from unit_sums u left join first_priced p on u.net_sold <> 0 and p.rrd_id = u.first_sold),
  cost_totals as (
    select period, report_type, currency, sum(coalesce(first_price, 0) * net_sold) first_price,
      count(*) filter (where ${WITHOUT_COST}) left_out_units,
      coalesce(sum(${UNIT_PAYOUT}) filter (where ${WITHOUT_COST}), 0) left_out_payout
    from units where currency = ${COST_CURRENCY} group by period, report_type, currency),
  merged as (
    select coalesce(m.shk_id, b.shk_id) shk_id, coalesce(m.currency, b.currency) currency,
      m.shk_id is not null has_main, coalesce(m.net_sold, 0) + coalesce(b.net_sold, 0) net_sold,
      ${ofSale('nm_id')} nm_id, ${ofSale('vendor_code')} vendor_code, ${ofSale('saved')} saved,
      case when (m.shk_id is not null and m.profit is null) or (b.shk_id is not null and b.profit is null) then null
        else coalesce(m.profit, 0) + coalesce(b.profit, 0) end profit
    from (select *, ${UNIT_PROFIT} profit from ${part(MAIN)} m0) m
    full join (select *, ${UNIT_PROFIT} profit from ${part(BUYOUT)} b0) b
      on b.shk_id = m.shk_id and b.currency = m.currency),
  card_profits as (
    select nm_id::text, currency, sum(profit)::text profit,
      (array_agg(vendor_code order by has_main desc, shk_id))[1] vendor_code
    from merged where net_sold <> 0 and profit is not null and nm_id <> 0
    group by nm_id, currency)
  select
    (select json_agg(t) from (
      select r.period, r.report_type::text, r.currency, r.row_count::text, r.for_pay::text, r.returns::text,
        r.goods::text, r.retail_amount::text, r.delivery::text, r.penalty::text, r.additional_payment::text,
        r.storage::text, r.acceptance::text, r.deduction::text, r.cashback_amount::text, r.cashback_discount::text,
        r.cashback_commission_change::text, c.first_price::text,
        c.left_out_units::text, c.left_out_payout::text
      from row_totals r left join cost_totals c using (period, report_type, currency)) t) totals,
    (select json_agg(k) from card_profits k) cards,
    (select count(*) from merged where net_sold > 0 and not saved) not_saved`;
}

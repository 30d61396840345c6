import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { applyCostChanges } from './report-cost-days.ts';
import { exact, SUMS_OF_ROW_SUMS, totalsOf, type CurrencyTotals, type TotalsRecord } from './report-figures.repo.ts';

// Several periods' report figures in one statement over the days they span (the home page's six periods
// and its cards), counted as `currencyTotals` counts each period alone: out of the days the sync keeps,
// the rows' sums (wb_finance_report_days) and their cost side, each row priced on its own
// (wb_finance_cost_totals; the cards' profit out of wb_finance_cost_days).

const MAIN = 1;
const BUYOUT = 2;

export interface DatePeriod {
  dateFrom: string;
  dateTo: string;
}

/** One period's totals of one kind of report and currency, as `currencyTotals` has them. */
export type PeriodTotals = CurrencyTotals & { period: number };

/**
 * A card's profit in `cardsPeriod` in one currency: the sum of its units' rows' profit (`wb_finance_cost_days`),
 * the rows left out of profit not counted; a card all of whose rows are left out has none and is not listed.
 */
export interface CardProfit {
  nmId: number;
  currency: string;
  /** The smallest article of the card's unit rows in the main report, else in the buyout report. */
  vendorCode: string | null;
  profit: number;
}

export interface PeriodsFigures {
  /** Per period (its index in `periods`), kind of report and currency; none where no row is. */
  totals: PeriodTotals[];
  cards: CardProfit[];
  /** Units of `cardsPeriod` sold, net of returns, whose cost price is not their own from the unit ledger. */
  unitsNotSaved: number;
}

/**
 * Both kinds of report, main and buyout, for the periods (`cardsPeriod`: the index of the one whose cards count).
 * `withCards: false` leaves the cards' profit out (the home page reads its month's cards kept summed).
 */
export async function periodsFigures(
  db: Database,
  companyId: number,
  periods: DatePeriod[],
  cardsPeriod: number,
  withCards = true,
): Promise<PeriodsFigures> {
  await applyCostChanges(db, companyId);
  const statement = periodsFiguresSql(companyId, periods, cardsPeriod, withCards);
  const [record] = rowsOf<FiguresRecord>(await db.execute(statement));
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
  not_saved: string | number | null;
}

/**
 * The statement: the span's days added up by period, the rows' sums and their cost side; the cards of
 * `cardsPeriod` with the profit of their units' rows (payout less the cost price, the rows left out of profit
 * not counted) and their article in the main report, else the buyout one. Amounts travel as text inside the
 * JSON, read exactly.
 */
function periodsFiguresSql(companyId: number, periods: DatePeriod[], cardsPeriod: number, withCards: boolean): SQL {
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
  const cards = periods[cardsPeriod]!;
  const reports = sql`company_id = ${c} and report_type in (${MAIN}, ${BUYOUT})`;
  const spanDays = sql`${reports} and day between ${from} and ${to}`;
  const cardsDays = sql`${reports} and day between ${cards.dateFrom} and ${cards.dateTo}`;
  return sql`with
  periods (period, date_from, date_to) as (values ${list}),
  row_totals as (
    select p.period, d.report_type, d.currency, ${SUMS_OF_ROW_SUMS}
    from wb_finance_report_days d join periods p on d.day between p.date_from and p.date_to
    where ${spanDays}
    group by p.period, d.report_type, d.currency),
  cost_totals as (
    select p.period, d.report_type, d.currency, sum(d.cost) first_price, sum(d.left_out_units) left_out_units,
      sum(d.left_out_payout) left_out_payout
    from wb_finance_cost_totals d join periods p on d.day between p.date_from and p.date_to
    where ${spanDays}
    group by p.period, d.report_type, d.currency),
  card_profits as (
    select nm_id::text, currency, sum(for_pay - delivery - penalty - left_out_payout - cost)::text profit,
      coalesce(min(vendor_code) filter (where report_type = ${MAIN}), min(vendor_code)) vendor_code
    from wb_finance_cost_days where ${cardsDays} and nm_id <> 0
    group by nm_id, currency having sum(row_count) > sum(left_out_rows))
  select
    (select json_agg(t) from (
      select r.period, r.report_type::text, r.currency, r.row_count::text, r.for_pay::text, r.returns::text,
        r.goods::text, r.retail_amount::text, r.delivery::text, r.penalty::text, r.additional_payment::text,
        r.storage::text, r.acceptance::text, r.deduction::text, r.cashback_amount::text, r.cashback_discount::text,
        r.cashback_commission_change::text, c.first_price::text,
        c.left_out_units::text, c.left_out_payout::text
      from row_totals r left join cost_totals c using (period, report_type, currency)) t) totals,
    ${withCards ? sql`(select json_agg(k) from card_profits k)` : sql`null::json`} cards,
    (select sum(not_saved)::text from wb_finance_cost_totals where ${cardsDays}) not_saved`;
}

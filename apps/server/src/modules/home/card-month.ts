import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { addDays } from '../../lib/moscow-time.ts';
import { cardProfitsOfDaysSql } from '../reports/report-cost-days.ts';
import type { CardProfit } from '../reports/reports.service.ts';
import { toSafeNumber } from '../../lib/money.ts';
import { cardSalesOfDaysSql } from '../sales/sale-days.ts';
import type { CardRevenue } from '../sales/sales.service.ts';
import { RANKED_CARDS } from './home-reports.ts';

// The cards of /main's 30 days out of their month kept summed (card-month.tables.ts): only the cards that
// rank are read, with both their figures and the rows' articles (docs/decisions.md, «The month's cards kept summed»).

const exact = (text: string) => toSafeNumber(BigInt(text));

/** The days the triggers of migration 0032 keep: the window's last day and the 29 before it. */
const MONTH_DAYS = 30;

export interface DayRange {
  dateFrom: string;
  dateTo: string;
}

/** The cards that rank, with their sales and revenue, and their profit in every currency. */
export interface RankedMonthCards {
  revenue: CardRevenue[];
  profits: CardProfit[];
}

interface MonthRecord {
  window_to: string | null;
  sales: { nm_id: string; sold: string; revenue: string; article: string | null }[] | null;
  profits: { nm_id: string; currency: string; profit: string; vendor_code: string | null }[] | null;
}

/**
 * The cards among the best or worst five by revenue, or by profit in any currency, of `month` (its last 30
 * days), each with both figures: what `rankedCards` ranks exactly as it would rank every card. Cost price
 * changes must be counted first (`applyCostChanges`): the kept profit follows the cost days.
 */
export async function rankedMonthCards(db: Database, companyId: number, month: DayRange): Promise<RankedMonthCards> {
  if (addDays(month.dateTo, 1 - MONTH_DAYS) !== month.dateFrom)
    throw new Error(`the month's cards are kept for ${MONTH_DAYS} days, not ${month.dateFrom}…${month.dateTo}`);
  let [record] = rowsOf<MonthRecord>(await db.execute(rankedSql(companyId)));
  if (record!.window_to !== month.dateTo) {
    await moveWindow(db, companyId, month);
    [record] = rowsOf<MonthRecord>(await db.execute(rankedSql(companyId)));
  }
  return {
    revenue: (record!.sales ?? []).map((r) => ({
      nmId: exact(r.nm_id),
      supplierArticle: r.article,
      sold: exact(r.sold),
      revenueKopecks: exact(r.revenue),
    })),
    profits: (record!.profits ?? []).map((r) => ({
      nmId: exact(r.nm_id),
      currency: r.currency,
      vendorCode: r.vendor_code,
      profit: exact(r.profit),
    })),
  };
}

/** The statement: the window's last day, and the ranking cards' rows of both tables. */
function rankedSql(c: number) {
  return sql`with
  s as (select nm_id, sold, revenue, article from card_month_sales
    where company_id = ${c} and (sold <> 0 or revenue <> 0)),
  p as (select nm_id, currency, profit, coalesce(main_vendor_code, vendor_code) vendor_code from card_month_profits
    where company_id = ${c} and row_count > left_out_rows),
  currencies as (select distinct currency from p),
  ranked as (
    (select nm_id from s order by revenue desc, nm_id limit ${RANKED_CARDS})
    union (select nm_id from s order by revenue, nm_id desc limit ${RANKED_CARDS})
    union (select best.nm_id from currencies cur, lateral (select nm_id from p where p.currency = cur.currency
      order by profit desc, nm_id limit ${RANKED_CARDS}) best)
    union (select worst.nm_id from currencies cur, lateral (select nm_id from p where p.currency = cur.currency
      order by profit, nm_id desc limit ${RANKED_CARDS}) worst))
  select (select window_to::text from card_month_windows where company_id = ${c}) window_to,
    (select json_agg(json_build_object('nm_id', nm_id::text, 'sold', sold::text, 'revenue', revenue::text,
        'article', article))
      from s where nm_id in (select nm_id from ranked)) sales,
    (select json_agg(json_build_object('nm_id', nm_id::text, 'currency', currency, 'profit', profit::text,
        'vendor_code', vendor_code))
      from p where nm_id in (select nm_id from ranked)) profits`;
}

/**
 * Counts the month's cards afresh for a window ending on `month.dateTo`: once a day, when /main first asks for
 * the new day. The window row is locked, so a sync storing days meanwhile adds its rows after the count, to
 * the new window (migration 0032).
 */
async function moveWindow(db: Database, companyId: number, month: DayRange): Promise<void> {
  const c = companyId;
  const { dateFrom, dateTo } = month;
  await db.transaction(async (tx) => {
    // Every company has its row from its creation; this only keeps a missing one from failing the page.
    await tx.execute(sql`insert into card_month_windows (company_id) values (${c}) on conflict do nothing`);
    const [row] = rowsOf<{ window_to: string | null }>(
      await tx.execute(sql`select window_to::text from card_month_windows where company_id = ${c} for update`),
    );
    if (row!.window_to === dateTo) return;
    await tx.execute(sql`delete from card_month_sales where company_id = ${c}`);
    await tx.execute(sql`delete from card_month_profits where company_id = ${c}`);
    await tx.execute(sql`insert into card_month_sales (company_id, nm_id, sold, revenue, article)
      ${cardSalesOfDaysSql(c, dateFrom, dateTo)}`);
    await tx.execute(sql`insert into card_month_profits (company_id, nm_id, currency, profit, row_count, left_out_rows,
        main_vendor_code, vendor_code)
      ${cardProfitsOfDaysSql(c, dateFrom, dateTo)}`);
    await tx.execute(sql`update card_month_windows set window_to = ${dateTo} where company_id = ${c}`);
  });
}

import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { companies } from '../../src/modules/auth/auth.tables.ts';
import { recountOrderDays } from '../../src/modules/orders/order-days.ts';
import { applyCostChanges } from '../../src/modules/reports/report-cost-days.ts';
import { NO_REPORT_DAY, recountReportDays } from '../../src/modules/reports/report-days.ts';
import { RETURN, ROW_SUM_NAMES, ROW_SUMS, SALE } from '../../src/modules/reports/report-figures.repo.ts';
import { recountSaleDays } from '../../src/modules/sales/sale-days.ts';
import { KEPT_WINDOW_DAYS, recountStockFigures } from '../../src/modules/stocks/stock-figures.ts';
import { stockRows, stocksSyncedAt } from '../../src/modules/stocks/stocks.repo.ts';
import { moscowDay } from '../../src/lib/moscow-time.ts';

/**
 * Recounts every company's daily figures (and its kept stock list) from its rows, as the sync does: for
 * tests (and the benchmark) that write rows straight into the tables.
 */
export async function recountDailyFigures(db: Database): Promise<void> {
  for (const { id } of await db.select({ id: companies.id }).from(companies)) {
    await recountOrderDays(db, id, null);
    await recountSaleDays(db, id, null);
    await recountReportDays(db, id, null);
    await recountStockFigures(db, id);
  }
}

/** A figure the daily tables keep that differs from the same figure summed from the rows. */
export interface DailyMismatch {
  table: string;
  key: string;
  kept: string | null;
  fromRows: string | null;
}

type Figures = Map<string, string>;

type Row = Record<string, unknown>;

const rowsOf = async (db: Database, query: SQL) => ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

async function figuresOf(db: Database, query: SQL, keyColumns: string[]): Promise<Figures> {
  return figuresOfRows(await rowsOf(db, query), keyColumns);
}

function figuresOfRows(rows: Row[], keyColumns: string[]): Figures {
  const figures: Figures = new Map();
  for (const row of rows) {
    const key = keyColumns.map((column) => String(row[column])).join(' ');
    const values = Object.keys(row)
      .filter((column) => !keyColumns.includes(column))
      .sort()
      .map((column) => `${column}=${String(row[column])}`)
      .join(' ');
    figures.set(key, values);
  }
  return figures;
}

function differences(table: string, kept: Figures, fromRows: Figures): DailyMismatch[] {
  const out: DailyMismatch[] = [];
  for (const key of new Set([...kept.keys(), ...fromRows.keys()])) {
    const a = kept.get(key) ?? null;
    const b = fromRows.get(key) ?? null;
    if (a !== b) out.push({ table, key, kept: a, fromRows: b });
  }
  return out;
}

/** Rows of text figures added up (as integers, exactly) by the key columns, `dropped` columns left out. */
function summedBy(rows: Row[], keyColumns: string[], dropped: string[]): Row[] {
  const sums = new Map<string, Row>();
  for (const row of rows) {
    const key = keyColumns.map((column) => String(row[column])).join(' ');
    const sum = sums.get(key) ?? Object.fromEntries(keyColumns.map((column) => [column, row[column]]));
    for (const [column, value] of Object.entries(row)) {
      if (keyColumns.includes(column) || dropped.includes(column)) continue;
      sum[column] = String(BigInt(String(sum[column] ?? '0')) + BigInt(String(value)));
    }
    sums.set(key, sum);
  }
  return [...sums.values()];
}

/**
 * The cost days (wb_finance_cost_days) of the company summed straight from its report rows, each priced here
 * from the ledger and the cards' history without the reports module's fragments: a unit's own cost by ШК,
 * else by sticker; else the card's last cost price change made by the row's order time, before any change
 * the value the first one replaced, without history the card's settings. Every figure as text.
 */
export function costDaysOfRows(c: number): SQL {
  const amount = (value: string) =>
    sql.raw(`case when btrim(${value}) ~ '^-?[0-9]+([.,][0-9]{1,2}0*)?$'
      then (replace(btrim(${value}), ',', '.')::numeric * 100)::bigint end`);
  return sql`with
    r as (
      select rr_date, report_type, coalesce(nm_id, 0) nm_id, currency, vendor_code,
        case when delivery_method ilike 'FBS%' then 'fbs' else 'fbo' end scheme,
        case when doc_type_name = ${SALE} then 1 when doc_type_name = ${RETURN} then -1 else 0 end sign,
        (case when doc_type_name = ${RETURN} then -for_pay_kopecks else for_pay_kopecks end) for_pay,
        delivery_service_kopecks delivery, penalty_kopecks penalty,
        coalesce(order_dt, sale_dt, (rr_date::text || 'T00:00:00+03:00')::timestamptz) at,
        (select l.first_price_kopecks from unit_ledger l where l.company_id = ${c} and l.shk_id = w.shk_id::text) own,
        (select l.first_price_kopecks from unit_ledger l where l.company_id = ${c} and l.shk_id = nullif(w.sticker_id, '')) by_sticker
      from wb_finance_rows w where company_id = ${c} and shk_id <> 0 and rr_date is not null),
    priced as (
      select r.*, coalesce(own, by_sticker) saved,
        coalesce(own, by_sticker, case when r.nm_id = 0 then null
          when not exists (select 1 from card_settings_history h where h.company_id = ${c} and h.nm_id = r.nm_id and h.field = 'firstPrice')
            then (select s.first_price_kopecks from card_settings s where s.company_id = ${c} and s.nm_id = r.nm_id)
          else coalesce(
            (select ${amount('h.new_value')} from card_settings_history h
              where h.company_id = ${c} and h.nm_id = r.nm_id and h.field = 'firstPrice' and h.changed_at <= r.at
              order by h.changed_at desc, h.id desc limit 1),
            (select ${amount('coalesce(h.old_value, h.new_value)')} from card_settings_history h
              where h.company_id = ${c} and h.nm_id = r.nm_id and h.field = 'firstPrice' and not exists (
                select 1 from card_settings_history e where e.company_id = ${c} and e.nm_id = r.nm_id
                  and e.field = 'firstPrice' and e.changed_at <= r.at)
              order by h.changed_at, h.id limit 1)) end) price
      from r)
    select rr_date::text as day, report_type::text, nm_id::text, currency, scheme, min(vendor_code) vendor_code,
      count(*)::text row_count, count(*) filter (where currency = 'RUB' and price is null)::text left_out_rows,
      coalesce(sum(sign * price) filter (where currency = 'RUB'), 0)::text cost, sum(sign)::text net_sold,
      sum(for_pay)::text for_pay, sum(delivery)::text delivery, sum(penalty)::text penalty,
      coalesce(sum(sign) filter (where currency = 'RUB' and price is null), 0)::text left_out_units,
      coalesce(sum(for_pay - delivery - penalty) filter (where currency = 'RUB' and price is null), 0)::text left_out_payout,
      coalesce(sum(sign) filter (where saved is null), 0)::text not_saved
    from priced group by 1, 2, 3, 4, 5`;
}

/**
 * Every figure of the company's daily tables against the same figure summed straight from its rows, day
 * by day and card by card (and report and currency), to the kopeck: the rows are grouped here by their own
 * Moscow day text and WB's sums as /reports has always added them (`ROW_SUMS`), not by the sync's recount.
 * Answers the figures that differ (none when the tables are right) and how many keys were compared.
 */
export async function dailyFiguresMismatches(
  db: Database,
  companyId: number,
): Promise<{ compared: number; mismatches: DailyMismatch[] }> {
  const c = companyId;
  const mskDay = (column: string) =>
    sql.raw(`to_char((${column} at time zone 'UTC') + interval '3 hours', 'YYYY-MM-DD')`);
  const orderKeptSql = sql`select day::text, nm_id::text, orders::text, orders_kopecks::text, cancellations::text,
      cancellations_kopecks::text from wb_order_days where company_id = ${c}`;
  const orderRowsSql = sql`select ${mskDay('date')} as day, nm_id::text, count(*)::text orders,
      coalesce(sum(coalesce(price_with_disc_kopecks, 0)), 0)::text orders_kopecks,
      (count(*) filter (where is_cancel))::text cancellations,
      coalesce(sum(coalesce(price_with_disc_kopecks, 0)) filter (where is_cancel), 0)::text cancellations_kopecks
    from wb_orders where company_id = ${c} group by 1, 2`;
  const sizeKeptSql = sql`select day::text, nm_id::text, tech_size, orders::text, last_at::text
    from wb_order_size_days where company_id = ${c}`;
  const sizeRowsSql = sql`select ${mskDay('date')} as day, nm_id::text, coalesce(tech_size, '') as tech_size,
      count(*)::text orders, max(date)::text last_at
    from wb_orders where company_id = ${c} and not is_cancel group by 1, 2, 3`;
  const sizeKeys = ['day', 'nm_id', 'tech_size'];
  const saleKeptSql = sql`select day::text, nm_id::text, sales::text, sales_kopecks::text, returns::text,
      returns_kopecks::text, others::text, others_kopecks::text from wb_sale_days where company_id = ${c}`;
  const price = sql.raw('coalesce(price_with_disc_kopecks, 0)');
  const saleRowsSql = sql`select ${mskDay('date')} as day, nm_id::text,
      (count(*) filter (where sale_id like 'S%'))::text sales,
      coalesce(sum(${price}) filter (where sale_id like 'S%'), 0)::text sales_kopecks,
      (count(*) filter (where sale_id like 'R%'))::text returns,
      coalesce(sum(abs(${price})) filter (where sale_id like 'R%'), 0)::text returns_kopecks,
      (count(*) filter (where sale_id not like 'S%' and sale_id not like 'R%'))::text others,
      coalesce(sum(coalesce(for_pay_kopecks, 0)) filter (where sale_id not like 'S%' and sale_id not like 'R%'), 0)::text
        others_kopecks
    from wb_sales where company_id = ${c} group by 1, 2`;
  const sums = ROW_SUM_NAMES;
  const keptColumns = sql.raw(sums.map((name) => `${name}::text`).join(', '));
  const reportKeptSql = sql`select day::text, report_id::text, report_type::text, nm_id::text, currency,
      net_sold::text, first_rrd_id::text, ${keptColumns}
    from wb_finance_days where company_id = ${c} and day <> ${NO_REPORT_DAY}`;
  const reportRowsSql = sql`select day, report_id, report_type, nm_id, currency, net_sold::text, first_rrd_id::text,
      ${sql.raw(sums.map((name) => `${name}::text`).join(', '))}
    from (select rr_date::text as day, report_id::text as report_id, report_type::text as report_type,
        coalesce(nm_id, 0)::text as nm_id, currency,
        sum(case when doc_type_name = ${SALE} then 1 when doc_type_name = ${RETURN} then -1 else 0 end) net_sold,
        min(rrd_id) first_rrd_id, ${ROW_SUMS}
      from wb_finance_rows where company_id = ${c} and rr_date is not null group by 1, 2, 3, 4, 5) s`;
  // The cost side as a reader sees it: after the cost price changes recorded are counted.
  await applyCostChanges(db, c);
  const costKeptSql = sql`select day::text, report_type::text, nm_id::text, currency, scheme, vendor_code,
      row_count::text, left_out_rows::text, cost::text, net_sold::text, for_pay::text, delivery::text, penalty::text,
      left_out_units::text, left_out_payout::text, not_saved::text
    from wb_finance_cost_days where company_id = ${c}`;
  const costRowsSql = costDaysOfRows(c);
  const costKeys = ['day', 'report_type', 'nm_id', 'currency', 'scheme'];
  const orderKeys = ['day', 'nm_id'];
  const reportKeys = ['day', 'report_id', 'report_type', 'nm_id', 'currency'];
  // The days' totals without the card, each against the rows added up by day (and report, week, currency).
  const orderTotalsKeptSql = sql`select day::text, orders::text, orders_kopecks::text, cancellations::text,
      cancellations_kopecks::text from wb_order_day_totals where company_id = ${c}`;
  const orderTotalsRowsSql = sql`select day, sum(orders::bigint)::text orders, sum(orders_kopecks::bigint)::text orders_kopecks,
      sum(cancellations::bigint)::text cancellations, sum(cancellations_kopecks::bigint)::text cancellations_kopecks
    from (${orderRowsSql}) o group by day`;
  const saleTotalsKeptSql = sql`select day::text, sales::text, sales_kopecks::text, returns::text, returns_kopecks::text,
      others::text, others_kopecks::text from wb_sale_day_totals where company_id = ${c}`;
  const saleTotalsRowsSql = sql`select day, sum(sales::bigint)::text sales, sum(sales_kopecks::bigint)::text sales_kopecks,
      sum(returns::bigint)::text returns, sum(returns_kopecks::bigint)::text returns_kopecks,
      sum(others::bigint)::text others, sum(others_kopecks::bigint)::text others_kopecks
    from (${saleRowsSql}) s group by day`;
  const weekKeys = ['day', 'report_id', 'report_type', 'currency', 'date_from', 'date_to'];
  const weekKeptSql = sql`select day::text, report_id::text, report_type::text, currency, date_from::text, date_to::text,
      net_sold::text, first_rrd_id::text, ${keptColumns}
    from wb_finance_report_days where company_id = ${c}`;
  const weekRowsSql = sql`select day, report_id, report_type, currency, date_from, date_to, net_sold::text,
      first_rrd_id::text, ${sql.raw(sums.map((name) => `${name}::text`).join(', '))}
    from (select coalesce(rr_date::text, ${NO_REPORT_DAY}) as day, report_id::text as report_id,
        report_type::text as report_type, currency, date_from::text as date_from, date_to::text as date_to,
        sum(case when doc_type_name = ${SALE} then 1 when doc_type_name = ${RETURN} then -1 else 0 end) net_sold,
        min(rrd_id) first_rrd_id, ${ROW_SUMS}
      from wb_finance_rows where company_id = ${c} group by 1, 2, 3, 4, 5, 6) s`;
  // The cost days of the rows added up again by day, report and currency: the rows are priced once for both.
  const costRows = await rowsOf(db, costRowsSql);
  const costTotalsKeptSql = sql`select day::text, report_type::text, currency, row_count::text, left_out_rows::text,
      cost::text, net_sold::text, for_pay::text, delivery::text, penalty::text, left_out_units::text,
      left_out_payout::text, not_saved::text
    from wb_finance_cost_totals where company_id = ${c}`;
  const totalKeys = ['day', 'report_type', 'currency'];
  // The kept stock list against the list counted now from the rows, for the day of the last stock sync.
  const stockSyncedAt = await stocksSyncedAt(db, c);
  const stockKeys = ['nm_id', 'chrt_id'];
  const stockColumns =
    sql.raw(`nm_id::text, chrt_id::text, tech_size, barcode, vendor_code, title, in_wb, in_way_to_client,
      in_way_from_client, own, total, orders, sales_per_day::text, days_of_stock::text, run_out_on::text,
      out_of_stock_days, lost_orders::text`);
  const stockKeptSql = sql`select ${stockColumns} from stock_size_figures where company_id = ${c}`;
  const stockRowsSql = stockSyncedAt
    ? sql`select ${stockColumns} from (${stockRows({ companyId: c, today: moscowDay(stockSyncedAt), windowDays: KEPT_WINDOW_DAYS, warehouse: null })}) r`
    : sql`select ${stockColumns} from stock_size_figures where false`;
  const saleRows = await rowsOf(db, saleRowsSql);
  const [window] = await rowsOf(
    db,
    sql`select window_to::text, (window_to - 29)::text window_from from card_month_windows where company_id = ${c}`,
  );
  const pairs = [
    ['wb_order_days', await figuresOf(db, orderKeptSql, orderKeys), await figuresOf(db, orderRowsSql, orderKeys)],
    ['wb_order_size_days', await figuresOf(db, sizeKeptSql, sizeKeys), await figuresOf(db, sizeRowsSql, sizeKeys)],
    ['stock_size_figures', await figuresOf(db, stockKeptSql, stockKeys), await figuresOf(db, stockRowsSql, stockKeys)],
    ['wb_sale_days', await figuresOf(db, saleKeptSql, orderKeys), figuresOfRows(saleRows, orderKeys)],
    ['wb_finance_days', await figuresOf(db, reportKeptSql, reportKeys), await figuresOf(db, reportRowsSql, reportKeys)],
    ['wb_finance_cost_days', await figuresOf(db, costKeptSql, costKeys), figuresOfRows(costRows, costKeys)],
    [
      'wb_order_day_totals',
      await figuresOf(db, orderTotalsKeptSql, ['day']),
      await figuresOf(db, orderTotalsRowsSql, ['day']),
    ],
    [
      'wb_sale_day_totals',
      await figuresOf(db, saleTotalsKeptSql, ['day']),
      await figuresOf(db, saleTotalsRowsSql, ['day']),
    ],
    ['wb_finance_report_days', await figuresOf(db, weekKeptSql, weekKeys), await figuresOf(db, weekRowsSql, weekKeys)],
    [
      'wb_finance_cost_totals',
      await figuresOf(db, costTotalsKeptSql, totalKeys),
      figuresOfRows(summedBy(costRows, totalKeys, ['vendor_code', 'nm_id', 'scheme']), totalKeys),
    ],
    ...monthCardPairs(
      await rowsOf(
        db,
        sql`select nm_id::text, sold::text, revenue::text from card_month_sales where company_id = ${c}`,
      ),
      await rowsOf(
        db,
        sql`select nm_id::text, currency, profit::text, row_count::text, left_out_rows::text
          from card_month_profits where company_id = ${c}`,
      ),
      window as { window_from: string | null; window_to: string | null } | undefined,
      saleRows,
      costRows,
    ),
  ] as const;
  return {
    compared: pairs.reduce((n, [, , fromRows]) => n + fromRows.size, 0),
    mismatches: pairs.flatMap(([table, kept, fromRows]) => differences(table, kept, fromRows)),
  };
}

/** Rows whose figures are all zero: a card of the month whose rows were taken back is the same as none. */
const withFigures = (rows: Row[], keyColumns: string[]) =>
  rows.filter((row) => Object.entries(row).some(([column, value]) => !keyColumns.includes(column) && value !== '0'));

/**
 * The month's cards /main keeps (card_month_sales, card_month_profits) against the same figures summed from the
 * rows of the window's days: sales less returns and revenue of the days with a sale or a return; profit, rows
 * and rows left out of profit of the units' main and buyout report rows. None kept before /main first reads.
 */
function monthCardPairs(
  keptSales: Row[],
  keptProfits: Row[],
  window: { window_from: string | null; window_to: string | null } | undefined,
  saleRows: Row[],
  costRows: Row[],
): [string, Figures, Figures][] {
  const inWindow = (row: Row) =>
    window?.window_to != null && String(row.day) >= window.window_from! && String(row.day) <= window.window_to;
  const sales = saleRows
    .filter((row) => inWindow(row) && (row.sales !== '0' || row.returns !== '0'))
    .map((row) => ({
      nm_id: row.nm_id,
      sold: String(BigInt(String(row.sales)) - BigInt(String(row.returns))),
      revenue: String(BigInt(String(row.sales_kopecks)) - BigInt(String(row.returns_kopecks))),
    }));
  const n = (row: Row, column: string) => BigInt(String(row[column]));
  const profits = costRows
    .filter((row) => inWindow(row) && ['1', '2'].includes(String(row.report_type)) && row.nm_id !== '0')
    .map((row) => ({
      nm_id: row.nm_id,
      currency: row.currency,
      profit: String(
        n(row, 'for_pay') - n(row, 'delivery') - n(row, 'penalty') - n(row, 'left_out_payout') - n(row, 'cost'),
      ),
      row_count: row.row_count,
      left_out_rows: row.left_out_rows,
    }));
  const saleKeys = ['nm_id'];
  const profitKeys = ['nm_id', 'currency'];
  return [
    [
      'card_month_sales',
      figuresOfRows(withFigures(keptSales, saleKeys), saleKeys),
      figuresOfRows(withFigures(summedBy(sales, saleKeys, []), saleKeys), saleKeys),
    ],
    [
      'card_month_profits',
      figuresOfRows(withFigures(keptProfits, profitKeys), profitKeys),
      figuresOfRows(withFigures(summedBy(profits, profitKeys, []), profitKeys), profitKeys),
    ],
  ];
}

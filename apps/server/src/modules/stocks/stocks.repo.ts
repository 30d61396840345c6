import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database, type Tx } from '../../db/client.ts';
import type { ListPlan } from '../../lib/list-query/list-query.ts';
import { cardSizeRows } from '../cards/card-sizes-sql.ts';
import { addDays } from '../../lib/moscow-time.ts';
import { orderRows, orderSizeDays } from '../orders/order-rows-sql.ts';
import { stockSettings, wbSellerStocks, wbStockHistory, wbStocks } from './stocks.tables.ts';

/** What the stock list is asked for: the sales window ending before `today`, and one WB warehouse or all. */
export interface StockScope {
  companyId: number;
  /** The Moscow day the figures are of; sales are counted over the `windowDays` before it. */
  today: string;
  windowDays: number;
  /** A WB warehouse's name (orders know their warehouse by name); null: every warehouse and the own ones. */
  warehouse: string | null;
}

export interface StockRow {
  nm_id: string;
  chrt_id: string;
  tech_size: string | null;
  barcode: string | null;
  vendor_code: string | null;
  title: string | null;
  in_wb: number;
  in_way_to_client: number;
  in_way_from_client: number;
  own: number;
  total: number;
  orders: number;
  sales_per_day: string;
  days_of_stock: string | null;
  run_out_on: string | null;
  out_of_stock_days: number;
  lost_orders: string;
}

/**
 * One row per size of a card that has stock, is on its way, or sold in the window (or the window before
 * it, for lost orders): the stock in the scope, sales per day net of cancellations, days the stock lasts
 * and the day it runs out; when out of stock, since when (the day after the last order) and the orders
 * lost meanwhile at the pace of the window of days before that last order's day. The pace is read from
 * the sizes' orders by day the sync keeps (docs/decisions.md, «The stock's pace from the sizes' days»).
 */
export function stockRows(scope: StockScope): SQL {
  const { companyId, today, windowDays, warehouse } = scope;
  const inWarehouse = warehouse === null ? sql`true` : sql`warehouse_name = ${warehouse}`;
  const own =
    warehouse === null
      ? sql`select chrt_id, sum(amount)::int as own from ${wbSellerStocks} where company_id = ${companyId} group by chrt_id`
      : sql`select null::bigint as chrt_id, 0 as own where false`;
  const sizeDays = orderSizeDays(companyId, addDays(today, -2 * windowDays), today, warehouse);
  return sql`
    with sizes as (${cardSizeRows(companyId)}),
    stock as (
      select nm_id, chrt_id, sum(quantity)::int as in_wb, sum(in_way_to_client)::int as in_way_to_client,
        sum(in_way_from_client)::int as in_way_from_client
      from ${wbStocks} where company_id = ${companyId} and ${inWarehouse} group by nm_id, chrt_id
    ),
    own as (${own}),
    ordered as (${sizeDays}),
    rates as (
      select nm_id, tech_size, max(last_at) as last_at,
        coalesce(sum(orders) filter (where day >= ${addDays(today, -windowDays)}::date), 0)::int as orders
      from ordered group by nm_id, tech_size
    ),
    joined as (
      select s.nm_id, s.chrt_id, s.tech_size, coalesce(s.tech_size, '') as size_key, s.barcode, s.vendor_code, s.title,
        coalesce(st.in_wb, 0) as in_wb, coalesce(st.in_way_to_client, 0) as in_way_to_client,
        coalesce(st.in_way_from_client, 0) as in_way_from_client, coalesce(ow.own, 0) as own,
        coalesce(r.orders, 0) as orders, r.last_at
      from sizes s
      left join stock st on st.nm_id = s.nm_id and st.chrt_id = s.chrt_id
      left join own ow on ow.chrt_id = s.chrt_id
      left join rates r on r.nm_id = s.nm_id and r.tech_size = coalesce(s.tech_size, '')
      where st.nm_id is not null or r.nm_id is not null or coalesce(ow.own, 0) > 0
    ),
    -- The pace before the last order matters only to a size out of stock: the window of days before its day.
    out_of_stock as (
      select distinct nm_id, size_key, (last_at at time zone 'Europe/Moscow')::date as last_day
      from joined where in_wb + own = 0 and last_at is not null
    ),
    before_last as (
      select x.nm_id, x.size_key, sum(o.orders)::int as orders_before_last
      from out_of_stock x join ordered o on o.nm_id = x.nm_id and o.tech_size = x.size_key
      where o.day < x.last_day and o.day >= x.last_day - ${windowDays}::int
      group by x.nm_id, x.size_key
    ),
    figures as (
      select j.*, j.in_wb + j.own as total, coalesce(b.orders_before_last, 0) as orders_before_last,
        round(j.orders::numeric / ${windowDays}, 2) as sales_per_day,
        case when j.in_wb + j.own = 0 and j.last_at is not null
          then greatest(0, ${today}::date - (j.last_at at time zone 'Europe/Moscow')::date - 1) else 0 end as out_of_stock_days
      from joined j
      left join before_last b on b.nm_id = j.nm_id and b.size_key = j.size_key
    )
    select f.nm_id, f.chrt_id, f.tech_size, f.barcode, f.vendor_code, f.title, f.in_wb, f.in_way_to_client,
      f.in_way_from_client, f.own, f.total, f.orders, f.sales_per_day,
      case when f.orders > 0 then round(f.total * ${windowDays}::numeric / f.orders, 1) end as days_of_stock,
      case when f.orders > 0 then ${today}::date + floor(f.total * ${windowDays}::numeric / f.orders)::int end as run_out_on,
      f.out_of_stock_days,
      round(f.out_of_stock_days * f.orders_before_last::numeric / ${windowDays}, 1) as lost_orders
    from figures f`;
}

/** A page of the list's `rows` (`stockRows` or the kept ones) and how many rows the filter keeps. */
export async function stocksPage(db: Database, rows: SQL, plan: ListPlan) {
  const where = plan.where ?? sql`true`;
  const [items, counted] = await Promise.all([
    db.execute(sql`select * from (${rows}) r where ${where} order by ${sql.join(plan.orderBy, sql`, `)}
      limit ${plan.limit} offset ${plan.offset}`),
    db.execute(sql`select count(*)::int as n from (${rows}) r where ${where}`),
  ]);
  return { items: rowsOf<StockRow>(items), totalCount: rowsOf<{ n: number }>(counted)[0]?.n ?? 0 };
}

/** The WB warehouses the company has stock in, by name, for the warehouse filter. */
export async function stockWarehouses(db: Database, companyId: number) {
  return rowsOf<{ warehouse_name: string; region_name: string; quantity: number }>(
    await db.execute(sql`select warehouse_name, min(region_name) as region_name, sum(quantity)::int as quantity
      from ${wbStocks} where company_id = ${companyId} group by warehouse_name order by warehouse_name`),
  );
}

/** When WB's stock was last stored for the company; null before the first sync. */
export async function stocksSyncedAt(db: Tx | Database, companyId: number): Promise<Date | null> {
  const [row] = rowsOf<{ at: string | Date | null }>(
    await db.execute(sql`select max(synced_at) as at from ${wbStocks} where company_id = ${companyId}`),
  );
  return row?.at ? new Date(row.at) : null;
}

/**
 * Of the list's `rows`: the sizes that have stock and run out by `until` at their pace, and the sizes out of stock that sold in the
 * window; `cards`: the cards of either kind (their nmIds), for a link to them.
 */
export async function runningOut(db: Database, rows: SQL, until: string) {
  const [row] = rowsOf<{ soon: number; out: number; cards: (string | number)[] | null }>(
    await db.execute(sql`select
        count(*) filter (where r.total > 0 and r.run_out_on <= ${until}::date)::int as soon,
        count(*) filter (where r.total = 0 and r.orders > 0)::int as out,
        array_agg(distinct r.nm_id) filter (where (r.total > 0 and r.run_out_on <= ${until}::date)
          or (r.total = 0 and r.orders > 0)) as cards
      from (${rows}) r`),
  );
  return { soon: row?.soon ?? 0, out: row?.out ?? 0, cards: (row?.cards ?? []).map(Number).sort((a, b) => a - b) };
}

/**
 * Cards lying in a WB warehouse with no order from it for `days` days before `today`, though they were
 * there already then (the history's row of that day has stock): storage paid for nothing.
 */
export async function idleStock(db: Database, scope: StockScope, days: number) {
  const to = new Date(`${scope.today}T00:00:00+03:00`);
  const from = new Date(to.getTime() - days * 86_400_000);
  const since = addDays(scope.today, -days);
  return rowsOf<{ nm_id: string; warehouse_name: string; quantity: number }>(
    await db.execute(sql`
      with here as (
        select nm_id, warehouse_id, min(warehouse_name) as warehouse_name, sum(quantity)::int as quantity
        from ${wbStocks} where company_id = ${scope.companyId} and quantity > 0 group by nm_id, warehouse_id
      ),
      back_then as (
        select distinct on (nm_id, chrt_id, warehouse_id) nm_id, warehouse_id, quantity
        from ${wbStockHistory} where company_id = ${scope.companyId} and day <= ${since}::date
        order by nm_id, chrt_id, warehouse_id, day desc
      ),
      sold as (
        select distinct nm_id, warehouse_name from (${orderRows(scope.companyId, from, to)}) o where not is_cancel
      )
      select h.nm_id, h.warehouse_name, h.quantity from here h
      where exists (select 1 from back_then b where b.nm_id = h.nm_id and b.warehouse_id = h.warehouse_id
          and b.quantity > 0)
        and not exists (select 1 from sold s where s.nm_id = h.nm_id and s.warehouse_name = h.warehouse_name)
      order by h.nm_id, h.warehouse_name`),
  );
}

/** The lead time the company set, in days; null when it has not. */
export async function leadDays(db: Database, companyId: number): Promise<number | null> {
  const [row] = await db
    .select({ leadDays: stockSettings.leadDays })
    .from(stockSettings)
    .where(sql`${stockSettings.companyId} = ${companyId}`);
  return row?.leadDays ?? null;
}

export async function setLeadDays(db: Database, companyId: number, days: number, at: Date) {
  await db
    .insert(stockSettings)
    .values({ companyId, leadDays: days, updatedAt: at })
    .onConflictDoUpdate({ target: stockSettings.companyId, set: { leadDays: days, updatedAt: at } });
}

import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import type { ListPlan } from '../../lib/list-query/list-query.ts';
import { cardSizeRows } from '../cards/card-sizes-sql.ts';
import { incomingGoodsRows } from '../fbo/fbo-sql.ts';
import { orderRows } from '../orders/order-rows-sql.ts';
import { stockByWarehouseRows } from '../stocks/stock-rows-sql.ts';
import { buyerDistrict, warehouseDistrictRows } from './warehouse-districts.ts';

/** What a plan is counted for: sales over `windowDays` before `today`, stock to last `leadDays + coverDays`. */
export interface PlanScope {
  companyId: number;
  today: string;
  windowDays: number;
  leadDays: number;
  coverDays: number;
  /** One warehouse's part of the plan; null: all of it. */
  warehouse: string | null;
}

export interface PlanRow {
  nm_id: string;
  chrt_id: string;
  tech_size: string | null;
  barcode: string | null;
  vendor_code: string | null;
  title: string | null;
  district: string;
  warehouse: string | null;
  orders: number;
  sales_per_day: string;
  in_district: number;
  on_the_way: number;
  need: number;
  to_ship: number;
}

const windowOf = (today: string, days: number) => {
  const to = new Date(`${today}T00:00:00+03:00`);
  return { from: new Date(to.getTime() - days * 86_400_000), to };
};

/**
 * Every warehouse with its district: the table in code, and those only WB's stocks report knows, placed by
 * the `region_name` it gives them: `warehouse_name, district, rank` (0: where a plan ships in the district).
 */
function places(companyId: number): SQL {
  return sql`wd as (${warehouseDistrictRows()}),
    stock_raw as (${stockByWarehouseRows(companyId)}),
    places as (
      select warehouse_name, district, rank from wd
      union all
      select distinct warehouse_name, region_name, 1000 from stock_raw
      where warehouse_name not in (select warehouse_name from wd)
    )`;
}

/**
 * One row per size and buyers' district that ordered it in the window, or has its stock or a supply on the
 * way: orders of the window net of cancellations, units in the district's WB warehouses (with those coming
 * back from buyers) and on the way in an income, what lasts the lead time and the cover after it
 * (orders × (lead + cover) / window, rounded up) and what to ship: that less what is there and on the way.
 * A district's units go to the warehouse where the card already has most of them, else the district's first.
 */
export function planRows(scope: PlanScope): SQL {
  const { companyId, today, windowDays, leadDays, coverDays, warehouse } = scope;
  const { from, to } = windowOf(today, windowDays);
  const days = leadDays + coverDays;
  return sql`
    with ${places(companyId)},
    sizes as (${cardSizeRows(companyId)}),
    stock as (
      select s.nm_id, s.chrt_id, s.warehouse_name, p.district, s.quantity + s.in_way_from_client as units
      from stock_raw s join places p using (warehouse_name)
    ),
    demand as (
      select z.nm_id, z.chrt_id, d.district, count(*)::int as orders
      from (select o.nm_id, o.tech_size, ${buyerDistrict('o')} as district
        from (${orderRows(companyId, from, to)}) o where not o.is_cancel) d
      join sizes z on z.nm_id = d.nm_id and z.tech_size is not distinct from d.tech_size
      where d.district is not null
      group by z.nm_id, z.chrt_id, d.district
    ),
    held as (select nm_id, chrt_id, district, sum(units)::int as units from stock group by nm_id, chrt_id, district),
    incoming as (
      select z.nm_id, z.chrt_id, p.district, sum(g.quantity)::int as units
      from (${incomingGoodsRows(companyId)}) g join places p using (warehouse_name) join sizes z on z.barcode = g.barcode
      group by z.nm_id, z.chrt_id, p.district
    ),
    keys as (
      select nm_id, chrt_id, district from demand
      union select nm_id, chrt_id, district from held where units > 0
      union select nm_id, chrt_id, district from incoming where units > 0
    ),
    card_best as (
      select distinct on (nm_id, district) nm_id, district, warehouse_name
      from (select nm_id, district, warehouse_name, sum(units) as units from stock group by 1, 2, 3) c
      where units > 0 order by nm_id, district, units desc, warehouse_name
    ),
    first_of as (select district, warehouse_name from places where rank = 0),
    figures as (
      select k.nm_id, k.chrt_id, z.tech_size, z.barcode, z.vendor_code, z.title, k.district,
        coalesce(b.warehouse_name, f.warehouse_name) as warehouse, coalesce(d.orders, 0) as orders,
        coalesce(h.units, 0) as in_district, coalesce(i.units, 0) as on_the_way,
        (coalesce(d.orders, 0) * ${days} + ${windowDays - 1}) / ${windowDays} as need
      from keys k
      join sizes z on z.nm_id = k.nm_id and z.chrt_id = k.chrt_id
      left join demand d on d.nm_id = k.nm_id and d.chrt_id = k.chrt_id and d.district = k.district
      left join held h on h.nm_id = k.nm_id and h.chrt_id = k.chrt_id and h.district = k.district
      left join incoming i on i.nm_id = k.nm_id and i.chrt_id = k.chrt_id and i.district = k.district
      left join card_best b on b.nm_id = k.nm_id and b.district = k.district
      left join first_of f on f.district = k.district
    )
    select nm_id, chrt_id, tech_size, barcode, vendor_code, title, district, warehouse, orders,
      round(orders::numeric / ${windowDays}, 2) as sales_per_day, in_district, on_the_way, need,
      greatest(0, need - in_district - on_the_way) as to_ship
    from figures
    where ${warehouse === null ? sql`true` : sql`warehouse = ${warehouse}`}`;
}

/**
 * A page of the plan and how many rows the filter keeps, counted in the same statement: the plan is one heavy
 * statement, and the embedded database runs two one after the other. Past the last page, counted apart.
 */
export async function planPage(db: Database, scope: PlanScope, plan: ListPlan) {
  const rows = planRows(scope);
  const where = plan.where ?? sql`true`;
  const items = rowsOf<PlanRow & { total_count: number }>(
    await db.execute(sql`select *, count(*) over () as total_count from (${rows}) r where ${where}
      order by ${sql.join(plan.orderBy, sql`, `)} limit ${plan.limit} offset ${plan.offset}`),
  );
  if (items.length > 0 || plan.offset === 0) return { items, totalCount: Number(items[0]?.total_count ?? 0) };
  const [counted] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from (${rows}) r where ${where}`),
  );
  return { items, totalCount: counted?.n ?? 0 };
}

/** The warehouses the plan ships to, with their units and barcodes. */
export async function planWarehouses(db: Database, scope: PlanScope) {
  return rowsOf<{ warehouse: string; district: string; units: number; barcodes: number }>(
    await db.execute(sql`select warehouse, min(district) as district, sum(to_ship)::int as units,
        count(distinct barcode)::int as barcodes
      from (${planRows(scope)}) r where warehouse is not null and to_ship > 0 and barcode is not null
      group by warehouse order by units desc, warehouse`),
  );
}

/** Every line of one warehouse's part of the plan with units to ship, by barcode. */
export async function planLines(db: Database, scope: PlanScope) {
  return rowsOf<PlanRow>(
    await db.execute(
      sql`select * from (${planRows(scope)}) r where to_ship > 0 and barcode is not null order by nm_id, chrt_id`,
    ),
  );
}

/**
 * The company's orders of a period from WB's warehouses (an FBS order leaves the seller's own, which WB's
 * localisation does not count), net of cancellations, with the buyer's district and the serving warehouse's:
 * `nm_id, date, buyer, served, reachable` (the buyer's district has a WB warehouse).
 */
function localisedOrders(companyId: number, from: Date, to: Date): SQL {
  return sql`
    with ${places(companyId)},
    served as (
      select o.nm_id, o.date, ${buyerDistrict('o')} as buyer, p.district as served
      from (${orderRows(companyId, from, to)}) o left join places p on p.warehouse_name = o.warehouse_name
      where not o.is_cancel and coalesce(o.warehouse_type, '') <> 'Склад продавца'
    )
    select s.nm_id, s.date, s.buyer, s.served,
      exists (select 1 from places p where p.district = s.buyer) as reachable
    from served s where s.buyer is not null`;
}

export interface LocalisationRow {
  orders: number;
  local: number;
  reachable: number;
}

/** By Moscow week (its Monday), from the Monday `from` to the day before `today`. */
export async function localisationWeeks(db: Database, companyId: number, from: string, today: string) {
  const { to } = windowOf(today, 0);
  return rowsOf<LocalisationRow & { week: string | Date }>(
    await db.execute(sql`select date_trunc('week', (o.date at time zone 'Europe/Moscow'))::date as week,
        count(*)::int as orders, count(*) filter (where o.buyer = o.served)::int as local,
        count(*) filter (where o.reachable)::int as reachable
      from (${localisedOrders(companyId, new Date(`${from}T00:00:00+03:00`), to)}) o
      group by 1 order by 1`),
  );
}

/** One row per card ordered in the window: orders, local ones, their share and the share after the plan (%). */
export function localisationCardRows(companyId: number, today: string, windowDays: number): SQL {
  const { from, to } = windowOf(today, windowDays);
  return sql`select a.*, z.vendor_code, z.title from (
      select o.nm_id, count(*)::int as orders, count(*) filter (where o.buyer = o.served)::int as local,
        count(*) filter (where o.reachable)::int as reachable,
        round(100.0 * count(*) filter (where o.buyer = o.served) / count(*), 1) as share,
        round(100.0 * count(*) filter (where o.reachable) / count(*), 1) as planned_share
      from (${localisedOrders(companyId, from, to)}) o group by o.nm_id
    ) a left join (select distinct on (nm_id) nm_id, vendor_code, title from (${cardSizeRows(companyId)}) s) z
      on z.nm_id = a.nm_id`;
}

export async function localisationCards(db: Database, rows: SQL, plan: ListPlan) {
  const where = plan.where ?? sql`true`;
  const [items, counted] = await Promise.all([
    db.execute(sql`select * from (${rows}) r where ${where} order by ${sql.join(plan.orderBy, sql`, `)}
      limit ${plan.limit} offset ${plan.offset}`),
    db.execute(sql`select count(*)::int as n, coalesce(sum(orders), 0)::int as orders,
        coalesce(sum(local), 0)::int as local, coalesce(sum(reachable), 0)::int as reachable
      from (${rows}) r where ${where}`),
  ]);
  const [total] = rowsOf<{ n: number } & LocalisationRow>(counted);
  return {
    items: rowsOf<{
      nm_id: string;
      vendor_code: string | null;
      title: string | null;
      orders: number;
      local: number;
      share: string;
      planned_share: string;
    }>(items),
    totalCount: total?.n ?? 0,
    total: { orders: total?.orders ?? 0, local: total?.local ?? 0, reachable: total?.reachable ?? 0 },
  };
}

import { sql } from 'drizzle-orm';
import type { TestApp } from '../../../apps/server/test/support/test-app.ts';
import { stockRows } from '../../../apps/server/src/modules/stocks/stocks.repo.ts';
import { planRows, type PlanScope } from '../../../apps/server/src/modules/supply-plan/supply-plan.repo.ts';
import { DISTRICT_WAREHOUSES } from '../../../apps/server/src/modules/supply-plan/warehouse-districts.ts';
import type { DatabaseKind } from '../bench-database.ts';
import type { BenchResult } from '../measure.ts';
import { compare, type ScreenScales } from './screens.ts';
import { fillCards, openScreenApp } from '../screen-seller.ts';

// /stocks and its supply plan: the server's answer against the bare SQL of the same statements, as the
// server sends them side by side (a page and its count), over a seller with stock in many warehouses.

const TODAY = '2026-10-31';
/** Cards per unit of scale: scale 10 is thousands of cards, their two sizes each in up to 80 warehouses. */
const cardsOf = (scale: number) => scale * 300;
const WAREHOUSES = 80;

/**
 * The seller's stock and a month of orders: each size in a share of the 80 warehouses (the table's, then
 * unknown ones placed by WB's region), orders from buyers of every district served from a warehouse.
 */
export async function fillStock(app: TestApp, companyId: number, scale: number) {
  const db = app.services.db;
  const cards = cardsOf(scale);
  await fillCards(app, companyId, cards);
  const known = Object.entries(DISTRICT_WAREHOUSES).flatMap(([district, names]) => names.map((n) => [n, district]));
  const districts = Object.keys(DISTRICT_WAREHOUSES);
  const warehouses = Array.from(
    { length: WAREHOUSES },
    (_, i) => known[i] ?? [`Склад ${i}`, districts[i % districts.length]!],
  );
  const values = sql.join(
    warehouses.map(([name, district], i) => sql`(${i}::int, ${name}::text, ${district}::text)`),
    sql`, `,
  );
  // A size is in one warehouse of five; a card's two sizes lie in the same ones.
  await db.execute(sql`
    with w(i, name, district) as (values ${values})
    insert into wb_stocks (company_id, nm_id, chrt_id, warehouse_id, warehouse_name, region_name, quantity,
      in_way_to_client, in_way_from_client, synced_at)
    select ${companyId}, 20000 + c, c * 10 + s, 1000 + w.i, w.name, w.district, (c * 7 + w.i) % 40, (c + w.i) % 3,
      (c + w.i) % 2, timestamptz '2026-10-31 06:00Z'
    from generate_series(0, ${cards - 1}) as c, generate_series(1, 2) as s, w where (c + w.i) % 5 = 0`);
  // A month of orders: one a card a day, from a warehouse, to a buyer of some district (the same one for three in five).
  const abroad = sql`b.district in ('Беларусь', 'Казахстан', 'Узбекистан', 'Армения', 'Кыргызстан')`;
  await db.execute(sql`
    with w(i, name, district) as (values ${values})
    insert into wb_orders (company_id, srid, date, last_change_date, warehouse_name, warehouse_type, country_name,
      oblast_okrug_name, nm_id, barcode, tech_size, is_cancel)
    select ${companyId}, 'st-' || o, timestamptz '2026-10-01 00:00+03' + make_interval(mins => (o::bigint * 43200 / ${cards * 30})::int),
      timestamptz '2026-10-31 00:00+03', w.name, 'Склад WB',
      case when ${abroad} then b.district else 'Россия' end,
      case when ${abroad} then b.district else b.district || ' федеральный округ' end,
      20000 + o % ${cards}, '20' || (o % ${cards}) || (1 + o % 2), case when o % 2 = 0 then '44' else '42' end,
      o % 10 = 0
    from generate_series(0, ${cards * 30 - 1}) as o
      join w on w.i = o % ${WAREHOUSES}
      join w as b on b.i = case when o % 5 < 3 then o % ${WAREHOUSES} else (o * 7) % ${WAREHOUSES} end`);
  await db.execute(sql`analyze`);
}

const STOCKS_PAGE = `query ($q: ListQuery!, $today: Date) { stocksPage(query: $q, today: $today) {
  totalCount today windowDays items { id nmId chrtId techSize barcode vendorCode title inWb inWayToClient
  inWayFromClient own total orders salesPerDay daysOfStock runOutOn outOfStockDays lostOrders } } }`;

const PLAN_PAGE = `query ($q: ListQuery!, $today: Date) { supplyPlanPage(query: $q, today: $today, leadDays: 14) {
  totalCount today windowDays leadDays coverDays items { id nmId chrtId techSize barcode vendorCode title district
  warehouse orders salesPerDay inDistrict onTheWay need toShip } } }`;

const PAGE_SIZE = 100;

export async function stocksScreens(
  kinds: DatabaseKind[],
  scales: ScreenScales,
  quick = false,
): Promise<BenchResult[]> {
  const kind = kinds.includes('PostgreSQL') ? 'PostgreSQL' : 'PGlite';
  const scale = kind === 'PostgreSQL' ? scales.server : scales.embedded;
  const { app, seller } = await openScreenApp(kind);
  try {
    await fillStock(app, seller.companyId, scale);
    const c = seller.companyId;
    const stock = stockRows({ companyId: c, today: TODAY, windowDays: 30, warehouse: null });
    const planScope: PlanScope = {
      companyId: c,
      today: TODAY,
      windowDays: 30,
      leadDays: 14,
      coverDays: 30,
      warehouse: null,
    };
    const plan = planRows(planScope);
    const label = `${cardsOf(scale).toLocaleString('ru-RU')} карточек × 2 размера, ${WAREHOUSES} складов`;
    return [
      await compare(
        app,
        seller,
        {
          name: `stocksPage, ${label} (${kind})`,
          meaning: `первая страница /stocks (${PAGE_SIZE} строк, свой порядок) со счётом строк против голого SQL тех же двух запросов`,
          graphql: { query: STOCKS_PAGE, variables: { q: { page: 0, pageSize: PAGE_SIZE }, today: TODAY } },
          bare: [
            sql`select * from (${stock}) r order by r.run_out_on asc nulls last, r.nm_id, r.chrt_id limit ${PAGE_SIZE}`,
            sql`select count(*)::int as n from (${stock}) r`,
          ],
        },
        quick,
      ),
      await compare(
        app,
        seller,
        {
          name: `supplyPlanPage, ${label} (${kind})`,
          meaning: `первая страница плана поставки (${PAGE_SIZE} строк по размеру и округу покупателей) со счётом строк в том же запросе против голого SQL того же запроса`,
          graphql: { query: PLAN_PAGE, variables: { q: { page: 0, pageSize: PAGE_SIZE }, today: TODAY } },
          bare: sql`select *, count(*) over () as total_count from (${plan}) r
            order by r.to_ship desc, r.nm_id, r.chrt_id, r.district limit ${PAGE_SIZE}`,
        },
        quick,
      ),
    ];
  } finally {
    await app.close();
  }
}

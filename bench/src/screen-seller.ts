import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../apps/server/test/support/test-app.ts';
import { sellerWithCompany, type Seller } from '../../apps/server/src/modules/cards/catalog-fixtures.ts';
import type { Database } from '../../apps/server/src/db/client.ts';
import type { DatabaseKind } from './bench-database.ts';
import { addDays } from '../../apps/server/src/lib/moscow-time.ts';
import { recountOrderDays } from '../../apps/server/src/modules/orders/order-days.ts';
import { recountReportDays } from '../../apps/server/src/modules/reports/report-days.ts';
import { recountSaleDays } from '../../apps/server/src/modules/sales/sale-days.ts';
import { applyCostChanges } from '../../apps/server/src/modules/reports/report-cost-days.ts';

/** The server's own GraphQL handler over a fresh database of that kind, with a signed-in seller. */
/** The app on a fresh database of that kind, or on a PGlite folder of TEST_PGLITE_DIR whose `seller` is known. */
export async function openScreenApp(kind: DatabaseKind, seller?: Seller): Promise<{ app: TestApp; seller: Seller }> {
  process.env.TEST_DB = kind === 'PostgreSQL' ? 'postgres' : 'pglite';
  if (kind === 'PostgreSQL')
    process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  // A day-long session: filling and measuring the scale-10 seller on a busy machine outlasts the usual 15 minutes.
  const app = await createTestApp({ DEMO_MODE: 'true', ACCESS_TOKEN_TTL: '24h' });
  return { app, seller: seller ?? (await sellerWithCompany(app, 'bench@example.com')) };
}

/**
 * A change of the company that alters no figure (its own row, rewritten as it is): it moves the company's
 * data version, so the next answer is read from the database, not served from the answers kept
 * (docs/architecture.md «Cached answers»).
 */
export async function changeCompany(app: TestApp, companyId: number): Promise<void> {
  await app.services.db.execute(sql`update companies set short_name = short_name where id = ${companyId}`);
}

/**
 * Rows of one month per unit of scale, as many as the generated seller of that scale has (scale 10 is
 * the million-row seller: about 90 000 report rows, orders, sales and ledger units a month).
 */
export const monthRows = (scale: number) => scale * 9_000;

/** The month the screens read, and its neighbours, so the period filter has rows to leave out. */
export const FILL_FROM = '2026-09-01';
const FILL_DAYS = 91;
export const MONTH = { dateFrom: '2026-10-01', dateTo: '2026-10-31' };

/** The days a generated seller's rows cover. */
export interface FillPeriod {
  from: string;
  days: number;
}

/**
 * Fills the seller's synced tables the way the sync leaves them, generated inside the database
 * (a full WB sync of scale 10 takes nine minutes and is measured by first-sync).
 */
export async function fillSeller(app: TestApp, companyId: number, scale: number): Promise<void> {
  const units = Math.round((monthRows(scale) * FILL_DAYS) / 30);
  await addUnits(app.services.db, companyId, { from: FILL_FROM, days: FILL_DAYS }, 0, units);
  await addCostPrices(app.services.db, companyId);
  // The ledger and card costs written here, counted as the minute job (report-cost-job.ts) counts them
  // before a seller reads: the screens are measured as they answer once it has.
  await applyCostChanges(app.services.db, companyId);
  await analyze(app);
}

/**
 * Units `first`…`end - 1` of the seller, spread evenly over the period: each sold (one in fifteen
 * returned) with two report rows, an order, a sale and, but one in ten, a ledger entry. Later calls
 * with the next units make the same seller busier over the same days.
 */
export async function addUnits(db: Database, companyId: number, period: FillPeriod, first: number, end: number) {
  const n = end - first;
  const from = period.from;
  const days = period.days;
  // Report rows: two a unit (a sale or a return, then its logistics), weekly reports, a few hundred articles.
  await db.execute(sql`
    insert into wb_finance_rows (company_id, rrd_id, report_id, report_type, date_from, date_to, currency, rr_date,
      srid, shk_id, nm_id, vendor_code, tech_size, doc_type_name, seller_oper_name, office_name, gi_id, sticker_id,
      order_dt, sale_dt, for_pay_kopecks, retail_amount_kopecks, delivery_service_kopecks, penalty_kopecks)
    select ${companyId}, 1000000000 + i, 900000 + d / 7, case when i % 20 = 19 then 2 else 1 end,
      ${from}::date + (d / 7) * 7, ${from}::date + (d / 7) * 7 + 6, 'RUB', ${from}::date + d,
      'srid-' || u, 700000000 + u, 10000 + u % 300, 'ART-' || (u % 300), '42',
      case when i % 2 = 1 then 'Продажа' when u % 15 = 0 then 'Возврат' else 'Продажа' end,
      case when i % 2 = 1 then 'Логистика' else 'Продажа' end,
      'Склад ' || (u % 12), 5000 + d / 7, case when u % 3 = 0 then (800000000 + u)::text end,
      ${from}::timestamptz + make_interval(days => greatest(d - 3, 0)), ${from}::timestamptz + make_interval(days => d),
      case when i % 2 = 1 then 0 else 150000 + (u % 97) * 100 end,
      case when i % 2 = 1 then 0 else 180000 + (u % 97) * 100 end,
      case when i % 2 = 1 then 7500 + u % 50 else 0 end,
      case when u % 500 = 0 then 10000 else 0 end
    from generate_series(${first * 2}::int, ${end * 2 - 1}) as i, lateral (select i / 2 as u) as unit,
      lateral (select ((i / 2 - ${first}) * ${days}) / ${n} as d) as day`);
  // Orders and sales of the same days, spread over the day.
  await addOrders(db, companyId, period, first, end);
  const at = spreadOver(period, first, n);
  await db.execute(sql`
    insert into wb_sales (company_id, sale_id, srid, date, last_change_date, warehouse_name, warehouse_type,
      region_name, supplier_article, nm_id, barcode, subject, brand, tech_size, total_price_kopecks,
      discount_percent, finished_price_kopecks, price_with_disc_kopecks, for_pay_kopecks, g_number, kind)
    select ${companyId}, case when i % 15 = 0 then 'R' else 'S' end || i, 'srid-' || i, ${at}, ${at} + interval '1 hour',
      'Склад ' || (i % 12), case when i % 3 = 0 then 'Склад продавца' else 'Склад WB' end, 'Регион ' || (i % 80),
      'ART-' || (i % 300), 10000 + i % 300, '20' || (10000 + i % 300), 'Футболки', 'Ромашка', '42',
      200000 + (i % 97) * 100, 25, 150000 + (i % 97) * 100, 150000 + (i % 97) * 100, 140000 + (i % 97) * 100, 'g-' || i,
      case when i % 15 = 0 then 'return' else 'sale' end
    from generate_series(${first}::int, ${end - 1}) as i`);
  // The ledger: every unit of the report but one in ten (those fall back to the card), FBS ones by their sticker.
  await db.execute(sql`
    insert into unit_ledger (company_id, shk_id, nm_id, article, first_price_kopecks, supply_id, type, supply_date,
      cost_source, order_id)
    select ${companyId}, case when u % 3 = 0 then (800000000 + u)::text else (700000000 + u)::text end,
      10000 + u % 300, 'ART-' || (u % 300), 50000 + (u % 41) * 100,
      case when u % 3 = 0 then 'WB-GI-' || (u / 500) else (5000 + u / 2000)::text end,
      case when u % 3 = 0 then 'FBS' else 'FBO' end, ${from}::date + ((u - ${first}) * ${days}) / ${n}, 'card',
      case when u % 3 = 0 then 600000000 + u end
    from generate_series(${first}::int, ${end - 1}) as u where u % 10 <> 7`);
  await recountFillDays(db, companyId, period);
}

/**
 * The daily figures of the period's days, recounted from the rows as the sync recounts the days it stores
 * (the rows above are written straight into the tables). A row's instant may fall on the Moscow day after
 * the period's last.
 */
export async function recountFillDays(db: Database, companyId: number, period: FillPeriod) {
  const days = Array.from({ length: period.days + 1 }, (_, i) => addDays(period.from, i));
  await recountOrderDays(db, companyId, days);
  await recountSaleDays(db, companyId, days);
  await recountReportDays(db, companyId, days);
}

/** The moment of the `i`-th of `n` rows from `first`, spread evenly over the period. */
const spreadOver = ({ from, days }: FillPeriod, first: number, n: number) =>
  sql`${from}::timestamptz + make_interval(secs => ((i - ${first})::double precision * ${days * 86_400}) / ${n})`;

/** Orders `first`…`end - 1` of the seller, spread evenly over the period (one in ten cancelled). */
export async function addOrders(db: Database, companyId: number, period: FillPeriod, first: number, end: number) {
  const at = spreadOver(period, first, end - first);
  await db.execute(sql`
    insert into wb_orders (company_id, srid, date, last_change_date, warehouse_name, warehouse_type, region_name,
      supplier_article, nm_id, barcode, subject, brand, tech_size, total_price_kopecks, discount_percent,
      finished_price_kopecks, price_with_disc_kopecks, is_cancel, g_number)
    select ${companyId}, 'srid-' || i, ${at}, ${at} + interval '1 hour', 'Склад ' || (i % 12),
      case when i % 3 = 0 then 'Склад продавца' else 'Склад WB' end, 'Регион ' || (i % 80),
      'ART-' || (i % 300), 10000 + i % 300, '20' || (10000 + i % 300), 'Футболки', 'Ромашка', '42',
      200000 + (i % 97) * 100, 25, 150000 + (i % 97) * 100, 150000 + (i % 97) * 100, i % 10 = 0, 'g-' || i
    from generate_series(${first}::int, ${end - 1}) as i`);
}

/** The articles' cost prices, each changed twice during the months, so the cost in force depends on the date. */
export async function addCostPrices(db: Database, companyId: number): Promise<void> {
  await db.execute(sql`
    insert into card_settings (company_id, nm_id, first_price_kopecks)
    select ${companyId}, 10000 + a, 60000 + a * 100 from generate_series(0, 299) as a`);
  await db.execute(sql`
    insert into card_settings_history (company_id, nm_id, field, old_value, new_value, changed_at)
    select ${companyId}, 10000 + a, 'firstPrice', step.old_value, step.new_value, step.changed_at
    from generate_series(0, 299) as a, lateral (values
      (null, (500 + a)::text || '.00', timestamptz '2026-08-01 09:00Z'),
      ((500 + a)::text || '.00', (600 + a)::text || '.00', timestamptz '2026-10-15 09:00Z')
    ) as step(old_value, new_value, changed_at)`);
}

/** Cards with prices, settings and WB's commission of their subject, as the cards screen reads them. */
export async function fillCards(app: TestApp, companyId: number, count: number): Promise<void> {
  const db = app.services.db;
  await db.execute(sql`
    insert into wb_commissions (company_id, subject_id, subject_name, fbs_percent, fbo_percent)
    select ${companyId}, 100 + s, 'Предмет ' || s, 24.5, 19.5 from generate_series(0, 49) as s`);
  await db.execute(sql`
    insert into wb_cards (company_id, nm_id, vendor_code, subject_id, subject_name, brand, title, photo,
      length_cm, width_cm, height_cm, weight_kg, dimensions_valid, sizes, tags, wb_created_at, wb_updated_at)
    select ${companyId}, 20000 + c, 'ART-' || c, 100 + c % 50, 'Предмет ' || (c % 50), 'Ромашка', 'Футболка ' || c,
      'https://basket-01.wbbasket.ru/' || (20000 + c) || '.webp', 30, 20, 10, 0.350, true,
      jsonb_build_array(
        jsonb_build_object('chrtID', c * 10 + 1, 'techSize', '42', 'wbSize', '42', 'skus', jsonb_build_array('20' || c || '1')),
        jsonb_build_object('chrtID', c * 10 + 2, 'techSize', '44', 'wbSize', '44', 'skus', jsonb_build_array('20' || c || '2'))),
      jsonb_build_array(jsonb_build_object('id', 7, 'name', 'Лето', 'color', 'D1CFD7')),
      timestamptz '2026-03-01 09:00Z', timestamptz '2026-09-01 09:00Z' + make_interval(mins => c)
    from generate_series(0, ${count - 1}) as c`);
  await db.execute(sql`
    insert into wb_prices (company_id, nm_id, vendor_code, currency, discount, sizes)
    select ${companyId}, 20000 + c, 'ART-' || c, 'RUB', 25,
      jsonb_build_array(
        jsonb_build_object('sizeId', c * 10 + 1, 'techSizeName', '42', 'priceKopecks', 200000,
          'discountedPriceKopecks', 150000, 'clubDiscountedPriceKopecks', null),
        jsonb_build_object('sizeId', c * 10 + 2, 'techSizeName', '44', 'priceKopecks', 210000,
          'discountedPriceKopecks', 157500, 'clubDiscountedPriceKopecks', null))
    from generate_series(0, ${count - 1}) as c`);
  await db.execute(sql`
    insert into card_settings (company_id, nm_id, first_price_kopecks, title_for_tn, return_percent, defect_percent,
      fbs_commission)
    select ${companyId}, 20000 + c, 50000 + c, 'Футболка хлопковая ' || c, 5, 1.5, case when c % 4 = 0 then 22 end
    from generate_series(0, ${count - 1}) as c`);
  await analyze(app);
}

/**
 * Fresh statistics and no dead rows, as autovacuum leaves them a minute after a sync: plans as a seller's
 * database would have them, and no probe walking the changes the cost count has just deleted.
 */
async function analyze(app: TestApp): Promise<void> {
  await app.services.db.execute(sql`vacuum analyze`);
}

import { sql } from 'drizzle-orm';
import type { TestApp } from '../../../apps/server/test/support/test-app.ts';
import { recountStockFigures } from '../../../apps/server/src/modules/stocks/stock-figures.ts';
import { fillStock } from '../cases/stocks.ts';
import { FILL_FROM, fillSeller } from '../screen-seller.ts';

/** Campaigns per unit of scale: scale 10 is a hundred, each with two cards and a daily line since the fill began. */
const campaignsOf = (scale: number) => scale * 10;
const STAT_DAYS = 91;

/**
 * The seller the load reads: the generated seller of that scale (report rows, orders, sales, the ledger and
 * their daily figures), cards with prices, settings and stock in many warehouses, and advert campaigns.
 * Stock first: its month of orders is then counted into the daily figures with the rest; the stock list is
 * then kept counted, as the sync leaves it.
 */
export async function fillLoadSeller(app: TestApp, companyId: number, scale: number): Promise<void> {
  await fillStock(app, companyId, scale);
  await fillSeller(app, companyId, scale);
  await fillAdverts(app, companyId, scale);
  await recountStockFigures(app.services.db, companyId);
}

async function fillAdverts(app: TestApp, companyId: number, scale: number): Promise<void> {
  const db = app.services.db;
  const campaigns = campaignsOf(scale);
  await db.execute(sql`
    insert into wb_adverts (company_id, advert_id, type, status, name, bid_type, payment_type, currency, nms,
      change_time, wb_created_at, wb_updated_at, wb_started_at, daily_limit_kopecks)
    select ${companyId}, 30000000 + a, 9, case when a % 4 = 0 then 11 else 9 end, 'Кампания ' || a, 'unified', 'cpm',
      'RUB', jsonb_build_array(
        jsonb_build_object('nmId', 20000 + a * 2, 'subjectId', 100 + a % 50, 'subjectName', 'Предмет ' || (a % 50),
          'searchBidKopecks', 25000, 'recommendationsBidKopecks', null),
        jsonb_build_object('nmId', 20001 + a * 2, 'subjectId', 100 + a % 50, 'subjectName', 'Предмет ' || (a % 50),
          'searchBidKopecks', 25000, 'recommendationsBidKopecks', null)),
      timestamptz '2026-09-01 09:00Z' + make_interval(hours => a), timestamptz '2026-08-01 09:00Z' + make_interval(hours => a),
      timestamptz '2026-09-01 09:00Z' + make_interval(hours => a), timestamptz '2026-08-02 09:00Z',
      case when a % 3 = 0 then 500000 end
    from generate_series(0, ${campaigns - 1}) as a`);
  await db.execute(sql`
    insert into wb_advert_budgets (company_id, advert_id, currency, total_kopecks)
    select ${companyId}, 30000000 + a, 'RUB', 1000000 + a * 100 from generate_series(0, ${campaigns - 1}) as a`);
  await db.execute(sql`
    insert into wb_advert_daily_stats (company_id, advert_id, date, views, clicks, ctr, cpc_kopecks, cr, spend_kopecks,
      orders, shks, atbs, canceled, orders_sum_kopecks, currency)
    select ${companyId}, 30000000 + a, ${FILL_FROM}::date + d, 1000 + (a * 7 + d) % 500, 30 + (a + d) % 20, 3.1, 1500,
      4.2, 45000 + (a * 13 + d) % 9000, 2 + (a + d) % 5, 2 + (a + d) % 5, 5, 0, 300000, 'RUB'
    from generate_series(0, ${campaigns - 1}) as a, generate_series(0, ${STAT_DAYS - 1}) as d`);
  await db.execute(sql`analyze`);
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createWbClient, wbBaseUrls, type StatisticsOrder, type StatisticsSale } from '@seller-helper/wb';
import { startWbEmulator } from '@seller-helper/wb-emulator';
import { rowsOf, type Tx } from '../../db/client.ts';
import { dailyFiguresMismatches } from '../../../test/support/daily-figures.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { sellerWithCompany } from '../cards/catalog-fixtures.ts';
import { recountOrderDays } from '../orders/order-days.ts';
import { storeOrders } from '../orders/orders.sync.ts';
import { SLICE_ROWS } from '../sync/sync-run.ts';
import { recountSaleDays } from './sale-days.ts';
import { storeSales } from './sales.sync.ts';

// A first sync stores orders and sales never seen before slice by slice, adding each slice to the figures of its
// days; a later sync stores rows seen before and recounts their days. Both must keep what counting every day
// afresh from the rows keeps, to the kopeck: with a card's rows of a day split over several slices,
// cancellations, returns and WB's other operations.

let app: TestApp;
let companyId: number;
let orders: StatisticsOrder[];
let sales: StatisticsSale[];

const KEPT = [
  'wb_order_days',
  'wb_order_day_totals',
  'wb_order_size_days',
  'wb_sale_days',
  'wb_sale_day_totals',
] as const;

/** Every kept figure of the order and sale days, in one comparable text per row. */
async function keptFigures(): Promise<string[]> {
  const kept: string[] = [];
  for (const table of KEPT) {
    const found = rowsOf<{ line: string }>(
      await app.services.db.execute(
        sql`select ${table}::text || (t.*)::text as line from ${sql.raw(table)} t where company_id = ${companyId}`,
      ),
    );
    kept.push(...found.map((row) => row.line));
  }
  return kept.sort();
}

async function storeInSlices<Row>(rows: Row[], store: (tx: Tx, companyId: number, rows: Row[]) => Promise<number>) {
  for (let start = 0; start < rows.length; start += SLICE_ROWS) {
    await app.services.db.transaction((tx) => store(tx, companyId, rows.slice(start, start + SLICE_ROWS)));
  }
}

async function recountEveryDay() {
  await recountOrderDays(app.services.db, companyId, null);
  await recountSaleDays(app.services.db, companyId, null);
}

beforeAll(async () => {
  app = await createTestApp({ DEMO_MODE: 'true' });
  companyId = (await sellerWithCompany(app, 'statistics-days@shop.by')).companyId;
  const emulator = await startWbEmulator({ seed: 11, scale: 1, anchorDate: '2026-11-20', rateLimits: false });
  try {
    const token = emulator.issueToken({ type: 'personal', categories: ['statistics'] });
    const client = createWbClient({ token, baseUrls: wbBaseUrls({ all: emulator.url }) });
    orders = (await client.statistics.orders.changedSince('2026-10-01')).items;
    sales = (await client.statistics.sales.changedSince('2026-10-01')).items;
  } finally {
    await emulator.close();
  }
});

afterAll(async () => {
  await app?.close();
});

describe('orders and sales kept added up by day', () => {
  it('a first sync adds its slices to their days and keeps what a recount of every day keeps', async () => {
    // Enough rows for many slices, with cancellations, returns and a card's day spread over slices.
    expect(orders.length).toBeGreaterThan(4 * SLICE_ROWS);
    expect(orders.some((order) => order.isCancel)).toBe(true);
    expect(new Set(sales.map((sale) => sale.kind))).toEqual(new Set(['sale', 'return', 'other']));

    await storeInSlices(orders, storeOrders);
    await storeInSlices(sales, storeSales);
    const { compared, mismatches } = await dailyFiguresMismatches(app.services.db, companyId);
    expect(mismatches).toEqual([]);
    expect(compared).toBeGreaterThan(100);
    const added = await keptFigures();

    await recountEveryDay();
    expect(await keptFigures()).toEqual(added);
  });

  it('a later sync bringing the same rows again, one of each changed, recounts their days', async () => {
    const cancelled = orders.findIndex((order) => !order.isCancel);
    await storeInSlices(
      orders.map((order, i) => (i === cancelled ? { ...order, isCancel: true } : order)),
      storeOrders,
    );
    await storeInSlices(
      sales.map((sale, i) =>
        i === 7 ? { ...sale, priceWithDiscKopecks: (sale.priceWithDiscKopecks ?? 0) + 12_345 } : sale,
      ),
      storeSales,
    );
    expect((await dailyFiguresMismatches(app.services.db, companyId)).mismatches).toEqual([]);
    const kept = await keptFigures();

    await recountEveryDay();
    expect(await keptFigures()).toEqual(kept);
  });
});

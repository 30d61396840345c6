import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { WbEmulator } from '@seller-helper/wb-emulator';
import type { DatabaseHandle } from '../../db/client.ts';
import {
  wbAdvertClusterStats,
  wbAdvertDailyStats,
  wbCards,
  wbFbsOrders,
  wbFboSupplyGoods,
  wbFinanceRows,
  wbOrders,
  wbPrices,
  wbSales,
} from '../../db/schema/index.ts';
import { createTestDatabase } from '../../../test/support/test-database.ts';
import {
  allCategoriesToken,
  createCompany,
  startSyncEmulator,
  syncServices,
  syncUntilDone,
} from '../../../test/support/sync-kit.ts';
import type { Dataset } from './datasets.ts';

const COMPANY = 190_000_002;
const DATASETS: Dataset[] = ['cards', 'prices', 'orders', 'sales', 'finance', 'fbs', 'fbw', 'adverts'];

/** Every natural key stored, in order: the same list means every row once, none lost. */
async function keys(database: DatabaseHandle) {
  const { db } = database;
  return {
    cards: (
      await db
        .select({ k: wbCards.nmId })
        .from(wbCards)
        .where(eq(wbCards.companyId, COMPANY))
        .orderBy(asc(wbCards.nmId))
    ).map((r) => r.k),
    prices: (
      await db
        .select({ k: wbPrices.nmId })
        .from(wbPrices)
        .where(eq(wbPrices.companyId, COMPANY))
        .orderBy(asc(wbPrices.nmId))
    ).map((r) => r.k),
    orders: (
      await db
        .select({ k: wbOrders.srid })
        .from(wbOrders)
        .where(eq(wbOrders.companyId, COMPANY))
        .orderBy(asc(wbOrders.srid))
    ).map((r) => r.k),
    sales: (
      await db
        .select({ k: wbSales.saleId })
        .from(wbSales)
        .where(eq(wbSales.companyId, COMPANY))
        .orderBy(asc(wbSales.saleId))
    ).map((r) => r.k),
    finance: (
      await db
        .select({ k: wbFinanceRows.rrdId })
        .from(wbFinanceRows)
        .where(eq(wbFinanceRows.companyId, COMPANY))
        .orderBy(asc(wbFinanceRows.rrdId))
    ).map((r) => r.k),
    fbsOrders: (
      await db
        .select({ k: wbFbsOrders.orderId, status: wbFbsOrders.wbStatus })
        .from(wbFbsOrders)
        .where(eq(wbFbsOrders.companyId, COMPANY))
        .orderBy(asc(wbFbsOrders.orderId))
    ).map((r) => `${r.k}:${r.status}`),
    fbwGoods: (
      await db
        .select({ k: sql<string>`${wbFboSupplyGoods.preorderId} || ':' || ${wbFboSupplyGoods.barcode}` })
        .from(wbFboSupplyGoods)
        .where(eq(wbFboSupplyGoods.companyId, COMPANY))
        .orderBy(asc(wbFboSupplyGoods.preorderId), asc(wbFboSupplyGoods.barcode))
    ).map((r) => r.k),
    advertDays: (
      await db
        .select({ k: sql<string>`${wbAdvertDailyStats.advertId} || ':' || ${wbAdvertDailyStats.date}` })
        .from(wbAdvertDailyStats)
        .where(eq(wbAdvertDailyStats.companyId, COMPANY))
        .orderBy(asc(wbAdvertDailyStats.advertId), asc(wbAdvertDailyStats.date))
    ).map((r) => r.k),
    clusterDays: (
      await db.select({ n: count() }).from(wbAdvertClusterStats).where(eq(wbAdvertClusterStats.companyId, COMPANY))
    ).map((r) => r.n),
  };
}

describe('a full sync through WB failures', () => {
  let emulator: WbEmulator;
  let clean: DatabaseHandle;
  let faulty: DatabaseHandle;
  beforeAll(async () => {
    emulator = await startSyncEmulator();
    clean = await createTestDatabase();
    faulty = await createTestDatabase();
    await createCompany(clean, COMPANY);
    await createCompany(faulty, COMPANY);
  });
  afterAll(async () => {
    await emulator.close();
    await clean.close();
    await faulty.close();
  });

  it('ends with every row exactly once after 429 storms, 5xx, timeouts, cut connections and malformed answers', async () => {
    const token = allCategoriesToken(emulator);
    const tokens = async () => [token];
    const cleanServices = syncServices(clean, emulator);
    for (const dataset of DATASETS) await syncUntilDone(cleanServices, COMPANY, dataset, tokens);

    // The first requests of the faulty run meet each kind of failure in turn, a 429 storm between them.
    for (const kind of ['server-error', 'slow', 'cut', 'malformed'] as const) {
      emulator.faults.inject({ kind, delayMs: 5_000 });
      emulator.faults.inject({ kind: 'rate-limit', retryAfterSeconds: 1 });
    }
    emulator.faults.inject({ kind: 'rate-limit', retryAfterSeconds: 2, host: 'statistics-api' });
    emulator.faults.inject({ kind: 'cut', host: 'finance-api' });
    emulator.faults.inject({
      kind: 'malformed',
      host: 'marketplace-api',
      path: '/api/marketplace/v3/fbs/orders/archive',
    });
    emulator.faults.inject({ kind: 'server-error', host: 'marketplace-api', path: '/api/v3/orders/status' });
    emulator.faults.inject({ kind: 'rate-limit', host: 'supplies-api', retryAfterSeconds: 1 });
    emulator.faults.inject({ kind: 'cut', host: 'advert-api', path: '/adv/v1/normquery/stats' });
    emulator.faults.inject({ kind: 'malformed', host: 'advert-api', path: '/adv/v3/fullstats' });
    const faultyServices = syncServices(faulty, emulator);
    for (const dataset of DATASETS) {
      expect(await syncUntilDone(faultyServices, COMPANY, dataset, tokens)).toEqual({ kind: 'done' });
    }

    // The faults armed for FBS, FBW and adverts were met.
    const met = (path: string, status: number) => emulator.requests.some((r) => r.path === path && r.status === status);
    expect(met('/marketplace-api/api/v3/orders/status', 500)).toBe(true);
    expect(met('/advert-api/adv/v1/normquery/stats', 0)).toBe(true);
    expect(emulator.requests.some((r) => r.host === 'supplies-api' && r.status === 429)).toBe(true);

    const expected = await keys(clean);
    expect(expected.orders.length).toBeGreaterThan(100);
    expect(expected.fbsOrders.length).toBeGreaterThan(0);
    expect(expected.advertDays.length).toBeGreaterThan(0);
    expect(await keys(faulty)).toEqual(expected);
  }, 120_000);

  it('never sends a request of a limit group before X-Ratelimit-Retry has passed', () => {
    const limited = emulator.requests.filter((r) => r.status === 429);
    expect(limited.length).toBeGreaterThan(0);
    for (const hit of limited) {
      const next = emulator.requests.find(
        (r) => r.host === hit.host && r.path === hit.path && Date.parse(r.time) > Date.parse(hit.time),
      );
      if (next) expect(Date.parse(next.time) - Date.parse(hit.time)).toBeGreaterThanOrEqual(950);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { WbEmulator } from '@seller-helper/wb-emulator';
import type { DatabaseHandle } from '../../db/client.ts';
import { wbCards, wbFinanceRows, wbOrders, wbPrices, wbSales } from '../../db/schema/index.ts';
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
const DATASETS: Dataset[] = ['cards', 'prices', 'orders', 'sales', 'finance'];

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
    const faultyServices = syncServices(faulty, emulator);
    for (const dataset of DATASETS) {
      expect(await syncUntilDone(faultyServices, COMPANY, dataset, tokens)).toEqual({ kind: 'done' });
    }

    const expected = await keys(clean);
    expect(expected.orders.length).toBeGreaterThan(100);
    expect(await keys(faulty)).toEqual(expected);
  }, 60_000);

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

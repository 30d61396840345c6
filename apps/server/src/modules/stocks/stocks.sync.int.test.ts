import { afterEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { syncServices, syncUntilDone } from '../../../test/support/sync-kit.ts';
import { syncWorld } from '../../../test/support/sync-world.ts';
import type { Clock } from '../../lib/clock.ts';
import { stockSizeFigures, wbSellerStocks, wbStockHistory, wbStocks } from './stocks.tables.ts';

const COMPANY = 150_000_031;
const STOCKS_PATH = '/api/analytics/v1/stocks-report/wb-warehouses';

/** A clock set to `ms` that runs from there: it decides the day the snapshot is of, and WB's buckets refill. */
const from = (ms: number): Clock => {
  const start = Date.now();
  return {
    now: () => new Date(ms + Date.now() - start),
    sleep: (wait) => new Promise((done) => setTimeout(done, wait)),
  };
};

type Row = Record<string, number | string>;

describe('stocks sync', () => {
  const world = syncWorld(COMPANY);
  afterEach(() => world.emulator.faults.clear());

  const stored = () => world.database.db.select().from(wbStocks).where(eq(wbStocks.companyId, COMPANY));
  const history = () => world.database.db.select().from(wbStockHistory).where(eq(wbStockHistory.companyId, COMPANY));
  const expected = () =>
    world.emulator.data.warehouseStocks().map((s) => ({
      nmId: s.card.nmID,
      chrtId: s.card.sizes[s.sizeIndex]!.chrtID,
      warehouseId: s.warehouse.id,
      quantity: s.quantity,
      inWayToClient: s.inWayToClient,
      inWayFromClient: s.inWayFromClient,
    }));
  const keyed = <T extends { nmId: number; chrtId: number; warehouseId: number }>(rows: T[]) =>
    [...rows].sort((a, b) => a.nmId - b.nmId || a.chrtId - b.chrtId || a.warehouseId - b.warehouseId);

  it("stores WB's stock report whole, size by warehouse, with today's history", async () => {
    const { services, token } = world;
    const day1 = Date.parse('2026-11-20T09:00:00Z');
    const outcome = await syncUntilDone({ ...services, clock: from(day1) }, COMPANY, 'stocks', async () => [token]);
    expect(outcome).toEqual({ kind: 'done' });
    const rows = await stored();
    expect(rows.length).toBe(world.emulator.data.warehouseStocks().length);
    expect(rows.length).toBeGreaterThan(10);
    expect(
      keyed(
        rows.map(({ nmId, chrtId, warehouseId, quantity, inWayToClient, inWayFromClient }) => ({
          nmId,
          chrtId,
          warehouseId,
          quantity,
          inWayToClient,
          inWayFromClient,
        })),
      ),
    ).toEqual(keyed(expected()));
    expect(rows.find((r) => r.warehouseName === 'Коледино')?.regionName).toBe('Центральный');
    // The first day: one history row per size and warehouse, as stored.
    const days = await history();
    expect(days.length).toBe(rows.length);
    expect(new Set(days.map((d) => d.day))).toEqual(new Set(['2026-11-20']));
  });

  it('replaces the snapshot whole the next day: a size gone from the answer is gone, and only changes are kept', async () => {
    const { services, token } = world;
    const before = await stored();
    const [gone, changed] = keyed(before);
    world.emulator.faults.inject({
      host: 'seller-analytics-api',
      path: STOCKS_PATH,
      kind: 'wrong-shape',
      reshape: (answer) => {
        const body = answer as { data: { items: Row[] } };
        const items = body.data.items
          .filter((i) => !(i.nmId === gone!.nmId && i.chrtId === gone!.chrtId && i.warehouseId === gone!.warehouseId))
          .map((i) =>
            i.nmId === changed!.nmId && i.chrtId === changed!.chrtId && i.warehouseId === changed!.warehouseId
              ? { ...i, quantity: Number(i.quantity) + 5 }
              : i,
          );
        return { data: { items } };
      },
    });
    const day2 = Date.parse('2026-11-21T09:00:00Z');
    expect(await syncUntilDone({ ...services, clock: from(day2) }, COMPANY, 'stocks', async () => [token])).toEqual({
      kind: 'done',
    });
    const after = await stored();
    expect(after.length).toBe(before.length - 1);
    expect(
      after.some((r) => r.nmId === gone!.nmId && r.chrtId === gone!.chrtId && r.warehouseId === gone!.warehouseId),
    ).toBe(false);
    const second = (await history()).filter((h) => h.day === '2026-11-21');
    expect(
      second
        .map(({ nmId, chrtId, warehouseId, quantity, inWayToClient, inWayFromClient }) => ({
          nmId,
          chrtId,
          warehouseId,
          quantity,
          inWayToClient,
          inWayFromClient,
        }))
        .sort((a, b) => a.quantity - b.quantity),
    ).toEqual(
      [
        {
          nmId: gone!.nmId,
          chrtId: gone!.chrtId,
          warehouseId: gone!.warehouseId,
          quantity: 0,
          inWayToClient: 0,
          inWayFromClient: 0,
        },
        {
          nmId: changed!.nmId,
          chrtId: changed!.chrtId,
          warehouseId: changed!.warehouseId,
          quantity: changed!.quantity + 5,
          inWayToClient: changed!.inWayToClient,
          inWayFromClient: changed!.inWayFromClient,
        },
      ].sort((a, b) => a.quantity - b.quantity),
    );

    // The same day again with WB's figures back as they were: the day's rows that said otherwise go.
    expect(
      await syncUntilDone({ ...services, clock: from(day2 + 3_600_000) }, COMPANY, 'stocks', async () => [token]),
    ).toEqual({
      kind: 'done',
    });
    expect((await history()).filter((h) => h.day === '2026-11-21')).toEqual([]);
    expect((await stored()).length).toBe(before.length);
  });

  it("waits out WB's 429 and then stores the report", async () => {
    const { services, token, emulator } = world;
    emulator.faults.inject({
      host: 'seller-analytics-api',
      path: STOCKS_PATH,
      kind: 'rate-limit',
      retryAfterSeconds: 1,
    });
    const sent = emulator.requests.length;
    const outcome = await syncUntilDone(
      { ...services, clock: from(Date.parse('2026-11-22T09:00:00Z')) },
      COMPANY,
      'stocks',
      async () => [token],
    );
    expect(outcome).toEqual({ kind: 'done' });
    expect(
      emulator.requests
        .slice(sent)
        .filter((r) => r.path.endsWith(STOCKS_PATH))
        .map((r) => r.status),
    ).toEqual([429, 200]);
    expect((await stored()).length).toBe(emulator.data.warehouseStocks().length);
  });

  it('names the «Аналитика» category a token without it lacks, and asks WB nothing', async () => {
    const { emulator, database } = world;
    const services = syncServices(database, emulator);
    const statisticsOnly = emulator.issueToken({ type: 'personal', categories: ['statistics', 'marketplace'] });
    const sent = emulator.requests.length;
    expect(await syncUntilDone(services, COMPANY, 'stocks', async () => [statisticsOnly])).toEqual({
      kind: 'failed',
      message: 'У токена нет категории «Аналитика»: остатки на складах WB не загружаются',
    });
    expect(emulator.requests.length).toBe(sent);
  });

  it("stores what the seller's own warehouse holds of every size of the company's cards", async () => {
    const { services, token, emulator, database } = world;
    expect(await syncUntilDone(services, COMPANY, 'cards', async () => [token])).toEqual({ kind: 'done' });
    expect(await syncUntilDone(services, COMPANY, 'sellerStocks', async () => [token])).toEqual({ kind: 'done' });
    const rows = await database.db
      .select()
      .from(wbSellerStocks)
      .where(and(eq(wbSellerStocks.companyId, COMPANY)));
    const sizes = emulator.data.cards.flatMap((c) => c.sizes.map((s) => s.chrtID));
    const expectedRows = sizes.filter((id) => emulator.data.sellerStocks.has(id));
    expect(rows.length).toBe(expectedRows.length);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.amount).toBe(emulator.data.sellerStocks.get(row.chrtId));
    expect(new Set(rows.map((r) => r.warehouseName))).toEqual(new Set(['Склад продавца Минск']));
  });

  it('keeps the stock list counted once a stocks run is through, every unit on a size of it', async () => {
    const { token, emulator, database } = world;
    const services = { ...syncServices(database, emulator), clock: from(Date.parse('2026-11-24T09:00:00Z')) };
    const kept = () => database.db.select().from(stockSizeFigures).where(eq(stockSizeFigures.companyId, COMPANY));
    expect(await syncUntilDone(services, COMPANY, 'stocks', async () => [token])).toEqual({ kind: 'done' });
    const rows = await kept();
    expect(rows.length).toBeGreaterThan(10);
    expect(new Set(rows.map((r) => r.today))).toEqual(new Set(['2026-11-24']));
    // Every unit in a WB warehouse is on a size of the list, and the own warehouse's units too.
    const inWb = (await stored()).reduce((n, r) => n + r.quantity, 0);
    const own = (await database.db.select().from(wbSellerStocks).where(eq(wbSellerStocks.companyId, COMPANY))).reduce(
      (n, r) => n + r.amount,
      0,
    );
    expect(rows.reduce((n, r) => n + r.inWb, 0)).toBe(inWb);
    expect(rows.reduce((n, r) => n + r.own, 0)).toBe(own);
    expect(own).toBeGreaterThan(0);
  });
});

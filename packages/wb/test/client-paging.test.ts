import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWbEmulator, type WbEmulator } from '@seller-helper/wb-emulator';
// The emulator's own views of its data are the oracle: what a complete read must return.
import { FbsView } from '../../wb-emulator/src/data/fbs.ts';
import { statisticsRows } from '../../wb-emulator/src/data/statistics.ts';
import { createWbClient, InMemoryRateLimiter, wbBaseUrls, type WbClient, type WbPage } from '../src/index.ts';

const ANCHOR = '2026-11-20';
const DAY_MS = 86_400_000;

async function readAll<T, C>(pages: AsyncGenerator<WbPage<T, C>>): Promise<{ items: T[]; calls: number }> {
  const items: T[] = [];
  let calls = 0;
  for await (const page of pages) {
    items.push(...page.items);
    calls++;
  }
  return { items, calls };
}

const sorted = (values: Iterable<number | string>) => [...values].map(String).sort();

describe('the client pages every paged WB list to its end, each row once', () => {
  let wb: WbEmulator;
  let client: WbClient;
  // WB's limits kept on a virtual clock: the client waits as WB requires, without real time passing.
  let virtualMs = 0;
  beforeAll(async () => {
    wb = await startWbEmulator({ seed: 21, scale: 0.3, anchorDate: ANCHOR, rateLimits: false });
    const token = wb.issueToken({
      type: 'personal',
      categories: ['content', 'prices', 'statistics', 'finance', 'marketplace', 'supplies'],
    });
    const limiter = new InMemoryRateLimiter({ now: () => virtualMs, sleep: async (ms) => void (virtualMs += ms) });
    client = createWbClient({ token, baseUrls: wbBaseUrls({ all: wb.url }), limiter });
  });
  afterAll(() => wb.close());

  it('cards by cursor', async () => {
    const { items, calls } = await readAll(client.cards.pages(null, 30));
    expect(calls).toBeGreaterThan(2);
    expect(sorted(items.map((card) => card.nmId))).toEqual(sorted(wb.data.cards.map((card) => card.nmID)));
  });

  it('prices by offset', async () => {
    const { items, calls } = await readAll(client.prices.pages(0, 40));
    expect(calls).toBeGreaterThan(2);
    expect(sorted(items.map((price) => price.nmId))).toEqual(sorted(wb.data.cards.map((card) => card.nmID)));
  });

  it('realization report rows by rrdId until WB answers 204', async () => {
    const query = { dateFrom: '2025-01-01', dateTo: ANCHOR, limit: 3_000 };
    virtualMs += 3_600_000; // a fresh bucket
    const started = virtualMs;
    const { items, calls } = await readAll(client.finance.pages(query));
    const expected = wb.data.finance
      .reports()
      .flatMap((report) => wb.data.finance.rows(report).map((row) => row.rrdId));
    expect(calls).toBeGreaterThan(2);
    expect(items.map((row) => row.rrdId)).toEqual([...expected].sort((a, b) => a - b));
    // One call a minute with a burst of one: every call after the first waited its minute.
    expect(virtualMs - started).toBe((calls - 1) * 60_000);
  });

  it('statistics orders and sales by lastChangeDate until []', async () => {
    const from = `${new Date(Date.parse(`${ANCHOR}T00:00:00+03:00`) - 30 * DAY_MS).toISOString().slice(0, 10)}`;
    const fromMs = Date.parse(`${from}T00:00:00+03:00`);
    const changedSince = (kind: 'orders' | 'sales', key: string) => {
      const book = wb.data.orders;
      const rows = [...statisticsRows(book, wb.data.cutoffMs, kind, book.dayOf(fromMs) - 90)];
      return rows.filter((r) => Math.floor(r.lastChange / 1000) * 1000 >= fromMs).map((r) => String(r.row[key]));
    };
    const orders = await readAll(client.statistics.orders.pages(from));
    expect(orders.calls).toBe(2); // one page of rows, then the empty answer that ends the list
    expect(sorted(orders.items.map((row) => row.srid))).toEqual(sorted(changedSince('orders', 'srid')));
    const sales = await readAll(client.statistics.sales.pages(from));
    expect(sorted(sales.items.map((row) => row.saleId))).toEqual(sorted(changedSince('sales', 'saleID')));
  });

  it('FBS supplies, orders of the last 30-day windows and a month of the archive', async () => {
    const fbs = new FbsView(wb.data.orders, wb.data.cutoffMs);
    const supplies = await readAll(client.marketplace.supplies(0, 50));
    expect(supplies.calls).toBeGreaterThan(2);
    expect(sorted(supplies.items.map((s) => s.id))).toEqual(
      sorted(fbs.supplyDays().map((day) => fbs.supplyJson(day).id)),
    );

    const since = new Date(wb.data.cutoffMs - 60 * DAY_MS);
    const until = new Date(wb.data.cutoffMs);
    const orders = await readAll(client.marketplace.orders(client.marketplace.ordersCursor(since, until), 100));
    const expectedOrders = [...fbs.ordersBetween(Math.max(since.getTime(), fbs.recentFrom()), until.getTime() + 1000)];
    expect(orders.calls).toBeGreaterThan(3);
    expect(sorted(orders.items.map((o) => o.id))).toEqual(sorted(expectedOrders.map((o) => o.id)));

    const monthStart = Date.parse('2026-05-01T00:00:00+03:00');
    const monthEnd = Date.parse('2026-06-01T00:00:00+03:00');
    const archive = await readAll(client.marketplace.archive({ year: 2026, month: 5 }, 0, 100));
    const expectedArchive = [...fbs.ordersBetween(monthStart, Math.min(monthEnd, fbs.recentFrom()))];
    expect(archive.calls).toBeGreaterThan(2);
    expect(sorted(archive.items.map((o) => o.id))).toEqual(sorted(expectedArchive.map((o) => o.id)));
  });

  it('FBW supplies and the goods of a large one by offset', async () => {
    const supplies = await readAll(client.supplies.pages({}, 0, 10));
    expect(supplies.calls).toBeGreaterThan(2);
    expect(sorted(supplies.items.map((s) => s.preorderId))).toEqual(
      sorted(wb.data.fbwSupplies.map((s) => s.preorderID)),
    );

    const largest = [...wb.data.fbwSupplies].sort((a, b) => b.goods.length - a.goods.length)[0]!;
    const goods = await readAll(client.supplies.goods({ preorderId: largest.preorderID }, 0, 25));
    expect(goods.calls).toBeGreaterThan(2);
    expect(goods.items).toHaveLength(largest.goods.length);
    expect(goods.items.map((g) => g.quantity).reduce((a, b) => a + b, 0)).toBe(
      largest.goods.map((g) => g.quantity).reduce((a, b) => a + b, 0),
    );
  });
});

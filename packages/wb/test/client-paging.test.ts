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
const unique = <T>(values: readonly T[]) => [...new Set(values)];

describe('the client pages every paged WB list to its end, each row once', () => {
  let wb: WbEmulator;
  let client: WbClient;
  // WB's limits kept on a virtual clock: the client waits as WB requires, without real time passing.
  let virtualMs = 0;
  beforeAll(async () => {
    wb = await startWbEmulator({ seed: 21, scale: 0.3, anchorDate: ANCHOR, rateLimits: false });
    const token = wb.issueToken({
      type: 'personal',
      categories: ['content', 'prices', 'statistics', 'finance', 'marketplace', 'supplies', 'promotion'],
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

  it('statistics orders and sales by lastChangeDate until a page only repeats its start', async () => {
    const from = `${new Date(Date.parse(`${ANCHOR}T00:00:00+03:00`) - 30 * DAY_MS).toISOString().slice(0, 10)}`;
    const fromMs = Date.parse(`${from}T00:00:00+03:00`);
    const changedSince = (kind: 'orders' | 'sales', key: string) => {
      const book = wb.data.orders;
      const rows = [...statisticsRows(book, wb.data.cutoffMs, kind, book.dayOf(fromMs) - 90)];
      return rows.filter((r) => Math.floor(r.lastChange / 1000) * 1000 >= fromMs).map((r) => String(r.row[key]));
    };
    const orders = await readAll(client.statistics.orders.pages(from));
    // One page of rows, then the page from its last lastChangeDate: that second's rows again, which ends the list.
    expect(orders.calls).toBe(2);
    expect(sorted(unique(orders.items.map((row) => row.srid)))).toEqual(sorted(changedSince('orders', 'srid')));
    const sales = await readAll(client.statistics.sales.pages(from));
    expect(sorted(unique(sales.items.map((row) => row.saleId)))).toEqual(sorted(changedSince('sales', 'saleID')));
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

  it('campaigns: the ids of every status group, then their details 50 ids a call', async () => {
    const counts = await client.adverts.counts();
    const listed = counts.groups.flatMap((group) => group.adverts.map((a) => a.advertId));
    const all = wb.data.adverts.adverts.map((a) => a.id);
    expect(counts.all).toBe(all.length);
    expect(sorted(listed)).toEqual(sorted(all));

    // More ids than one call takes: the seller's own, spread among ids WB does not know (deleted long ago).
    const ids = listed.flatMap((id, index) => [id, 9_000_000 + index * 3, 9_000_001 + index * 3]);
    const before = wb.requests.length;
    const details = await client.adverts.list({ ids });
    const calls = wb.requests.slice(before).filter((r) => r.path.endsWith('/api/advert/v2/adverts'));
    expect(calls).toHaveLength(Math.ceil(ids.length / 50));
    expect(sorted(details.map((a) => a.id))).toEqual(sorted(all));

    const running = await client.adverts.list({ statuses: [9, 11] });
    expect(sorted(running.map((a) => a.id))).toEqual(
      sorted(wb.data.adverts.adverts.filter((a) => a.status === 9 || a.status === 11).map((a) => a.id)),
    );
  });
});

describe('statistics over several pages: lastChangeDate paging and flag=1', () => {
  let wb: WbEmulator;
  let client: WbClient;
  let virtualMs = 0;
  beforeAll(async () => {
    // Pages of 400 rows instead of WB's 80 000, so a month of rows takes many calls.
    wb = await startWbEmulator({
      seed: 22,
      scale: 0.3,
      anchorDate: ANCHOR,
      rateLimits: false,
      statisticsPageRows: 400,
    });
    const limiter = new InMemoryRateLimiter({ now: () => virtualMs, sleep: async (ms) => void (virtualMs += ms) });
    client = createWbClient({
      token: wb.issueToken({ type: 'personal', categories: ['statistics'] }),
      baseUrls: wbBaseUrls({ all: wb.url }),
      limiter,
    });
  });
  afterAll(() => wb.close());

  /** Every row of the emulator's book for the last 90 days, as it stands at the dataset's cutoff. */
  const rowsOf = (kind: 'orders' | 'sales') => [...statisticsRows(wb.data.orders, wb.data.cutoffMs, kind, 0)];

  const FROM = '2026-10-01';
  /**
   * A read from FROM holds each row changed since then, oldest change first; as at WB, each page
   * starts at its predecessor's last change, so the rows of that second come again (and only those).
   */
  function expectEachChangedRow(kind: 'orders' | 'sales', read: { ids: string[]; changes: Date[]; calls: number }) {
    const fromMs = Date.parse(`${FROM}T00:00:00+03:00`);
    const expected = rowsOf(kind).filter((r) => r.lastChange >= fromMs);
    expect(read.calls).toBeGreaterThan(3);
    expect(sorted(unique(read.ids))).toEqual(
      sorted(expected.map((r) => String(r.row[kind === 'orders' ? 'srid' : 'saleID']))),
    );
    const changes = read.changes.map((date) => date.getTime());
    expect(changes).toEqual([...changes].sort((x, y) => x - y));
    const seen = new Map<string, number>();
    read.ids.forEach((id, i) => {
      if (seen.has(id)) expect(changes[i]).toBe(changes[seen.get(id)!]);
      seen.set(id, i);
    });
    expect(read.ids.length).toBeGreaterThan(unique(read.ids).length);
  }

  it('orders: each row changed since dateFrom, in order of change, the boundary seconds repeated', async () => {
    const { items, calls } = await readAll(client.statistics.orders.pages(FROM));
    expectEachChangedRow('orders', {
      ids: items.map((row) => row.srid),
      changes: items.map((row) => row.lastChangeDate),
      calls,
    });
  });

  it('sales, returns and other operations: each row changed since dateFrom, in order of change', async () => {
    const { items, calls } = await readAll(client.statistics.sales.pages(FROM));
    expectEachChangedRow('sales', {
      ids: items.map((row) => row.saleId),
      changes: items.map((row) => row.lastChangeDate),
      calls,
    });
    expect(items.some((row) => row.kind === 'return')).toBe(true);
    const others = items.filter((row) => row.kind === 'other');
    expect(others.length).toBeGreaterThan(0);
    for (const row of others) {
      expect(row.saleId).toMatch(/^D/);
      expect([row.srid, row.totalPriceKopecks, row.priceWithDiscKopecks]).toEqual(['', 0, 0]);
    }
    expect(others.some((row) => row.forPayKopecks > 0) && others.some((row) => row.forPayKopecks < 0)).toBe(true);
  });

  it('flag=1 answers every row dated on the Moscow day, whatever its change time', async () => {
    const day = '2026-11-05';
    const orders = await client.statistics.orders.ofDay(day);
    const expected = rowsOf('orders').filter((r) => String(r.row.date).startsWith(day));
    expect(orders.length).toBeGreaterThan(20);
    expect(sorted(orders.map((o) => o.srid))).toEqual(sorted(expected.map((r) => String(r.row.srid))));
    // 21:30 UTC on the 5th is 00:30 on the 6th in Moscow: the 6th is the day WB is asked for.
    const late = await client.statistics.orders.ofDay(new Date('2026-11-05T21:30:00Z'));
    const sixth = rowsOf('orders').filter((r) => String(r.row.date).startsWith('2026-11-06'));
    expect(sorted(late.map((o) => o.srid))).toEqual(sorted(sixth.map((r) => String(r.row.srid))));
    expect(
      late.every((o) => o.date >= new Date('2026-11-05T21:00:00Z') && o.date < new Date('2026-11-06T21:00:00Z')),
    ).toBe(true);
  });
});

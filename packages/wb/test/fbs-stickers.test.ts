import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWbEmulator, type WbEmulator } from '@seller-helper/wb-emulator';
// The emulator's own view of its orders is the oracle: which orders a supply holds, which have a sticker.
import { FbsView } from '../../wb-emulator/src/data/fbs.ts';
import {
  createWbClient,
  InMemoryRateLimiter,
  wbBaseUrls,
  WbRequestRejectedError,
  type WbClient,
} from '../src/index.ts';

const ANCHOR = '2026-11-20';
const PNG_SIGNATURE = '89504e470d0a1a0a';

describe('FBS supplies’ orders and stickers, client against the emulator over HTTP', () => {
  let wb: WbEmulator;
  let client: WbClient;
  let fbs: FbsView;
  beforeAll(async () => {
    wb = await startWbEmulator({ seed: 5, scale: 0.2, anchorDate: ANCHOR, rateLimits: false });
    const token = wb.issueToken({ type: 'personal', categories: ['marketplace'] });
    client = createWbClient({ token, baseUrls: wbBaseUrls({ all: wb.url }), limiter: new InMemoryRateLimiter() });
    fbs = new FbsView(wb.data.orders, wb.data.cutoffMs);
  });
  afterAll(() => wb.close());

  /** The newest supply already handed over, and its orders as the emulator holds them. */
  function closedSupply() {
    const day = fbs
      .supplyDays()
      .filter((d) => fbs.supplyClosedAt(d) <= wb.data.cutoffMs)
      .at(-1)!;
    return { id: fbs.supplyJson(day).id, orders: fbs.ordersOfSupply(day) };
  }

  it('lists every FBS order of a supply among its order ids', async () => {
    const supply = closedSupply();
    expect(supply.orders.length).toBeGreaterThan(0);
    const ids = await client.marketplace.supplyOrderIds(supply.id);
    expect([...ids].sort()).toEqual(supply.orders.map((o) => o.id).sort());
  });

  it('gives each order of a handed-over supply its own sticker, the same on every call', async () => {
    const supply = closedSupply();
    const ids = await client.marketplace.supplyOrderIds(supply.id);
    const first = await client.marketplace.stickers(ids, { type: 'svg', size: '58x40' });
    const again = await client.marketplace.stickers(ids, { type: 'svg', size: '58x40' });
    expect(again).toEqual(first);
    const handedOver = supply.orders.filter((o) => fbs.status(o).supplierStatus === 'complete');
    expect(first.map((s) => s.orderId).sort()).toEqual(handedOver.map((o) => o.id).sort());
    for (const sticker of first) {
      const order = wb.data.orders.byId(sticker.orderId)!;
      expect(`${sticker.partA}${sticker.partB}`).toBe(order.sticker);
      expect(Buffer.from(sticker.file, 'base64').toString()).toContain(`${sticker.partA} ${sticker.partB}`);
    }
    expect(new Set(first.map((s) => s.barcode)).size).toBe(first.length);
  });

  it('sends at most 100 orders per call and reads PNG stickers', async () => {
    const orders = fbs
      .supplyDays()
      .slice(-40, -2)
      .flatMap((day) => fbs.ordersOfSupply(day))
      .filter((o) => fbs.status(o).supplierStatus === 'complete');
    expect(orders.length).toBeGreaterThan(100);
    const before = wb.requests.filter((r) => r.path.endsWith('/orders/stickers')).length;
    const stickers = await client.marketplace.stickers(
      orders.map((o) => o.id),
      { type: 'png', size: '40x30' },
    );
    const calls = wb.requests.filter((r) => r.path.endsWith('/orders/stickers')).length - before;
    expect(calls).toBe(Math.ceil(orders.length / 100));
    expect(stickers).toHaveLength(orders.length);
    expect(Buffer.from(stickers[0]!.file, 'base64').subarray(0, 8).toString('hex')).toBe(PNG_SIGNATURE);
  });

  it('leaves out orders that are not being assembled or delivered', async () => {
    const fresh = wb.data.orders
      .ordersOfDay(wb.data.orders.days - 1)
      .filter((o) => o.model === 'fbs' && fbs.status(o).supplierStatus === 'new');
    expect(fresh.length).toBeGreaterThan(0);
    expect(await client.marketplace.stickers(fresh.map((o) => o.id))).toEqual([]);
  });

  it('keeps the sticker number of an archived order, equal to its printed parts', async () => {
    const month = new Date(wb.data.cutoffMs - 150 * 86_400_000);
    const page = await client.marketplace.archivePage({ year: month.getUTCFullYear(), month: month.getUTCMonth() + 1 });
    const archived = page.items.find((o) => o.supplierStatus === 'complete')!;
    const [sticker] = await client.marketplace.stickers([archived.id]);
    expect(archived.stickerId).toBe(`${sticker!.partA}${sticker!.partB}`);
  });

  it('gets WB’s refusal for a sticker size WB does not print', async () => {
    const refused = client.send({
      host: 'marketplace',
      method: 'POST',
      path: '/api/v3/orders/stickers',
      group: 'marketplace',
      query: { type: 'svg', width: 58, height: 30 },
      body: { orders: [1] },
    });
    await expect(refused).rejects.toBeInstanceOf(WbRequestRejectedError);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWbEmulator, type WbEmulator } from '@seller-helper/wb-emulator';
// The emulator's own data is the oracle for what the client must read.
import { statisticsRows } from '../../wb-emulator/src/data/statistics.ts';
import { generateTariffs } from '../../wb-emulator/src/data/tariffs.ts';
import { createWbClient, InMemoryRateLimiter, wbBaseUrls, type WbClient } from '../src/index.ts';

const SEED = 11;

/** "-376.9" → -37690: a two-decimal string as kopecks, by its digits. */
function kopecksOf(text: unknown): number {
  const [whole, fraction = ''] = String(text).split('.');
  return Number(BigInt(`${whole}${fraction.padEnd(2, '0')}`));
}

/** 2030 hundredths → "20.3", 6900 → "69": the exact decimal a rate of that many hundredths is. */
function decimalOfHundredths(hundredths: number): string {
  const fraction = String(hundredths % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return `${Math.floor(hundredths / 100)}${fraction ? `.${fraction}` : ''}`;
}

// Fields the sync stores: a card's tags, a realization row's title and amounts, statistics times, tariffs.
describe('the typed client reads WB’s fields exactly', () => {
  let wb: WbEmulator;
  let client: WbClient;
  beforeAll(async () => {
    wb = await startWbEmulator({ seed: SEED, scale: 0.02, anchorDate: '2026-11-20', rateLimits: false });
    const token = wb.issueToken({ type: 'personal', categories: ['content', 'finance', 'statistics', 'marketplace'] });
    // WB's limits on a virtual clock: a second report call waits its minute without real time passing.
    let virtualMs = 0;
    const limiter = new InMemoryRateLimiter({ now: () => virtualMs, sleep: async (ms) => void (virtualMs += ms) });
    client = createWbClient({ token, baseUrls: wbBaseUrls({ all: wb.url }), limiter });
  });
  afterAll(() => wb.close());

  it('answers each card with the tags WB lists on it', async () => {
    const { items } = await client.cards.page(null, 100);
    const tagged = items.find((card) => card.tags.length > 0);
    expect(tagged?.tags[0]).toEqual({ id: expect.any(Number), name: expect.any(String), color: expect.any(String) });
    const source = wb.data.cards.find((card) => card.nmID === tagged!.nmId)!;
    expect(tagged!.tags.map((t) => t.id)).toEqual(source.tagIds);
    expect(items.every((card) => Array.isArray(card.tags))).toBe(true);
  });

  it('answers each sale row with the card title', async () => {
    const page = await client.finance.page({ dateFrom: '2025-01-01', dateTo: '2026-11-20', limit: 500 });
    const sale = page.items.find((row) => row.nmId !== null && row.nmId > 0);
    const card = wb.data.cards.find((c) => c.nmID === sale?.nmId);
    expect(sale?.title).toBe(card?.title);
  });

  it('reads every amount of the realization report to the kopeck', async () => {
    const rows = [];
    for await (const page of client.finance.pages({ dateFrom: '2025-01-01', dateTo: '2026-11-20', limit: 10_000 }))
      rows.push(...page.items);
    const source = new Map(
      wb.data.finance.reports().flatMap((report) => wb.data.finance.rows(report).map((row) => [row.rrdId, row])),
    );
    const fields = {
      retailPriceKopecks: 'retailPrice',
      retailAmountKopecks: 'retailAmount',
      retailPriceWithDiscKopecks: 'retailPriceWithDisc',
      forPayKopecks: 'forPay',
      deliveryServiceKopecks: 'deliveryService',
      ppvzSalesCommissionKopecks: 'ppvzSalesCommission',
      acquiringFeeKopecks: 'acquiringFee',
      vwKopecks: 'vw',
      vwNdsKopecks: 'vwNds',
      penaltyKopecks: 'penalty',
      paidStorageKopecks: 'paidStorage',
      deductionKopecks: 'deduction',
    } as const;
    expect(rows).toHaveLength(source.size);
    const kinds = new Set<string>();
    for (const row of rows) {
      const wbRow = source.get(row.rrdId)!;
      for (const [mine, theirs] of Object.entries(fields))
        expect(row[mine as keyof typeof fields], `${row.rrdId} ${theirs}`).toBe(kopecksOf(wbRow[theirs]));
      for (const [mine, theirs] of Object.entries(fields)) if (wbRow[theirs] !== '0') kinds.add(mine);
    }
    // Sales, returns, logistics, penalties, storage and deductions all came by.
    expect(Object.keys(fields).filter((f) => !kinds.has(f))).toEqual([]);
  });

  it('reads statistics times as Moscow time: the instant the order was placed', async () => {
    const orders = await client.statistics.orders.ofDay('2026-11-10');
    const placed = new Map(
      [...statisticsRows(wb.data.orders, wb.data.cutoffMs, 'orders', 0)].map((r) => [String(r.row.srid), r.date]),
    );
    expect(orders.length).toBeGreaterThan(0);
    for (const order of orders) expect(order.date.getTime()).toBe(Math.floor(placed.get(order.srid)! / 1000) * 1000);
  });

  it('reads tariffs’ comma decimals exactly, and coefficients as percents', async () => {
    // Before 15 Aug 2026 WB still listed every Russian warehouse.
    const box = await client.tariffs.box('2026-07-01');
    const expected = generateTariffs(SEED).warehouses;
    expect(box.warehouses.map((w) => w.warehouseName)).toEqual(expected.map((w) => w.warehouseName));
    box.warehouses.forEach((w, i) => {
      const e = expected[i]!;
      expect(w).toMatchObject({
        deliveryBase: decimalOfHundredths(e.deliveryBase),
        deliveryLiter: decimalOfHundredths(e.deliveryLiter),
        deliveryCoefPercent: String(e.deliveryCoef),
        storageBase: decimalOfHundredths(e.storageBase),
        storageLiter: decimalOfHundredths(e.storageLiter),
        storageCoefPercent: String(e.storageCoef),
      });
    });
    expect(box.warehouses.some((w) => w.deliveryLiter!.includes('.'))).toBe(true);
    const pallet = await client.tariffs.pallet('2026-07-01');
    expect([box.currency, pallet.currency]).toEqual(['RUB', 'RUB']);
  });

  it("reads an archived FBS order's bare-date createdAt as that Moscow day's midnight", async () => {
    const page = await client.marketplace.archivePage({ year: 2026, month: 6 });
    const archived = page.items[0]!;
    const order = wb.data.orders.byId(archived.id)!;
    const day = new Date(order.createdAt + 3 * 3_600_000).toISOString().slice(0, 10);
    expect(archived.createdAt.toISOString()).toBe(new Date(`${day}T00:00:00+03:00`).toISOString());
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recountDailyFigures } from '../../../test/support/daily-figures.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { eq } from 'drizzle-orm';
import { stockSizeFigures, wbOrders, wbSellerStocks, wbStocks } from '../../db/schema/index.ts';
import { insertCard, sellerWithCompany, type Seller } from '../cards/catalog-fixtures.ts';

const PAGE = `query ($q: ListQuery!, $w: Int, $wh: String, $today: Date) {
  stocksPage(query: $q, windowDays: $w, warehouse: $wh, today: $today) {
    totalCount today windowDays
    items { id nmId chrtId techSize barcode vendorCode inWb inWayToClient inWayFromClient own total orders
      salesPerDay daysOfStock runOutOn outOfStockDays lostOrders } } }`;

const TODAY = '2026-10-31';

describe('/stocks: stock by card and size, how fast it sells and when it runs out', () => {
  let app: TestApp;
  let seller: Seller;
  let other: Seller;
  let srid = 0;

  /** `count` orders of the size on the Moscow day at noon, from the warehouse. */
  const order = (
    companyId: number,
    nmId: number,
    techSize: string,
    day: string,
    warehouseName: string,
    isCancel = false,
  ) => ({
    companyId,
    srid: `s-${++srid}`,
    date: new Date(`${day}T12:00:00+03:00`),
    lastChangeDate: new Date(`${day}T12:00:00+03:00`),
    nmId,
    techSize,
    warehouseName,
    isCancel,
  });
  const stock = (
    companyId: number,
    nmId: number,
    chrtId: number,
    warehouseId: number,
    warehouseName: string,
    quantity: number,
    toClient = 0,
    fromClient = 0,
  ) => ({
    companyId,
    nmId,
    chrtId,
    warehouseId,
    warehouseName,
    regionName: 'Центральный',
    quantity,
    inWayToClient: toClient,
    inWayFromClient: fromClient,
    syncedAt: new Date('2026-10-31T06:00:00Z'),
  });

  beforeAll(async () => {
    app = await createTestApp({ DEMO_MODE: 'true' });
    seller = await sellerWithCompany(app, 'stocks@example.com');
    other = await sellerWithCompany(app, 'stocks-other@example.com');
    const a = seller.companyId;
    await insertCard(app, a, {
      nmId: 901,
      vendorCode: 'ПЛ-01',
      sizes: [
        { chrtID: 9011, techSize: 'S', priceKopecks: 100_000, discountedPriceKopecks: 90_000 },
        { chrtID: 9012, techSize: 'M', priceKopecks: 100_000, discountedPriceKopecks: 90_000 },
      ],
    });
    await insertCard(app, other.companyId, {
      nmId: 902,
      vendorCode: 'ЧУЖ-01',
      sizes: [{ chrtID: 9021, techSize: 'S', priceKopecks: 100_000, discountedPriceKopecks: 90_000 }],
    });
    await app.services.db
      .insert(wbStocks)
      .values([
        stock(a, 901, 9011, 507, 'Коледино', 20, 2, 1),
        stock(a, 901, 9011, 117986, 'Казань', 5),
        stock(other.companyId, 902, 9021, 507, 'Коледино', 99),
      ]);
    await app.services.db.insert(wbSellerStocks).values({
      companyId: a,
      warehouseId: 1,
      chrtId: 9011,
      warehouseName: 'Свой склад',
      amount: 5,
      syncedAt: new Date(),
    });
    const orders = [
      // S: 10 from Коледино and 5 from Казань in the 10 days before today, one cancelled; one older than the window.
      ...Array.from({ length: 10 }, (_, i) => order(a, 901, 'S', `2026-10-${21 + i}`, 'Коледино')),
      ...Array.from({ length: 5 }, (_, i) => order(a, 901, 'S', `2026-10-${22 + i}`, 'Казань')),
      order(a, 901, 'S', '2026-10-29', 'Коледино', true),
      order(a, 901, 'S', '2026-10-12', 'Коледино'),
      // M: sold every other day or so until the 25th, then nothing: out of stock since the 26th.
      ...['2026-10-16', '2026-10-18', '2026-10-20', '2026-10-22', '2026-10-23', '2026-10-24', '2026-10-25'].map((day) =>
        order(a, 901, 'M', day, 'Коледино'),
      ),
      order(other.companyId, 902, 'S', '2026-10-30', 'Коледино'),
    ];
    await app.services.db.insert(wbOrders).values(orders);
    await recountDailyFigures(app.services.db);
  });
  afterAll(() => app.close());

  const page = async (q: Record<string, unknown>, vars: Record<string, unknown> = {}, who: Seller = seller) => {
    const answer = await app.graphql<{
      stocksPage: { totalCount: number; today: string; windowDays: number; items: Record<string, unknown>[] };
    }>(PAGE, { q: { page: 0, pageSize: 50, ...q }, w: 10, today: TODAY, ...vars }, who.headers);
    expect(answer.errors).toBeUndefined();
    return answer.data!.stocksPage;
  };

  it('counts each size over all warehouses and the own one, sooner to run out first', async () => {
    expect(await page({})).toEqual({
      totalCount: 2,
      today: TODAY,
      windowDays: 10,
      items: [
        {
          id: '901:9012',
          nmId: 901,
          chrtId: 9012,
          techSize: 'M',
          barcode: '209012',
          vendorCode: 'ПЛ-01',
          inWb: 0,
          inWayToClient: 0,
          inWayFromClient: 0,
          own: 0,
          total: 0,
          orders: 4,
          salesPerDay: '0.40',
          daysOfStock: '0.0',
          runOutOn: TODAY,
          // Out since the 26th: 5 days at the 6 orders of the 10 days before the last one.
          outOfStockDays: 5,
          lostOrders: '3.0',
        },
        {
          id: '901:9011',
          nmId: 901,
          chrtId: 9011,
          techSize: 'S',
          barcode: '209011',
          vendorCode: 'ПЛ-01',
          inWb: 25,
          inWayToClient: 2,
          inWayFromClient: 1,
          own: 5,
          total: 30,
          orders: 15,
          salesPerDay: '1.50',
          daysOfStock: '20.0',
          runOutOn: '2026-11-20',
          outOfStockDays: 0,
          lostOrders: '0.0',
        },
      ],
    });
  });

  it('counts one WB warehouse alone: its stock and the orders it served, without the own warehouse', async () => {
    const { items } = await page({}, { wh: 'Казань' });
    expect(items).toEqual([
      expect.objectContaining({
        chrtId: 9011,
        inWb: 5,
        own: 0,
        total: 5,
        orders: 5,
        salesPerDay: '0.50',
        daysOfStock: '10.0',
        runOutOn: '2026-11-10',
      }),
    ]);
  });

  it('sorts and filters on the server', async () => {
    const ids = async (q: Record<string, unknown>) => (await page(q)).items.map((i) => i.id);
    expect(await ids({ sort: [{ field: 'daysOfStock', direction: 'DESC' }] })).toEqual(['901:9011', '901:9012']);
    expect(await ids({ filters: [{ field: 'lostOrders', operator: 'GREATER', value: '0' }] })).toEqual(['901:9012']);
    expect(await ids({ filters: [{ field: 'runOutOn', operator: 'LESS_OR_EQUAL', value: '2026-11-15' }] })).toEqual([
      '901:9012',
    ]);
    expect(await ids({ search: '209011' })).toEqual(['901:9011']);
  });

  it('refuses a sales window outside 7–90 days in Russian', async () => {
    const answer = await app.graphql(PAGE, { q: { page: 0, pageSize: 10 }, w: 3 }, seller.headers);
    expect(answer.errors?.[0]?.message).toBe('Продажи считаются за 7–90 дней.');
  });

  it("gives another company's member only that company's stock", async () => {
    const { items } = await page({}, {}, other);
    expect(items.map((i) => i.id)).toEqual(['902:9021']);
    const warehouses = await app.graphql<{ stockWarehouses: { name: string; quantity: number }[] }>(
      '{ stockWarehouses { name quantity } }',
      {},
      other.headers,
    );
    expect(warehouses.data?.stockWarehouses).toEqual([{ name: 'Коледино', quantity: 99 }]);
  });

  it('warns on /main of sizes that run out within the lead time, linking to /stocks filtered to their cards', async () => {
    const answer = await app.graphql<{ home: { warnings: { kind: string; message: string; link: string }[] } }>(
      '{ home(today: "2026-10-31") { warnings { kind message link } } }',
      {},
      seller.headers,
    );
    expect(answer.errors).toBeUndefined();
    const warning = answer.data!.home.warnings.find((w) => w.kind === 'stock_runs_out');
    // S lasts 56 days at 16 orders in 30; M is out of stock though it sold.
    expect(warning).toEqual({
      kind: 'stock_runs_out',
      message: '1 размер закончится до 14.11.2026, раньше, чем дойдёт поставка (14 дней); из них 1 уже нет в наличии.',
      link: `/stocks?filter=${encodeURIComponent('[["nmId","isAnyOf",["901"]]]')}`,
    });
    // With a lead time of 60 days S runs out within it too.
    await app.graphql('mutation { setSupplyLeadDays(days: 60) { id } }', {}, seller.headers);
    const longer = await app.graphql<{ home: { warnings: { kind: string; message: string }[] } }>(
      '{ home(today: "2026-10-31") { warnings { kind message } } }',
      {},
      seller.headers,
    );
    expect(longer.data!.home.warnings.find((w) => w.kind === 'stock_runs_out')?.message).toBe(
      '2 размера закончатся до 30.12.2026, раньше, чем дойдёт поставка (60 дней); из них 1 уже нет в наличии.',
    );
    await app.graphql('mutation { setSupplyLeadDays(days: 14) { id } }', {}, seller.headers);
    const others = await app.graphql<{ home: { warnings: { kind: string }[] } }>(
      '{ home(today: "2026-10-31") { warnings { kind } } }',
      {},
      other.headers,
    );
    expect(others.data!.home.warnings.map((w) => w.kind)).not.toContain('stock_runs_out');
  });

  it('opens with the kept list, equal to the one counted from the rows, and follows an order the sync stores', async () => {
    const kept = () =>
      app.services.db.select().from(stockSizeFigures).where(eq(stockSizeFigures.companyId, seller.companyId));
    expect((await kept()).map((r) => `${r.today} ${r.nmId}:${r.chrtId}`).sort()).toEqual([
      '2026-10-31 901:9011',
      '2026-10-31 901:9012',
    ]);
    // The default window reads the kept rows; a window of 31 days is counted from the rows, the same way.
    const { items: opened } = await page({}, { w: 30 });
    const counted = (await page({}, { w: 31 })).items;
    expect(opened.map((i) => i.id)).toEqual(counted.map((i) => i.id));
    expect(opened.find((i) => i.id === '901:9012')).toMatchObject({ orders: 7, salesPerDay: '0.23', lostOrders: '1.0' });
    // An order of M on the 30th: it was not out of stock after all; the kept list follows once it is recounted.
    await app.services.db.insert(wbOrders).values(order(seller.companyId, 901, 'M', '2026-10-30', 'Коледино'));
    await recountDailyFigures(app.services.db);
    const after = (await page({}, { w: 30 })).items.find((i) => i.id === '901:9012');
    expect(after).toMatchObject({ orders: 8, outOfStockDays: 0, lostOrders: '0.0' });
    expect((await kept()).find((r) => r.chrtId === 9012)).toMatchObject({ orders: 8, outOfStockDays: 0 });
  });
});

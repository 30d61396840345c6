import { TokenAuthority } from '@seller-helper/wb-emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, errorCode } from '../../../test/support/sign-in.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { wbOrders, wbSales } from '../../db/schema/index.ts';
import { sellerWithCompany, type Seller } from '../cards/catalog-fixtures.ts';
import { STATISTICS_TOKEN_MISSING } from './statistics-token.ts';
import { recountDailyFigures } from '../../../test/support/daily-figures.ts';

// Orders and sales as the seller reads them: WB's flag at Moscow day edges, the screen's pages and
// chart to the kopeck, refused input, and a company without a statistics token.

const SET_TOKENS = `mutation ($mp: String) { setCompanyWbTokens(mpAndStatisticToken: $mp) { id } }`;
const ORDERS = `query ($date: String!, $flag: Int) { orders(date: $date, flag: $flag) { srid date isCancel totalPrice priceWithDisc orderType spp } }`;
const SALES = `query ($from: String!, $to: String!, $flag: Int) { sales(dateFrom: $from, dateTo: $to, flag: $flag) { saleID forPay } }`;
const ORDERS_PAGE = `query ($period: StatisticsPeriod!, $query: ListQuery!) {
  ordersPage(period: $period, query: $query) { totalCount items { srid supplierArticle priceWithDisc } }
}`;
const SALES_PAGE = `query ($period: StatisticsPeriod!, $query: ListQuery!) {
  salesPage(period: $period, query: $query) { totalCount items { saleID forPay } }
}`;
const CHART = `query ($period: StatisticsPeriod!) {
  statisticsByDay(period: $period) { day orders ordersSum cancellations cancellationsSum sales salesSum returns returnsSum }
}`;

/** Moscow wall-clock text → instant. */
const msk = (text: string) => new Date(`${text}+03:00`);

function order(companyId: number, srid: string, date: string, lastChange: string, kopecks: number, extra = {}) {
  return {
    companyId,
    srid,
    date: msk(date),
    lastChangeDate: msk(lastChange),
    nmId: 1001,
    supplierArticle: `ART-${srid}`,
    warehouseName: 'Коледино',
    warehouseType: 'Склад WB',
    totalPriceKopecks: kopecks * 2,
    finishedPriceKopecks: kopecks - 100,
    priceWithDiscKopecks: kopecks,
    spp: '12.50',
    ...extra,
  };
}

function sale(companyId: number, saleId: string, srid: string, date: string, kopecks: number) {
  const sign = saleId.startsWith('R') ? -1 : 1;
  return {
    ...order(companyId, srid, date, date, sign * kopecks),
    saleId,
    kind: sign < 0 ? ('return' as const) : ('sale' as const),
    forPayKopecks: sign * (kopecks - 1_000),
    paymentSaleAmountKopecks: 0,
  };
}

describe('orders and sales', () => {
  let app: TestApp;
  let seller: Seller;
  let tokenless: Seller;
  let other: Seller;
  const gql = <T>(by: Seller, query: string, variables: Record<string, unknown> = {}) =>
    app.graphql<T>(query, variables, by.headers);

  beforeAll(async () => {
    app = await createTestApp({ DEMO_MODE: 'true' });
    seller = await sellerWithCompany(app, 'orders@example.com');
    tokenless = await sellerWithCompany(app, 'orders-tokenless@example.com');
    other = await sellerWithCompany(app, 'orders-other@example.com');
    const id = seller.companyId;
    await app.services.db.insert(wbOrders).values([
      // 30 Sep 23:30 MSK is 20:30 UTC: still 30 Sep in Moscow.
      order(id, 'o-late', '2026-09-30T23:30:00', '2026-10-01T00:10:00', 123_456),
      // 1 Oct 00:30 MSK is 30 Sep 21:30 UTC: already 1 Oct in Moscow.
      order(id, 'o-early', '2026-10-01T00:30:00', '2026-10-01T00:40:00', 99_999, {
        isCancel: true,
        cancelDate: msk('2026-10-01T10:00:00'),
      }),
      order(id, 'o-noon', '2026-10-01T12:00:00', '2026-09-30T23:59:00', 50_001),
      order(id, 'o-next', '2026-10-02T08:00:00', '2026-10-02T08:00:00', 10_000),
    ]);
    await app.services.db
      .insert(wbSales)
      .values([
        sale(id, 'S1', 'o-late', '2026-10-01T23:59:59', 123_456),
        sale(id, 'S2', 'o-noon', '2026-10-02T00:00:00', 50_001),
        sale(id, 'R1', 'o-late', '2026-10-02T12:00:00', 123_456),
      ]);
    await app.services.db
      .insert(wbOrders)
      .values(order(other.companyId, 'x-1', '2026-10-01T12:00:00', '2026-10-01T12:00:00', 777));
    await recountDailyFigures(app.services.db);
    const token = new TokenAuthority(4, 'orders-seller').issue({ type: 'personal', categories: ['statistics'] });
    dataOf(await gql(seller, SET_TOKENS, { mp: token }));
    const contentOnly = new TokenAuthority(4, 'orders-content').issue({ type: 'personal', categories: ['content'] });
    dataOf(await gql(tokenless, SET_TOKENS, { mp: contentOnly }));
  });
  afterAll(() => app?.close());

  const sridsOf = (answer: { orders: { srid: string }[] }) => answer.orders.map((row) => row.srid);

  it('flag=1 gives the orders of the Moscow day, wherever UTC puts them', async () => {
    const day = dataOf(await gql<{ orders: { srid: string }[] }>(seller, ORDERS, { date: '2026-10-01', flag: 1 }));
    expect(sridsOf(day)).toEqual(['o-early', 'o-noon']);
    // The time part is ignored, as WB ignores it.
    const late = dataOf(
      await gql<{ orders: { srid: string }[] }>(seller, ORDERS, { date: '2026-09-30T23:00:00', flag: 1 }),
    );
    expect(sridsOf(late)).toEqual(['o-late']);
  });

  it('flag=0 gives the orders changed at or after the Moscow moment, oldest change first', async () => {
    const since = dataOf(await gql<{ orders: { srid: string }[] }>(seller, ORDERS, { date: '2026-10-01T00:10:00' }));
    expect(sridsOf(since)).toEqual(['o-late', 'o-early', 'o-next']);
    const fromDay = dataOf(await gql<{ orders: { srid: string }[] }>(seller, ORDERS, { date: '2026-10-01', flag: 0 }));
    expect(sridsOf(fromDay)).toEqual(['o-late', 'o-early', 'o-next']);
    const all = dataOf(
      await gql<{
        orders: {
          srid: string;
          totalPrice: string;
          priceWithDisc: string;
          orderType: string;
          spp: string;
          isCancel: boolean;
        }[];
      }>(seller, ORDERS, { date: '2026-09-30' }),
    );
    expect(all.orders[0]).toMatchObject({
      srid: 'o-noon',
      totalPrice: '1000.02',
      priceWithDisc: '500.01',
      orderType: 'Склад WB',
      spp: '12.5',
      isCancel: false,
    });
  });

  it('sales are bounded by dateTo, its whole Moscow day included', async () => {
    type Sales = { sales: { saleID: string; forPay: string }[] };
    const day1 = dataOf(await gql<Sales>(seller, SALES, { from: '2026-10-01', to: '2026-10-01', flag: 1 }));
    expect(day1.sales.map((row) => row.saleID)).toEqual(['S1']);
    const changed = dataOf(await gql<Sales>(seller, SALES, { from: '2026-10-01', to: '2026-10-01' }));
    expect(changed.sales.map((row) => row.saleID)).toEqual(['S1']);
    const both = dataOf(await gql<Sales>(seller, SALES, { from: '2026-10-01', to: '2026-10-02', flag: 1 }));
    expect(both.sales).toEqual([
      { saleID: 'S1', forPay: '1224.56' },
      { saleID: 'S2', forPay: '490.01' },
      { saleID: 'R1', forPay: '-1224.56' },
    ]);
  });

  it('pages, sorts, filters and searches the orders of a period on the server', async () => {
    type Page = { ordersPage: { totalCount: number; items: { srid: string; priceWithDisc: string }[] } };
    const period = { dateFrom: '2026-09-30', dateTo: '2026-10-02' };
    const first = dataOf(
      await gql<Page>(seller, ORDERS_PAGE, {
        period,
        query: { page: 0, pageSize: 2, sort: [{ field: 'priceWithDisc', direction: 'DESC' }] },
      }),
    );
    expect(first.ordersPage.totalCount).toBe(4);
    expect(first.ordersPage.items.map((row) => row.srid)).toEqual(['o-late', 'o-early']);
    const second = dataOf(
      await gql<Page>(seller, ORDERS_PAGE, {
        period,
        query: { page: 1, pageSize: 2, sort: [{ field: 'priceWithDisc', direction: 'DESC' }] },
      }),
    );
    expect(second.ordersPage.items.map((row) => row.srid)).toEqual(['o-noon', 'o-next']);
    const filtered = dataOf(
      await gql<Page>(seller, ORDERS_PAGE, {
        period,
        query: { filters: [{ field: 'isCancel', operator: 'EQUALS', value: 'true' }] },
      }),
    );
    expect(filtered.ordersPage.items.map((row) => row.srid)).toEqual(['o-early']);
    const searched = dataOf(
      await gql<Page>(seller, ORDERS_PAGE, {
        period: { dateFrom: '2026-10-01', dateTo: '2026-10-01' },
        query: { search: 'art-o-n' },
      }),
    );
    expect(searched.ordersPage.items.map((row) => row.srid)).toEqual(['o-noon']);
    const sales = dataOf(
      await gql<{ salesPage: { totalCount: number; items: { saleID: string }[] } }>(seller, SALES_PAGE, {
        period,
        query: { filters: [{ field: 'saleID', operator: 'STARTS_WITH', value: 'R' }] },
      }),
    );
    expect(sales.salesPage).toEqual({ totalCount: 1, items: [{ saleID: 'R1', forPay: '-1224.56' }] });
  });

  it('sums the chart by Moscow day to the kopeck, with every day of the period', async () => {
    const { statisticsByDay } = dataOf(
      await gql<{ statisticsByDay: unknown[] }>(seller, CHART, {
        period: { dateFrom: '2026-09-30', dateTo: '2026-10-03' },
      }),
    );
    expect(statisticsByDay).toEqual([
      {
        day: '2026-09-30',
        orders: 1,
        ordersSum: '1234.56',
        cancellations: 0,
        cancellationsSum: '0.00',
        sales: 0,
        salesSum: '0.00',
        returns: 0,
        returnsSum: '0.00',
      },
      {
        day: '2026-10-01',
        orders: 2,
        ordersSum: '1500.00',
        cancellations: 1,
        cancellationsSum: '999.99',
        sales: 1,
        salesSum: '1234.56',
        returns: 0,
        returnsSum: '0.00',
      },
      {
        day: '2026-10-02',
        orders: 1,
        ordersSum: '100.00',
        cancellations: 0,
        cancellationsSum: '0.00',
        sales: 1,
        salesSum: '500.01',
        returns: 1,
        returnsSum: '1234.56',
      },
      {
        day: '2026-10-03',
        orders: 0,
        ordersSum: '0.00',
        cancellations: 0,
        cancellationsSum: '0.00',
        sales: 0,
        salesSum: '0.00',
        returns: 0,
        returnsSum: '0.00',
      },
    ]);
  });

  it.each([
    [{ dateFrom: '2026-10-05', dateTo: '2026-10-01' }, 'позже его конца'],
    [{ dateFrom: '2025-01-01', dateTo: '2026-01-02' }, 'не более 366 дней'],
  ])('refuses a period %j in Russian', async (period, text) => {
    const answer = await gql(seller, CHART, { period });
    expect(errorCode(answer)).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0]?.message).toContain(text);
  });

  it('refuses malformed dates and flags', async () => {
    for (const [query, variables] of [
      [ORDERS, { date: '31.10.2026' }],
      [ORDERS, { date: '2026-02-30' }],
      [ORDERS, { date: '2026-10-01', flag: 2 }],
      [SALES, { from: '2026-10-02', to: '2026-10-01' }],
      [ORDERS_PAGE, { period: { dateFrom: '2026-13-01', dateTo: '2026-10-01' }, query: {} }],
    ] as const) {
      const answer = await gql(seller, query, variables);
      expect(errorCode(answer)).toBe('BAD_USER_INPUT');
      expect(answer.errors?.[0]?.message).toMatch(/[а-яё]/i);
    }
  });

  it('tells a company without a statistics token which token to add, instead of an empty table', async () => {
    for (const [query, variables] of [
      [ORDERS, { date: '2026-10-01' }],
      [SALES, { from: '2026-10-01', to: '2026-10-01' }],
      [ORDERS_PAGE, { period: { dateFrom: '2026-10-01', dateTo: '2026-10-01' }, query: {} }],
      [CHART, { period: { dateFrom: '2026-10-01', dateTo: '2026-10-01' } }],
    ] as const) {
      const answer = await gql(tokenless, query, variables);
      expect(errorCode(answer)).toBe('WB_TOKEN_MISSING');
      expect(answer.errors?.[0]?.message).toBe(STATISTICS_TOKEN_MISSING);
    }
  });

  it("never shows another company's rows", async () => {
    const day = dataOf(await gql<{ orders: { srid: string }[] }>(other, ORDERS, { date: '2026-10-01', flag: 1 }));
    expect(sridsOf(day)).toEqual(['x-1']);
  });
});

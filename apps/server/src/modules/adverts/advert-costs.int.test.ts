import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, errorCode } from '../../../test/support/sign-in.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { wbAdvertNmDailyStats, wbAdverts, wbOrders, wbSales } from '../../db/schema/index.ts';
import { insertCard, sellerWithCompany, type Seller } from '../cards/catalog-fixtures.ts';
import { recountDailyFigures } from '../../../test/support/daily-figures.ts';

// The advertising cost of a card (ДРР) against the company's own orders and sales: the worked example
// of docs/money.md («Advertising cost of a card») to the kopeck, over all campaigns and for one.

const BY_CARD = `query ($from: Date!, $to: Date!) { advertCostByCard(from: $from, to: $to) {
  nm vendorCode spend orders ordersSum sales salesSum costPerOrder costPerSale drrOrders drrSales advertOrders } }`;
const CAMPAIGN = `query ($id: Int!, $from: Date!, $to: Date!) { advert(advertId: $id, from: $from, to: $to) {
  cardCosts { nm spend orders ordersSum sales salesSum costPerOrder costPerSale drrOrders drrSales } } }`;
const PERIOD = { from: '2026-10-01', to: '2026-10-07' };
const A = 31_000_001;
const B = 31_000_002;

/** Moscow wall-clock text → instant. */
const msk = (text: string) => new Date(`${text}+03:00`);

function order(companyId: number, srid: string, nmId: number, date: string, kopecks: number, isCancel = false) {
  return { companyId, srid, nmId, date: msk(date), lastChangeDate: msk(date), priceWithDiscKopecks: kopecks, isCancel };
}

function sale(companyId: number, saleId: string, nmId: number, date: string, kopecks: number) {
  const { isCancel: _cancel, ...row } = order(companyId, `srid-${saleId}`, nmId, date, kopecks);
  return { ...row, saleId, kind: saleId.startsWith('R') ? ('return' as const) : ('sale' as const) };
}

const spend = (companyId: number, advertId: number, nmId: number, date: string, kopecks: number, orders = 0) => ({
  companyId,
  advertId,
  nmId,
  date,
  spendKopecks: kopecks,
  orders,
});

const campaign = (companyId: number, advertId: number, nms: number[]) => ({
  companyId,
  advertId,
  type: 8,
  status: 9,
  name: `Кампания ${advertId}`,
  nms: nms.map((nmId) => ({
    nmId,
    subjectId: null,
    subjectName: null,
    searchBidKopecks: null,
    recommendationsBidKopecks: null,
  })),
});

describe('advertising cost of a card', () => {
  let app: TestApp;
  let seller: Seller;
  let other: Seller;
  const gql = <T>(by: Seller, query: string, variables: Record<string, unknown>) =>
    app.graphql<T>(query, variables, by.headers);

  beforeAll(async () => {
    app = await createTestApp({ DEMO_MODE: 'true' });
    seller = await sellerWithCompany(app, 'drr@example.com');
    other = await sellerWithCompany(app, 'drr-other@example.com');
    const id = seller.companyId;
    await insertCard(app, id, { nmId: 701, vendorCode: 'ART-701' });
    await app.services.db.insert(wbAdverts).values([campaign(id, A, [701, 702, 703]), campaign(id, B, [701])]);
    await app.services.db
      .insert(wbAdvertNmDailyStats)
      .values([
        spend(id, A, 701, '2026-10-01', 100_000, 2),
        spend(id, A, 701, '2026-10-07', 23_457, 1),
        spend(id, B, 701, '2026-10-03', 10_000),
        spend(id, B, 701, '2026-10-08', 50_000),
        spend(id, A, 701, '2026-09-30', 70_000),
        spend(id, A, 702, '2026-10-02', 5_000),
        spend(id, A, 703, '2026-10-02', 0),
      ]);
    await app.services.db
      .insert(wbOrders)
      .values([
        order(id, 'o-before', 701, '2026-09-30T23:30:00', 77_777),
        order(id, 'o-1', 701, '2026-10-01T00:30:00', 99_999),
        order(id, 'o-2', 701, '2026-10-04T12:00:00', 150_000, true),
        order(id, 'o-3', 701, '2026-10-07T23:59:00', 123_456),
      ]);
    await app.services.db
      .insert(wbSales)
      .values([
        sale(id, 'S1', 701, '2026-10-02T10:00:00', 99_999),
        sale(id, 'S2', 701, '2026-10-05T10:00:00', 123_456),
        sale(id, 'S3', 701, '2026-10-06T10:00:00', 150_000),
        sale(id, 'R1', 701, '2026-10-07T10:00:00', -99_999),
      ]);
    // Another company's spend and orders of the same card number never mix in.
    await app.services.db.insert(wbAdvertNmDailyStats).values(spend(other.companyId, 42, 701, '2026-10-02', 99_900));
    await app.services.db.insert(wbOrders).values(order(other.companyId, 'x-1', 701, '2026-10-02T10:00:00', 1_000));
    await recountDailyFigures(app.services.db);
  });

  afterAll(() => app?.close());

  it('divides every campaign’s spend on a card by the company’s orders and sales of it', async () => {
    const { advertCostByCard } = dataOf(await gql<{ advertCostByCard: unknown[] }>(seller, BY_CARD, PERIOD));
    expect(advertCostByCard).toEqual([
      {
        nm: 701,
        vendorCode: 'ART-701',
        spend: '1334.57',
        orders: 3,
        ordersSum: '3734.55',
        sales: 2,
        salesSum: '2734.56',
        costPerOrder: '444.86',
        costPerSale: '667.29',
        drrOrders: '35.74',
        drrSales: '48.80',
        advertOrders: 3,
      },
      {
        nm: 702,
        vendorCode: null,
        spend: '50.00',
        orders: 0,
        ordersSum: '0.00',
        sales: 0,
        salesSum: '0.00',
        costPerOrder: null,
        costPerSale: null,
        drrOrders: null,
        drrSales: null,
        advertOrders: 0,
      },
    ]);
  });

  it('shows each product of a campaign with that campaign’s spend only', async () => {
    const { advert } = dataOf(await gql<{ advert: { cardCosts: unknown[] } }>(seller, CAMPAIGN, { id: A, ...PERIOD }));
    expect(advert.cardCosts).toEqual([
      {
        nm: 701,
        spend: '1234.57',
        orders: 3,
        ordersSum: '3734.55',
        sales: 2,
        salesSum: '2734.56',
        costPerOrder: '411.52',
        costPerSale: '617.29',
        drrOrders: '33.06',
        drrSales: '45.15',
      },
      expect.objectContaining({ nm: 702, spend: '50.00', costPerOrder: null }),
      expect.objectContaining({ nm: 703, spend: '0.00', costPerOrder: null, drrSales: null }),
    ]);
  });

  it('gives another company nothing of this one', async () => {
    const { advertCostByCard } = dataOf(
      await gql<{ advertCostByCard: { nm: number; spend: string; orders: number }[] }>(other, BY_CARD, PERIOD),
    );
    expect(advertCostByCard).toEqual([expect.objectContaining({ nm: 701, spend: '999.00', orders: 1 })]);
    expect(errorCode(await gql(other, CAMPAIGN, { id: A, ...PERIOD }))).toBe('NOT_FOUND');
  });

  it('refuses a period that ends before it starts', async () => {
    expect(errorCode(await gql(seller, BY_CARD, { from: '2026-10-07', to: '2026-10-01' }))).toBe('BAD_USER_INPUT');
  });
});

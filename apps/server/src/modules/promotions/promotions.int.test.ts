import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recountDailyFigures } from '../../../test/support/daily-figures.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { unitLedger, wbFinanceRows, wbOrders, wbSales } from '../../db/schema/index.ts';
import { colleagueOf, insertCard, sellerWithCompany, type Seller } from '../cards/catalog-fixtures.ts';
import { insertWorkedExample, SET_CARD } from '../unit/worked-example.fixtures.ts';
import { wbPromotionCards, wbPromotions } from './promotions.tables.ts';

/**
 * What a unit earns at WB's promotion price, to the kopeck (docs/money.md, «A promotion's price»), the
 * floor, an ended promotion against the days before it, and who sees what. The promotions are stored as
 * the sync stores them; the sync and joins against the WB emulator are promotions-wb.int.test.ts.
 */

const CARDS = `query ($id: Int!, $m: Percent, $p: Money, $s: PromotionScheme) {
  promotionCards(promotionId: $id, floorMarginPercent: $m, floorProfit: $p, scheme: $s, warehouseName: "Минск") {
    scheme warehouseName promotion { promotionId name state type offered inAction }
    cards { nmID vendorCode inAction price discount planDiscount planPrice promoPriceAfterDiscount
      currentPriceAfterDiscount profit marginPercent roiPercent currentProfit currentMarginPercent missing belowFloor }
  } }`;
const LIST = '{ promotions { promotionId name state type offered inAction } }';
const PLAN_FACT = `query ($id: Int!) { promotionPlanFact(promotionId: $id) {
  dateFrom dateTo beforeFrom beforeTo beforeWithoutProfit duringWithoutProfit
  cards { nmID before { orders ordersSum sold revenue profit } during { orders ordersSum sold revenue profit } }
  before { orders ordersSum sold revenue profit } during { orders ordersSum sold revenue profit }
} }`;
const JOIN = 'mutation ($id: Int!, $nm: [Int!]!) { joinPromotion(promotionId: $id, nmIds: $nm) { id message } }';

const RUNNING = 901;
const ENDED = 902;

let app: TestApp;
let seller: Seller;
let colleague: Seller;
let stranger: Seller;

async function insertPromotion(companyId: number, id: number, name: string, from: string, to: string) {
  await app.services.db.insert(wbPromotions).values({
    companyId,
    promotionId: id,
    name,
    type: 'regular',
    startAt: new Date(from),
    endAt: new Date(to),
    cardsSyncedAt: new Date(),
  });
}

const offer = (companyId: number, promotionId: number, nmId: number, price: number, discount: number, plan: number, inAction = false) => ({
  companyId,
  promotionId,
  nmId,
  inAction,
  priceKopecks: price,
  currency: 'RUB',
  planPriceKopecks: Math.round((price * (100 - plan)) / 100),
  discount,
  planDiscount: plan,
});

beforeAll(async () => {
  app = await createTestApp({ DEMO_MODE: 'true' });
  seller = await sellerWithCompany(app, 'promo-a@example.com');
  colleague = await colleagueOf(app, seller, 'promo-a-colleague@example.com');
  stranger = await sellerWithCompany(app, 'promo-b@example.com');
  // Card 501 is worked example 1; 502 and 503 are the same box and cost at other prices.
  await insertWorkedExample(app, seller);
  const sizes = (nm: number, price: number, discounted: number) => [
    { chrtID: nm * 10, techSize: 'M', priceKopecks: price, discountedPriceKopecks: discounted },
  ];
  await insertCard(app, seller.companyId, { nmId: 502, vendorCode: 'ПРИМЕР-2', dims: [33, 21, 9], discount: 10, sizes: sizes(502, 100_000, 90_000) });
  await insertCard(app, seller.companyId, { nmId: 503, vendorCode: 'ПРИМЕР-3', dims: [33, 21, 9], discount: 20, sizes: sizes(503, 200_000, 160_000) });
  for (const id of ['502', '503'])
    await app.graphql(SET_CARD, { id, data: { firstPrice: '600', returnPercent: '10', defectPercent: '1.5' } }, seller.headers);
  const c = seller.companyId;
  await insertPromotion(c, RUNNING, 'Чёрная пятница', '2026-11-20T21:00:00Z', '2030-01-01T20:59:59Z');
  await insertPromotion(c, ENDED, 'Осенние скидки', '2026-09-09T21:00:00Z', '2026-09-16T20:59:59Z');
  await app.services.db.insert(wbPromotionCards).values([
    offer(c, RUNNING, 501, 199_900, 27, 40),
    offer(c, RUNNING, 502, 100_000, 10, 70),
    offer(c, RUNNING, 503, 200_000, 20, 25, true),
    offer(c, ENDED, 501, 199_900, 27, 35, true),
    offer(c, ENDED, 503, 200_000, 20, 30),
  ]);
});

afterAll(() => app?.close());

type CardRow = Record<string, unknown> & { nmID: number };
const cardsOf = async (who: Seller, variables: Record<string, unknown>) => {
  const answer = await app.graphql<{ promotionCards: { cards: CardRow[]; promotion: Record<string, unknown> } }>(
    CARDS,
    { id: RUNNING, ...variables },
    who.headers,
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.promotionCards;
};

describe('a promotion\'s cards at its price', () => {
  it('counts profit, margin and ROI per unit at the promotion price with the unit economics of /unit', async () => {
    const { cards, promotion } = await cardsOf(seller, {});
    expect(promotion).toMatchObject({ name: 'Чёрная пятница', state: 'CURRENT', type: 'REGULAR', offered: 3, inAction: 1 });
    // docs/money.md, «A promotion's price»: card 501 at 40 % off sells for 1199.40.
    expect(cards).toEqual([
      {
        nmID: 501,
        vendorCode: 'ПРИМЕР-1',
        inAction: false,
        price: '1999.00',
        discount: 27,
        planDiscount: 40,
        planPrice: '1199.40',
        promoPriceAfterDiscount: '1199.40',
        currentPriceAfterDiscount: '1459.27',
        profit: '107.63',
        marginPercent: '8.97',
        roiPercent: '17.94',
        currentProfit: '297.32',
        currentMarginPercent: '20.37',
        missing: null,
        belowFloor: false,
      },
      expect.objectContaining({
        nmID: 502,
        promoPriceAfterDiscount: '300.00',
        profit: '-548.94',
        marginPercent: '-182.98',
        roiPercent: '-91.49',
        belowFloor: true,
      }),
      expect.objectContaining({
        nmID: 503,
        inAction: true,
        promoPriceAfterDiscount: '1500.00',
        profit: '327.06',
        marginPercent: '21.80',
        roiPercent: '54.51',
        belowFloor: false,
      }),
    ]);
  });

  it('marks the cards under a margin floor, or under a profit floor', async () => {
    const below = (cards: CardRow[]) => cards.filter((c) => c.belowFloor).map((c) => c.nmID);
    expect(below((await cardsOf(seller, { m: '10' })).cards)).toEqual([501, 502]);
    // 8.97 % is under 8.98 % but not under 8.97 %: the margin is compared exactly, 107.63 / 1199.40 = 8.9736… %.
    expect(below((await cardsOf(seller, { m: '8.97' })).cards)).toEqual([502]);
    expect(below((await cardsOf(seller, { m: '8.98' })).cards)).toEqual([501, 502]);
    expect(below((await cardsOf(seller, { p: '107.64' })).cards)).toEqual([501, 502]);
    expect(below((await cardsOf(seller, { p: '107.63' })).cards)).toEqual([502]);
  });

  it('counts FBS when asked', async () => {
    const { cards } = await cardsOf(seller, { s: 'FBS' });
    // FBS of card 501 at 1199.40: 1199.40 − 251.87 − 17.99 − 107.39 − 23.86 − 9.00 − 71.96 − 600 = 117.33.
    expect(cards[0]).toMatchObject({ nmID: 501, profit: '117.33', currentProfit: '303.12' });
  });

  it('shows a colleague the same, and another company nothing of it', async () => {
    expect((await cardsOf(colleague, {})).cards.map((c) => c.profit)).toEqual(['107.63', '-548.94', '327.06']);
    const foreign = await app.graphql(CARDS, { id: RUNNING }, stranger.headers);
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const list = await app.graphql<{ promotions: unknown[] }>(LIST, {}, stranger.headers);
    expect(list.data!.promotions).toEqual([]);
    const joined = await app.graphql(JOIN, { id: RUNNING, nm: [501] }, stranger.headers);
    expect(joined.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('lets only an admin join, and refuses what WB would refuse before anything is logged', async () => {
    const byColleague = await app.graphql(JOIN, { id: RUNNING, nm: [501] }, colleague.headers);
    expect(byColleague.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const ended = await app.graphql(JOIN, { id: ENDED, nm: [503] }, seller.headers);
    expect(ended.errors?.[0]?.message).toBe('Акция «Осенние скидки» уже закончилась: WB не добавит в неё товары.');
    const foreign = await app.graphql(JOIN, { id: RUNNING, nm: [501, 777] }, seller.headers);
    expect(foreign.errors?.[0]?.message).toBe('WB не предлагает акции «Чёрная пятница» товары 777.');
    const none = await app.graphql(JOIN, { id: RUNNING, nm: [] }, seller.headers);
    expect(none.errors?.[0]?.message).toBe('Выберите хотя бы один товар.');
    // This company keeps no WB token: the join is refused naming the category it needs.
    const noToken = await app.graphql(JOIN, { id: RUNNING, nm: [501] }, seller.headers);
    expect(noToken.errors?.[0]?.extensions?.code).toBe('WB_TOKEN_MISSING');
    expect(noToken.errors?.[0]?.message).toContain('«Цены и скидки»');
    const log = await app.graphql<{ promotionJoins: unknown[] }>(
      'query ($id: Int!) { promotionJoins(promotionId: $id) { id } }',
      { id: RUNNING },
      seller.headers,
    );
    expect(log.data!.promotionJoins).toEqual([]);
  });
});

describe('an ended promotion against the days before it', () => {
  beforeAll(async () => {
    const c = seller.companyId;
    const order = (srid: string, nmId: number, at: string, kopecks: number) => ({
      companyId: c,
      srid,
      date: new Date(at),
      lastChangeDate: new Date(at),
      nmId,
      supplierArticle: `ПРИМЕР-${nmId - 500}`,
      warehouseName: 'Коледино',
      priceWithDiscKopecks: kopecks,
    });
    const during1 = order('d1', 501, '2026-09-11T09:00:00Z', 119_940);
    const during2 = order('d2', 501, '2026-09-15T09:00:00Z', 119_940);
    const before1 = order('b1', 501, '2026-09-05T09:00:00Z', 145_927);
    // Card 503 did not take part; a day after the promotion is in neither period.
    const other = order('o1', 503, '2026-09-12T09:00:00Z', 140_000);
    const after = order('a1', 501, '2026-09-17T09:00:00Z', 145_927);
    await app.services.db.insert(wbOrders).values([during1, during2, before1, other, after]);
    await app.services.db.insert(wbSales).values([
      { ...during1, saleId: 'S-d1', kind: 'sale' },
      { ...before1, saleId: 'S-b1', kind: 'sale' },
    ]);
    await app.services.db.insert(wbFinanceRows).values({
      companyId: c,
      rrdId: 1,
      reportId: '1',
      reportType: 1,
      dateFrom: '2026-09-07',
      dateTo: '2026-09-13',
      currency: 'RUB',
      rrDate: '2026-09-12',
      shkId: 5019,
      nmId: 501,
      vendorCode: 'ПРИМЕР-1',
      docTypeName: 'Продажа',
      sellerOperName: 'Продажа',
      forPayKopecks: 90_000,
    });
    // Rows written here, not by the sync: their days are recounted as the sync would.
    await recountDailyFigures(app.services.db);
    await app.services.db.insert(unitLedger).values({
      companyId: c,
      shkId: '5019',
      nmId: 501,
      article: 'ПРИМЕР-1',
      firstPriceKopecks: 60_000,
      supplyId: '77',
      type: 'FBO',
      supplyDate: '2026-09-01',
      costSource: 'file',
    });
  });

  it('gives orders, sales and profit of the cards that took part, during it and as many days before', async () => {
    const answer = await app.graphql<{ promotionPlanFact: Record<string, unknown> }>(PLAN_FACT, { id: ENDED }, seller.headers);
    expect(answer.errors).toBeUndefined();
    const during = { orders: 2, ordersSum: '2398.80', sold: 1, revenue: '1199.40', profit: '300.00' };
    const before = { orders: 1, ordersSum: '1459.27', sold: 1, revenue: '1459.27', profit: null };
    expect(answer.data!.promotionPlanFact).toEqual({
      dateFrom: '2026-09-10',
      dateTo: '2026-09-16',
      beforeFrom: '2026-09-03',
      beforeTo: '2026-09-09',
      cards: [{ nmID: 501, before, during }],
      // The totals are the rows' sums; the card without a profit before is named, not counted.
      before,
      during,
      beforeWithoutProfit: 1,
      duringWithoutProfit: 0,
    });
  });

  it('is refused for a promotion still running', async () => {
    const answer = await app.graphql(PLAN_FACT, { id: RUNNING }, seller.headers);
    expect(answer.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });
});

import { randomBytes } from 'node:crypto';
import { CATEGORY_BITS, type WbCategory } from '@seller-helper/wb';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import {
  unitLedger,
  wbAdvertDailyStats,
  wbAdverts,
  wbFinanceReports,
  wbFinanceRows,
  wbOrders,
  wbSales,
} from '../../db/schema/index.ts';
import { insertCard, sellerWithCompany, type Seller } from '../cards/catalog-fixtures.ts';
import { recountDailyFigures } from '../../../test/support/daily-figures.ts';

// The home page on real rows of one company: the figures to the kopeck, and each warning shown
// while its cause stands and gone once the seller fixed it. «Today» is fixed: 2026-10-20 (Moscow).

let app: TestApp;
let seller: Seller;
const TODAY = '2026-10-20';
const CARD_A = 710_001;
const CARD_B = 710_002;
const ADVERT = 910_001;
const REPORT = '550001';
const BUYOUT_REPORT = '9007199300000011';

const HOME = `query H($today: Date) { home(today: $today) {
  today reportsCoverTo
  periods { name dateFrom dateTo
    current { orders sales returns revenue profit profitLeftOutUnits profitLeftOutPayout }
    before { orders sales returns revenue profit profitLeftOutUnits profitLeftOutPayout }
    statisticsDays { dateFrom dateTo beforeFrom beforeTo }
    profitDays { dateFrom dateTo beforeFrom beforeTo } }
  days { day orders ordersSum sales returns revenue }
  topByRevenue { nmId vendorCode sold revenue profit }
  bottomByRevenue { nmId revenue }
  topByProfit { nmId profit }
  bottomByProfit { nmId profit }
  sync { dataset }
  warnings { kind message link }
} }`;

interface Figures {
  orders: number;
  sales: number;
  returns: number;
  revenue: string;
  profit: string | null;
  profitLeftOutUnits: number;
  profitLeftOutPayout: string;
}
interface Compared {
  dateFrom: string;
  dateTo: string;
  beforeFrom: string;
  beforeTo: string;
}
interface Period {
  name: string;
  dateFrom: string;
  dateTo: string;
  current: Figures;
  before: Figures;
  statisticsDays: Compared | null;
  profitDays: Compared | null;
}
interface HomeAnswer {
  home: {
    today: string;
    reportsCoverTo: string | null;
    periods: Period[];
    days: { day: string; orders: number; ordersSum: string; sales: number; returns: number; revenue: string }[];
    topByRevenue: { nmId: number; vendorCode: string; sold: number; revenue: string; profit: string | null }[];
    bottomByRevenue: { nmId: number; revenue: string }[];
    topByProfit: { nmId: number; profit: string }[];
    bottomByProfit: { nmId: number; profit: string }[];
    sync: { dataset: string }[];
    warnings: { kind: string; message: string; link: string }[];
  };
}

async function home(today = TODAY) {
  const answer = await app.graphql<HomeAnswer>(HOME, { today }, seller.headers);
  expect(answer.errors).toBeUndefined();
  return answer.data!.home;
}
const kinds = async () => (await home()).warnings.map((w) => w.kind).sort();

/** A WB token as WB issues it: the categories in its `s` claim, expiring at a given instant. */
function wbToken(categories: WbCategory[], expiresAt: Date): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const s = categories.reduce((bits, c) => bits | (1 << CATEGORY_BITS[c]), 0);
  const claims = { acc: 3, s, sid: 'home-seller', id: 'token', exp: Math.floor(expiresAt.getTime() / 1000) };
  return [part({ alg: 'ES256' }), part(claims), randomBytes(32).toString('base64url')].join('.');
}
const ALL: WbCategory[] = [
  'content',
  'prices',
  'marketplace',
  'statistics',
  'promotion',
  'supplies',
  'finance',
  'analytics',
];
const SET_TOKENS = `mutation T($mp: String, $content: String) {
  setCompanyWbTokens(mpAndStatisticToken: $mp, contentAndPricesToken: $content) { id }
}`;
const SET_COST = `mutation S($id: ID!, $price: Money) { setCardSettings(cardId: $id, data: { firstPrice: $price }) { id } }`;

const moment = (text: string) => new Date(text);

beforeAll(async () => {
  app = await createTestApp({ DEMO_MODE: 'true' });
  seller = await sellerWithCompany(app, 'home@shop.by');
  const companyId = seller.companyId;
  const db = app.services.db;
  await insertCard(app, companyId, { nmId: CARD_A, vendorCode: 'ART-A' });
  await insertCard(app, companyId, { nmId: CARD_B, vendorCode: 'ART-B' });
  expect((await app.graphql(SET_COST, { id: String(CARD_A), price: '300.00' }, seller.headers)).errors).toBeUndefined();
  // A token of the statistics side, expiring in 10 days; no content token at all.
  await app.graphql(
    SET_TOKENS,
    { mp: wbToken(['marketplace', 'statistics', 'promotion', 'supplies', 'finance'], moment('2026-10-30T09:00:00Z')) },
    seller.headers,
  );
  const order = (srid: string, at: string, nmId: number, kopecks: number) => ({
    companyId,
    srid,
    date: moment(at),
    lastChangeDate: moment(at),
    nmId,
    supplierArticle: nmId === CARD_A ? 'ART-A' : 'ART-B',
    priceWithDiscKopecks: kopecks,
  });
  // Today in Moscow starts 2026-10-19T21:00Z: the first order is today's, the second yesterday's.
  await db
    .insert(wbOrders)
    .values([
      order('o1', '2026-10-19T21:30:00Z', CARD_A, 150_000),
      order('o2', '2026-10-20T10:00:00Z', CARD_B, 90_000),
      order('o3', '2026-10-19T20:59:00Z', CARD_A, 100_000),
      order('o4', '2026-09-25T10:00:00Z', CARD_B, 40_000),
    ]);
  await db.insert(wbSales).values([
    { ...order('o1', '2026-10-20T08:00:00Z', CARD_A, 120_000), saleId: 'S1', kind: 'sale' as const },
    { ...order('o2', '2026-10-20T09:00:00Z', CARD_B, -30_000), saleId: 'R2', kind: 'return' as const },
    { ...order('o3', '2026-10-19T12:00:00Z', CARD_A, 100_000), saleId: 'S3', kind: 'sale' as const },
    { ...order('o4', '2026-09-26T12:00:00Z', CARD_B, 40_000), saleId: 'S4', kind: 'sale' as const },
  ]);
  const row = {
    companyId,
    reportId: REPORT,
    reportType: 1,
    dateFrom: '2026-10-12',
    dateTo: '2026-10-18',
    currency: 'RUB',
    rrDate: '2026-10-15',
    docTypeName: 'Продажа',
    sellerOperName: 'Продажа',
  };
  await db.insert(wbFinanceRows).values([
    {
      ...row,
      rrdId: 1,
      shkId: 11,
      nmId: CARD_A,
      vendorCode: 'ART-A',
      forPayKopecks: 100_000,
      deliveryServiceKopecks: 10_000,
      orderDt: moment('2026-10-10T10:00:00Z'),
    },
    {
      ...row,
      rrdId: 2,
      shkId: 12,
      nmId: CARD_B,
      vendorCode: 'ART-B',
      forPayKopecks: 50_000,
      deliveryServiceKopecks: 5_000,
      orderDt: moment('2026-10-10T10:00:00Z'),
    },
  ]);
  // The week before: storage only, 10.00.
  await db.insert(wbFinanceRows).values({
    ...row,
    reportId: '550000',
    dateFrom: '2026-10-05',
    dateTo: '2026-10-11',
    rrDate: '2026-10-08',
    rrdId: 4,
    docTypeName: '',
    sellerOperName: 'Хранение',
    paidStorageKopecks: 1_000,
  });
  // A unit of card A bought by a buyer in Russia: its sale is in the week's buyout report.
  await db.insert(wbFinanceRows).values({
    ...row,
    reportId: BUYOUT_REPORT,
    reportType: 2,
    rrdId: 3,
    shkId: 13,
    nmId: CARD_A,
    vendorCode: 'ART-A',
    forPayKopecks: 80_000,
    orderDt: moment('2026-10-11T10:00:00Z'),
  });
  // WB's list says 1 300.00 to pay where the rows make 1 350.00: the week does not reconcile.
  await db.insert(wbFinanceReports).values({
    companyId,
    reportId: REPORT,
    reportType: 1,
    dateFrom: '2026-10-12',
    dateTo: '2026-10-18',
    createDate: '2026-10-19',
    currency: 'RUB',
    forPayKopecks: 150_000,
    deliveryServiceKopecks: 15_000,
    paidStorageKopecks: 0,
    paidAcceptanceKopecks: 0,
    deductionKopecks: 0,
    penaltyKopecks: 0,
    additionalPaymentKopecks: 0,
    bankPaymentKopecks: 130_000,
  });
  await recountDailyFigures(db);
  await db.insert(wbAdverts).values({ companyId, advertId: ADVERT, type: 9, status: 9, name: 'Осень', nms: [] });
  await db.insert(wbAdvertDailyStats).values({ companyId, advertId: ADVERT, date: '2026-10-18', spendKopecks: 50_000 });
});

afterAll(() => app?.close());

describe('home', () => {
  it("counts today's, the week's and the month's figures against the days before, to the kopeck", async () => {
    const answer = await home();
    expect(answer.today).toBe(TODAY);
    const byName = new Map(answer.periods.map((p) => [p.name, p]));
    const none = { profitLeftOutUnits: 0, profitLeftOutPayout: '0.00' };
    expect(byName.get('today')).toEqual({
      name: 'today',
      dateFrom: TODAY,
      dateTo: TODAY,
      current: { orders: 2, sales: 1, returns: 1, revenue: '900.00', profit: null, ...none },
      before: { orders: 1, sales: 1, returns: 0, revenue: '1000.00', profit: null, ...none },
      // WB changed an order today: today's statistics have come. No report covers today.
      statisticsDays: { dateFrom: TODAY, dateTo: TODAY, beforeFrom: '2026-10-19', beforeTo: '2026-10-19' },
      profitDays: null,
    });
    // The main report's rows: 1 000.00 paid for the card A unit − 100.00 logistics − 300.00 cost; the
    // card B unit has no cost price: its 500.00 − 50.00 is left out. The buyout report adds a card A
    // unit: 800.00 paid − 300.00 cost. 600.00 + 500.00 = 1 100.00.
    const leftOut = { profitLeftOutUnits: 1, profitLeftOutPayout: '450.00' };
    expect(byName.get('week')).toMatchObject({
      dateFrom: '2026-10-14',
      current: { orders: 3, sales: 2, returns: 1, revenue: '1900.00', profit: '1100.00', ...leftOut },
      // 7–11 Oct: the storage of the week before.
      before: { orders: 0, sales: 0, returns: 0, revenue: '0.00', profit: '-10.00', ...none },
      // The reports cover 5–18 Oct: the week's first five days against the same five a week before.
      profitDays: { dateFrom: '2026-10-14', dateTo: '2026-10-18', beforeFrom: '2026-10-07', beforeTo: '2026-10-11' },
      statisticsDays: {
        dateFrom: '2026-10-14',
        dateTo: TODAY,
        beforeFrom: '2026-10-07',
        beforeTo: '2026-10-13',
      },
    });
    // The month: orders go back to 25 Sep and reports to 5 Oct, no day 30 days earlier is covered.
    expect(byName.get('month')).toMatchObject({
      dateFrom: '2026-09-21',
      current: { orders: 4, sales: 3, returns: 1, revenue: '2300.00', profit: '1090.00', ...leftOut },
      statisticsDays: null,
      profitDays: null,
    });
    expect(answer.reportsCoverTo).toBe('2026-10-18');
    expect(answer.days).toHaveLength(30);
    expect(answer.days.at(-1)).toEqual({
      day: TODAY,
      orders: 2,
      ordersSum: '2400.00',
      sales: 1,
      returns: 1,
      revenue: '900.00',
    });
    expect(answer.sync.map((s) => s.dataset)).toContain('orders');
  });

  it('compares only the days the data covers on both sides, and none of today before WB sends it', async () => {
    // The next day: WB has changed no order of it yet.
    const answer = await home('2026-10-21');
    const byName = new Map(answer.periods.map((p) => [p.name, p]));
    expect(byName.get('today')).toMatchObject({
      current: { orders: 0, sales: 0, revenue: '0.00', profit: null },
      before: { orders: 0, sales: 0, revenue: '0.00', profit: null },
      statisticsDays: null,
      profitDays: null,
    });
    // The week 15–21 Oct: statistics reach the 20th, six days against 8–13 Oct; reports the 18th, four days.
    expect(byName.get('week')).toMatchObject({
      current: { orders: 3, sales: 2, returns: 1, revenue: '1900.00', profit: '1100.00' },
      statisticsDays: {
        dateFrom: '2026-10-15',
        dateTo: '2026-10-20',
        beforeFrom: '2026-10-08',
        beforeTo: '2026-10-13',
      },
      profitDays: { dateFrom: '2026-10-15', dateTo: '2026-10-18', beforeFrom: '2026-10-08', beforeTo: '2026-10-11' },
    });
    // Yesterday's order (19 Oct 23:59 MSK) is on the 19th: compared on the 20th it stands for the day before.
    const today = (await home()).periods.find((p) => p.name === 'today')!;
    expect(today.before.orders).toBe(1);
  });

  it('gives the same profit as the combined view of /reports for the same days', async () => {
    const REPORTS = `query ($from: Date!, $to: Date!) { reports(dateFrom: $from, dateTo: $to) {
      byCurrency { currency combined { sumProfit leftOutUnits leftOutPayout } } } }`;
    for (const period of (await home()).periods.filter((p) => p.current.profit !== null)) {
      const answer = await app.graphql<{
        reports: {
          byCurrency: {
            currency: string;
            combined: { sumProfit: string; leftOutUnits: number; leftOutPayout: string };
          }[];
        };
      }>(REPORTS, { from: period.dateFrom, to: period.dateTo }, seller.headers);
      expect(answer.errors).toBeUndefined();
      const [rub] = answer.data!.reports.byCurrency;
      expect(rub!.combined, period.name).toEqual({
        sumProfit: period.current.profit,
        leftOutUnits: period.current.profitLeftOutUnits,
        leftOutPayout: period.current.profitLeftOutPayout,
      });
    }
  });

  it('ranks the cards by revenue and by the profit of their units', async () => {
    const answer = await home();
    expect(answer.topByRevenue).toEqual([
      // Its unit in the main report (600.00) and its unit bought out for a buyer in Russia (500.00).
      { nmId: CARD_A, vendorCode: 'ART-A', sold: 2, revenue: '2200.00', profit: '1100.00' },
      { nmId: CARD_B, vendorCode: 'ART-B', sold: 0, revenue: '100.00', profit: null },
    ]);
    expect(answer.bottomByRevenue.map((c) => c.nmId)).toEqual([CARD_B, CARD_A]);
    expect(answer.topByProfit).toEqual([{ nmId: CARD_A, profit: '1100.00' }]);
    expect(answer.bottomByProfit).toEqual([{ nmId: CARD_A, profit: '1100.00' }]);
  });

  it('warns of each thing that needs the seller, with where to fix it', async () => {
    const { warnings } = await home();
    const link = new Map(warnings.map((w) => [w.kind, w.link]));
    expect([...link.keys()].sort()).toEqual([
      'advert_no_orders',
      'no_cost_price',
      'report_different',
      'token_category',
      'token_expires',
      'units_not_saved',
    ]);
    expect(link.get('token_expires')).toBe('/settings/tokens');
    expect(link.get('no_cost_price')).toBe('/cards');
    expect(link.get('units_not_saved')).toBe('/supplies/unsaved?soldFrom=2026-09-21&soldTo=2026-10-20');
    expect(link.get('report_different')).toBe('/reports?dateFrom=2026-10-12&dateTo=2026-10-18');
    expect(link.get('advert_no_orders')).toBe(`/adverts/${ADVERT}`);
    const text = warnings.map((w) => w.message).join('\n');
    expect(text).toContain('истекает 30.10.2026 (через 10 дней)');
    expect(text).toContain('«Контент», «Цены и скидки»');
    expect(text).toContain(
      '1 карточка без себестоимости: прибыль по ним не считается. За 30 дней не в прибыли 1 проданная единица.',
    );
    expect(text).toContain('3 проданные единицы');
    expect(text).toContain(`№${REPORT}`);
    expect(text).toContain('«Осень»');
  });

  it('drops each warning once its cause is fixed', async () => {
    const db = app.services.db;
    const { companyId } = seller;
    await app.graphql(
      SET_TOKENS,
      { mp: wbToken(ALL, moment('2027-04-01T00:00:00Z')), content: wbToken(ALL, moment('2027-04-01T00:00:00Z')) },
      seller.headers,
    );
    expect(await kinds()).toEqual(['advert_no_orders', 'no_cost_price', 'report_different', 'units_not_saved']);

    await app.graphql(SET_COST, { id: String(CARD_B), price: '200.00' }, seller.headers);
    expect(await kinds()).toEqual(['advert_no_orders', 'report_different', 'units_not_saved']);
    // With card B's cost known, the week's profit loses its 200.00 as well.
    expect((await home()).periods.find((p) => p.name === 'week')!.current.profit).toBe('1350.00');

    const unit = {
      companyId,
      supplyId: 'WB-GI-1',
      type: 'FBO' as const,
      supplyDate: '2026-10-01',
      costSource: 'file' as const,
    };
    await db.insert(unitLedger).values([
      { ...unit, shkId: '11', nmId: CARD_A, firstPriceKopecks: 30_000 },
      { ...unit, shkId: '12', nmId: CARD_B, firstPriceKopecks: 20_000 },
      { ...unit, shkId: '13', nmId: CARD_A, firstPriceKopecks: 30_000 },
    ]);
    expect(await kinds()).toEqual(['advert_no_orders', 'report_different']);

    await db
      .update(wbFinanceReports)
      .set({ bankPaymentKopecks: 135_000 })
      .where(and(eq(wbFinanceReports.companyId, companyId), eq(wbFinanceReports.reportId, REPORT)));
    expect(await kinds()).toEqual(['advert_no_orders']);

    await db
      .update(wbAdvertDailyStats)
      .set({ orders: 2 })
      .where(and(eq(wbAdvertDailyStats.companyId, companyId), eq(wbAdvertDailyStats.advertId, ADVERT)));
    expect(await kinds()).toEqual([]);
  });
});

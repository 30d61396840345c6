import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { errorCode } from '../../../test/support/sign-in.ts';
import { kopecksFromText, kopecksToText } from '../../lib/money.ts';
import { insertCard, sellerWithCompany, type Seller } from '../cards/catalog-fixtures.ts';
import { unitLedger } from '../supplies/supplies.tables.ts';
import { wbFinanceReports, wbFinanceRows } from './reports.tables.ts';
import { recountDailyFigures } from '../../../test/support/daily-figures.ts';

// The worked example is read from docs/money.md itself, so the document and the code cannot drift apart.
const moneyDoc = readFileSync(new URL('../../../../../docs/money.md', import.meta.url), 'utf8');
const [example] = [...moneyDoc.matchAll(/```json report-example\n([\s\S]*?)```/g)].map(
  (m) => JSON.parse(m[1]!) as ReportExample,
);

interface ExampleRow {
  type: 1 | 2;
  shk?: number;
  nm?: number;
  doc?: string;
  oper: string;
  forPay?: string;
  retail?: string;
  delivery?: string;
  penalty?: string;
  storage?: string;
  deduction?: string;
  acceptance?: string;
  additional?: string;
  cashbackAmount?: string;
  cashbackDiscount?: string;
  cashbackCommissionChange?: string;
}

interface ReportExample {
  costPrices: Record<string, string[]>;
  vatRate: string;
  dateFrom: string;
  dateTo: string;
  rows: ExampleRow[];
  expect: {
    units: Record<string, Record<string, string | number | null>>;
    unitRows: Record<string, string[]>;
    unitTotals: Record<string, string | number>;
    stat: Record<string, string | number>;
    wholesale: Record<string, string | number>;
    buyoutStat: Record<string, string | number>;
    combined: Record<string, string | number>;
  };
}

const REPORT = `query ($from: Date!, $to: Date!, $type: ReportType) { reports(dateFrom: $from, dateTo: $to, type: $type) {
  rows { shk_id nm_id sa_name first_price net_sold cost_counted total_ppvz_for_pay total_delivery_rub total_penalty profit isSaved
    rows { rrd_id supplier_oper_name ppvz_for_pay ppvz_for_pay_signed delivery_rub penalty } }
  stat { ppvz_for_pay delivery_rub retail_amount penalty additional_payment storage_fee acceptance deduction returns loyalty sumToPay sumProfit sumFirstPrice leftOutUnits leftOutPayout }
  wholesale { total totalNds totalFirstPrice firstPriceNds leftOutUnits leftOutTotal leftOutNds totalResult }
  byCurrency { currency
    units { count net_sold cost_counted total_ppvz_for_pay total_delivery_rub total_penalty profit outsideUnits }
    combined { mainPayout buyoutPayout sumFirstPrice leftOutUnits leftOutPayout sumProfit } }
} }`;
const SET_CARD = `mutation ($id: ID!, $data: CardSettingsInput!) { setCardSettings(cardId: $id, data: $data) { id } }`;
const SET_TAX = `mutation ($d: CompanyTaxSettingsInput!) { setCompanyTaxSettings(data: $d) { id } }`;

interface ReportAnswer {
  reports: {
    rows: (Record<string, unknown> & { shk_id: string; rows: Record<string, unknown>[] })[];
    stat: Record<string, string>;
    wholesale: Record<string, string>;
    byCurrency: {
      currency: string;
      units: Record<string, string | number>;
      combined: Record<string, string | number>;
    }[];
  };
}

const money = (text: string | undefined) => (text ? kopecksFromText(text)! : 0);

async function insertRows(app: TestApp, companyId: number, rows: ExampleRow[], firstRrdId: number) {
  await app.services.db.insert(wbFinanceRows).values(
    rows.map((r, i) => ({
      companyId,
      rrdId: firstRrdId + i,
      reportId: r.type === 2 ? '9007199300000001' : '300000001',
      reportType: r.type,
      dateFrom: '2026-09-07',
      dateTo: '2026-09-13',
      currency: 'RUB',
      rrDate: '2026-09-10',
      shkId: r.shk ?? 0,
      nmId: r.nm ?? 0,
      vendorCode: r.nm ? `ART-${r.nm}` : '',
      docTypeName: r.doc ?? '',
      sellerOperName: r.oper,
      orderDt: r.shk ? new Date('2026-09-05T10:00:00Z') : null,
      forPayKopecks: money(r.forPay),
      retailAmountKopecks: money(r.retail),
      deliveryServiceKopecks: money(r.delivery),
      penaltyKopecks: money(r.penalty),
      paidStorageKopecks: money(r.storage),
      deductionKopecks: money(r.deduction),
      paidAcceptanceKopecks: money(r.acceptance),
      additionalPaymentKopecks: money(r.additional),
      cashbackAmountKopecks: money(r.cashbackAmount),
      cashbackDiscountKopecks: money(r.cashbackDiscount),
      cashbackCommissionChangeKopecks: money(r.cashbackCommissionChange),
    })),
  );
  await recountDailyFigures(app.services.db);
}

describe('reports: units, stat and wholesale to the kopeck', () => {
  let app: TestApp;
  let seller: Seller;
  let other: Seller;
  let tokenless: Seller;
  beforeAll(async () => {
    app = await createTestApp({ DEMO_MODE: 'true' });
    seller = await sellerWithCompany(app, 'reports-a@example.com');
    other = await sellerWithCompany(app, 'reports-b@example.com');
    tokenless = await sellerWithCompany(app, 'reports-c@example.com');
    await insertCard(app, seller.companyId, { nmId: 701, vendorCode: 'ART-701' });
    await insertCard(app, seller.companyId, { nmId: 702, vendorCode: 'ART-702' });
    for (const [nmId, prices] of Object.entries(example!.costPrices)) {
      for (const price of prices) {
        const saved = await app.graphql(SET_CARD, { id: nmId, data: { firstPrice: price } }, seller.headers);
        expect(saved.errors).toBeUndefined();
      }
    }
    const tax = await app.graphql(SET_TAX, { d: { regime: 'VAT', vatRate: example!.vatRate } }, seller.headers);
    expect(tax.errors).toBeUndefined();
    await insertRows(app, seller.companyId, example!.rows, 1_000_000_001);
    await insertRows(
      app,
      other.companyId,
      [{ type: 1, shk: 5005, nm: 909, doc: 'Продажа', oper: 'Продажа', forPay: '10.00' }],
      2_000_000_001,
    );
  });
  afterAll(() => app.close());

  const ask = (who: Seller, type: string, from = example!.dateFrom, to = example!.dateTo) =>
    app.graphql<ReportAnswer>(REPORT, { from, to, type }, who.headers);

  it('answers the worked example of docs/money.md', async () => {
    const main = await ask(seller, 'MAIN');
    expect(main.errors).toBeUndefined();
    const { rows, stat, wholesale } = main.data!.reports;
    expect(rows.map((u) => u.shk_id)).toEqual(Object.keys(example!.expect.units));
    for (const unit of rows) {
      expect(unit).toMatchObject({ ...example!.expect.units[unit.shk_id], isSaved: false });
    }
    expect(stat).toEqual(example!.expect.stat);
    expect(wholesale).toEqual(example!.expect.wholesale);
    const [rub] = main.data!.reports.byCurrency;
    expect(rub!.units).toEqual(example!.expect.unitTotals);
    expect(rub!.combined).toEqual(example!.expect.combined);
    const buyout = (await ask(seller, 'BUYOUT')).data!.reports;
    expect(buyout.stat).toMatchObject(example!.expect.buyoutStat);
    // Whichever report is asked for, both together are the same.
    expect(buyout.byCurrency[0]!.combined).toEqual(example!.expect.combined);
  });

  it("adds each column of the units table up to its total, and a unit's rows up to the unit", async () => {
    for (const type of ['MAIN', 'BUYOUT']) {
      const { rows, stat, byCurrency } = (await ask(seller, type)).data!.reports;
      const units = byCurrency[0]!.units;
      const sum = (field: string) => rows.reduce((total, u) => total + money(u[field] as string | undefined), 0);
      const text = (kopecks: number) => kopecksToText(kopecks);
      expect(units.count).toBe(rows.length);
      expect(units.net_sold).toBe(rows.reduce((total, u) => total + (u.net_sold as number), 0));
      for (const field of ['cost_counted', 'total_ppvz_for_pay', 'total_delivery_rub', 'total_penalty', 'profit']) {
        expect(units[field], field).toBe(text(sum(field)));
      }
      expect(units.cost_counted).toBe(stat.sumFirstPrice);
      expect(text(money(units.profit as string) + money(units.outsideUnits as string))).toBe(stat.sumProfit);
      // The units left out are those whose profit is empty: every row of them is (docs/money.md).
      const leftOut = rows.filter((u) => u.profit === null);
      expect(leftOut.reduce((n, u) => n + (u.net_sold as number), 0)).toBe(Number(stat.leftOutUnits));
      const leftOutPayout = leftOut.reduce(
        (total, u) =>
          total +
          money(u.total_ppvz_for_pay as string) -
          money(u.total_delivery_rub as string) -
          money(u.total_penalty as string),
        0,
      );
      expect(text(leftOutPayout)).toBe(stat.leftOutPayout);
      for (const unit of rows) {
        const ofRows = unit.rows.reduce((total, r) => total + money(r.ppvz_for_pay_signed as string), 0);
        expect(text(ofRows), unit.shk_id).toBe(unit.total_ppvz_for_pay);
      }
    }
    const { rows } = (await ask(seller, 'MAIN')).data!.reports;
    for (const [shk, amounts] of Object.entries(example!.expect.unitRows)) {
      expect(rows.find((u) => u.shk_id === shk)!.rows.map((r) => r.ppvz_for_pay_signed)).toEqual(amounts);
    }
  });

  it("nests each unit's rows, and rows of no unit are in the stat only", async () => {
    const { rows } = (await ask(seller, 'MAIN')).data!.reports;
    const returned = rows.find((u) => u.shk_id === '1002')!;
    expect(returned.rows.map((r) => r.supplier_oper_name)).toEqual(['Продажа', 'Логистика', 'Возврат', 'Логистика']);
    expect(rows.flatMap((u) => u.rows)).toHaveLength(example!.rows.filter((r) => r.type === 1 && r.shk).length);
  });

  it('reads the buyout report for type BUYOUT, with the same wholesale block', async () => {
    const buyout = (await ask(seller, 'BUYOUT')).data!.reports;
    expect(buyout.rows.map((u) => u.shk_id)).toEqual(['2001', '2002', '2003', '2004']);
    expect(buyout.stat.sumToPay).toBe('4899.99');
    expect(buyout.wholesale).toEqual(example!.expect.wholesale);
  });

  it('pages the units on the server with the same figures, sorted and searched', async () => {
    const PAGE = `query ($from: Date!, $to: Date!, $q: ListQuery!) { reportUnitsPage(dateFrom: $from, dateTo: $to, query: $q) {
      totalCount items { shk_id first_price net_sold cost_counted total_ppvz_for_pay total_delivery_rub total_penalty profit rows { rrd_id } } } }`;
    const page = (q: Record<string, unknown>) =>
      app.graphql<{
        reportUnitsPage: {
          totalCount: number;
          items: (Record<string, unknown> & { shk_id: string; rows: unknown[] })[];
        };
      }>(PAGE, { from: example!.dateFrom, to: example!.dateTo, q }, seller.headers);
    const byPay = [{ field: 'total_ppvz_for_pay', direction: 'DESC' }];
    const first = (await page({ page: 0, pageSize: 2, sort: byPay })).data!.reportUnitsPage;
    expect(first.totalCount).toBe(4);
    expect(first.items.map((u) => u.shk_id)).toEqual(['1001', '1004']);
    expect(first.items[0]).toMatchObject(example!.expect.units['1001']!);
    const second = (await page({ page: 1, pageSize: 2, sort: byPay })).data!.reportUnitsPage;
    expect(second.items.map((u) => u.shk_id)).toEqual(['1002', '1003']);
    expect(second.items[0]!.rows).toHaveLength(4);
    const searched = (await page({ page: 0, pageSize: 50, search: 'art-702' })).data!.reportUnitsPage;
    expect(searched.items.map((u) => u.shk_id)).toEqual(['1003', '1004']);
    const unknown = await page({ page: 0, pageSize: 50, sort: [{ field: 'profit', direction: 'ASC' }] });
    expect(errorCode(unknown)).toBe('BAD_USER_INPUT');
  });

  it('shows a company its own rows only', async () => {
    const { rows } = (await ask(other, 'MAIN')).data!.reports;
    expect(rows.map((u) => u.shk_id)).toEqual(['5005']);
  });

  it('refuses a reversed, too long or malformed period in Russian', async () => {
    const reversed = await ask(seller, 'MAIN', '2026-09-13', '2026-09-07');
    expect(errorCode(reversed)).toBe('BAD_USER_INPUT');
    expect(reversed.errors![0]!.message).toContain('Начало периода позже');
    const long = await ask(seller, 'MAIN', '2026-01-01', '2026-09-13');
    expect(errorCode(long)).toBe('BAD_USER_INPUT');
    expect(long.errors![0]!.message).toContain('не больше 93 дней');
    const malformed = await ask(seller, 'MAIN', '2026-02-30', '2026-03-01');
    expect(errorCode(malformed)).toBe('BAD_USER_INPUT');
    expect(errorCode(await ask(seller, 'MAIN', '10.09.2026', '2026-09-13'))).toBe('BAD_USER_INPUT');
    // The weeks and the units grid check the period the same way.
    const WEEKS = `query ($from: Date!, $to: Date!) { reportWeeks(dateFrom: $from, dateTo: $to) { reportId } }`;
    const weeks = await app.graphql(WEEKS, { from: '2026-09-13', to: '2026-09-07' }, seller.headers);
    expect(weeks.errors![0]!.message).toContain('Начало периода позже');
    const PAGE = `query ($from: Date!, $to: Date!) { reportUnitsPage(dateFrom: $from, dateTo: $to, query: { page: 0, pageSize: 10 }) { totalCount } }`;
    const page = await app.graphql(PAGE, { from: '2026-01-01', to: '2026-09-13' }, seller.headers);
    expect(page.errors![0]!.message).toContain('не больше 93 дней');
  });

  it('tells a company without a Finance token which token to add', async () => {
    const answer = await ask(tokenless, 'MAIN');
    expect(errorCode(answer)).toBe('WB_TOKEN_MISSING');
    expect(answer.errors![0]!.message).toContain('«Финансы»');
    expect(answer.errors![0]!.message).toContain('«Маркетплейс и статистика»');
  });
});

describe('reports: a unit in the ledger counts its own cost price', () => {
  let app: TestApp;
  let seller: Seller;
  beforeAll(async () => {
    app = await createTestApp({ DEMO_MODE: 'true' });
    seller = await sellerWithCompany(app, 'reports-ledger@example.com');
    await insertCard(app, seller.companyId, { nmId: 801, vendorCode: 'ART-801' });
    expect(
      (await app.graphql(SET_CARD, { id: '801', data: { firstPrice: '500.00' } }, seller.headers)).errors,
    ).toBeUndefined();
    const sale = (rrdId: number, shkId: number, stickerId: string, forPay: string, delivery = '0') => ({
      companyId: seller.companyId,
      rrdId,
      reportId: '300000009',
      reportType: 1,
      dateFrom: '2026-09-07',
      dateTo: '2026-09-13',
      currency: 'RUB',
      rrDate: '2026-09-10',
      shkId,
      stickerId,
      nmId: 801,
      vendorCode: 'ART-801',
      docTypeName: 'Продажа',
      sellerOperName: 'Продажа',
      orderDt: new Date('2026-09-05T10:00:00Z'),
      forPayKopecks: money(forPay),
      deliveryServiceKopecks: money(delivery),
    });
    await app.services.db
      .insert(wbFinanceRows)
      .values([
        sale(3_000_000_001, 3001, '', '1000.00', '100.00'),
        sale(3_000_000_002, 3002, '77001', '800.00'),
        sale(3_000_000_003, 3003, '', '900.00'),
      ]);
    await recountDailyFigures(app.services.db);
    // An FBO unit is saved by its ШК, an FBS unit by its order's sticker.
    const unit = { companyId: seller.companyId, nmId: 801, supplyDate: '2026-09-01', costSource: 'file' as const };
    await app.services.db.insert(unitLedger).values([
      { ...unit, shkId: '3001', firstPriceKopecks: 30_000, supplyId: '555', type: 'FBO' },
      { ...unit, shkId: '77001', firstPriceKopecks: 25_000, supplyId: 'WB-GI-1', type: 'FBS' },
    ]);
  });
  afterAll(() => app.close());

  it('takes the saved cost price of FBO and FBS units and the card’s for the rest', async () => {
    const answer = await app.graphql<ReportAnswer>(
      REPORT,
      { from: '2026-09-07', to: '2026-09-13', type: 'MAIN' },
      seller.headers,
    );
    expect(answer.errors).toBeUndefined();
    const units = answer.data!.reports.rows.map(({ shk_id, first_price, profit, isSaved }) => ({
      shk_id,
      first_price,
      profit,
      isSaved,
    }));
    expect(units).toEqual([
      { shk_id: '3001', first_price: '300.00', profit: '600.00', isSaved: true },
      { shk_id: '3002', first_price: '250.00', profit: '550.00', isSaved: true },
      { shk_id: '3003', first_price: '500.00', profit: '400.00', isSaved: false },
    ]);
    expect(answer.data!.reports.stat.sumFirstPrice).toBe('1050.00');
  });
});

describe('reports: amounts in different currencies are never added together', () => {
  let app: TestApp;
  let seller: Seller;
  const TOTALS = `query ($from: Date!, $to: Date!, $type: ReportType) { reports(dateFrom: $from, dateTo: $to, type: $type) {
    currency stat { sumToPay ppvz_for_pay delivery_rub sumFirstPrice sumProfit } wholesale { total totalFirstPrice }
    byCurrency { currency rowCount costCounted stat { sumToPay ppvz_for_pay delivery_rub sumFirstPrice sumProfit } wholesale { total totalFirstPrice } }
    rows { shk_id currency total_ppvz_for_pay first_price profit rows { rrd_id } }
  } }`;
  const WEEKS = `query ($from: Date!, $to: Date!) { reportWeeks(dateFrom: $from, dateTo: $to) {
    reportId currency ours wb state differences { name label ours wb } } }`;
  beforeAll(async () => {
    app = await createTestApp({ DEMO_MODE: 'true' });
    seller = await sellerWithCompany(app, 'reports-currency@example.com');
    await insertCard(app, seller.companyId, { nmId: 901, vendorCode: 'ART-901' });
    expect(
      (await app.graphql(SET_CARD, { id: '901', data: { firstPrice: '100.00' } }, seller.headers)).errors,
    ).toBeUndefined();
    const row = (rrdId: number, currency: string, shkId: number, type: number, doc: string, forPay: number) => ({
      companyId: seller.companyId,
      rrdId,
      reportId: type === 2 ? '400000002' : '400000001',
      reportType: type,
      dateFrom: '2026-09-07',
      dateTo: '2026-09-13',
      currency,
      rrDate: '2026-09-10',
      shkId,
      nmId: shkId ? 901 : 0,
      vendorCode: 'ART-901',
      docTypeName: doc,
      sellerOperName: doc || 'Логистика',
      orderDt: new Date('2026-09-05T10:00:00Z'),
      forPayKopecks: forPay,
      deliveryServiceKopecks: doc ? 0 : 5_000,
    });
    await app.services.db.insert(wbFinanceRows).values([
      // RUB: two units sold, one logistics row; BYN: one unit sold (the report is in RUB, WB's list says so).
      row(4_000_000_001, 'RUB', 4001, 1, 'Продажа', 100_000),
      row(4_000_000_002, 'RUB', 4001, 1, '', 0),
      row(4_000_000_003, 'RUB', 4002, 1, 'Продажа', 90_000),
      row(4_000_000_004, 'BYN', 4003, 1, 'Продажа', 4_000),
      row(4_000_000_005, 'BYN', 4004, 2, 'Продажа', 3_000),
      row(4_000_000_006, 'RUB', 4005, 2, 'Продажа', 120_000),
    ]);
    await recountDailyFigures(app.services.db);
    await app.services.db.insert(wbFinanceReports).values({
      companyId: seller.companyId,
      reportId: '400000001',
      reportType: 1,
      dateFrom: '2026-09-07',
      dateTo: '2026-09-13',
      createDate: '2026-09-14',
      currency: 'RUB',
      forPayKopecks: 190_000,
      deliveryServiceKopecks: 5_000,
      bankPaymentKopecks: 185_000,
    });
  });
  afterAll(() => app.close());

  it('gives the report currency in stat and every currency apart in byCurrency', async () => {
    const answer = await app.graphql<{
      reports: {
        currency: string;
        stat: Record<string, string>;
        wholesale: Record<string, string>;
        byCurrency: {
          currency: string;
          rowCount: number;
          stat: Record<string, string>;
          wholesale: Record<string, string>;
        }[];
        rows: {
          shk_id: string;
          currency: string;
          total_ppvz_for_pay: string;
          first_price: string;
          profit: string | null;
          rows: unknown[];
        }[];
      };
    }>(TOTALS, { from: '2026-09-07', to: '2026-09-13', type: 'MAIN' }, seller.headers);
    expect(answer.errors).toBeUndefined();
    const report = answer.data!.reports;
    const rub = {
      sumToPay: '1850.00',
      ppvz_for_pay: '1900.00',
      delivery_rub: '50.00',
      sumFirstPrice: '200.00',
      sumProfit: '1650.00',
    };
    expect(report.currency).toBe('RUB');
    expect(report.stat).toEqual(rub);
    expect(report.wholesale).toEqual({ total: '1200.00', totalFirstPrice: '100.00' });
    expect(report.byCurrency).toEqual([
      {
        currency: 'RUB',
        rowCount: 3,
        costCounted: true,
        stat: rub,
        wholesale: { total: '1200.00', totalFirstPrice: '100.00' },
      },
      {
        // The cost price is in rubles: never subtracted from a payout in Belarusian rubles.
        currency: 'BYN',
        rowCount: 1,
        costCounted: false,
        stat: {
          sumToPay: '40.00',
          ppvz_for_pay: '40.00',
          delivery_rub: '0.00',
          sumFirstPrice: '0.00',
          sumProfit: '40.00',
        },
        wholesale: { total: '30.00', totalFirstPrice: '0.00' },
      },
    ]);
    expect(
      report.rows.map((u) => [u.shk_id, u.currency, u.total_ppvz_for_pay, u.first_price, u.profit, u.rows.length]),
    ).toEqual([
      ['4001', 'RUB', '1000.00', '100.00', '850.00', 2],
      ['4002', 'RUB', '900.00', '100.00', '800.00', 1],
      // In another currency no cost is subtracted and nothing left out: the unit's payout is its profit, as in sumProfit.
      ['4003', 'BYN', '40.00', '100.00', '40.00', 1],
    ]);
  });

  it('reconciles a week in its own currency and shows rows in another one apart', async () => {
    const answer = await app.graphql<{
      reportWeeks: {
        reportId: string;
        currency: string;
        ours: string;
        wb: string | null;
        state: string;
        differences: { name: string; label: string; ours: string; wb: string }[];
      }[];
    }>(WEEKS, { from: '2026-09-07', to: '2026-09-13' }, seller.headers);
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.reportWeeks).toEqual([
      {
        reportId: '400000001',
        currency: 'RUB',
        ours: '1850.00',
        wb: '1850.00',
        state: 'DIFFERENT',
        differences: [
          { name: 'currency:BYN', label: 'Строки в BYN: не входят в выплату в RUB', ours: '40.00', wb: '0.00' },
        ],
      },
    ]);
  });
});

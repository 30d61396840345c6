import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, errorCode } from '../../../test/support/sign-in.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { companyUnitSettings, wbOrders, wbPaidAcceptance, wbPaidStorage, wbSales } from '../../db/schema/index.ts';
import { colleagueOf, sellerWithCompany, type Seller } from '../cards/catalog-fixtures.ts';
import { insertWorkedExample, SET_CARD } from './worked-example.fixtures.ts';
import { recountDailyFigures } from '../../../test/support/daily-figures.ts';

// Saved unit economics inputs (per card and company defaults), the buyout a card's own orders and sales
// give, its storage and paid acceptance from WB's reports, and worked example 11 of docs/money.md through the API.

const TODAY = '2026-10-20';
const UNIT = `query ($o: UnitOverridesInput) { unitEconomics(warehouseName: "Минск", overrides: $o, today: "${TODAY}") {
  acquiringPercent
  rows { nmID buyoutPercent buyoutSource acquiringPercent acquiringSource storageDays storageSource
    acceptanceSource packagingSource deliveryToWbSource
    buyoutFromOrders { percent orders sold days note }
    storageReport { perUnit dateFrom dateTo charged units source }
    acceptanceReport { perUnit dateFrom dateTo charged units source }
    fbs { acceptance packaging deliveryToWb tax profit }
    fbo { storage acceptance packaging deliveryToWb tax profit } }
} }`;
const DEFAULTS = '{ companyUnitSettings { buyoutPercent acquiringPercent acceptance packaging deliveryToWb } }';
const SET_DEFAULTS = `mutation ($d: CompanyUnitSettingsInput!) { setCompanyUnitSettings(data: $d) { id message } }`;
const CARD = '{ cards { nmID buyoutPercent acquiringPercent acceptance packaging deliveryToWb } }';
const SET_TAX = `mutation ($d: CompanyTaxSettingsInput!) { setCompanyTaxSettings(data: $d) { id } }`;

interface Row {
  nmID: number;
  buyoutPercent: string;
  buyoutSource: string;
  acquiringPercent: string;
  acquiringSource: string;
  storageDays: number | null;
  storageSource: string;
  acceptanceSource: string;
  packagingSource: string;
  deliveryToWbSource: string;
  buyoutFromOrders: Record<string, unknown>;
  storageReport: Record<string, unknown>;
  acceptanceReport: Record<string, unknown>;
  fbs: Record<string, string>;
  fbo: Record<string, string>;
}

/** Moscow wall-clock text → instant. */
const msk = (text: string) => new Date(`${text}+03:00`);
const day = (first: string, offset: number) =>
  new Date(Date.parse(`${first}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

const statistics = (companyId: number, srid: string, date: string, incomeId: number | null) => ({
  companyId,
  srid,
  nmId: 501,
  date: msk(`${date}T12:00:00`),
  lastChangeDate: msk(`${date}T12:00:00`),
  warehouseType: 'Склад WB',
  incomeId,
  priceWithDiscKopecks: 145_927,
});

/**
 * The worked example of «Buyout of a card» and «Storage and paid acceptance from WB's reports»: 40
 * orders from 2026-09-02 (4 cancelled), 38 sales and 2 returns; an order before the 90 days that must
 * not count; WB's paid storage report from 2026-09-10 to 2026-10-19, 1.234567 ₽ a day at Коледино, and
 * `perDay` elsewhere for another company.
 */
async function insertCardHistory(app: TestApp, companyId: number, perDay = '1.234567') {
  const db = app.services.db;
  await db.insert(wbOrders).values([
    ...Array.from({ length: 40 }, (_, i) => ({
      ...statistics(companyId, `o-${i}`, day('2026-09-02', i), 9001),
      isCancel: i < 4,
    })),
    { ...statistics(companyId, 'o-old', '2026-07-10', 9002), isCancel: false },
  ]);
  await db.insert(wbSales).values([
    ...Array.from({ length: 12 }, (_, i) => ({
      ...statistics(companyId, `s-${i}`, day('2026-09-05', i), 9001),
      saleId: `S${i}`,
      kind: 'sale' as const,
    })),
    ...Array.from({ length: 26 }, (_, i) => ({
      ...statistics(companyId, `s-late-${i}`, day('2026-09-22', i), 9001),
      saleId: `S-late-${i}`,
      kind: 'sale' as const,
    })),
    {
      ...statistics(companyId, 's-late-0', '2026-10-01', 9001),
      saleId: 'R1',
      kind: 'return' as const,
      priceWithDiscKopecks: -145_927,
    },
    {
      ...statistics(companyId, 's-late-1', '2026-10-02', 9001),
      saleId: 'R2',
      kind: 'return' as const,
      priceWithDiscKopecks: -145_927,
    },
  ]);
  await db.insert(wbPaidStorage).values(
    Array.from({ length: 40 }, (_, i) => ({
      companyId,
      day: day('2026-09-10', i),
      originalDay: day('2026-09-10', i),
      nmId: 501,
      barcode: 'b-501',
      chrtId: 5011,
      officeId: 507,
      giId: 9001,
      warehouseName: 'Коледино',
      vendorCode: 'LH-501',
      units: 64 - i,
      price: perDay,
    })),
  );
}

describe("saved unit economics inputs, buyout from orders, storage and acceptance from WB's reports", () => {
  let app: TestApp;
  let seller: Seller;
  let colleague: Seller;
  let stranger: Seller;
  beforeAll(async () => {
    app = await createTestApp({ DEMO_MODE: 'true' });
    seller = await sellerWithCompany(app, 'unit-settings@example.com');
    colleague = await colleagueOf(app, seller, 'unit-settings-colleague@example.com');
    stranger = await sellerWithCompany(app, 'unit-settings-stranger@example.com');
    await insertWorkedExample(app, seller);
    // Nothing saved comes before the card's own orders and sales.
    await app.graphql(SET_CARD, { id: '501', data: { returnPercent: null } }, seller.headers);
    await insertCardHistory(app, seller.companyId);
    // Another company's rows of the same nmID count for nobody else.
    await insertCardHistory(app, stranger.companyId, '9.99');
    await app.services.db
      .insert(wbSales)
      .values({ ...statistics(stranger.companyId, 'x', '2026-10-19', 9001), saleId: 'S-extra', kind: 'sale' });
    await recountDailyFigures(app.services.db);
  });
  afterAll(() => app.close());

  const unit = async (who: Seller, overrides: Record<string, unknown> = {}) =>
    dataOf(
      await app.graphql<{ unitEconomics: { acquiringPercent: string; rows: Row[] } }>(
        UNIT,
        { o: overrides },
        who.headers,
      ),
    ).unitEconomics;
  const row = async (overrides: Record<string, unknown> = {}) => (await unit(seller, overrides)).rows[0]!;

  it('counts the buyout from the card’s orders and sales and its storage from WB’s paid storage report', async () => {
    expect(await row()).toMatchObject({
      buyoutPercent: '90.00',
      buyoutSource: 'ORDERS',
      buyoutFromOrders: { percent: '90.00', orders: 40, sold: 36, days: 90, note: null },
      storageDays: null,
      storageSource: 'REPORT',
      // The report's last 30 days, 20.09–19.10: 30 × 1.234567 = 37.03701 ₽; orders from WB's warehouses
      // without cancellations on those days: 2026-09-20…2026-10-11, 22.
      storageReport: {
        perUnit: '1.68',
        dateFrom: '2026-09-20',
        dateTo: '2026-10-19',
        charged: '37.04',
        units: 22,
        source: 'по отчёту о платном хранении за 20.09.2026–19.10.2026: 37.04 ₽ ÷ 22 заказа со складов WB без отмен',
      },
      acquiringPercent: '1.50',
      acquiringSource: 'DEFAULT',
      acceptanceSource: 'DEFAULT',
      acceptanceReport: {
        perUnit: null,
        source:
          'нет отчёта — WB ещё не прислал отчёт о платной приёмке (он загружается с токеном категории «Аналитика»)',
      },
      // 37.03701 ÷ 22 = 1.6835… → 1.68; example 1's FBO profit 297.32 with 13.10 of storage: 297.32 + 13.10 − 1.68.
      fbo: { storage: '1.68', profit: '308.74' },
    });
  });

  it('falls back to 30 days at the tariff, and says so, before WB’s storage report has any day', async () => {
    const answer = await app.graphql<{ unitEconomics: { rows: Row[] } }>(
      UNIT.replace(TODAY, '2026-09-05'),
      {},
      seller.headers,
    );
    expect(dataOf(answer).unitEconomics.rows[0]).toMatchObject({
      buyoutSource: 'DEFAULT',
      buyoutFromOrders: {
        percent: null,
        orders: 5,
        note: 'За 90 дней заказов 5: мало, чтобы судить о выкупе (нужно от 10).',
      },
      storageDays: 30,
      storageSource: 'DEFAULT',
      storageReport: {
        perUnit: null,
        source:
          'нет отчёта — WB ещё не прислал отчёт о платном хранении (он загружается с токеном категории «Аналитика»); взято 30 дней по тарифу склада',
      },
      // Example 1's storage: 0.43659 × 30 days.
      fbo: { storage: '13.10' },
    });
  });

  it('lets the what-if win over everything saved or counted', async () => {
    expect(await row({ storageDays: 30, buyoutPercent: '40', acquiringPercent: '2' })).toMatchObject({
      buyoutPercent: '40.00',
      buyoutSource: 'WHAT_IF',
      storageDays: 30,
      storageSource: 'WHAT_IF',
      acquiringPercent: '2.00',
      acquiringSource: 'WHAT_IF',
    });
  });

  it('keeps the card’s fields a save does not name, and clears one sent as null', async () => {
    const save = (data: Record<string, unknown>) => app.graphql(SET_CARD, { id: '501', data }, colleague.headers);
    expect((await save({ packaging: '15', buyoutPercent: '80' })).errors).toBeUndefined();
    expect((await save({ deliveryToWb: '20,5', acquiringPercent: '2.1' })).errors).toBeUndefined();
    const cards = async () =>
      dataOf(await app.graphql<{ cards: Record<string, unknown>[] }>(CARD, {}, seller.headers)).cards;
    expect(await cards()).toEqual([
      {
        nmID: 501,
        buyoutPercent: '80.00',
        acquiringPercent: '2.10',
        acceptance: null,
        packaging: '15.00',
        deliveryToWb: '20.50',
      },
    ]);
    expect(await row()).toMatchObject({
      buyoutPercent: '80.00',
      buyoutSource: 'CARD',
      acquiringPercent: '2.10',
      acquiringSource: 'CARD',
      packagingSource: 'CARD',
      deliveryToWbSource: 'CARD',
      acceptanceSource: 'DEFAULT',
      fbo: { acceptance: '0.00', packaging: '15.00', deliveryToWb: '20.50' },
    });
    await save({ packaging: null, buyoutPercent: null, acquiringPercent: null, deliveryToWb: null });
    expect((await cards())[0]).toMatchObject({ buyoutPercent: null, packaging: null, deliveryToWb: null });
    const history = await app.graphql<{ cardSettingsHistory: { fieldLabel: string; newValue: string | null }[] }>(
      'query { cardSettingsHistory(cardId: "501") { fieldLabel newValue } }',
      {},
      seller.headers,
    );
    expect(dataOf(history).cardSettingsHistory.map((c) => c.fieldLabel)).toContain('Упаковка');
    const refused = await save({ buyoutPercent: '0' });
    expect(refused.errors?.[0]?.message).toBe('Процент выкупа: больше 0 и не больше 100 %.');
    expect((await save({ packaging: '-1' })).errors?.[0]?.message).toBe(
      'Упаковка: не может быть отрицательной суммой.',
    );
  });

  it('uses the company’s defaults for a card without its own, and only an admin sets them, keeping what a save does not name', async () => {
    const refused = await app.graphql(SET_DEFAULTS, { d: { packaging: '1' } }, colleague.headers);
    expect(errorCode(refused)).toBe('FORBIDDEN');
    const saved = await app.graphql(
      SET_DEFAULTS,
      { d: { acceptance: '12.5', packaging: '15', buyoutPercent: '50' } },
      seller.headers,
    );
    expect(saved.errors).toBeUndefined();
    const second = await app.graphql(
      `mutation ($d: CompanyUnitSettingsInput!) { setCompanyUnitSettings(data: $d) {
        id message companyUnitSettings { buyoutPercent acquiringPercent acceptance packaging deliveryToWb }
      } }`,
      { d: { deliveryToWb: '20', acquiringPercent: '1.8' } },
      seller.headers,
    );
    const read = dataOf(await app.graphql(DEFAULTS, {}, colleague.headers));
    expect(read).toEqual({
      companyUnitSettings: {
        buyoutPercent: '50.00',
        acquiringPercent: '1.80',
        acceptance: '12.50',
        packaging: '15.00',
        deliveryToWb: '20.00',
      },
    });
    // The answer carries the defaults as saved: the screen updates from it alone.
    expect(dataOf(second)).toEqual({
      setCompanyUnitSettings: {
        id: String(seller.companyId),
        message: 'Настройки юнит-экономики компании сохранены.',
        companyUnitSettings: read.companyUnitSettings,
      },
    });
    const report = await unit(seller);
    expect(report.acquiringPercent).toBe('1.80');
    // The card's own orders still come before the company's buyout.
    expect(report.rows[0]).toMatchObject({
      buyoutSource: 'ORDERS',
      acquiringSource: 'COMPANY',
      acceptanceSource: 'COMPANY',
      packagingSource: 'COMPANY',
      deliveryToWbSource: 'COMPANY',
      fbo: { acceptance: '12.50', packaging: '15.00', deliveryToWb: '20.00' },
      fbs: { acceptance: '0.00', packaging: '15.00', deliveryToWb: '20.00' },
    });
    await app.graphql(SET_DEFAULTS, { d: { buyoutPercent: null, acquiringPercent: null } }, seller.headers);
    expect(dataOf(await app.graphql(DEFAULTS, {}, seller.headers))).toMatchObject({
      companyUnitSettings: { buyoutPercent: null, acquiringPercent: null, acceptance: '12.50' },
    });
  });

  it('takes paid acceptance from WB’s acceptance report before the company’s default, after the card’s own', async () => {
    await app.services.db.insert(wbPaidAcceptance).values([
      { companyId: seller.companyId, incomeId: 9001, nmId: 501, acceptedOn: '2026-09-01', units: 100, total: '873.04' },
      // Before the 90 days: not counted.
      { companyId: seller.companyId, incomeId: 9002, nmId: 501, acceptedOn: '2026-07-01', units: 500, total: '100000' },
      { companyId: stranger.companyId, incomeId: 9001, nmId: 501, acceptedOn: '2026-09-01', units: 1, total: '999' },
    ]);
    expect(await row()).toMatchObject({
      acceptanceSource: 'REPORT',
      acceptanceReport: {
        perUnit: '8.73',
        dateFrom: '2026-07-22',
        dateTo: '2026-10-19',
        charged: '873.04',
        units: 100,
        source: 'по отчёту о платной приёмке за 22.07.2026–19.10.2026: 873.04 ₽ ÷ 100 шт.',
      },
      // 873.04 ÷ 100 = 8.7304 → 8.73 a unit, FBO only.
      fbo: { acceptance: '8.73' },
      fbs: { acceptance: '0.00' },
    });
  });

  it('counts worked example 11 of docs/money.md to the kopeck', async () => {
    await app.graphql(SET_TAX, { d: { regime: 'USN15' } }, seller.headers);
    await app.graphql(SET_CARD, { id: '501', data: { acceptance: '12.50' } }, seller.headers);
    const counted = await row({ storageDays: 30, prices: [{ nmID: 501, buyoutPercent: '90' }] });
    expect(counted.acceptanceSource).toBe('CARD');
    expect(counted.fbo).toMatchObject({
      acceptance: '12.50',
      packaging: '15.00',
      deliveryToWb: '20.00',
      tax: '50.61',
      profit: '286.77',
    });
    expect(counted.fbs).toMatchObject({ acceptance: '0.00', tax: '53.35', profit: '302.33' });
  });

  it('shows another company nothing of this one and lets it change nothing here', async () => {
    const theirs = await app.graphql('{ unitEconomics { acquiringPercent rows { nmID } } }', {}, stranger.headers);
    expect(dataOf(theirs)).toEqual({ unitEconomics: { acquiringPercent: '1.50', rows: [] } });
    expect(dataOf(await app.graphql(DEFAULTS, {}, stranger.headers))).toEqual({
      companyUnitSettings: {
        buyoutPercent: null,
        acquiringPercent: null,
        acceptance: null,
        packaging: null,
        deliveryToWb: null,
      },
    });
    const before = await app.services.db.select().from(companyUnitSettings);
    expect(errorCode(await app.graphql(SET_CARD, { id: '501', data: { packaging: '1' } }, stranger.headers))).toBe(
      'NOT_FOUND',
    );
    // Its own defaults are its own row: this company's stay as they were.
    await app.graphql(SET_DEFAULTS, { d: { packaging: '99' } }, stranger.headers);
    const after = await app.services.db.select().from(companyUnitSettings);
    expect(after.find((r) => r.companyId === seller.companyId)).toEqual(
      before.find((r) => r.companyId === seller.companyId),
    );
    expect((await row()).fbo).toMatchObject({ packaging: '15.00' });
  });
});

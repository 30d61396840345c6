import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { cardSettings } from '../../db/schema/index.ts';
import { colleagueOf, insertTariffs, sellerWithCompany, type Seller } from '../cards/catalog-fixtures.ts';
import { EXAMPLE_RATES, insertWorkedExample, SET_CARD } from './worked-example.fixtures.ts';

const UNIT = `query ($w: String, $o: UnitOverridesInput) { unitEconomics(warehouseName: $w, overrides: $o) {
  warehouseName taxRegime storageDays acquiringPercent
  rows { nmID capacity firstPrice price discount priceAfterDiscount buyoutPercent
    fbs { commission acquiring logistics storage returns defects tax profit marginPercent roiPercent priceForTargetMargin missing }
    fbo { commission acquiring logistics storagePerDay storage returns defects vat usn tax profit marginPercent roiPercent priceForTargetMargin missing } }
} }`;
const TAX = '{ companyTaxSettings { regime vatRate usnRate vatDeductible } }';
const SET_TAX = `mutation ($d: CompanyTaxSettingsInput!) { setCompanyTaxSettings(data: $d) { id message } }`;

interface UnitAnswer {
  unitEconomics: {
    warehouseName: string;
    taxRegime: string;
    storageDays: number;
    rows: (Record<string, unknown> & { nmID: number; fbs: Record<string, unknown>; fbo: Record<string, unknown> })[];
  };
}

describe('unit economics, tax settings and tenancy', () => {
  let app: TestApp;
  let sellerA: Seller;
  let colleagueA: Seller;
  let sellerB: Seller;
  beforeAll(async () => {
    app = await createTestApp({ DEMO_MODE: 'true' });
    sellerA = await sellerWithCompany(app, 'unit-a@example.com');
    colleagueA = await colleagueOf(app, sellerA, 'unit-a-colleague@example.com');
    sellerB = await sellerWithCompany(app, 'unit-b@example.com');
    await insertWorkedExample(app, sellerA);
    await insertTariffs(app, sellerA.companyId, '2026-09-10', 'Астана', 'Казахстан', { ...EXAMPLE_RATES, base: '80' });
  });
  afterAll(() => app.close());

  const unit = (who: Seller, variables: Record<string, unknown> = {}) =>
    app.graphql<UnitAnswer>(UNIT, variables, who.headers);

  it('gives worked example 1 of docs/money.md through the API', async () => {
    const answer = await unit(sellerA, { w: 'Минск', o: { targetMarginPercent: '30' } });
    const report = answer.data!.unitEconomics;
    expect(report).toMatchObject({
      warehouseName: 'Минск',
      taxRegime: 'USN6',
      storageDays: 30,
      acquiringPercent: '1.50',
    });
    // The card's returns % of 10 makes its buyout 90 %.
    expect(report.rows).toEqual([
      {
        nmID: 501,
        capacity: '6.237',
        firstPrice: '600.00',
        price: '1999.00',
        discount: 27,
        priceAfterDiscount: '1459.27',
        buyoutPercent: '90.00',
        fbs: {
          commission: '306.45',
          acquiring: '21.89',
          logistics: '107.39',
          storage: '0.00',
          returns: '23.86',
          defects: '9.00',
          tax: '87.56',
          profit: '303.12',
          marginPercent: '20.77',
          roiPercent: '50.52',
          priceForTargetMargin: '2444.00',
          missing: null,
        },
        fbo: {
          commission: '284.56',
          acquiring: '21.89',
          logistics: '119.32',
          storagePerDay: '0.44',
          storage: '13.10',
          returns: '26.52',
          defects: '9.00',
          vat: '0.00',
          usn: '87.56',
          tax: '87.56',
          profit: '297.32',
          marginPercent: '20.37',
          roiPercent: '49.55',
          priceForTargetMargin: '2447.00',
          missing: null,
        },
      },
    ]);
  });

  it('counts a card’s buyout and the payment fee from the what-if (worked example 8)', async () => {
    const answer = await unit(sellerA, { w: 'Минск', o: { prices: [{ nmID: 501, buyoutPercent: '40' }] } });
    const row = answer.data!.unitEconomics.rows[0]!;
    expect(row.buyoutPercent).toBe('40.00');
    expect(row.fbo).toMatchObject({ returns: '357.96', profit: '-34.12', marginPercent: '-2.34' });
    expect(row.fbs).toMatchObject({ returns: '322.17', profit: '4.81' });
    const noFee = await unit(sellerA, { w: 'Минск', o: { acquiringPercent: '0', buyoutPercent: '90' } });
    // Example 1 without the 21.89 fee: 297.32 + 21.89.
    expect(noFee.data!.unitEconomics.rows[0]!.fbo).toMatchObject({ acquiring: '0.00', profit: '319.21' });
    const bad = await unit(sellerA, { o: { buyoutPercent: '0' } });
    expect(bad.errors?.[0]?.message).toBe('Процент выкупа: больше 0 и не больше 100.');
  });

  it('refuses to mix the price with a tariff stored in another currency', async () => {
    await insertTariffs(app, sellerA.companyId, '2026-09-10', 'Шымкент', 'Казахстан', {
      ...EXAMPLE_RATES,
      currency: 'KZT',
    });
    const row = (await unit(sellerA, { w: 'Шымкент' })).data!.unitEconomics.rows[0]!;
    const refused = 'Тарифы склада в KZT, а цена в RUB: валюты не смешиваются.';
    expect(row.fbo).toMatchObject({ logistics: null, profit: null, missing: refused });
    expect(row.fbs).toMatchObject({ logistics: null, profit: null, missing: refused });
  });

  it('answers what-if prices, the card’s own commission and the first warehouse by default', async () => {
    await app.graphql(SET_CARD, { id: '501', data: { fboCommission: '10' } }, sellerA.headers);
    const answer = await unit(sellerA, { o: { prices: [{ nmID: 501, price: '2000', discount: 50 }], storageDays: 0 } });
    const report = answer.data!.unitEconomics;
    expect(report.warehouseName).toBe('Астана');
    expect(report.rows[0]).toMatchObject({ price: '2000.00', discount: 50, priceAfterDiscount: '1000.00' });
    expect(report.rows[0]!.fbo).toMatchObject({ commission: '100.00', storage: '0.00', priceForTargetMargin: null });
    await app.graphql(SET_CARD, { id: '501', data: { fboCommission: null } }, sellerA.headers);
  });

  it('prefers WB’s aggregate «Свой склад РФ» when no warehouse is chosen', async () => {
    const rates = {
      base: '78.2',
      liter: '23.8',
      mpBase: '70.38',
      mpLiter: '21.42',
      storageBase: '0.21',
      storageLiter: '0.12',
    };
    await insertTariffs(app, sellerA.companyId, '2026-09-10', 'Свой склад РФ', '', rates);
    const report = (await unit(sellerA)).data!.unitEconomics;
    expect(report.warehouseName).toBe('Свой склад РФ');
    // 78.20 + 23.80 × 5.237 = 202.8406 → 202.84
    expect(report.rows[0]!.fbo).toMatchObject({ logistics: '202.84' });
  });

  it('refuses a warehouse without a box tariff and bad what-if values, in Russian', async () => {
    const unknown = await unit(sellerA, { w: 'Коледино' });
    expect(unknown.errors?.[0]).toMatchObject({
      message: 'Склад «Коледино» не найден в тарифах на короба.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const discount = await unit(sellerA, { o: { prices: [{ nmID: 501, discount: 100 }] } });
    expect(discount.errors?.[0]?.message).toBe('Скидка товара 501: от 0 до 99 %.');
  });

  it('lets only an admin choose the tax, and counts profit with it', async () => {
    expect((await app.graphql(TAX, {}, colleagueA.headers)).data).toEqual({
      companyTaxSettings: { regime: 'USN6', vatRate: null, usnRate: '6.00', vatDeductible: false },
    });
    const refused = await app.graphql(SET_TAX, { d: { regime: 'VAT', vatRate: '20' } }, colleagueA.headers);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const noRate = await app.graphql(SET_TAX, { d: { regime: 'VAT' } }, sellerA.headers);
    expect(noRate.errors?.[0]?.message).toBe('Ставка НДС: укажите процент больше 0 и не больше 100.');
    const saved = await app.graphql(
      `mutation ($d: CompanyTaxSettingsInput!) { setCompanyTaxSettings(data: $d) {
        id message companyTaxSettings { regime vatRate usnRate vatDeductible }
      } }`,
      { d: { regime: 'VAT', vatRate: '20' } },
      sellerA.headers,
    );
    expect(saved.errors).toBeUndefined();
    const read = (await app.graphql(TAX, {}, colleagueA.headers)).data as { companyTaxSettings: unknown };
    expect(read).toEqual({
      companyTaxSettings: { regime: 'VAT', vatRate: '20.00', usnRate: null, vatDeductible: true },
    });
    // The answer carries the settings as saved, so the form updates without asking again.
    expect(saved.data).toMatchObject({ setCompanyTaxSettings: { companyTaxSettings: read.companyTaxSettings } });
    const byRow = async () => (await unit(colleagueA, { w: 'Минск' })).data!.unitEconomics.rows[0]!;
    // Worked example 6 of docs/money.md: a Belarusian company, VAT 20 % with deductions.
    expect((await byRow()).fbo).toMatchObject({ vat: '165.64', usn: '0.00', tax: '165.64', profit: '219.24' });
    await app.graphql(SET_TAX, { d: { regime: 'VAT', vatDeductible: false } }, sellerA.headers);
    // Worked example 4: the same rate, kept, without deductions.
    const row = await byRow();
    expect(row.fbo).toMatchObject({ tax: '243.21', profit: '141.67', marginPercent: '9.71' });
    expect(row.fbs).toMatchObject({ tax: '243.21', profit: '147.47' });
    await app.graphql(SET_TAX, { d: { regime: 'USN6' } }, sellerA.headers);
  });

  it('models the simplified tax at a regional rate with VAT on top (worked example 5)', async () => {
    const regional = await app.graphql(SET_TAX, { d: { regime: 'USN15', usnRate: '4' } }, sellerA.headers);
    expect(regional.errors?.[0]?.message).toBe('Ставка УСН: от 5.00 до 15.00 %.');
    const oddVat = await app.graphql(SET_TAX, { d: { regime: 'USN15', vatRate: '20' } }, sellerA.headers);
    expect(oddVat.errors?.[0]?.message).toBe('НДС на УСН: 5 %, 7 % или 22 % (или без НДС).');
    await app.graphql(SET_TAX, { d: { regime: 'USN15', usnRate: '10', vatRate: '22' } }, sellerA.headers);
    // A save that names only the regime keeps the regional rate and the VAT.
    await app.graphql(SET_TAX, { d: { regime: 'USN15' } }, sellerA.headers);
    expect((await app.graphql(TAX, {}, colleagueA.headers)).data).toEqual({
      companyTaxSettings: { regime: 'USN15', vatRate: '22.00', usnRate: '10.00', vatDeductible: true },
    });
    const row = (await unit(colleagueA, { w: 'Минск' })).data!.unitEconomics.rows[0]!;
    expect(row.fbo).toMatchObject({
      vat: '179.23',
      usn: '20.57',
      tax: '199.80',
      profit: '185.08',
      marginPercent: '12.68',
    });
    await app.graphql(SET_TAX, { d: { regime: 'USN6', usnRate: '6', vatRate: '0' } }, sellerA.headers);
  });

  it('shows a member of another company none of the cards, tariffs or unit rows, and lets them change nothing', async () => {
    const cards = await app.graphql<{ cards: unknown[]; tariffs: unknown[] }>(
      '{ cards { nmID } tariffs { warehouseName } }',
      {},
      sellerB.headers,
    );
    expect(cards.data).toEqual({ cards: [], tariffs: [] });
    expect((await unit(sellerB)).data?.unitEconomics).toMatchObject({ warehouseName: null, rows: [] });
    const before = await app.services.db.select().from(cardSettings);
    const set = await app.graphql(SET_CARD, { id: '501', data: { firstPrice: '1' } }, sellerB.headers);
    expect(set.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const history = await app.graphql('query { cardSettingsHistory(cardId: "501") { field } }', {}, sellerB.headers);
    expect(history.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await app.services.db.select().from(cardSettings)).toEqual(before);
    expect((await app.graphql(TAX, {}, sellerB.headers)).data).toEqual({
      companyTaxSettings: { regime: 'USN6', vatRate: null, usnRate: '6.00', vatDeductible: false },
    });
  });

  it('lets a colleague (not an admin) edit card settings of their own company', async () => {
    const answer = await app.graphql(SET_CARD, { id: '501', data: { titleForTn: 'Футболка' } }, colleagueA.headers);
    expect(answer.errors).toBeUndefined();
  });
});

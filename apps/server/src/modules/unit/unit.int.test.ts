import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { cardSettings } from '../../db/schema/index.ts';
import {
  colleagueOf,
  insertCard,
  insertCommission,
  insertTariffs,
  sellerWithCompany,
  type Seller,
} from '../cards/catalog-fixtures.ts';

const UNIT = `query ($w: String, $o: UnitOverridesInput) { unitEconomics(warehouseName: $w, overrides: $o) {
  warehouseName taxRegime storageDays
  rows { nmID capacity firstPrice price discount priceAfterDiscount
    fbs { commission logistics storage returns defects tax profit marginPercent roiPercent priceForTargetMargin }
    fbo { commission logistics storagePerDay storage returns defects tax profit marginPercent roiPercent priceForTargetMargin } }
} }`;
const SET_CARD = `mutation ($id: ID!, $data: CardSettingsInput!) { setCardSettings(cardId: $id, data: $data) { id } }`;
const TAX = '{ companyTaxSettings { regime vatRate } }';
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
    // The card of worked example 1 in docs/money.md.
    await insertCard(app, sellerA.companyId, {
      nmId: 501,
      vendorCode: 'ПРИМЕР-1',
      dims: [33, 21, 9],
      discount: 27,
      sizes: [{ chrtID: 5011, techSize: 'M', priceKopecks: 199900, discountedPriceKopecks: 145927 }],
    });
    await insertCommission(app, sellerA.companyId, 105, '21', '19.5');
    const rates = {
      base: '46',
      liter: '14',
      mpBase: '41.4',
      mpLiter: '12.6',
      storageBase: '0.07',
      storageLiter: '0.07',
    };
    await insertTariffs(app, sellerA.companyId, '2026-09-10', 'Минск', 'Беларусь', rates);
    await insertTariffs(app, sellerA.companyId, '2026-09-10', 'Астана', 'Казахстан', { ...rates, base: '80' });
    await app.graphql(
      SET_CARD,
      { id: '501', data: { firstPrice: '600', returnPercent: '10', defectPercent: '1.5' } },
      sellerA.headers,
    );
  });
  afterAll(() => app.close());

  const unit = (who: Seller, variables: Record<string, unknown> = {}) =>
    app.graphql<UnitAnswer>(UNIT, variables, who.headers);

  it('gives worked example 1 of docs/money.md through the API', async () => {
    const answer = await unit(sellerA, { w: 'Минск', o: { targetMarginPercent: '30' } });
    const report = answer.data!.unitEconomics;
    expect(report).toMatchObject({ warehouseName: 'Минск', taxRegime: 'USN6', storageDays: 30 });
    expect(report.rows).toEqual([
      {
        nmID: 501,
        capacity: '6.237',
        firstPrice: '600.00',
        price: '1999.00',
        discount: 27,
        priceAfterDiscount: '1459.27',
        fbs: {
          commission: '306.45',
          logistics: '107.39',
          storage: '0.00',
          returns: '10.74',
          defects: '9.00',
          tax: '87.56',
          profit: '338.13',
          marginPercent: '23.17',
          roiPercent: '56.36',
          priceForTargetMargin: '2317.00',
        },
        fbo: {
          commission: '284.56',
          logistics: '119.32',
          storagePerDay: '0.44',
          storage: '13.20',
          returns: '11.93',
          defects: '9.00',
          tax: '87.56',
          profit: '333.70',
          marginPercent: '22.87',
          roiPercent: '55.62',
          priceForTargetMargin: '2320.00',
        },
      },
    ]);
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
      companyTaxSettings: { regime: 'USN6', vatRate: null },
    });
    const refused = await app.graphql(SET_TAX, { d: { regime: 'VAT', vatRate: '20' } }, colleagueA.headers);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const noRate = await app.graphql(SET_TAX, { d: { regime: 'VAT' } }, sellerA.headers);
    expect(noRate.errors?.[0]?.message).toBe('Ставка НДС: укажите процент больше 0 и не больше 100.');
    const saved = await app.graphql(SET_TAX, { d: { regime: 'VAT', vatRate: '20' } }, sellerA.headers);
    expect(saved.errors).toBeUndefined();
    expect((await app.graphql(TAX, {}, colleagueA.headers)).data).toEqual({
      companyTaxSettings: { regime: 'VAT', vatRate: '20.00' },
    });
    const row = (await unit(colleagueA, { w: 'Минск' })).data!.unitEconomics.rows[0]!;
    // Worked example 3 of docs/money.md.
    expect(row.fbo).toMatchObject({ tax: '243.21', profit: '178.05', marginPercent: '12.20' });
    expect(row.fbs).toMatchObject({ tax: '243.21', profit: '182.48' });
    await app.graphql(SET_TAX, { d: { regime: 'USN6' } }, sellerA.headers);
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
      companyTaxSettings: { regime: 'USN6', vatRate: null },
    });
  });

  it('lets a colleague (not an admin) edit card settings of their own company', async () => {
    const answer = await app.graphql(SET_CARD, { id: '501', data: { titleForTn: 'Футболка' } }, colleagueA.headers);
    expect(answer.errors).toBeUndefined();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode } from '../../../test/support/sign-in.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { sellerWithCompany, type Seller } from '../cards/catalog-fixtures.ts';
import { insertWorkedExample } from './worked-example.fixtures.ts';

// «Реклама на продажу» in unit economics: worked example 10 of docs/money.md through the API.

const UNIT = `query ($o: UnitOverridesInput) { unitEconomics(warehouseName: "Минск", overrides: $o) {
  rows { nmID fbs { advert tax profit } fbo { advert tax profit marginPercent } }
} }`;
const SET_TAX = `mutation ($d: CompanyTaxSettingsInput!) { setCompanyTaxSettings(data: $d) { id } }`;

interface UnitAnswer {
  unitEconomics: { rows: { nmID: number; fbs: Record<string, string>; fbo: Record<string, string> }[] };
}

describe('advertising per sale in unit economics', () => {
  let app: TestApp;
  let seller: Seller;
  beforeAll(async () => {
    app = await createTestApp({ DEMO_MODE: 'true' });
    seller = await sellerWithCompany(app, 'unit-advert@example.com');
    await insertWorkedExample(app, seller);
    await app.graphql(SET_TAX, { d: { regime: 'USN15' } }, seller.headers);
  });
  afterAll(() => app.close());

  const unit = (overrides: Record<string, unknown>) => app.graphql<UnitAnswer>(UNIT, { o: overrides }, seller.headers);

  it('takes the card’s advertising per sale off its profit, and off the 15 % tax base', async () => {
    const answer = await unit({ prices: [{ nmID: 501, advertPerSale: '100.00' }] });
    expect(answer.data!.unitEconomics.rows).toEqual([
      {
        nmID: 501,
        fbs: { advert: '100.00', tax: '43.60', profit: '247.08' },
        fbo: { advert: '100.00', tax: '42.73', profit: '242.15', marginPercent: '16.59' },
      },
    ]);
  });

  it('counts nothing for advertising unless given', async () => {
    const answer = await unit({});
    expect(answer.data!.unitEconomics.rows[0]!.fbo).toMatchObject({ advert: '0.00', profit: '327.15' });
  });

  it('refuses a negative advertising cost', async () => {
    expect(errorCode(await unit({ prices: [{ nmID: 501, advertPerSale: '-1' }] }))).toBe('BAD_USER_INPUT');
  });
});

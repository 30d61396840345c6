import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { insertTariffs, sellerWithCompany, type Seller } from '../cards/catalog-fixtures.ts';

const TARIFFS = `{
  tariffs {
    warehouseName geoName
    box { boxDeliveryAndStorageExpr boxDeliveryBase boxDeliveryLiter boxStorageBase boxStorageLiter boxDeliveryMarketplaceBase }
    pallet { palletDeliveryExpr palletDeliveryValueBase palletDeliveryValueLiter palletStorageExpr palletStorageValueExpr }
  }
  tariffsInfo { tariffDate russianWarehousesMissing notice }
}`;

interface TariffsAnswer {
  tariffs: { warehouseName: string; box: Record<string, string> | null; pallet: Record<string, string> | null }[];
  tariffsInfo: { tariffDate: string | null; russianWarehousesMissing: boolean; notice: string | null };
}

const RATES = { base: '46', liter: '14', mpBase: '41.4', mpLiter: '12.6', storageBase: '0.07', storageLiter: '0.07' };

describe('tariffs', () => {
  let app: TestApp;
  let before: Seller;
  let after: Seller;
  beforeAll(async () => {
    app = await createTestApp({ DEMO_MODE: 'true' });
    before = await sellerWithCompany(app, 'tariffs-july@example.com');
    after = await sellerWithCompany(app, 'tariffs-sept@example.com');
    // An older day that must not show, then the latest day with a Russian warehouse and one abroad.
    await insertTariffs(app, before.companyId, '2026-07-30', 'Коледино', 'Центральный федеральный округ', {
      ...RATES,
      base: '99',
    });
    await insertTariffs(app, before.companyId, '2026-07-31', 'Коледино', 'Центральный федеральный округ', RATES);
    await insertTariffs(app, before.companyId, '2026-07-31', 'Минск', 'Беларусь', { ...RATES, liter: '11.2000' });
    // After 15 Aug 2026 WB sends only warehouses abroad and the "Свой склад РФ" aggregate.
    await insertTariffs(app, after.companyId, '2026-09-10', 'Минск', 'Беларусь', RATES);
    await insertTariffs(app, after.companyId, '2026-09-10', 'Свой склад РФ', '', RATES);
  });
  afterAll(() => app.close());

  it('lists the latest day, one row per warehouse, values as exact decimals', async () => {
    const answer = await app.graphql<TariffsAnswer>(TARIFFS, {}, before.headers);
    expect(answer.data?.tariffs).toEqual([
      {
        warehouseName: 'Коледино',
        geoName: 'Центральный федеральный округ',
        box: {
          boxDeliveryAndStorageExpr: '160',
          boxDeliveryBase: '46',
          boxDeliveryLiter: '14',
          boxStorageBase: '0.07',
          boxStorageLiter: '0.07',
          boxDeliveryMarketplaceBase: '41.4',
        },
        pallet: {
          palletDeliveryExpr: '170',
          palletDeliveryValueBase: '49',
          palletDeliveryValueLiter: '14.5',
          palletStorageExpr: '145',
          palletStorageValueExpr: '39.75',
        },
      },
      expect.objectContaining({ warehouseName: 'Минск', box: expect.objectContaining({ boxDeliveryLiter: '11.2' }) }),
    ]);
    expect(answer.data?.tariffsInfo).toEqual({
      tariffDate: '2026-07-31',
      russianWarehousesMissing: false,
      notice: null,
    });
  });

  it('says when WB left out the warehouses in Russia', async () => {
    const answer = await app.graphql<TariffsAnswer>(TARIFFS, {}, after.headers);
    expect(answer.data?.tariffs.map((t) => t.warehouseName)).toEqual(['Минск', 'Свой склад РФ']);
    expect(answer.data?.tariffsInfo).toMatchObject({ tariffDate: '2026-09-10', russianWarehousesMissing: true });
    expect(answer.data?.tariffsInfo.notice).toMatch(
      /^С 15 августа 2026 года WB временно не отдаёт тарифы складов в России/,
    );
  });

  it('shows each company only its own tariffs', async () => {
    const answer = await app.graphql<TariffsAnswer>(TARIFFS, {}, after.headers);
    expect(answer.data?.tariffs.some((t) => t.warehouseName === 'Коледино')).toBe(false);
  });

  it('is for signed-in members of a company', async () => {
    const answer = await app.graphql(TARIFFS);
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

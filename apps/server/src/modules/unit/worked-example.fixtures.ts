import type { TestApp } from '../../../test/support/test-app.ts';
import { insertCard, insertCommission, insertTariffs, type Seller } from '../cards/catalog-fixtures.ts';

export const SET_CARD = `mutation ($id: ID!, $data: CardSettingsInput!) { setCardSettings(cardId: $id, data: $data) { id } }`;

/** The box tariffs of worked example 1 (docs/money.md), per litre and per base litre, rubles. */
export const EXAMPLE_RATES = {
  base: '46',
  liter: '14',
  mpBase: '41.4',
  mpLiter: '12.6',
  storageBase: '0.07',
  storageLiter: '0.07',
};

/**
 * Worked example 1 of docs/money.md in `seller`'s company: card 501 with its commission, the Минск
 * tariffs in force from 2026-09-10, and its cost price, returns and defects.
 */
export async function insertWorkedExample(app: TestApp, seller: Seller): Promise<void> {
  await insertCard(app, seller.companyId, {
    nmId: 501,
    vendorCode: 'ПРИМЕР-1',
    dims: [33, 21, 9],
    discount: 27,
    sizes: [{ chrtID: 5011, techSize: 'M', priceKopecks: 199900, discountedPriceKopecks: 145927 }],
  });
  await insertCommission(app, seller.companyId, 105, '21', '19.5');
  await insertTariffs(app, seller.companyId, '2026-09-10', 'Минск', 'Беларусь', EXAMPLE_RATES);
  await app.graphql(
    SET_CARD,
    { id: '501', data: { firstPrice: '600', returnPercent: '10', defectPercent: '1.5' } },
    seller.headers,
  );
}

import { InMemoryCache } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import type { UnitEconomicsQuery } from '../../gql/graphql.ts';
import { typePolicies } from '../../shared/apollo.ts';
import { UNIT_ECONOMICS } from './unit.graphql.ts';

// The cache needs each object's __typename, which the generated answer types leave out.
function scheme(profit: string) {
  return {
    __typename: 'UnitScheme',
    commissionPercent: '19.50',
    commission: '97.50',
    acquiring: '7.50',
    logistics: '60.00',
    storagePerDay: '0.30',
    storage: '9.00',
    returns: '6.67',
    defects: null,
    advert: '0.00',
    acceptance: '0.00',
    packaging: '0.00',
    deliveryToWb: '0.00',
    vat: null,
    usn: '30.00',
    tax: '30.00',
    profit,
    marginPercent: null,
    roiPercent: null,
    priceForTargetMargin: null,
    missing: null,
  };
}

function answer(price: string, profit: string) {
  return {
    unitEconomics: {
      __typename: 'UnitEconomics',
      warehouseName: 'Коледино',
      taxRegime: 'USN6',
      storageDays: 30,
      acquiringPercent: '1.50',
      rows: [
        {
          __typename: 'UnitEconomicsRow',
          nmID: 301,
          vendorCode: 'ФУТ-01',
          title: 'Футболка',
          subjectName: 'Футболки',
          capacity: '1.000',
          firstPrice: '700.00',
          price,
          discount: 0,
          priceAfterDiscount: price,
          buyoutPercent: '90.00',
          buyoutSource: 'WHAT_IF',
          buyoutFromOrders: {
            __typename: 'UnitBuyoutFromOrders',
            percent: null,
            orders: 0,
            sold: 0,
            days: 30,
            note: null,
          },
          acquiringPercent: '1.50',
          acquiringSource: 'DEFAULT',
          storageDays: 30,
          storageSource: 'WHAT_IF',
          storageReport: {
            __typename: 'UnitFromReport',
            perUnit: null,
            dateFrom: null,
            dateTo: null,
            charged: '0.00',
            units: 0,
            source: 'нет отчёта',
          },
          acceptanceSource: 'DEFAULT',
          acceptanceReport: {
            __typename: 'UnitFromReport',
            perUnit: null,
            dateFrom: null,
            dateTo: null,
            charged: '0.00',
            units: 0,
            source: 'нет отчёта',
          },
          packagingSource: 'DEFAULT',
          deliveryToWbSource: 'DEFAULT',
          fbs: scheme(profit),
          fbo: scheme(profit),
        },
      ],
    },
  } as unknown as UnitEconomicsQuery;
}

describe('unit economics in the cache', () => {
  it('keeps the answer for WB’s prices when a what-if price of the same card is answered', () => {
    const cache = new InMemoryCache({ typePolicies });
    const wbPrices = { warehouseName: null, overrides: { storageDays: 30, buyoutPercent: '90' } };
    const whatIf = {
      warehouseName: null,
      overrides: { storageDays: 30, buyoutPercent: '90', prices: [{ nmID: 301, price: '9999' }] },
    };
    cache.writeQuery({ query: UNIT_ECONOMICS, variables: wbPrices, data: answer('500.00', '120.35') });
    cache.writeQuery({ query: UNIT_ECONOMICS, variables: whatIf, data: answer('9999.00', '7421.80') });

    const back = cache.readQuery({ query: UNIT_ECONOMICS, variables: wbPrices })!.unitEconomics.rows[0]!;
    expect([back.price, back.fbo?.profit, back.fbs?.profit]).toEqual(['500.00', '120.35', '120.35']);
  });
});

import { describe, expect, it } from 'vitest';
import type { UnitRow, UnitScheme } from './unit.graphql.ts';
import { taxLabel } from '../../shared/tax-settings/index.ts';
import {
  matchesSearch,
  missingReason,
  overridesInput,
  parseAcquiring,
  parseBuyout,
  parseDiscount,
} from './unit-view.ts';

const scheme = (overrides: Partial<UnitScheme>): UnitScheme => ({
  commissionPercent: '19.50',
  commission: '284.56',
  acquiring: '21.89',
  logistics: '119.32',
  storagePerDay: '0.44',
  storage: '13.10',
  returns: '13.26',
  defects: '9.00',
  advert: '0.00',
  acceptance: '0.00',
  packaging: '0.00',
  deliveryToWb: '0.00',
  vat: '0.00',
  usn: '87.56',
  tax: '87.56',
  profit: '310.58',
  marginPercent: '21.28',
  roiPercent: '51.76',
  priceForTargetMargin: null,
  missing: null,
  ...overrides,
});

const row = (overrides: Partial<UnitRow>): UnitRow => ({
  nmID: 501,
  vendorCode: 'ПРИМЕР-1',
  title: null,
  subjectName: null,
  capacity: '6.237',
  firstPrice: '600.00',
  price: '1999.00',
  discount: 27,
  priceAfterDiscount: '1459.27',
  buyoutPercent: '90.00',
  buyoutSource: 'CARD_RETURNS',
  buyoutFromOrders: { percent: null, orders: 0, sold: 0, days: 90, note: null },
  acquiringPercent: '1.50',
  acquiringSource: 'DEFAULT',
  storageDays: 30,
  storageSource: 'DEFAULT',
  storageReport: {
    perUnit: null,
    dateFrom: null,
    dateTo: null,
    charged: '0.00',
    units: 0,
    source: 'нет отчёта — WB ещё не прислал отчёт',
  },
  acceptanceSource: 'DEFAULT',
  acceptanceReport: {
    perUnit: null,
    dateFrom: null,
    dateTo: null,
    charged: '0.00',
    units: 0,
    source: 'нет отчёта — WB ещё не прислал отчёт',
  },
  packagingSource: 'DEFAULT',
  deliveryToWbSource: 'DEFAULT',
  fbs: null,
  fbo: null,
  ...overrides,
});

describe('the unit economics screen', () => {
  it('says what is missing when profit is empty', () => {
    expect(missingReason(row({}), scheme({}))).toBeNull();
    expect(missingReason(row({ firstPrice: null }), scheme({ profit: null }))).toBe('задайте себестоимость');
    expect(missingReason(row({ capacity: null }), scheme({ profit: null, logistics: null }))).toBe('нет габаритов');
    expect(missingReason(row({}), scheme({ profit: null, logistics: null }))).toBe('нет тарифа склада');
    expect(missingReason(row({ price: null }), null)).toBe('нет цены на WB');
    const noStorage = 'Нет тарифа хранения склада: прибыль FBO не посчитать.';
    expect(missingReason(row({}), scheme({ profit: null, storage: null, missing: noStorage }))).toBe(
      'Нет тарифа хранения склада: прибыль FBO не посчитать',
    );
  });

  it('sends the buyout of a card, the company-wide buyout and the payment fee', () => {
    expect(
      overridesInput({ 501: { buyoutPercent: '40' } }, 30, null, { buyoutPercent: '90', acquiringPercent: '2' }),
    ).toEqual({
      storageDays: 30,
      prices: [{ nmID: 501, buyoutPercent: '40' }],
      buyoutPercent: '90',
      acquiringPercent: '2',
    });
    expect(parseBuyout('40')).toBe('40');
    expect(parseBuyout('0')).toBeNull();
    expect(parseBuyout('100,5')).toBeNull();
    expect(parseAcquiring('1,5')).toBe('1.5');
    expect(parseAcquiring('100')).toBeNull();
  });

  it('sends the what-if prices, days on the shelf and the target margin', () => {
    expect(overridesInput({ 501: { price: '2100' }, 502: { discount: 10 } }, 30, '30')).toEqual({
      storageDays: 30,
      prices: [
        { nmID: 501, price: '2100' },
        { nmID: 502, discount: 10 },
      ],
      targetMarginPercent: '30',
    });
    expect(overridesInput({}, 0, null)).toEqual({ storageDays: 0 });
    // No days typed: each card counts its own turnover.
    expect(overridesInput({}, null, null)).toEqual({});
  });

  it('reads a discount and names the tax regime', () => {
    expect(parseDiscount('27')).toBe(27);
    expect(parseDiscount('100')).toBeNull();
    expect(parseDiscount('2,5')).toBeNull();
    expect(taxLabel('USN6', null)).toBe('УСН 6 % с доходов');
    expect(taxLabel('USN15', null, { usnRate: '10' })).toBe('УСН 10 % с доходов минус расходы');
    expect(taxLabel('VAT', '20.00')).toBe('НДС 20 % в цене');
    expect(taxLabel('VAT', '20.00', { vatDeductible: true })).toBe('НДС 20 % в цене, с вычетами');
    expect(taxLabel('USN15', '22.00', { usnRate: '10.00', vatDeductible: true })).toBe(
      'УСН 10 % с доходов минус расходы + НДС 22 %, с вычетами',
    );
    expect(taxLabel('USN6', '5.00', { usnRate: '6.00' })).toBe('УСН 6 % с доходов + НДС 5 %');
  });

  it('finds cards by vendor code, title or nmID, in any case', () => {
    const row = { nmID: 152221821, vendorCode: 'LH-0149-10', title: 'Футболка женская' };
    expect(matchesSearch(row, '')).toBe(true);
    expect(matchesSearch(row, 'lh-0149')).toBe(true);
    expect(matchesSearch(row, 'ФУТБОЛКА')).toBe(true);
    expect(matchesSearch(row, '2221821')).toBe(true);
    expect(matchesSearch(row, 'носки')).toBe(false);
    expect(matchesSearch({ ...row, title: null }, 'футболка')).toBe(false);
  });
});

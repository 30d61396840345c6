import { describe, expect, it } from 'vitest';
import type { UnitRow, UnitScheme } from './unit.graphql.ts';
import { taxLabel } from '../../shared/tax-settings/index.ts';
import { matchesSearch, missingReason, overridesInput, parseDiscount } from './unit-view.ts';

const scheme = (overrides: Partial<UnitScheme>): UnitScheme => ({
  commissionPercent: '19.50',
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
  priceForTargetMargin: null,
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
  });

  it('reads a discount and names the tax regime', () => {
    expect(parseDiscount('27')).toBe(27);
    expect(parseDiscount('100')).toBeNull();
    expect(parseDiscount('2,5')).toBeNull();
    expect(taxLabel('USN6', null)).toBe('УСН 6 % с доходов');
    expect(taxLabel('VAT', '20.00')).toBe('НДС 20 % в цене');
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

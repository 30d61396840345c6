import { describe, expect, it } from 'vitest';
import {
  buyoutFromOrdersText,
  changedUnitSettings,
  turnoverText,
  unitFieldError,
  unitSettingsForm,
} from './unit-settings-form.ts';

describe('the saved inputs of unit economics', () => {
  it('sends only what the seller changed, and an emptied field as cleared', () => {
    const before = unitSettingsForm({ buyoutPercent: '80.00', packaging: '15.00', acceptance: null });
    expect(before).toEqual({
      buyoutPercent: '80,00',
      acquiringPercent: '',
      acceptance: '',
      packaging: '15,00',
      deliveryToWb: '',
    });
    const after = { ...before, buyoutPercent: '', deliveryToWb: '20,5' };
    expect(changedUnitSettings(before, after)).toEqual({ buyoutPercent: null, deliveryToWb: '20.5' });
    expect(changedUnitSettings(before, before)).toEqual({});
  });

  it('refuses what the server would, in Russian', () => {
    expect(unitFieldError('buyoutPercent', '0')).toBe('Больше 0 и не больше 100 %');
    expect(unitFieldError('buyoutPercent', '100')).toBeNull();
    expect(unitFieldError('acquiringPercent', '100')).toBe('От 0 до 99,99 %');
    expect(unitFieldError('packaging', '-1')).toBe('Сумма не меньше 0, до двух знаков после запятой');
    expect(unitFieldError('packaging', '')).toBeNull();
  });

  it('says how the buyout and the storage days were found', () => {
    expect(
      buyoutFromOrdersText({ buyoutFromOrders: { percent: '90.00', orders: 40, sold: 36, days: 90, note: null } }),
    ).toBe('90\u00a0%: выкуплено 36 из 40 заказов за 90 дней');
    expect(turnoverText({ turnover: { stock: 64, sold: 24, salesDays: 30, days: 80, note: null } })).toBe(
      '80 дней: остаток на складах WB ≈ 64 шт. (по поставкам FBO за 90 дней) ÷ 24 продажи за 30 дней',
    );
    const note = 'Нет продаж со складов WB за 30 дней.';
    expect(turnoverText({ turnover: { stock: 10, sold: 0, salesDays: 30, days: null, note } })).toBe(
      `${note} Взято 30 дней.`,
    );
  });
});

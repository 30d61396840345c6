import { describe, expect, it } from 'vitest';
import {
  buyoutFromOrdersText,
  changedUnitSettings,
  storageText,
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

  it('says how the buyout and the storage were found', () => {
    expect(
      buyoutFromOrdersText({ buyoutFromOrders: { percent: '90.00', orders: 40, sold: 36, days: 90, note: null } }),
    ).toBe('90\u00a0%: выкуплено 36 из 40 заказов за 90 дней');
    const report = (source: string) => ({
      perUnit: null,
      dateFrom: null,
      dateTo: null,
      charged: '0.00',
      units: 0,
      source,
    });
    const measured =
      'по отчёту о платном хранении за 27.10.2026–25.11.2026: 1234.57 ₽ ÷ 57 заказов со складов WB без отмен';
    expect(storageText({ storageSource: 'REPORT', storageDays: null, storageReport: report(measured) })).toBe(measured);
    expect(storageText({ storageSource: 'WHAT_IF', storageDays: 45, storageReport: report(measured) })).toBe(
      'введено «что если»: 45 дн. по тарифу склада',
    );
    const none = 'нет отчёта — WB ещё не прислал отчёт о платном хранении';
    expect(storageText({ storageSource: 'DEFAULT', storageDays: 30, storageReport: report(none) })).toBe(none);
  });
});

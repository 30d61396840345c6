import { describe, expect, it } from 'vitest';
import { acceptanceFromReport, storageFromReport } from './card-storage.ts';

const DAYS = { from: '2026-10-27', to: '2026-11-25' };

describe("a card's storage and paid acceptance per unit from WB's reports", () => {
  it("divides the storage WB charged over the report's days by the orders from WB's warehouses of those days", () => {
    // 1 234.567891 ₽ over 30 days, 57 orders without cancellations: 21.659… → 21.66 a unit.
    const storage = storageFromReport(DAYS, 1_234_567_891n, 57);
    expect(storage.perUnit).toBe(2166);
    expect(storage.chargedKopecks).toBe(123457);
    expect(storage.source).toBe(
      'по отчёту о платном хранении за 27.10.2026–25.11.2026: 1234.57 ₽ ÷ 57 заказов со складов WB без отмен',
    );
  });

  it('rounds half up once, from the exact charge', () => {
    // 0.125 ₽ ÷ 1 = 12.5 kopecks → 13; 0.124999 ₽ → 12.
    expect(storageFromReport(DAYS, 125_000n, 1).perUnit).toBe(13);
    expect(storageFromReport(DAYS, 124_999n, 1).perUnit).toBe(12);
  });

  it('is 0 when the report holds no charge for the card, and says so', () => {
    const storage = storageFromReport(DAYS, undefined, 12);
    expect(storage.perUnit).toBe(0);
    expect(storage.source).toBe('по отчёту о платном хранении за 27.10.2026–25.11.2026: WB не начислял хранение');
  });

  it('gives no figure without orders to divide by, or without a report, and says why', () => {
    const noOrders = storageFromReport(DAYS, 50_000_000n, 0);
    expect(noOrders.perUnit).toBeNull();
    expect(noOrders.source).toMatch(/^нет отчёта — за 27\.10\.2026–25\.11\.2026 WB начислил хранение 50\.00 ₽/);
    const none = storageFromReport(null, undefined, 9);
    expect(none.perUnit).toBeNull();
    expect(none.source).toMatch(/^нет отчёта — WB ещё не прислал отчёт о платном хранении/);
  });

  it('divides the acceptance charge by the units WB accepted', () => {
    const acceptance = acceptanceFromReport(DAYS, { micro: 873_040_000n, units: 40 });
    expect(acceptance.perUnit).toBe(2183); // 873.04 / 40 = 21.826 → 21.83
    expect(acceptance.source).toBe('по отчёту о платной приёмке за 27.10.2026–25.11.2026: 873.04 ₽ ÷ 40 шт.');
    expect(acceptanceFromReport(DAYS, undefined).perUnit).toBeNull();
    expect(acceptanceFromReport(null, undefined).source).toMatch(/^нет отчёта — /);
  });
});

import { describe, expect, it } from 'vitest';
import { offerPeriod } from './use-advert-offers.ts';
import { overridesInput } from './unit-view.ts';

describe('advertising per sale on /unit', () => {
  it('offers the last 30 Moscow days, today included', () => {
    // 21:30 UTC on 30 Nov is already 1 Dec in Moscow.
    expect(offerPeriod(new Date('2026-11-30T21:30:00Z'))).toEqual({ from: '2026-11-02', to: '2026-12-01' });
    expect(offerPeriod(new Date('2026-11-30T20:59:00Z'))).toEqual({ from: '2026-11-01', to: '2026-11-30' });
  });

  it('sends the taken figure with the card’s other what-ifs', () => {
    expect(overridesInput({ 501: { advertPerSale: '667.29' } }, 30, null)).toEqual({
      storageDays: 30,
      prices: [{ nmID: 501, advertPerSale: '667.29' }],
    });
  });
});

import { describe, expect, it } from 'vitest';
import { countedWhatIf, offerPeriod, withAdvertDefaults } from './use-advert-offers.ts';
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

  it('counts each advertised card’s cost per sale by default, unless typed, switched off or without sales', () => {
    const cards = [
      { nm: 501, spend: '1334.57', sales: 2, costPerSale: '667.29' },
      { nm: 502, spend: '50.00', sales: 0, costPerSale: null },
      { nm: 503, spend: '10.00', sales: 1, costPerSale: '10.00' },
    ];
    const typed = { 503: { advertPerSale: '0' }, 504: { price: '100' } };
    expect(withAdvertDefaults(typed, cards, true)).toEqual({
      501: { advertPerSale: '667.29' },
      503: { advertPerSale: '0' },
      504: { price: '100' },
    });
    expect(withAdvertDefaults(typed, cards, false)).toBe(typed);
  });

  it('asks for no profit until the advertising counted by default has come, unless advertising is off', () => {
    const typed = { 504: { price: '100' } };
    const offers = [{ nm: 501, spend: '1334.57', sales: 2, costPerSale: '667.29' }];
    expect(countedWhatIf(typed, { cards: [], loaded: false }, true)).toBeNull();
    expect(countedWhatIf(typed, { cards: [], loaded: false }, false)).toBe(typed);
    expect(countedWhatIf(typed, { cards: offers, loaded: true }, true)).toEqual({
      501: { advertPerSale: '667.29' },
      504: { price: '100' },
    });
    // No campaigns at all is an answer too: the profit is counted without advertising.
    expect(countedWhatIf(typed, { cards: [], loaded: true }, true)).toEqual(typed);
  });
});

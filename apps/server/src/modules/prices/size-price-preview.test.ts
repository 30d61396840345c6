import { describe, expect, it } from 'vitest';
import { pricingRounds } from './size-price-preview.service.ts';

describe('the rounds of a size preview', () => {
  it('holds at most one price of a card per round, each price once, cards sharing rounds', () => {
    const rounds = pricingRounds([
      { nmID: 1, price: 100_000 },
      { nmID: 1, price: 120_000 },
      { nmID: 2, price: 50_000 },
      { nmID: 1, price: 100_000 },
      { nmID: 1, price: 90_000 },
      { nmID: 2, price: 55_000 },
    ]);
    expect(rounds.map((round) => [...round])).toEqual([
      [
        [1, 100_000],
        [2, 50_000],
      ],
      [
        [1, 120_000],
        [2, 55_000],
      ],
      [[1, 90_000]],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { NO_SUMS, payout } from './report-money.ts';

describe("a week's payout (docs/money.md, «The loyalty programme and instalments»)", () => {
  it('adds the compensated discount and subtracts the withheld points and the cost of taking part', () => {
    const week = {
      ...NO_SUMS,
      rowCount: 4,
      forPay: 1_000_000,
      delivery: 120_000,
      storage: 30_000,
      cashbackAmount: 25_000,
      cashbackDiscount: 18_000,
      cashbackCommissionChange: 4_000,
    };
    expect(payout(week)).toBe(839_000);
    expect(payout({ ...week, cashbackAmount: 0, cashbackDiscount: 0, cashbackCommissionChange: 0 })).toBe(850_000);
  });
});

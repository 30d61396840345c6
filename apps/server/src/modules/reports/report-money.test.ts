import { describe, expect, it } from 'vitest';
import { payout, type ReportSums } from './report-money.ts';

const NONE: ReportSums = {
  rowCount: 0,
  forPay: 0,
  delivery: 0,
  storage: 0,
  acceptance: 0,
  deduction: 0,
  penalty: 0,
  additionalPayment: 0,
  cashbackAmount: 0,
  cashbackDiscount: 0,
  cashbackCommissionChange: 0,
};

describe("a week's payout (docs/money.md, «The loyalty programme and instalments»)", () => {
  it('adds the compensated discount and subtracts the withheld points and the cost of taking part', () => {
    const week = {
      ...NONE,
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

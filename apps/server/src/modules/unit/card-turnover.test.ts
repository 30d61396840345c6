import { describe, expect, it } from 'vitest';
import { MAX_STORAGE_DAYS, MIN_SALES_FOR_TURNOVER, turnoverDays } from './card-turnover.ts';

describe("a card's days on WB's shelf", () => {
  it('counts stock ÷ sales per day once the card sells often enough to tell its pace', () => {
    expect(turnoverDays(64, 24)).toEqual({ stock: 64, sold: 24, days: 80, note: null });
    expect(turnoverDays(100, MIN_SALES_FOR_TURNOVER).days).toBe(300);
  });

  it('leaves the days to the default when a month has fewer sales than that, and says why', () => {
    const few = turnoverDays(136, MIN_SALES_FOR_TURNOVER - 1);
    expect(few.days).toBeNull();
    expect(few.note).toBe(
      `За 30 дней продано со складов WB ${MIN_SALES_FOR_TURNOVER - 1}: мало, чтобы судить об оборачиваемости (нужно от ${MIN_SALES_FOR_TURNOVER}).`,
    );
  });

  it('never goes beyond the longest storage', () => {
    expect(turnoverDays(100_000, MIN_SALES_FOR_TURNOVER).days).toBe(MAX_STORAGE_DAYS);
  });
});

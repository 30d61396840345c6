import { lastDays as lastMoscowDays } from '../../shared/period.ts';

/** The period a screen shows: the last `days` Moscow days up to today, as the advert queries name it. */
export function lastDays(days: number, now = new Date()): { from: string; to: string } {
  const { dateFrom, dateTo } = lastMoscowDays(days, now);
  return { from: dateFrom, to: dateTo };
}

export const PERIODS = [7, 14, 30] as const;

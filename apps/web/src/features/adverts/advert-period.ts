import { lastDays as lastMoscowDays } from '../../shared/period.ts';
import { urlParam } from '../../shared/url-state/url-params.ts';

/** The period a screen shows: the last `days` Moscow days up to today, as the advert queries name it. */
export function lastDays(days: number, now = new Date()): { from: string; to: string } {
  const { dateFrom, dateTo } = lastMoscowDays(days, now);
  return { from: dateFrom, to: dateTo };
}

export const PERIODS = [7, 14, 30] as const;

/** The period of a campaign screen in the address: one of PERIODS, or the screen's default. */
export const daysParam = (fallback: (typeof PERIODS)[number]) =>
  urlParam<number>(fallback, (raw) => (PERIODS.some((d) => String(d) === raw) ? Number(raw) : null), String);

import { addDays, moscowToday } from './moscow-time.ts';
import type { Period } from './period.ts';

/** The longest period of a report screen (the server's limit). */
export const REPORT_MAX_DAYS = 93;

/** The last four weeks WB has reported (Monday to Sunday) before today in Moscow, the screen's first period. */
export function lastReportedWeeks(now: Date, weeks = 4): Period {
  const today = moscowToday(now);
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const lastSunday = addDays(today, -(weekday + 1));
  return { dateFrom: addDays(lastSunday, 1 - weeks * 7), dateTo: lastSunday };
}

/** The period a link names (`?dateFrom=…&dateTo=…`, as /main's warning of a week links it); null without both. */
export function linkedPeriod(params: URLSearchParams): Period | null {
  const dateFrom = params.get('dateFrom') ?? '';
  const dateTo = params.get('dateTo') ?? '';
  return /^\d{4}-\d{2}-\d{2}$/.test(dateFrom) && /^\d{4}-\d{2}-\d{2}$/.test(dateTo) ? { dateFrom, dateTo } : null;
}

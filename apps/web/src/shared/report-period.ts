import { addDays, moscowToday } from './moscow-time.ts';
import { periodProblem, type Period } from './period.ts';

/** The longest period of a report screen (the server's limit). */
export const REPORT_MAX_DAYS = 93;

/** The last four weeks WB has reported (Monday to Sunday) before today in Moscow, the screen's first period. */
export function lastReportedWeeks(now: Date, weeks = 4): Period {
  const today = moscowToday(now);
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const lastSunday = addDays(today, -(weekday + 1));
  return { dateFrom: addDays(lastSunday, 1 - weeks * 7), dateTo: lastSunday };
}

/** A report screen's period when the address names none: the last four weeks WB has reported. */
export const lastReportedPeriod = () => lastReportedWeeks(new Date());

/** Why a report screen cannot ask for the period (too long, reversed), or null. */
export const reportPeriodProblem = (period: Period) => periodProblem(period, REPORT_MAX_DAYS);

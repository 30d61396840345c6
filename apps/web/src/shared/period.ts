// The period of a screen: whole Moscow days, both ends included, as WB counts them.
import { addDays, daysInPeriod, moscowToday } from './moscow-time.ts';
import { countOf } from './plural.ts';

export interface Period {
  dateFrom: string;
  dateTo: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The last `days` Moscow days, today included. */
export function lastDays(days: number, now: Date = new Date()): Period {
  const dateTo = moscowToday(now);
  return { dateFrom: addDays(dateTo, 1 - days), dateTo };
}

/** What is wrong with a period the seller typed, in the server's words; null when it can be asked. */
export function periodProblem({ dateFrom, dateTo }: Period, maxDays: number): string | null {
  if (!DAY.test(dateFrom) || !DAY.test(dateTo)) return 'Укажите начало и конец периода';
  if (dateFrom > dateTo) return 'Начало периода позже его конца';
  if (daysInPeriod(dateFrom, dateTo) > maxDays)
    return `Период — не больше ${countOf(maxDays, ['дня', 'дней', 'дней'])}`;
  return null;
}

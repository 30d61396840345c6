import { parseWbTime } from '@seller-helper/wb';
import { appError } from '../../graphql/errors.ts';
import { DAY_MS, formatDay, moscowDay, moscowDayStart } from '../../lib/moscow-time.ts';

// WB counts statistics days in Moscow time (lib/moscow-time.ts); a period is whole Moscow days.

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** The longest period a list, chart or export covers: a year and a day, so any calendar year fits. */
export const MAX_PERIOD_DAYS = 366;

/** Up to this many rows in one answer of `orders`/`sales`, as WB's own call answers (about 80 000). */
export const STATISTICS_ANSWER_ROWS = 80_000;

/** A period of whole Moscow days: `from` is the first instant of the first day, `to` the first instant after the last. */
export interface MskPeriod {
  dateFrom: string;
  dateTo: string;
  from: Date;
  to: Date;
}

const badInput = (message: string, field: string) => appError('BAD_USER_INPUT', message, { field });

function isRealDay(day: string): boolean {
  const at = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === day;
}

/**
 * WB's `dateFrom` as WB reads it: a day or a date-time (RFC 3339); without a zone it is Moscow time.
 * A bare day is its Moscow midnight.
 */
export function readWbMoment(text: string, field: string): Date {
  const value = text.trim();
  const refusal = `«${field}»: «${text}» — не дата. Ожидается ГГГГ-ММ-ДД или дата и время, например 2026-03-31T09:30:00.`;
  if (!(DATE.test(value) && isRealDay(value)) && !(DATE_TIME.test(value) && isRealDay(value.slice(0, 10))))
    throw badInput(refusal, field);
  const at = parseWbTime(value);
  if (!at) throw badInput(refusal, field);
  return at;
}

/** WB's `flag`: 0 (or none) — rows changed since the moment; 1 — rows of that Moscow day. */
export function readFlag(flag: number | null | undefined): 0 | 1 {
  if (flag === null || flag === undefined || flag === 0) return 0;
  if (flag === 1) return 1;
  throw badInput(`«flag»: ${flag} — допустимы 0 (изменённые с даты) и 1 (за день).`, 'flag');
}

/** The Moscow days from `dateFrom` to `dateTo`, both included, checked against the limits. */
export function mskPeriod(dateFrom: string, dateTo: string): MskPeriod {
  for (const [field, day] of [
    ['dateFrom', dateFrom],
    ['dateTo', dateTo],
  ] as const) {
    if (!DATE.test(day) || !isRealDay(day))
      throw badInput(`«${field}»: «${day}» — не дата. Ожидается ГГГГ-ММ-ДД, например 2026-03-31.`, field);
  }
  const from = moscowDayStart(dateFrom);
  const to = new Date(moscowDayStart(dateTo).getTime() + DAY_MS);
  if (from >= to)
    throw badInput(`Начало периода (${formatDay(dateFrom)}) позже его конца (${formatDay(dateTo)}).`, 'dateFrom');
  const days = Math.round((to.getTime() - from.getTime()) / DAY_MS);
  if (days > MAX_PERIOD_DAYS)
    throw badInput(`Период ${days} дн. длиннее допустимого: не более ${MAX_PERIOD_DAYS} дней.`, 'dateTo');
  return { dateFrom, dateTo, from, to };
}

/** The Moscow days of a period, in order: the chart has a point for each, with or without rows. */
export function daysOf(period: MskPeriod): string[] {
  const days: string[] = [];
  for (let at = period.from.getTime(); at < period.to.getTime(); at += DAY_MS) days.push(moscowDay(new Date(at)));
  return days;
}

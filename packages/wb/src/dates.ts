/**
 * WB writes times three ways: with a zone ("2022-05-04T07:56:29Z", "…+03:00"), in Moscow time
 * without a zone ("2022-03-06T10:11:07", statistics) and as Unix seconds (FBS orders' filters).
 * Moscow has been UTC+3 all year since 2014.
 */

const MSK_OFFSET_MS = 3 * 3_600_000;
const ZONED = /(Z|[+-]\d\d:?\d\d)$/i;
const DATE_TIME = /^\d{4}-\d\d-\d\d(T\d\d:\d\d(:\d\d(\.\d+)?)?)?/;

/** Not a date WB documents: the answer is malformed. */
export class InvalidDateError extends Error {}

/**
 * A WB time as an instant: zoned text as written, zoneless text as Moscow time, a bare date as
 * Moscow midnight. WB's "0001-01-01…" placeholder and empty text mean "none".
 */
export function parseWbTime(value: string): Date | null {
  const text = value.trim();
  if (text === '' || text.startsWith('0001-01-01')) return null;
  if (!DATE_TIME.test(text)) throw new InvalidDateError(`not a date: ${text.slice(0, 40)}`);
  const withTime = text.length === 10 ? `${text}T00:00:00` : text;
  const date = new Date(ZONED.test(withTime) ? withTime : `${withTime}+03:00`);
  if (Number.isNaN(date.getTime())) throw new InvalidDateError(`not a date: ${text.slice(0, 40)}`);
  return date;
}

/** The Moscow wall-clock time of an instant, "YYYY-MM-DDTHH:mm:ss", as statistics' dateFrom wants it. */
export function toMskDateTime(date: Date): string {
  return new Date(date.getTime() + MSK_OFFSET_MS).toISOString().slice(0, 19);
}

/** The Moscow calendar day of an instant, "YYYY-MM-DD". */
export function toMskDate(date: Date): string {
  return toMskDateTime(date).slice(0, 10);
}

/** Unix seconds (UTC), as FBS orders' dateFrom/dateTo want them. */
export function toUnixSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

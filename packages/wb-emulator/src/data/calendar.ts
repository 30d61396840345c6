/** Dates of the dataset. WB reports in Moscow time (UTC+3, no daylight saving). */
export const DAY_MS = 86_400_000;
const MSK_OFFSET_MS = 3 * 3_600_000;

/** Epoch ms of 00:00 Moscow time on a YYYY-MM-DD date. */
export function mskMidnight(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) - MSK_OFFSET_MS;
}

/** Today's date in Moscow, YYYY-MM-DD. */
export function todayInMoscow(now = Date.now()): string {
  return new Date(now + MSK_OFFSET_MS).toISOString().slice(0, 10);
}

/** `2026-03-14T18:08:31` in Moscow time, as the statistics API writes it. */
export function mskDateTime(ms: number): string {
  return new Date(ms + MSK_OFFSET_MS).toISOString().slice(0, 19);
}

/** `2026-03-14T18:08:31+03:00`, as the supplies and advert APIs write it. */
export function mskDateTimeWithZone(ms: number): string {
  return `${mskDateTime(ms)}+03:00`;
}

/** YYYY-MM-DD of the Moscow day holding `ms`. */
export function mskDate(ms: number): string {
  return new Date(ms + MSK_OFFSET_MS).toISOString().slice(0, 10);
}

/** UTC ISO time without milliseconds: `2026-03-14T15:08:31Z`. */
export function utcDateTime(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/**
 * Parses an RFC3339 date or date-time given in Moscow time (`2026-03-14`, `2026-03-14T10:00:00`,
 * `2026-03-14T10:00:00.123`, or with an explicit zone). Returns epoch ms, or undefined when invalid.
 */
export function parseMskDateTime(value: string): number | undefined {
  const m = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}:\d{2})?)?$/.exec(value.trim());
  if (!m) return undefined;
  const [, date, time, zone] = m;
  const ms = Date.parse(`${date}T${time ?? '00:00:00'}${zone ?? '+03:00'}`);
  return Number.isNaN(ms) ? undefined : ms;
}

/** True when `value` has a time part (the statistics API treats a bare date as the whole day). */
export function hasTimePart(value: string): boolean {
  return /\d{4}-\d{2}-\d{2}[T ]\d/.test(value);
}

/** Monday 00:00 MSK of the week holding `ms`. */
export function weekStart(ms: number): number {
  const day = mskMidnight(mskDate(ms));
  const weekday = (new Date(day + MSK_OFFSET_MS).getUTCDay() + 6) % 7;
  return day - weekday * DAY_MS;
}

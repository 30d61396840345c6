// WB counts its days in Moscow time (UTC+3 all year since 2014), and so does every screen, whatever the
// browser's own zone: each «today», Moscow day and Moscow time the web shows comes from here.

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const MOSCOW_OFFSET_MS = 3 * HOUR_MS;

/** Moscow's wall-clock time of an instant as a Date whose UTC fields read it (what a spreadsheet shows). */
export const moscowWallClock = (at: Date): Date => new Date(at.getTime() + MOSCOW_OFFSET_MS);

/** The Moscow day ("YYYY-MM-DD") of an instant. */
export const moscowDay = (at: Date): string => moscowWallClock(at).toISOString().slice(0, 10);

/** Today in Moscow. */
export const moscowToday = (now: Date = new Date()): string => moscowDay(now);

/** The day `days` calendar days after `day` (before it when negative). */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** How many days a period of whole days holds, both ends included. */
export const daysInPeriod = (dateFrom: string, dateTo: string): number =>
  Math.round((Date.parse(`${dateTo}T00:00:00Z`) - Date.parse(`${dateFrom}T00:00:00Z`)) / DAY_MS) + 1;

/** «05.03.2026» from "2026-03-05" (a calendar day, whatever the time zone). */
export function formatDay(day: string): string {
  const [year, month, date] = day.slice(0, 10).split('-');
  return `${date}.${month}.${year}`;
}

/** «05.03.2026», the Moscow day of an instant. */
export const formatMoscowDay = (at: string | Date): string => formatDay(moscowDay(new Date(at)));

/** «05.03.2026 14:30», the Moscow time of an instant. */
export function formatMoscowDateTime(at: string | Date): string {
  const wall = moscowWallClock(new Date(at)).toISOString();
  return `${formatDay(wall)} ${wall.slice(11, 16)}`;
}

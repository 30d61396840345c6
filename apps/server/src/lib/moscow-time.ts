// WB counts its days in Moscow time (UTC+3 all year since 2014), and so does every screen: each
// Moscow day, Moscow midnight and Moscow wall-clock time the server works with comes from here.

const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
const MOSCOW_OFFSET_MS = 3 * HOUR_MS;

/** Moscow's offset as SQL and RFC 3339 write it, for a day's Moscow midnight computed in a query. */
export const MOSCOW_UTC_OFFSET = '+03:00';

/** Moscow's wall-clock time of an instant, as an ISO text "YYYY-MM-DDTHH:mm:ss.sss". */
const wallClockText = (at: Date) => new Date(at.getTime() + MOSCOW_OFFSET_MS).toISOString().slice(0, 23);

/** The Moscow day ("YYYY-MM-DD") of an instant. */
export const moscowDay = (at: Date): string => wallClockText(at).slice(0, 10);

/** The Moscow month ("YYYY-MM") of an instant. */
export const moscowMonth = (at: Date): string => wallClockText(at).slice(0, 7);

/** The first instant of a Moscow day "YYYY-MM-DD". */
export const moscowDayStart = (day: string): Date => new Date(Date.parse(`${day}T00:00:00Z`) - MOSCOW_OFFSET_MS);

/** The day `days` calendar days after `day` (before it when negative). */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** How many days a period of whole days holds, both ends included. */
export const daysInPeriod = (dateFrom: string, dateTo: string): number =>
  Math.round((Date.parse(`${dateTo}T00:00:00Z`) - Date.parse(`${dateFrom}T00:00:00Z`)) / DAY_MS) + 1;

/** The Monday of the week (Monday to Sunday, as WB's reports run) that holds `day`. */
export const mondayOf = (day: string): string => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));

/**
 * An instant as a spreadsheet should hold it: a spreadsheet has no time zones and shows the time it is
 * given, so it gets Moscow's wall-clock time (the time WB's cabinet and every screen show).
 */
export const moscowWallClock = (at: Date): Date => new Date(at.getTime() + MOSCOW_OFFSET_MS);

/** «05.03.2026» from "2026-03-05": how every date reads for the seller. */
export const formatDay = (day: string): string => {
  const [year, month, date] = day.slice(0, 10).split('-');
  return `${date}.${month}.${year}`;
};

/** «05.03.2026», the Moscow day of an instant. */
export const formatMoscowDay = (at: Date): string => formatDay(moscowDay(at));

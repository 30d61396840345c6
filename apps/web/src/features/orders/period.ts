// The period of the orders screen: whole Moscow days, as WB counts its statistics.

export interface Period {
  dateFrom: string;
  dateTo: string;
}

const DAY_MS = 86_400_000;
const MSK_OFFSET_MS = 3 * 3_600_000;

/** The server's limit (docs/decisions.md): a longer period is refused. */
export const MAX_PERIOD_DAYS = 366;

const mskDay = (ms: number) => new Date(ms + MSK_OFFSET_MS).toISOString().slice(0, 10);

/** The last `days` Moscow days, today included. */
export function lastDays(days: number, now: Date = new Date()): Period {
  return { dateFrom: mskDay(now.getTime() - (days - 1) * DAY_MS), dateTo: mskDay(now.getTime()) };
}

/** What is wrong with a period typed by the seller, or null. */
export function periodProblem({ dateFrom, dateTo }: Period): string | null {
  if (!dateFrom || !dateTo) return 'Укажите начало и конец периода';
  if (dateFrom > dateTo) return 'Начало периода позже его конца';
  const days = (Date.parse(dateTo) - Date.parse(dateFrom)) / DAY_MS + 1;
  if (days > MAX_PERIOD_DAYS) return `Период не длиннее ${MAX_PERIOD_DAYS} дней`;
  return null;
}

import { formatDate } from '../../shared/columns/format.ts';

// Which days a figure of /main is compared over: only days the data covers on both sides (docs/money.md,
// «The home page»), said on the card when they are not the whole period.

/** The days of a period the data covers, and the same days of the period before. */
export interface ComparedDays {
  dateFrom: string;
  dateTo: string;
  beforeFrom: string;
  beforeTo: string;
}

/** «12.10.2026» or «12.10.2026 — 18.10.2026». */
export const rangeOf = (dateFrom: string, dateTo: string) =>
  dateFrom === dateTo ? formatDate(dateTo) : `${formatDate(dateFrom)} — ${formatDate(dateTo)}`;

/** «сравниваются 14.10.2026 — 18.10.2026 и 07.10.2026 — 11.10.2026»; null when the whole period is compared. */
export function comparedNote(period: { dateFrom: string; dateTo: string }, days: ComparedDays): string | null {
  if (days.dateFrom === period.dateFrom && days.dateTo === period.dateTo) return null;
  return `сравниваются ${rangeOf(days.dateFrom, days.dateTo)} и ${rangeOf(days.beforeFrom, days.beforeTo)}`;
}

/** What a card says instead of a change when no day of the period can be compared. */
export const nothingCompared = (periodName: string) =>
  periodName === 'today' ? 'данные WB за сегодня ещё не пришли' : 'не с чем сравнить: данных WB за дни до периода нет';

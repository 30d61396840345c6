const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The last four weeks WB has reported (Monday to Sunday), the screen's first period. */
export function lastReportedWeeks(today: Date, weeks = 4): { dateFrom: string; dateTo: string } {
  const day = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  const weekday = (new Date(day).getUTCDay() + 6) % 7;
  const lastSunday = day - (weekday + 1) * DAY_MS;
  return { dateFrom: iso(lastSunday - (weeks * 7 - 1) * DAY_MS), dateTo: iso(lastSunday) };
}

/** The period a link names (`?dateFrom=…&dateTo=…`, as /main's warning of a week links it); null without both. */
export function linkedPeriod(params: URLSearchParams): { dateFrom: string; dateTo: string } | null {
  const dateFrom = params.get('dateFrom') ?? '';
  const dateTo = params.get('dateTo') ?? '';
  return /^\d{4}-\d{2}-\d{2}$/.test(dateFrom) && /^\d{4}-\d{2}-\d{2}$/.test(dateTo) ? { dateFrom, dateTo } : null;
}

/** What is wrong with a typed period, in the words the server uses; null when it can be asked. */
export function periodProblem(dateFrom: string, dateTo: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(dateFrom) || !/^\d{4}-\d{2}-\d{2}$/.test(dateTo)) return 'Укажите обе даты периода.';
  if (dateFrom > dateTo) return 'Начало периода позже его конца.';
  const days = (Date.parse(dateTo) - Date.parse(dateFrom)) / DAY_MS + 1;
  if (days > 93) return 'Период отчёта — не больше 93 дней.';
  return null;
}

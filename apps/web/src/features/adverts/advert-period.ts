/** The period a screen shows: the last `days` Moscow days up to today. */
export function lastDays(days: number, now = new Date()): { from: string; to: string } {
  const moscow = new Date(now.getTime() + 3 * 3_600_000);
  const to = moscow.toISOString().slice(0, 10);
  const from = new Date(moscow.getTime() - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  return { from, to };
}

export const PERIODS = [7, 14, 30] as const;

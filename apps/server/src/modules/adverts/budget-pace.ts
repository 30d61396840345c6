import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { addDays, moscowDay, moscowWallClock } from '../../lib/moscow-time.ts';
import { ADVERT_STATUS } from './advert-status.ts';
import { wbAdvertBudgets, wbAdvertDailyStats, wbAdverts } from './adverts.tables.ts';

// Which running campaigns will spend their budget before the day ends (Moscow), at the pace they spend.

/** Past days whose spend gives the pace while today's own is too short to tell. */
const PAST_DAYS = 7;
/** Today's spend tells the pace once this much of the day has passed. */
const TODAY_PACE_AFTER_MINUTES = 120;
const DAY_MINUTES = 24 * 60;

export interface BudgetRunningOut {
  advertId: number;
  name: string | null;
  budgetKopecks: number;
  /** What the campaign is expected to spend from now until midnight. */
  restOfDayKopecks: number;
}

/** kopecks × part / whole, rounded down, in integers. */
const share = (kopecks: number, part: number, whole: number) =>
  Number((BigInt(kopecks) * BigInt(part)) / BigInt(whole));

/**
 * The rest of the day's spend: today's spend so far stretched over the day once two hours have passed,
 * otherwise the last 7 days' average a day; never more than the daily limit leaves.
 */
export function restOfDaySpend(
  spent: { todayKopecks: number; pastKopecks: number; pastDays: number; dailyLimitKopecks: number | null },
  minutesPassed: number,
): number {
  const minutesLeft = DAY_MINUTES - minutesPassed;
  let rest: number;
  if (spent.todayKopecks > 0 && minutesPassed >= TODAY_PACE_AFTER_MINUTES) {
    rest = share(spent.todayKopecks, minutesLeft, minutesPassed);
  } else if (spent.pastDays > 0) {
    rest = share(spent.pastKopecks, minutesLeft, spent.pastDays * DAY_MINUTES);
  } else {
    return 0;
  }
  if (spent.dailyLimitKopecks !== null)
    rest = Math.min(rest, Math.max(0, spent.dailyLimitKopecks - spent.todayKopecks));
  return rest;
}

export async function budgetsRunningOutToday(db: Database, companyId: number, now: Date): Promise<BudgetRunningOut[]> {
  const today = moscowDay(now);
  const wall = moscowWallClock(now);
  const minutesPassed = wall.getUTCHours() * 60 + wall.getUTCMinutes();
  const s = wbAdvertDailyStats;
  const spends = db
    .select({
      advertId: s.advertId,
      todayKopecks: sql<number>`coalesce(sum(${s.spendKopecks}) filter (where ${s.date} = ${today}), 0)::bigint`
        .mapWith(Number)
        .as('today_kopecks'),
      pastKopecks: sql<number>`coalesce(sum(${s.spendKopecks}) filter (where ${s.date} < ${today}), 0)::bigint`
        .mapWith(Number)
        .as('past_kopecks'),
      pastDays: sql<number>`(count(*) filter (where ${s.date} < ${today}))::int`.as('past_days'),
    })
    .from(s)
    .where(and(eq(s.companyId, companyId), gte(s.date, addDays(today, -PAST_DAYS)), lte(s.date, today)))
    .groupBy(s.advertId)
    .as('spends');
  const rows = await db
    .select({
      advertId: wbAdverts.advertId,
      name: wbAdverts.name,
      dailyLimitKopecks: wbAdverts.dailyLimitKopecks,
      budgetKopecks: wbAdvertBudgets.totalKopecks,
      todayKopecks: spends.todayKopecks,
      pastKopecks: spends.pastKopecks,
      pastDays: spends.pastDays,
    })
    .from(wbAdverts)
    .innerJoin(
      wbAdvertBudgets,
      and(eq(wbAdvertBudgets.companyId, wbAdverts.companyId), eq(wbAdvertBudgets.advertId, wbAdverts.advertId)),
    )
    .innerJoin(spends, eq(spends.advertId, wbAdverts.advertId))
    .where(and(eq(wbAdverts.companyId, companyId), eq(wbAdverts.status, ADVERT_STATUS.active)));
  return rows.flatMap((row) => {
    const rest = restOfDaySpend(row, minutesPassed);
    return rest > 0 && row.budgetKopecks < rest
      ? [{ advertId: row.advertId, name: row.name, budgetKopecks: row.budgetKopecks, restOfDayKopecks: rest }]
      : [];
  });
}

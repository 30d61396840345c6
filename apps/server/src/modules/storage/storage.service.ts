import type { Database } from '../../db/client.ts';
import type { CompanyCaller } from '../auth/guards.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { ListQueryInput } from '../../lib/list-query/list-query.ts';
import { addDays } from '../../lib/moscow-time.ts';
import { mskPeriod } from '../orders/statistics-period.ts';
import { micro } from './exact-sum.ts';
import * as repo from './storage.repo.ts';

/** Days of the paid storage report unit economics divides by the orders of the same days. */
export const STORAGE_REPORT_DAYS = 30;
/** Days of the acceptance report a card's acceptance per unit is counted over. */
export const ACCEPTANCE_REPORT_DAYS = 90;

export interface ReportWindow {
  from: string;
  to: string;
}

/**
 * The last STORAGE_REPORT_DAYS days the stored paid storage report holds, up to `today`: they end on
 * its last day, and start no earlier than its first. Null when no report is stored.
 */
export async function storageReportWindow(
  db: Database,
  companyId: number,
  today: string,
): Promise<ReportWindow | null> {
  const cover = await repo.storageCover(db, companyId);
  if (!cover) return null;
  const to = cover.last < today ? cover.last : addDays(today, -1);
  const earliest = addDays(to, 1 - STORAGE_REPORT_DAYS);
  const from = cover.first > earliest ? cover.first : earliest;
  return from <= to ? { from, to } : null;
}

/** Each card's storage WB charged in the window, exactly, in millionths of a ruble. */
export async function storageChargedByCard(
  db: Database,
  companyId: number,
  window: ReportWindow,
): Promise<Map<number, bigint>> {
  const rows = await repo.storageChargedByCard(db, companyId, window.from, window.to);
  return new Map(rows.map((row) => [row.nmId, micro(row.charged)]));
}

/**
 * The last ACCEPTANCE_REPORT_DAYS days up to yesterday, when an acceptance report is stored at all
 * (a card missing from it was accepted free or not at all); null before WB has sent one.
 */
export async function acceptanceReportWindow(
  db: Database,
  companyId: number,
  today: string,
): Promise<ReportWindow | null> {
  if (!(await repo.hasAcceptance(db, companyId))) return null;
  return { from: addDays(today, -ACCEPTANCE_REPORT_DAYS), to: addDays(today, -1) };
}

/** Each card's acceptance charged in the window, exactly (millionths of a ruble), and the units accepted. */
export async function acceptanceByCard(
  db: Database,
  companyId: number,
  window: ReportWindow,
): Promise<Map<number, { micro: bigint; units: number }>> {
  const rows = await repo.acceptanceByCard(db, companyId, window.from, window.to);
  return new Map(rows.map((row) => [row.nmId, { micro: micro(row.charged), units: row.units }]));
}

/** The storage list of /unit: by card and warehouse over the period, a page at a time. */
export async function storageLinesOf(
  ctx: GraphQLContext,
  { companyId }: CompanyCaller,
  args: { period: { dateFrom: string; dateTo: string }; query: ListQueryInput },
) {
  // The same Moscow days, checks and Russian refusals as every period of the statistics.
  const { dateFrom: from, dateTo: to } = mskPeriod(args.period.dateFrom, args.period.dateTo);
  const cover = await repo.storageCover(ctx.db, companyId);
  const page = await repo.storageLines(ctx.db, companyId, from, to, args.query);
  return { ...page, reportFrom: cover?.first ?? null, reportTo: cover?.last ?? null };
}

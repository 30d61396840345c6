import type { Database } from '../../db/client.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { ListQueryInput } from '../../lib/list-query/list-query.ts';
import { toSafeNumber } from '../../lib/money.ts';
import { moscowDay, moscowDayStart } from '../../lib/moscow-time.ts';
import type { CompanyCaller } from '../auth/guards.ts';
import {
  daysOf,
  mskPeriod,
  readFlag,
  readWbMoment,
  STATISTICS_ANSWER_ROWS,
  type MskPeriod,
} from '../orders/statistics-period.ts';
import { refuseWithoutStatisticsToken } from '../orders/statistics-token.ts';
import { companyHasOrders, ordersByDay } from '../orders/orders.service.ts';
import * as repo from './sales.repo.ts';

export type SaleShape = repo.SaleRow;

const DAY_MS = 86_400_000;
/** Rows read per batch by the export: small enough for flat memory, large enough to be quick. */
const EXPORT_BATCH_ROWS = 2_000;

async function explainEmpty(ctx: GraphQLContext, companyId: number, empty: boolean): Promise<void> {
  if (empty && !(await repo.hasSales(ctx.db, companyId))) await refuseWithoutStatisticsToken(ctx, companyId);
}

/**
 * The contract's `sales(dateFrom, dateTo, flag)` (docs/api-contract.md) with WB's meaning, bounded
 * by `dateTo` as WB's call is not:
 * flag=0 — rows changed at or after `dateFrom` (a day or a Moscow date-time) and dated no later
 * than the end of `dateTo`'s Moscow day, up to 80 000, oldest change first; flag=1 — every row
 * dated from `dateFrom`'s Moscow day through `dateTo`'s, as one WB call per day would give.
 */
export async function salesOf(
  ctx: GraphQLContext,
  { companyId }: CompanyCaller,
  args: { dateFrom: string; dateTo: string; flag?: number | null },
): Promise<SaleShape[]> {
  const flag = readFlag(args.flag);
  const since = readWbMoment(args.dateFrom, 'dateFrom');
  const until = readWbMoment(args.dateTo, 'dateTo');
  const period = mskPeriod(moscowDay(since), moscowDay(until));
  let rows: SaleShape[];
  if (flag === 0) {
    const endOfDateTo = new Date(moscowDayStart(period.dateTo).getTime() + DAY_MS);
    rows = await repo.salesChangedSince(ctx.db, companyId, since, endOfDateTo, STATISTICS_ANSWER_ROWS);
  } else {
    rows = await repo.salesDatedIn(ctx.db, companyId, period, STATISTICS_ANSWER_ROWS);
  }
  await explainEmpty(ctx, companyId, rows.length === 0);
  return rows;
}

export async function salesPageOf(
  ctx: GraphQLContext,
  { companyId }: CompanyCaller,
  args: { period: { dateFrom: string; dateTo: string }; query: ListQueryInput },
) {
  const period = mskPeriod(args.period.dateFrom, args.period.dateTo);
  const page = await repo.salesPage(ctx.db, companyId, period, args.query);
  await explainEmpty(ctx, companyId, page.totalCount === 0);
  return page;
}

export interface SalesDay {
  day: string;
  sales: number;
  salesKopecks: number;
  returns: number;
  returnsKopecks: number;
  others: number;
  othersKopecks: number;
}

/** Sales and returns per Moscow day of the period (days without rows left out), for the chart. */
export async function salesByDay(db: Database, companyId: number, period: MskPeriod): Promise<SalesDay[]> {
  const rows = await repo.salesByDay(db, companyId, period);
  return rows.map((row) => ({
    day: row.day,
    sales: row.sales,
    salesKopecks: toSafeNumber(BigInt(row.salesKopecks)),
    returns: row.returns,
    returnsKopecks: toSafeNumber(BigInt(row.returnsKopecks)),
    others: row.others,
    othersKopecks: toSafeNumber(BigInt(row.othersKopecks)),
  }));
}

/** The whole filtered period for the xlsx export, checked before the first row is read. */
export function salesForExport(
  ctx: GraphQLContext,
  { companyId }: CompanyCaller,
  args: { period: { dateFrom: string; dateTo: string }; query: Omit<ListQueryInput, 'page' | 'pageSize'> },
) {
  const period = mskPeriod(args.period.dateFrom, args.period.dateTo);
  return Promise.resolve(repo.salesInBatches(ctx.db, companyId, period, args.query, EXPORT_BATCH_ROWS));
}

export interface StatisticsDayShape {
  day: string;
  orders: number;
  ordersSum: number;
  cancellations: number;
  cancellationsSum: number;
  sales: number;
  salesSum: number;
  returns: number;
  returnsSum: number;
  others: number;
  othersSum: number;
}

/** The chart: every Moscow day of the period, with or without rows (docs/money.md, «Заказы и продажи по дням»). */
export async function statisticsByDay(
  ctx: GraphQLContext,
  { companyId }: CompanyCaller,
  args: { period: { dateFrom: string; dateTo: string } },
): Promise<StatisticsDayShape[]> {
  const period = mskPeriod(args.period.dateFrom, args.period.dateTo);
  const [orders, sales] = await Promise.all([
    ordersByDay(ctx.db, companyId, period),
    salesByDay(ctx.db, companyId, period),
  ]);
  if (orders.length === 0 && sales.length === 0) {
    const synced = (await companyHasOrders(ctx.db, companyId)) || (await repo.hasSales(ctx.db, companyId));
    if (!synced) await refuseWithoutStatisticsToken(ctx, companyId);
  }
  const ordersOfDay = new Map(orders.map((row) => [row.day, row]));
  const salesOfDay = new Map(sales.map((row) => [row.day, row]));
  return daysOf(period).map((day) => {
    const o = ordersOfDay.get(day);
    const s = salesOfDay.get(day);
    return {
      day,
      orders: o?.orders ?? 0,
      ordersSum: o?.ordersKopecks ?? 0,
      cancellations: o?.cancellations ?? 0,
      cancellationsSum: o?.cancellationsKopecks ?? 0,
      sales: s?.sales ?? 0,
      salesSum: s?.salesKopecks ?? 0,
      returns: s?.returns ?? 0,
      returnsSum: s?.returnsKopecks ?? 0,
      others: s?.others ?? 0,
      othersSum: s?.othersKopecks ?? 0,
    };
  });
}

export interface CardRevenue {
  nmId: number;
  supplierArticle: string | null;
  sold: number;
  revenueKopecks: number;
}

/**
 * Each card's sales net of returns in the period (price with discount): the home page's ranking and
 * the divisor of a card's advertising cost per sale.
 */
export async function revenueByCard(db: Database, companyId: number, period: MskPeriod): Promise<CardRevenue[]> {
  const rows = await repo.revenueByCard(db, companyId, period);
  return rows.map((row) => ({ ...row, revenueKopecks: toSafeNumber(BigInt(row.revenueKopecks)) }));
}


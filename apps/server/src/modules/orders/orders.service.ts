import type { Database } from '../../db/client.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { ListQueryInput } from '../../lib/list-query/list-query.ts';
import { toSafeNumber } from '../../lib/money.ts';
import { moscowDay } from '../../lib/moscow-time.ts';
import type { CompanyCaller } from '../auth/guards.ts';
import * as repo from './orders.repo.ts';
import { mskPeriod, readFlag, readWbMoment, STATISTICS_ANSWER_ROWS, type MskPeriod } from './statistics-period.ts';
import { refuseWithoutStatisticsToken } from './statistics-token.ts';

export type OrderShape = repo.OrderRow;

export interface PeriodInput {
  dateFrom: string;
  dateTo: string;
}

/** An empty answer of a company that has never had an order: say which token is missing, if one is. */
async function explainEmpty(ctx: GraphQLContext, companyId: number, empty: boolean): Promise<void> {
  if (empty && !(await repo.hasOrders(ctx.db, companyId))) await refuseWithoutStatisticsToken(ctx, companyId);
}

/**
 * The contract's `orders(date, flag)` (docs/api-contract.md) with WB's meaning: flag=0 — orders
 * changed at or after `date` (a day or a Moscow date-time), oldest change first, up to 80 000 like WB
 * (the next call starts at the last row's lastChangeDate); flag=1 — every order of the Moscow day of
 * `date`, its time ignored.
 */
export async function ordersOf(
  ctx: GraphQLContext,
  { companyId }: CompanyCaller,
  args: { date: string; flag?: number | null },
): Promise<OrderShape[]> {
  const flag = readFlag(args.flag);
  const moment = readWbMoment(args.date, 'date');
  let rows: OrderShape[];
  if (flag === 0) {
    rows = await repo.ordersChangedSince(ctx.db, companyId, moment, STATISTICS_ANSWER_ROWS);
  } else {
    const day = moscowDay(moment);
    rows = await repo.ordersOrderedIn(ctx.db, companyId, mskPeriod(day, day), STATISTICS_ANSWER_ROWS);
  }
  await explainEmpty(ctx, companyId, rows.length === 0);
  return rows;
}

export async function ordersPageOf(
  ctx: GraphQLContext,
  { companyId }: CompanyCaller,
  args: { period: PeriodInput; query: ListQueryInput },
) {
  const period = mskPeriod(args.period.dateFrom, args.period.dateTo);
  const page = await repo.ordersPage(ctx.db, companyId, period, args.query);
  await explainEmpty(ctx, companyId, page.totalCount === 0);
  return page;
}

export interface OrdersDay {
  day: string;
  orders: number;
  ordersKopecks: number;
  cancellations: number;
  cancellationsKopecks: number;
}

/** Orders and cancellations per Moscow day of ordering (days without orders left out), for the chart. */
export async function ordersByDay(db: Database, companyId: number, period: MskPeriod): Promise<OrdersDay[]> {
  const rows = await repo.ordersByDay(db, companyId, period);
  return rows.map((row) => ({
    day: row.day,
    orders: row.orders,
    ordersKopecks: toSafeNumber(BigInt(row.ordersKopecks)),
    cancellations: row.cancellations,
    cancellationsKopecks: toSafeNumber(BigInt(row.cancellationsKopecks)),
  }));
}

export interface CardOrders {
  nmId: number;
  orders: number;
  /** Orders served from WB's warehouses (FBO) and not cancelled: units that left WB's shelf for a buyer. */
  fromWbNotCancelled: number;
  ordersKopecks: number;
}

/**
 * Each card's orders placed in the period (Moscow days, cancelled ones included as on /orders) and
 * their sum at the price after the seller's discount; cards without orders left out.
 */
export async function ordersByCard(db: Database, companyId: number, period: MskPeriod): Promise<CardOrders[]> {
  const rows = await repo.ordersByCard(db, companyId, period);
  return rows.map((row) => ({ ...row, ordersKopecks: toSafeNumber(BigInt(row.ordersKopecks)) }));
}

/** Whether the company has any order synced (the chart's empty answer needs to know). */
export const companyHasOrders = (db: Database, companyId: number) => repo.hasOrders(db, companyId);

/**
 * The Moscow days WB's statistics cover: from the day of the first synced order to the day of the latest
 * change WB made to an order. WB stamps every order it sends with the moment it changed; none stamped
 * today means today's statistics have not come yet (orders of a day arrive during it, with a lag). Null
 * when no order is synced.
 */
export const statisticsCover = repo.orderCover;

/** Rows read per batch by the export: small enough for flat memory, large enough to be quick. */
const EXPORT_BATCH_ROWS = 2_000;

/** The whole filtered period for the xlsx export, checked before the first row is read. */
export function ordersForExport(
  ctx: GraphQLContext,
  { companyId }: CompanyCaller,
  args: { period: PeriodInput; query: Omit<ListQueryInput, 'page' | 'pageSize'> },
) {
  const period = mskPeriod(args.period.dateFrom, args.period.dateTo);
  return Promise.resolve(repo.ordersInBatches(ctx.db, companyId, period, args.query, EXPORT_BATCH_ROWS));
}

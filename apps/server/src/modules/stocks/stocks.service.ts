import { sql } from 'drizzle-orm';
import type { GraphQLContext } from '../../graphql/context.ts';
import { appError } from '../../graphql/errors.ts';
import { planList, type ListDeclaration, type ListQueryInput } from '../../lib/list-query/list-query.ts';
import type { Database } from '../../db/client.ts';
import { independentReads } from '../../db/independent-reads.ts';
import { addDays, moscowDay } from '../../lib/moscow-time.ts';
import type { CompanyCaller } from '../auth/guards.ts';
import * as repo from './stocks.repo.ts';
import { KEPT_WINDOW_DAYS, stockRowsFor } from './stock-figures.ts';

/** One size of a card: its stock, how fast it sells and when it runs out. */
export interface StockItemShape {
  id: string;
  nmId: number;
  chrtId: number;
  techSize: string | null;
  barcode: string | null;
  vendorCode: string | null;
  title: string | null;
  inWb: number;
  inWayToClient: number;
  inWayFromClient: number;
  own: number;
  total: number;
  orders: number;
  salesPerDay: string;
  daysOfStock: string | null;
  runOutOn: string | null;
  outOfStockDays: number;
  lostOrders: string;
}

const r = (column: string) => sql.raw(`r.${column}`);

const STOCK_LIST: ListDeclaration = {
  columns: {
    nmId: { column: r('nm_id'), kind: 'integer' },
    techSize: { column: r('tech_size'), kind: 'text', search: true },
    barcode: { column: r('barcode'), kind: 'text', search: true },
    vendorCode: { column: r('vendor_code'), kind: 'text', search: true },
    title: { column: r('title'), kind: 'text', search: true },
    inWb: { column: r('in_wb'), kind: 'integer' },
    inWayToClient: { column: r('in_way_to_client'), kind: 'integer' },
    inWayFromClient: { column: r('in_way_from_client'), kind: 'integer' },
    own: { column: r('own'), kind: 'integer' },
    total: { column: r('total'), kind: 'integer' },
    orders: { column: r('orders'), kind: 'integer' },
    salesPerDay: { column: r('sales_per_day'), kind: 'decimal' },
    daysOfStock: { column: r('days_of_stock'), kind: 'decimal' },
    runOutOn: { column: r('run_out_on'), kind: 'date' },
    outOfStockDays: { column: r('out_of_stock_days'), kind: 'integer' },
    lostOrders: { column: r('lost_orders'), kind: 'decimal' },
  },
  // Soonest to run out first; sizes that do not sell last.
  defaultOrder: [sql`r.run_out_on asc nulls last`, sql`r.nm_id`, sql`r.chrt_id`],
};

export const WINDOW_DAYS = { min: 7, max: 90, default: KEPT_WINDOW_DAYS };

export interface StockScopeInput {
  windowDays?: number | null;
  warehouse?: string | null;
  today?: string | null;
}

/** The scope of the list: the day the figures are of is the stock's own (its last sync), unless asked. */
export async function scopeOf(
  ctx: GraphQLContext,
  companyId: number,
  input: StockScopeInput,
): Promise<repo.StockScope> {
  const windowDays = input.windowDays ?? WINDOW_DAYS.default;
  if (!Number.isInteger(windowDays) || windowDays < WINDOW_DAYS.min || windowDays > WINDOW_DAYS.max)
    throw appError('BAD_USER_INPUT', `Продажи считаются за ${WINDOW_DAYS.min}–${WINDOW_DAYS.max} дней.`);
  const syncedAt = input.today ? null : await repo.stocksSyncedAt(ctx.db, companyId);
  const today = input.today ?? moscowDay(syncedAt ?? new Date());
  const warehouse = input.warehouse?.trim() || null;
  return { companyId, today, windowDays, warehouse };
}

function shape(row: repo.StockRow): StockItemShape {
  return {
    id: `${row.nm_id}:${row.chrt_id}`,
    nmId: Number(row.nm_id),
    chrtId: Number(row.chrt_id),
    techSize: row.tech_size,
    barcode: row.barcode,
    vendorCode: row.vendor_code,
    title: row.title,
    inWb: Number(row.in_wb),
    inWayToClient: Number(row.in_way_to_client),
    inWayFromClient: Number(row.in_way_from_client),
    own: Number(row.own),
    total: Number(row.total),
    orders: Number(row.orders),
    salesPerDay: String(row.sales_per_day),
    daysOfStock: row.days_of_stock === null ? null : String(row.days_of_stock),
    runOutOn: row.run_out_on === null ? null : dayText(row.run_out_on),
    outOfStockDays: Number(row.out_of_stock_days),
    lostOrders: String(row.lost_orders),
  };
}

/** PGlite answers a date as a Date at UTC midnight, PostgreSQL as text. */
const dayText = (value: string | Date) =>
  typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

/** The company's stock by card and size, a page at a time, sorted and filtered on the server. */
export async function stocksPage(
  ctx: GraphQLContext,
  { companyId }: CompanyCaller,
  query: ListQueryInput,
  input: StockScopeInput,
) {
  const scope = await scopeOf(ctx, companyId, input);
  const rows = await stockRowsFor(ctx.db, scope);
  const { items, totalCount } = await repo.stocksPage(ctx.db, rows, planList(query, STOCK_LIST));
  return { items: items.map(shape), totalCount, today: scope.today, windowDays: scope.windowDays };
}

/** The WB warehouses holding the company's stock, for the warehouse filter. */
export async function stockWarehouses(ctx: GraphQLContext, { companyId }: CompanyCaller) {
  const rows = await repo.stockWarehouses(ctx.db, companyId);
  return rows.map((w) => ({ name: w.warehouse_name, region: w.region_name, quantity: Number(w.quantity) }));
}

/** The lead time until the seller sets one: about what a supply takes to reach WB (docs/decisions.md, «Stocks»). */
export const DEFAULT_LEAD_DAYS = 14;
export const LEAD_DAYS_RANGE = { min: 1, max: 90 };
/** A card in a warehouse this many days without an order from it is paying storage for nothing. */
export const IDLE_DAYS = 60;

/** The days a supply takes from the seller's decision to WB's shelves: the company's setting, or the default. */
export async function supplyLeadDays(db: Database, companyId: number): Promise<number> {
  return (await repo.leadDays(db, companyId)) ?? DEFAULT_LEAD_DAYS;
}

export function checkLeadDays(days: number) {
  if (!Number.isInteger(days) || days < LEAD_DAYS_RANGE.min || days > LEAD_DAYS_RANGE.max)
    throw appError(
      'BAD_USER_INPUT',
      `Срок поставки — целое число дней от ${LEAD_DAYS_RANGE.min} до ${LEAD_DAYS_RANGE.max}.`,
    );
}

/** Saves the company's lead time. */
export async function setSupplyLeadDays(ctx: GraphQLContext, { companyId }: CompanyCaller, days: number) {
  checkLeadDays(days);
  await repo.setLeadDays(ctx.db, companyId, days, new Date());
  return {
    id: String(companyId),
    message: `Срок поставки — ${days} дн.: план и предупреждения на главной считаются с ним.`,
    supplySettings: { leadDays: days },
  };
}

/**
 * For the home page, as of the last stock sync (null before it): `runningOut`, how many sizes run out within
 * the company's lead time, or are out of stock though they sold, at the default window's pace, the last day
 * that counts and the cards; `idle`, the cards lying in a WB warehouse with no order from it for IDLE_DAYS.
 */
export async function stockWarningsOf(db: Database, companyId: number) {
  const syncedAt = await repo.stocksSyncedAt(db, companyId);
  if (!syncedAt) return null;
  const today = moscowDay(syncedAt);
  const [leadDays, rows, idle] = await independentReads(db, [
    () => supplyLeadDays(db, companyId),
    () => stockRowsFor(db, { companyId, today, windowDays: WINDOW_DAYS.default, warehouse: null }),
    () => repo.idleStock(db, { companyId, today, windowDays: IDLE_DAYS, warehouse: null }, IDLE_DAYS),
  ]);
  const until = addDays(today, leadDays);
  const counts = await repo.runningOut(db, rows, until);
  return {
    runningOut: { ...counts, until, leadDays },
    idle: idle.map((row) => ({ nmId: Number(row.nm_id), warehouse: row.warehouse_name, quantity: row.quantity })),
  };
}

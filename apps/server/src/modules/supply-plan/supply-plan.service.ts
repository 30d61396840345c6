import { sql } from 'drizzle-orm';
import type { GraphQLContext } from '../../graphql/context.ts';
import { appError } from '../../graphql/errors.ts';
import { planList, type ListDeclaration, type ListQueryInput } from '../../lib/list-query/list-query.ts';
import { addDays, mondayOf } from '../../lib/moscow-time.ts';
import type { CompanyCaller } from '../auth/guards.ts';
import { checkLeadDays, scopeOf, supplyLeadDays } from '../stocks/stocks.service.ts';
import * as saved from './saved-plans.repo.ts';
import * as repo from './supply-plan.repo.ts';

// The supply plan: what to ship to which WB warehouse so each buyers' district has stock for the lead time
// and the cover after it; the plans saved to check against the income; and the localisation of orders.

export const COVER_DAYS = { min: 1, max: 180, default: 30 };
/** How many weeks of localisation the chart shows unless asked. */
const LOCALISATION_WEEKS = { min: 1, max: 52, default: 12 };
/** Saved plans listed: the latest ones. */
const PLANS_SHOWN = 50;

export interface PlanInput {
  coverDays?: number | null;
  leadDays?: number | null;
  windowDays?: number | null;
  warehouse?: string | null;
  today?: string | null;
}

export interface PlanItemShape {
  id: string;
  nmId: number;
  chrtId: number;
  techSize: string | null;
  barcode: string | null;
  vendorCode: string | null;
  title: string | null;
  district: string;
  warehouse: string | null;
  orders: number;
  salesPerDay: string;
  inDistrict: number;
  onTheWay: number;
  need: number;
  toShip: number;
}

const r = (column: string) => sql.raw(`r.${column}`);

const PLAN_LIST: ListDeclaration = {
  columns: {
    nmId: { column: r('nm_id'), kind: 'integer' },
    techSize: { column: r('tech_size'), kind: 'text', search: true },
    barcode: { column: r('barcode'), kind: 'text', search: true },
    vendorCode: { column: r('vendor_code'), kind: 'text', search: true },
    title: { column: r('title'), kind: 'text', search: true },
    district: { column: r('district'), kind: 'text', search: true },
    warehouse: { column: r('warehouse'), kind: 'text', search: true },
    orders: { column: r('orders'), kind: 'integer' },
    salesPerDay: { column: r('sales_per_day'), kind: 'decimal' },
    inDistrict: { column: r('in_district'), kind: 'integer' },
    onTheWay: { column: r('on_the_way'), kind: 'integer' },
    need: { column: r('need'), kind: 'integer' },
    toShip: { column: r('to_ship'), kind: 'integer' },
  },
  // The most to ship first.
  defaultOrder: [sql`r.to_ship desc`, sql`r.nm_id`, sql`r.chrt_id`, sql`r.district`],
};

const LOCALISATION_LIST: ListDeclaration = {
  columns: {
    nmId: { column: r('nm_id'), kind: 'integer' },
    vendorCode: { column: r('vendor_code'), kind: 'text', search: true },
    title: { column: r('title'), kind: 'text', search: true },
    orders: { column: r('orders'), kind: 'integer' },
    local: { column: r('local'), kind: 'integer' },
    share: { column: r('share'), kind: 'decimal' },
    plannedShare: { column: r('planned_share'), kind: 'decimal' },
  },
  // The least local first: where a supply changes most.
  defaultOrder: [sql`r.share asc`, sql`r.orders desc`, sql`r.nm_id`],
};

/** The plan's scope: the stock's day and sales window as /stocks takes them, the lead time the company's unless asked. */
async function planScope(ctx: GraphQLContext, companyId: number, input: PlanInput): Promise<repo.PlanScope> {
  const coverDays = input.coverDays ?? COVER_DAYS.default;
  if (!Number.isInteger(coverDays) || coverDays < COVER_DAYS.min || coverDays > COVER_DAYS.max)
    throw appError('BAD_USER_INPUT', `Запас на — целое число дней от ${COVER_DAYS.min} до ${COVER_DAYS.max}.`);
  if (input.leadDays != null) checkLeadDays(input.leadDays);
  const leadDays = input.leadDays ?? (await supplyLeadDays(ctx.db, companyId));
  const { today, windowDays, warehouse } = await scopeOf(ctx, companyId, input);
  return { companyId, today, windowDays, leadDays, coverDays, warehouse };
}

function shape(row: repo.PlanRow): PlanItemShape {
  return {
    id: `${row.nm_id}:${row.chrt_id}:${row.district}`,
    nmId: Number(row.nm_id),
    chrtId: Number(row.chrt_id),
    techSize: row.tech_size,
    barcode: row.barcode,
    vendorCode: row.vendor_code,
    title: row.title,
    district: row.district,
    warehouse: row.warehouse,
    orders: Number(row.orders),
    salesPerDay: String(row.sales_per_day),
    inDistrict: Number(row.in_district),
    onTheWay: Number(row.on_the_way),
    need: Number(row.need),
    toShip: Number(row.to_ship),
  };
}

const scopeFields = (scope: repo.PlanScope) => ({
  today: scope.today,
  windowDays: scope.windowDays,
  leadDays: scope.leadDays,
  coverDays: scope.coverDays,
});

/** The plan by size and buyers' district, a page at a time, sorted and filtered on the server. */
export async function supplyPlanPage(
  ctx: GraphQLContext,
  { companyId }: CompanyCaller,
  query: ListQueryInput,
  input: PlanInput,
) {
  const scope = await planScope(ctx, companyId, input);
  const { items, totalCount } = await repo.planPage(ctx.db, scope, planList(query, PLAN_LIST));
  return { items: items.map(shape), totalCount, ...scopeFields(scope) };
}

/** The warehouses the plan ships to: one file, or one saved plan, each. */
export async function supplyPlanWarehouses(ctx: GraphQLContext, { companyId }: CompanyCaller, input: PlanInput) {
  const scope = await planScope(ctx, companyId, { ...input, warehouse: null });
  const rows = await repo.planWarehouses(ctx.db, scope);
  return rows.map((row) => ({ name: row.warehouse, district: row.district, units: row.units, barcodes: row.barcodes }));
}

/** Saves one warehouse's part of the plan as a planned supply, to check against the income when it comes. */
export async function saveSupplyPlan(
  ctx: GraphQLContext,
  caller: CompanyCaller,
  input: PlanInput & { warehouse: string },
) {
  const warehouse = input.warehouse.trim();
  if (!warehouse) throw appError('BAD_USER_INPUT', 'Выберите склад, на который пойдёт поставка.');
  const scope = await planScope(ctx, caller.companyId, { ...input, warehouse });
  const lines = await repo.planLines(ctx.db, scope);
  if (lines.length === 0)
    throw appError('BAD_USER_INPUT', `На склад «${warehouse}» по плану отгружать нечего: сохранять нечего.`);
  const id = await saved.insertPlan(ctx.db, {
    companyId: caller.companyId,
    warehouseName: warehouse,
    coverDays: scope.coverDays,
    leadDays: scope.leadDays,
    windowDays: scope.windowDays,
    createdAt: new Date(),
    lines: lines.map((line) => ({
      barcode: line.barcode!,
      nmId: Number(line.nm_id),
      techSize: line.tech_size,
      vendorCode: line.vendor_code,
      quantity: Number(line.to_ship),
    })),
  });
  const [plan] = (await savedSupplyPlans(ctx, caller)).filter((p) => p.id === String(id));
  return { id: plan!.id, message: `План поставки на «${warehouse}» сохранён: ${plan!.units} шт.`, plan: plan! };
}

export async function deleteSupplyPlan(ctx: GraphQLContext, { companyId }: CompanyCaller, id: string) {
  const planId = Number(id);
  if (!Number.isSafeInteger(planId) || !(await saved.deletePlan(ctx.db, companyId, planId)))
    throw appError('NOT_FOUND', 'Такого плана поставки у компании нет.');
  return { id: String(planId), message: 'План поставки удалён.' };
}

const STATUS_TEXT: Record<number, string> = {
  1: 'Не запланирована',
  2: 'Запланирована',
  3: 'Отгрузка разрешена',
  4: 'Идёт приёмка',
  5: 'Принята',
  6: 'Отгружена на воротах',
};

/**
 * The company's saved plans, newest first, each against the first income to its warehouse since it was saved:
 * by barcode, the units planned, shipped in the income and accepted (the income's barcodes not planned too).
 */
export async function savedSupplyPlans(ctx: GraphQLContext, { companyId }: CompanyCaller) {
  const heads = await saved.plansOf(ctx.db, companyId, PLANS_SHOWN);
  const lines = await saved.linesOf(
    ctx.db,
    companyId,
    heads.map((h) => Number(h.id)),
  );
  const goods = await saved.goodsOf(
    ctx.db,
    companyId,
    heads.flatMap((h) => (h.preorder_id === null ? [] : [Number(h.preorder_id)])),
  );
  return heads.map((head) => {
    const mine = lines.filter((line) => line.planId === Number(head.id));
    const income = goods.filter((g) => head.preorder_id !== null && String(g.preorder_id) === String(head.preorder_id));
    const planned = mine.map((line) => {
      const got = income.find((g) => g.barcode === line.barcode);
      return {
        barcode: line.barcode,
        nmId: line.nmId,
        techSize: line.techSize,
        vendorCode: line.vendorCode,
        planned: line.quantity,
        shipped: got ? Number(got.quantity) : head.preorder_id === null ? null : 0,
        accepted: got?.accepted_quantity == null ? null : Number(got.accepted_quantity),
      };
    });
    const unplanned = income
      .filter((g) => !mine.some((line) => line.barcode === g.barcode))
      .map((g) => ({
        barcode: g.barcode,
        nmId: null,
        techSize: null,
        vendorCode: null,
        planned: 0,
        shipped: Number(g.quantity),
        accepted: g.accepted_quantity == null ? null : Number(g.accepted_quantity),
      }));
    return {
      id: String(head.id),
      warehouse: head.warehouse_name,
      coverDays: head.cover_days,
      leadDays: head.lead_days,
      windowDays: head.window_days,
      createdAt: new Date(head.created_at),
      units: mine.reduce((sum, line) => sum + line.quantity, 0),
      incomeId: head.income_id,
      incomeStatus: head.status_id === null ? null : (STATUS_TEXT[head.status_id] ?? String(head.status_id)),
      lines: [...planned, ...unplanned],
    };
  });
}

/** A share in percent to one place; null with no orders. */
const shareOf = (part: number, whole: number) =>
  whole === 0 ? null : (Math.round((1000 * part) / whole) / 10).toFixed(1);

/**
 * Orders served from a WB warehouse in the buyer's own district: by card over the window (a page), in
 * total, and by week; and the share if each buyers' district with a WB warehouse were served from it.
 */
export async function localisationPage(
  ctx: GraphQLContext,
  { companyId }: CompanyCaller,
  query: ListQueryInput,
  input: { windowDays?: number | null; weeks?: number | null; today?: string | null },
) {
  const weeks = input.weeks ?? LOCALISATION_WEEKS.default;
  if (!Number.isInteger(weeks) || weeks < LOCALISATION_WEEKS.min || weeks > LOCALISATION_WEEKS.max)
    throw appError('BAD_USER_INPUT', `Недель — от ${LOCALISATION_WEEKS.min} до ${LOCALISATION_WEEKS.max}.`);
  const { today, windowDays } = await scopeOf(ctx, companyId, { windowDays: input.windowDays, today: input.today });
  const rows = repo.localisationCardRows(companyId, today, windowDays);
  const page = await repo.localisationCards(ctx.db, rows, planList(query, LOCALISATION_LIST));
  const from = mondayOf(addDays(today, -7 * (weeks - 1) - 1));
  const byWeek = await repo.localisationWeeks(ctx.db, companyId, from, today);
  return {
    today,
    windowDays,
    totalCount: page.totalCount,
    total: {
      ...page.total,
      share: shareOf(page.total.local, page.total.orders),
      plannedShare: shareOf(page.total.reachable, page.total.orders),
    },
    items: page.items.map((row) => ({
      nmId: Number(row.nm_id),
      vendorCode: row.vendor_code,
      title: row.title,
      orders: Number(row.orders),
      local: Number(row.local),
      share: String(row.share),
      plannedShare: String(row.planned_share),
    })),
    weeks: byWeek.map((row) => ({
      week: typeof row.week === 'string' ? row.week.slice(0, 10) : row.week.toISOString().slice(0, 10),
      orders: row.orders,
      local: row.local,
      share: shareOf(row.local, row.orders),
      plannedShare: shareOf(row.reachable, row.orders),
    })),
  };
}

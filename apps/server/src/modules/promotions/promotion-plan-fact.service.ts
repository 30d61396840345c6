import type { GraphQLContext } from '../../graphql/context.ts';
import { appError } from '../../graphql/errors.ts';
import { addDays, daysInPeriod, moscowDay } from '../../lib/moscow-time.ts';
import type { CompanyCaller } from '../auth/guards.ts';
import { companyCards } from '../cards/cards.service.ts';
import { ordersByCard } from '../orders/orders.service.ts';
import { mskPeriod } from '../orders/statistics-period.ts';
import { periodsFigures } from '../reports/reports.service.ts';
import { revenueByCard } from '../sales/sales.service.ts';
import { PRICE_CURRENCY } from '../unit/unit.service.ts';
import { requirePromotion, type PromotionShape } from './promotions.service.ts';

// An ended promotion against the same number of days before it: orders and sales of the cards that took
// part (WB's statistics), and their profit by the realization reports (docs/money.md, «A promotion against
// the days before it»).

export interface PeriodFiguresShape {
  orders: number;
  ordersSum: number;
  /** Sales net of returns, and their sum at the price after the seller's discount. */
  sold: number;
  revenue: number;
  /** WB's payout less cost price of the units the reports of the period name; null when none or unknown. */
  profit: number | null;
}

export interface PlanFactCardShape {
  nmId: number;
  vendorCode: string | null;
  title: string | null;
  before: PeriodFiguresShape;
  during: PeriodFiguresShape;
}

export interface PromotionPlanFactShape {
  promotion: PromotionShape;
  dateFrom: string;
  dateTo: string;
  beforeFrom: string;
  beforeTo: string;
  cards: PlanFactCardShape[];
  /** Sums of the cards' rows; profit of the cards that have one. */
  before: PeriodFiguresShape;
  during: PeriodFiguresShape;
  /** Cards left out of the profit totals for want of a profit. */
  beforeWithoutProfit: number;
  duringWithoutProfit: number;
}

const empty = (): PeriodFiguresShape => ({ orders: 0, ordersSum: 0, sold: 0, revenue: 0, profit: null });

function total(rows: PeriodFiguresShape[]): { sum: PeriodFiguresShape; withoutProfit: number } {
  const sum = empty();
  let withoutProfit = 0;
  for (const r of rows) {
    sum.orders += r.orders;
    sum.ordersSum += r.ordersSum;
    sum.sold += r.sold;
    sum.revenue += r.revenue;
    if (r.profit === null) withoutProfit++;
    else sum.profit = (sum.profit ?? 0) + r.profit;
  }
  return { sum, withoutProfit };
}

export async function promotionPlanFact(
  ctx: GraphQLContext,
  { companyId }: CompanyCaller,
  promotionId: number,
  now = new Date(),
): Promise<PromotionPlanFactShape> {
  const { promotion, cards } = await requirePromotion(ctx, companyId, promotionId, now);
  if (promotion.state !== 'ended')
    throw appError('CONFLICT', `Акция «${promotion.name}» ещё не закончилась: сравнить её с днями до неё можно после конца.`);
  const dateFrom = moscowDay(promotion.startAt);
  const dateTo = moscowDay(promotion.endAt);
  const days = daysInPeriod(dateFrom, dateTo);
  const beforeTo = addDays(dateFrom, -1);
  const beforeFrom = addDays(beforeTo, 1 - days);
  const during = mskPeriod(dateFrom, dateTo);
  const before = mskPeriod(beforeFrom, beforeTo);
  const took = cards.filter((c) => c.inAction).map((c) => c.nmId);
  const periods = [during, before];
  const figuresOf = async (index: number) => {
    const period = periods[index]!;
    const [orders, sales, reports] = [
      await ordersByCard(ctx.db, companyId, period),
      await revenueByCard(ctx.db, companyId, period),
      await periodsFigures(ctx.db, companyId, periods, index),
    ];
    const ordersOf = new Map(orders.map((o) => [o.nmId, o]));
    const salesOf = new Map(sales.map((s) => [s.nmId, s]));
    const profitOf = new Map(reports.cards.filter((c) => c.currency === PRICE_CURRENCY).map((c) => [c.nmId, c.profit]));
    return (nmId: number): PeriodFiguresShape => ({
      orders: ordersOf.get(nmId)?.orders ?? 0,
      ordersSum: ordersOf.get(nmId)?.ordersKopecks ?? 0,
      sold: salesOf.get(nmId)?.sold ?? 0,
      revenue: salesOf.get(nmId)?.revenueKopecks ?? 0,
      profit: profitOf.get(nmId) ?? null,
    });
  };
  const duringOf = await figuresOf(0);
  const beforeOf = await figuresOf(1);
  const catalogue = new Map((await companyCards(ctx.db, companyId)).map((c) => [c.nmID, c]));
  const rows = took.map((nmId) => ({
    nmId,
    vendorCode: catalogue.get(nmId)?.vendorCode ?? null,
    title: catalogue.get(nmId)?.title ?? null,
    before: beforeOf(nmId),
    during: duringOf(nmId),
  }));
  const b = total(rows.map((r) => r.before));
  const d = total(rows.map((r) => r.during));
  return {
    promotion,
    dateFrom,
    dateTo,
    beforeFrom,
    beforeTo,
    cards: rows,
    before: b.sum,
    during: d.sum,
    beforeWithoutProfit: b.withoutProfit,
    duringWithoutProfit: d.withoutProfit,
  };
}

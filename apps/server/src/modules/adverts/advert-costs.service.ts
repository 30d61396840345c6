import type { Database } from '../../db/client.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { CompanyCaller } from '../auth/guards.ts';
import { ordersByCard } from '../orders/orders.service.ts';
import { mskPeriod } from '../orders/statistics-period.ts';
import { revenueByCard } from '../sales/sales.service.ts';
import { cardAdvertCost, type CardAdvertCost, type CardAdvertFigures } from './advert-cost.ts';
import * as repo from './adverts.repo.ts';
import { checkPeriod, vendorCodesOf, type AdvertDetailShape } from './adverts.service.ts';

export interface AdvertCardCostShape extends CardAdvertFigures, CardAdvertCost {
  nm: number;
  vendorCode: string | null;
  /** Orders WB attributes to the campaigns (its own statistics), for comparison. */
  advertOrders: number;
}

/**
 * Each card's advertising spend in the period against the company's own orders and sales of the
 * card in the same Moscow days. `nms` are cards shown even without spend (a campaign's products);
 * otherwise only cards with spend are listed. Most spend first.
 */
async function costsOf(
  db: Database,
  codes: Map<number, string>,
  companyId: number,
  from: string,
  to: string,
  scope: { advertId?: number; nms?: number[] },
): Promise<AdvertCardCostShape[]> {
  checkPeriod(from, to);
  const period = mskPeriod(from, to);
  const [spends, orders, sales] = await Promise.all([
    repo.spendByCard(db, companyId, from, to, scope.advertId),
    ordersByCard(db, companyId, period),
    revenueByCard(db, companyId, period),
  ]);
  const spendOf = new Map(spends.map((s) => [s.nmId, s]));
  const ordersOf = new Map(orders.map((o) => [o.nmId, o]));
  const salesOf = new Map(sales.map((s) => [s.nmId, s]));
  const nms = new Set([...(scope.nms ?? []), ...spends.filter((s) => s.spendKopecks > 0).map((s) => s.nmId)]);
  return [...nms]
    .map((nm): AdvertCardCostShape => {
      const figures: CardAdvertFigures = {
        spend: spendOf.get(nm)?.spendKopecks ?? 0,
        orders: ordersOf.get(nm)?.orders ?? 0,
        ordersSum: ordersOf.get(nm)?.ordersKopecks ?? 0,
        sales: salesOf.get(nm)?.sold ?? 0,
        salesSum: salesOf.get(nm)?.revenueKopecks ?? 0,
      };
      return {
        nm,
        vendorCode: codes.get(nm) ?? null,
        advertOrders: spendOf.get(nm)?.orders ?? 0,
        ...figures,
        ...cardAdvertCost(figures),
      };
    })
    .sort((a, b) => b.spend - a.spend || a.nm - b.nm);
}

/** `advertCostByCard(from, to)`: every card the company advertised in the period, over all campaigns. */
export async function advertCostByCard(
  ctx: GraphQLContext,
  { companyId }: CompanyCaller,
  from: string,
  to: string,
): Promise<AdvertCardCostShape[]> {
  return costsOf(ctx.db, await vendorCodesOf(ctx, companyId), companyId, from, to, {});
}

/** The campaign screen's table: each product of the campaign, with this campaign's spend only. */
export async function campaignCardCosts(
  ctx: GraphQLContext,
  { companyId, advertId, from, to, nms }: AdvertDetailShape['scope'],
): Promise<AdvertCardCostShape[]> {
  return costsOf(ctx.db, await vendorCodesOf(ctx, companyId), companyId, from, to, { advertId, nms });
}

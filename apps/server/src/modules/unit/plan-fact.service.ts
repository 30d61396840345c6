import type { GraphQLContext } from '../../graphql/context.ts';
import { appError } from '../../graphql/errors.ts';
import type { CompanyCaller } from '../auth/guards.ts';
import { cardReportCosts, cardReportFacts, MAX_REPORT_DAYS, type SaleScheme } from '../reports/reports.service.ts';
import { companyTariffs } from '../tariffs/tariffs.service.ts';
import { NO_COSTS, planAgainstFact, type PlanFactComparison } from './plan-fact.ts';
import { PRICE_CURRENCY, unitEconomicsReport } from './unit.service.ts';

export interface PlanFactCardShape extends PlanFactComparison {
  nmID: number;
  vendorCode: string | null;
  title: string | null;
  scheme: SaleScheme;
  sold: number;
  /** The report's currency. */
  currency: string;
}

/** The period's sums over the cards shown, and what is left out of the profit. */
export interface PlanFactTotals {
  sold: number;
  /** Σ payout of the cards whose report is in rubles. */
  payout: number;
  /** Σ profit of the cards that have one: equals the sum of the rows' profit. */
  profit: number;
  /** Cards (and ways of selling) left out of the profit: a unit sold without a cost price. */
  uncostedCards: number;
  uncostedUnits: number;
  /** Their payout, part of `payout` and not of `profit`. */
  uncostedPayout: number;
  /** Cards whose report is in another currency than the price: in no sum. */
  otherCurrencyCards: number;
}

export interface PlanFactShape {
  dateFrom: string;
  dateTo: string;
  /** The warehouse of the FBS plan (and of FBO when no WB warehouse has tariffs). */
  warehouseName: string | null;
  /** The WB warehouse whose tariffs the FBO plan uses. */
  fboWarehouseName: string | null;
  cards: PlanFactCardShape[];
  totals: PlanFactTotals;
}

const DAY_MS = 86_400_000;

function checkPeriod(dateFrom: string, dateTo: string): void {
  if (dateFrom > dateTo) throw appError('BAD_USER_INPUT', 'Начало периода позже его конца: проверьте даты «с» и «по».');
  const days = (Date.parse(`${dateTo}T00:00:00Z`) - Date.parse(`${dateFrom}T00:00:00Z`)) / DAY_MS + 1;
  if (days > MAX_REPORT_DAYS)
    throw appError('BAD_USER_INPUT', `Период — не больше ${MAX_REPORT_DAYS} дней; выбран период в ${days} дней.`);
}

/**
 * The WB warehouse of the FBO plan: the one asked for, else the first by name that WB names with its region
 * (`geoName`); WB's aggregates such as «Свой склад РФ» have none and are the seller's own warehouse's tariffs.
 */
async function fboWarehouse(ctx: GraphQLContext, companyId: number, asked: string | null): Promise<string | null> {
  if (asked !== null) return asked;
  const tariffs = await companyTariffs(ctx.db, companyId);
  const named = tariffs
    .filter((t) => t.box !== null && (t.geoName ?? '') !== '')
    .map((t) => t.warehouseName)
    .sort((a, b) => a.localeCompare(b, 'ru'));
  return named[0] ?? null;
}

function totalsOf(cards: PlanFactCardShape[]): PlanFactTotals {
  const totals: PlanFactTotals = {
    sold: 0,
    payout: 0,
    profit: 0,
    uncostedCards: 0,
    uncostedUnits: 0,
    uncostedPayout: 0,
    otherCurrencyCards: 0,
  };
  for (const card of cards) {
    if (card.currency !== PRICE_CURRENCY) {
      totals.otherCurrencyCards++;
      continue;
    }
    totals.sold += card.sold;
    totals.payout += card.payoutTotal;
    if (card.profitTotal !== null) totals.profit += card.profitTotal;
    else {
      totals.uncostedCards++;
      totals.uncostedUnits += card.uncostedUnits;
      totals.uncostedPayout += card.payoutTotal;
    }
  }
  return totals;
}

/**
 * Every card (and way of selling) the realization reports mention in the period, its planned unit
 * economics next to the reports' figures per unit sold, down to profit; most sold first. FBO is planned
 * at a WB warehouse, FBS at the chosen one.
 */
export async function unitPlanFact(
  ctx: GraphQLContext,
  caller: CompanyCaller,
  dateFrom: string,
  dateTo: string,
  warehouseName: string | null,
  fboWarehouseName: string | null = null,
): Promise<PlanFactShape> {
  checkPeriod(dateFrom, dateTo);
  const fboName = await fboWarehouse(ctx, caller.companyId, fboWarehouseName);
  const [plan, fboPlan, facts, costs] = await Promise.all([
    unitEconomicsReport(ctx, caller, warehouseName, {}),
    fboName === null ? null : unitEconomicsReport(ctx, caller, fboName, {}),
    cardReportFacts(ctx.db, caller.companyId, dateFrom, dateTo),
    cardReportCosts(ctx.db, caller.companyId, dateFrom, dateTo),
  ]);
  const rowsOf = (report: typeof plan) => new Map(report.rows.map((row) => [row.nmID, row]));
  const planRows = { fbs: rowsOf(plan), fbo: rowsOf(fboPlan ?? plan) };
  const costOf = new Map(costs.map((c) => [`${c.nmId}:${c.scheme}:${c.currency}`, c]));
  const cards = facts.map((fact): PlanFactCardShape => {
    const row = planRows[fact.scheme].get(fact.nmId);
    const comparison = planAgainstFact(
      {
        priceAfterDiscount: row?.priceAfterDiscount ?? null,
        scheme: row?.[fact.scheme] ?? null,
        buyoutPercent: row?.buyoutPercent ?? 10_000,
        currency: PRICE_CURRENCY,
        costPrice: row?.firstPrice ?? null,
      },
      fact,
      costOf.get(`${fact.nmId}:${fact.scheme}:${fact.currency}`) ?? NO_COSTS(fact),
    );
    return {
      ...comparison,
      nmID: fact.nmId,
      vendorCode: row?.vendorCode ?? fact.vendorCode,
      title: row?.title ?? null,
      scheme: fact.scheme,
      sold: fact.sold,
      currency: fact.currency,
    };
  });
  cards.sort((a, b) => b.sold - a.sold || a.nmID - b.nmID || a.scheme.localeCompare(b.scheme));
  return {
    dateFrom,
    dateTo,
    warehouseName: plan.warehouseName,
    fboWarehouseName: (fboPlan ?? plan).warehouseName,
    cards,
    totals: totalsOf(cards),
  };
}

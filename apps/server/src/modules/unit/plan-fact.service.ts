import type { GraphQLContext } from '../../graphql/context.ts';
import { appError } from '../../graphql/errors.ts';
import type { CompanyCaller } from '../auth/guards.ts';
import { cardReportFacts, MAX_REPORT_DAYS, type SaleScheme } from '../reports/reports.service.ts';
import { planAgainstFact, type PlanFactComparison } from './plan-fact.ts';
import { PRICE_CURRENCY, unitEconomicsReport } from './unit.service.ts';

export interface PlanFactCardShape extends PlanFactComparison {
  nmID: number;
  vendorCode: string | null;
  title: string | null;
  scheme: SaleScheme;
  sold: number;
}

export interface PlanFactShape {
  dateFrom: string;
  dateTo: string;
  warehouseName: string | null;
  cards: PlanFactCardShape[];
}

const DAY_MS = 86_400_000;

function checkPeriod(dateFrom: string, dateTo: string): void {
  if (dateFrom > dateTo) throw appError('BAD_USER_INPUT', 'Начало периода позже его конца: проверьте даты «с» и «по».');
  const days = (Date.parse(`${dateTo}T00:00:00Z`) - Date.parse(`${dateFrom}T00:00:00Z`)) / DAY_MS + 1;
  if (days > MAX_REPORT_DAYS)
    throw appError('BAD_USER_INPUT', `Период — не больше ${MAX_REPORT_DAYS} дней; выбран период в ${days} дней.`);
}

/**
 * Every card (and way of selling) the realization reports mention in the period, its planned unit
 * economics at the warehouse next to the reports' figures per unit sold; most sold first.
 */
export async function unitPlanFact(
  ctx: GraphQLContext,
  caller: CompanyCaller,
  dateFrom: string,
  dateTo: string,
  warehouseName: string | null,
): Promise<PlanFactShape> {
  checkPeriod(dateFrom, dateTo);
  const [plan, facts] = await Promise.all([
    unitEconomicsReport(ctx, caller, warehouseName, {}),
    cardReportFacts(ctx.db, caller.companyId, dateFrom, dateTo),
  ]);
  const planRows = new Map(plan.rows.map((row) => [row.nmID, row]));
  const cards = facts.map((fact): PlanFactCardShape => {
    const row = planRows.get(fact.nmId);
    const comparison = planAgainstFact(
      {
        priceAfterDiscount: row?.priceAfterDiscount ?? null,
        scheme: row?.[fact.scheme] ?? null,
        buyoutPercent: row?.buyoutPercent ?? 10_000,
        currency: PRICE_CURRENCY,
      },
      fact,
    );
    return {
      ...comparison,
      nmID: fact.nmId,
      vendorCode: row?.vendorCode ?? fact.vendorCode,
      title: row?.title ?? null,
      scheme: fact.scheme,
      sold: fact.sold,
    };
  });
  cards.sort((a, b) => b.sold - a.sold || a.nmID - b.nmID || a.scheme.localeCompare(b.scheme));
  return { dateFrom, dateTo, warehouseName: plan.warehouseName, cards };
}

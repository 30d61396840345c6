// Plan against fact for one card: what unit economics expects per unit sold next to what WB's
// realization reports charged per unit sold in a period. Integers only: kopecks and hundredths of
// a percent; each per-unit figure is the period's exact sum ÷ units sold, rounded half-up once.

import { divideHalfUp, ratioPercent, toSafeNumber } from '../../lib/money.ts';
import type { CardReportCosts, CardReportFacts } from '../reports/reports.service.ts';
import type { SchemeEconomics } from './unit-economics.ts';

/** The lines compared, in the order the screen shows them. */
export const PLAN_FACT_LINES = [
  'revenue',
  'commission',
  'acquiring',
  'logistics',
  'storage',
  'acceptance',
  'penalties',
  'payout',
  'cost',
  'profit',
] as const;
export type PlanFactLineKind = (typeof PLAN_FACT_LINES)[number];

export interface PlanFactLine {
  line: PlanFactLineKind;
  plan: number | null;
  fact: number | null;
  /** fact − plan; null when either is missing. */
  difference: number | null;
}

export interface PlanFactComparison {
  lines: PlanFactLine[];
  plannedBuyoutPercent: number;
  /** Units sold ÷ trips to the buyer in the period; null without trips. */
  actualBuyoutPercent: number | null;
  /** Why the fact is empty, in Russian; null when it is there. */
  missing: string | null;
  /** The period's sums in the report's currency: what WB paid for the card less all it charged the card. */
  payoutTotal: number;
  /** Σ cost price × net sold of the units that have one. */
  costTotal: number;
  /** payoutTotal − costTotal; null when a unit sold has no cost price, or the report is in another currency. */
  profitTotal: number | null;
  /** Units sold or returned without a cost price: they have no profit, so the card's profit is left out. */
  uncostedUnits: number;
}

/** The plan's side: price after discount and one scheme's economics; null where unit economics has none. */
export interface PlanSide {
  priceAfterDiscount: number | null;
  scheme: SchemeEconomics | null;
  buyoutPercent: number;
  currency: string;
  /** The card's cost price; null when not set. */
  costPrice: number | null;
}

const perUnit = (sum: number, sold: number) => toSafeNumber(divideHalfUp(BigInt(sum), BigInt(sold)));

const sumOrNull = (...parts: (number | null | undefined)[]) =>
  parts.some((part) => part === null || part === undefined) ? null : parts.reduce<number>((s, p) => s + p!, 0);

/**
 * The plan per unit sold. Logistics includes the return trips of units not bought out (the
 * calculator's logistics + returns), since the report's logistics holds both directions. Paid
 * acceptance is the card's (or the company's) saved amount; no penalties are expected. Payout is
 * what WB transfers for a unit: price after discount − commission − acquiring − logistics − returns
 * − storage − acceptance.
 */
function planOf({ priceAfterDiscount, scheme, costPrice }: PlanSide): Record<PlanFactLineKind, number | null> {
  const logistics = sumOrNull(scheme?.logistics, scheme?.returns);
  const costs = sumOrNull(scheme?.commission, scheme?.acquiring, logistics, scheme?.storage, scheme?.acceptance);
  const payout = priceAfterDiscount === null || costs === null ? null : priceAfterDiscount - costs;
  return {
    revenue: priceAfterDiscount,
    commission: scheme?.commission ?? null,
    acquiring: scheme?.acquiring ?? null,
    logistics,
    storage: scheme?.storage ?? null,
    acceptance: scheme?.acceptance ?? 0,
    penalties: 0,
    payout,
    cost: costPrice,
    profit: payout === null || costPrice === null ? null : payout - costPrice,
  };
}

/**
 * The fact per unit sold. Payout is WB's «к перечислению» for the goods less everything the reports
 * charged the card: (for pay − logistics − storage − acceptance − penalties − deductions + additional
 * payments) ÷ sold, so it is rounded once and need not equal the rounded lines above it.
 */
const paidOf = (facts: CardReportFacts) =>
  facts.forPay -
  facts.logistics -
  facts.storage -
  facts.acceptance -
  facts.penalties -
  facts.deductions +
  facts.additionalPayments;

function factOf(facts: CardReportFacts, costs: CardReportCosts): Record<PlanFactLineKind, number | null> {
  const { sold } = facts;
  const paid = paidOf(facts);
  const costed = costs.uncostedUnits === 0;
  return {
    revenue: perUnit(facts.revenue, sold),
    commission: perUnit(facts.commission, sold),
    acquiring: perUnit(facts.acquiring, sold),
    logistics: perUnit(facts.logistics, sold),
    storage: perUnit(facts.storage, sold),
    acceptance: perUnit(facts.acceptance, sold),
    penalties: perUnit(facts.penalties, sold),
    payout: perUnit(paid, sold),
    cost: costed ? perUnit(costs.cost, sold) : null,
    profit: costed ? perUnit(paid - costs.cost, sold) : null,
  };
}

function factMissing(plan: PlanSide, facts: CardReportFacts): string | null {
  if (facts.currency !== plan.currency)
    return `Отчёт WB в ${facts.currency}, а цена в ${plan.currency}: валюты не смешиваются.`;
  if (facts.sold <= 0) return 'За период нет выкупленных единиц: факт на единицу не посчитать.';
  return null;
}

/** A card and way of selling with nothing priced: no unit sold without a cost price. */
export const NO_COSTS = (facts: CardReportFacts): CardReportCosts => ({
  nmId: facts.nmId,
  scheme: facts.scheme,
  currency: facts.currency,
  cost: 0,
  uncostedUnits: 0,
});

export function planAgainstFact(
  plan: PlanSide,
  facts: CardReportFacts,
  costs: CardReportCosts = NO_COSTS(facts),
): PlanFactComparison {
  const planned = planOf(plan);
  const missing = factMissing(plan, facts);
  const actual = missing === null ? factOf(facts, costs) : null;
  const payoutTotal = paidOf(facts);
  const comparable = facts.currency === plan.currency && costs.uncostedUnits === 0;
  return {
    lines: PLAN_FACT_LINES.map((line) => {
      const fact = actual?.[line] ?? null;
      const expected = planned[line];
      return { line, plan: expected, fact, difference: fact === null || expected === null ? null : fact - expected };
    }),
    plannedBuyoutPercent: plan.buyoutPercent,
    actualBuyoutPercent: missing === null ? ratioPercent(facts.sold, facts.deliveries) : null,
    missing,
    payoutTotal,
    costTotal: costs.cost,
    profitTotal: comparable ? payoutTotal - costs.cost : null,
    uncostedUnits: costs.uncostedUnits,
  };
}

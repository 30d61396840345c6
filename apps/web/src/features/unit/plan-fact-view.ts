import type { PlanFactLineKind, SaleScheme } from '../../gql/graphql.ts';
import type { ColumnSpec } from '../../shared/columns/column-spec.ts';
import { formatRub } from '../../shared/money-format.ts';
import { countOf } from '../../shared/plural.ts';
import type { PlanFactCard, PlanFactLine, PlanFactTotals } from './plan-fact.graphql.ts';

export const LINE_LABELS: Record<PlanFactLineKind, string> = {
  REVENUE: 'Цена после скидки продавца',
  COMMISSION: 'Комиссия WB',
  ACQUIRING: 'Эквайринг',
  LOGISTICS: 'Логистика с возвратами',
  STORAGE: 'Хранение',
  ACCEPTANCE: 'Платная приёмка',
  PENALTIES: 'Штрафы',
  PAYOUT: 'К перечислению за единицу',
  COST: 'Себестоимость',
  PROFIT: 'Прибыль до налога',
};

export const SCHEME_NAMES: Record<SaleScheme, string> = { FBO: 'FBO', FBS: 'FBS' };

/** The key of a card and its way of selling in the picker. */
export const cardKey = (card: Pick<PlanFactCard, 'nmID' | 'scheme'>) => `${card.nmID}:${card.scheme}`;

export const cardLabel = (card: PlanFactCard) =>
  `${card.vendorCode ?? card.nmID} · ${SCHEME_NAMES[card.scheme]} · продано ${card.sold}`;

/** Lower costs and a higher price or payout than planned are good for the seller. */
export function differenceTone(line: PlanFactLine): 'good' | 'bad' | 'none' {
  if (line.difference === null || /^-?0(\.0+)?$/.test(line.difference)) return 'none';
  const higher = !line.difference.startsWith('-');
  const moreIsBetter = line.line === 'REVENUE' || line.line === 'PAYOUT' || line.line === 'PROFIT';
  return higher === moreIsBetter ? 'good' : 'bad';
}

/** The table of one card, shown and exported alike. */
export const planFactColumns: ColumnSpec<PlanFactLine>[] = [
  { field: 'line', header: 'Статья', kind: 'text', value: (l) => LINE_LABELS[l.line], exportWidth: 32 },
  { field: 'plan', header: 'План', kind: 'money', value: (l) => l.plan },
  { field: 'fact', header: 'Факт', kind: 'money', value: (l) => l.fact },
  { field: 'difference', header: 'Разница', kind: 'money', value: (l) => l.difference },
];

const lineOf = (card: PlanFactCard, kind: PlanFactLineKind) => card.lines.find((l) => l.line === kind);

/** Every card of the period in one table, down to profit, shown and exported alike. */
export const planFactCardColumns: ColumnSpec<PlanFactCard>[] = [
  {
    field: 'card',
    header: 'Товар',
    kind: 'text',
    value: (c) => c.vendorCode ?? String(c.nmID),
    minWidth: 140,
    flex: 1,
  },
  { field: 'nmID', header: 'nmID', kind: 'text', value: (c) => String(c.nmID), width: 110 },
  { field: 'scheme', header: 'Схема', kind: 'text', value: (c) => SCHEME_NAMES[c.scheme], width: 80 },
  { field: 'sold', header: 'Продано', kind: 'integer', value: (c) => c.sold, width: 100 },
  { field: 'buyoutPlan', header: 'Выкуп, план', kind: 'percent', value: (c) => c.plannedBuyoutPercent, width: 120 },
  { field: 'buyoutFact', header: 'Выкуп, факт', kind: 'percent', value: (c) => c.actualBuyoutPercent, width: 120 },
  {
    field: 'payoutPlan',
    header: 'К перечисл./ед., план',
    kind: 'money',
    value: (c) => lineOf(c, 'PAYOUT')?.plan,
    width: 170,
  },
  {
    field: 'payoutFact',
    header: 'К перечисл./ед., факт',
    kind: 'money',
    value: (c) => lineOf(c, 'PAYOUT')?.fact,
    width: 170,
  },
  {
    field: 'profitPlan',
    header: 'Прибыль/ед., план',
    kind: 'money',
    value: (c) => lineOf(c, 'PROFIT')?.plan,
    width: 170,
  },
  {
    field: 'profitFact',
    header: 'Прибыль/ед., факт',
    kind: 'money',
    value: (c) => lineOf(c, 'PROFIT')?.fact,
    width: 170,
  },
  {
    field: 'profitDifference',
    header: 'Прибыль/ед., разница',
    kind: 'money',
    value: (c) => lineOf(c, 'PROFIT')?.difference,
    width: 170,
  },
  { field: 'payoutTotal', header: 'К перечисл. за период', kind: 'money', value: (c) => c.payoutTotal, width: 160 },
  { field: 'costTotal', header: 'Себест. за период', kind: 'money', value: (c) => c.costTotal, width: 160 },
  { field: 'profitTotal', header: 'Прибыль за период', kind: 'money', value: (c) => c.profitTotal, width: 150 },
];

/** Why a card's profit is empty, in a few words for its cell. */
export function profitGap(card: PlanFactCard): string | null {
  if (card.profitTotal !== null) return null;
  if (card.uncostedUnits > 0)
    return `${countOf(card.uncostedUnits, ['единица', 'единицы', 'единиц'])} без себестоимости`;
  return `отчёт в ${card.currency}`;
}

/** What the profit total leaves out, in the seller's words; null when nothing is left out. */
export function leftOutNote(totals: PlanFactTotals): string | null {
  const parts: string[] = [];
  if (totals.uncostedCards > 0)
    parts.push(
      `без себестоимости — ${countOf(totals.uncostedCards, ['товар', 'товара', 'товаров'])}, ${countOf(
        totals.uncostedUnits,
        ['единица', 'единицы', 'единиц'],
      )}, к перечислению ${formatRub(totals.uncostedPayout)}`,
    );
  if (totals.otherCurrencyCards > 0)
    parts.push(`отчёт в другой валюте — ${countOf(totals.otherCurrencyCards, ['товар', 'товара', 'товаров'])}`);
  return parts.length ? `Не в прибыли за период: ${parts.join('; ')}.` : null;
}

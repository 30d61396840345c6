import type { PlanFactLineKind, SaleScheme } from '../../gql/graphql.ts';
import type { ColumnSpec } from '../../shared/columns/column-spec.ts';
import type { PlanFactCard, PlanFactLine } from './plan-fact.graphql.ts';

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

import { combined, currenciesByRows, type Combined } from '../reports/report-money.ts';
import type { CardProfit, PeriodTotals } from '../reports/reports.service.ts';
import type { CardRevenue } from '../sales/sales.service.ts';

// The home page's money from the realization reports: each period's profit and the cards ranked
// (docs/money.md, «The home page»), out of the figures `periodsFigures` counts for all periods at once.

const MAIN = 1;
const BUYOUT = 2;
/** The best and the worst cards /main shows of each ranking. */
export const RANKED_CARDS = 5;

/** A period's totals and its report currency: the one most of its rows are in. */
export function reportCurrencyOf(totals: PeriodTotals[]): string {
  return currenciesByRows(totals)[0]!;
}

/**
 * The seller's profit: the main and buyout reports together (`combined`, as the combined view of /reports
 * counts it), in the report currency, with the units left out of it for want of a cost price; null when no
 * row counts.
 */
export function profitOf(totals: PeriodTotals[]): Combined | null {
  const currency = reportCurrencyOf(totals);
  const main = totals.find((t) => t.reportType === MAIN && t.currency === currency);
  const buyout = totals.find((t) => t.reportType === BUYOUT && t.currency === currency);
  if ((main?.rowCount ?? 0) === 0 && (buyout?.rowCount ?? 0) === 0) return null;
  return combined(main, buyout);
}

export interface HomeCardShape {
  nmId: number;
  vendorCode: string | null;
  title: string | null;
  sold: number;
  revenue: number;
  profit: number | null;
}

/** What the ranked cards are named by: vendor code and title by nmID (`cardLabels`). */
export type CardLabels = Map<number, { vendorCode: string; title: string | null }>;

export interface RankedCards {
  topByRevenue: HomeCardShape[];
  bottomByRevenue: HomeCardShape[];
  topByProfit: HomeCardShape[];
  bottomByProfit: HomeCardShape[];
}

/**
 * Cards ranked by the period's revenue and by the profit of its units in the report currency (profit in
 * another currency is never added to it), best and worst five of each; named by the rows' vendor code until
 * `namedCards` names them by the cards.
 */
export function rankedCards(revenue: CardRevenue[], profits: CardProfit[], currency: string): RankedCards {
  const byNm = new Map<number, HomeCardShape>();
  const entry = (nmId: number, vendorCode: string | null): HomeCardShape => {
    let card = byNm.get(nmId);
    if (!card) {
      card = { nmId, vendorCode, title: null, sold: 0, revenue: 0, profit: null };
      byNm.set(nmId, card);
    }
    return card;
  };
  for (const row of revenue) {
    const card = entry(row.nmId, row.supplierArticle);
    card.sold = row.sold;
    card.revenue = row.revenueKopecks;
  }
  for (const row of profits.filter((p) => p.currency === currency)) {
    entry(row.nmId, row.vendorCode).profit = row.profit;
  }
  const all = [...byNm.values()];
  const withRevenue = all.filter((c) => c.sold !== 0 || c.revenue !== 0);
  const withProfit = all.filter((c) => c.profit !== null);
  const byRevenue = [...withRevenue].sort((a, b) => b.revenue - a.revenue || a.nmId - b.nmId);
  const byProfit = [...withProfit].sort((a, b) => b.profit! - a.profit! || a.nmId - b.nmId);
  return {
    topByRevenue: byRevenue.slice(0, RANKED_CARDS),
    bottomByRevenue: byRevenue.slice(-RANKED_CARDS).reverse(),
    topByProfit: byProfit.slice(0, RANKED_CARDS),
    bottomByProfit: byProfit.slice(-RANKED_CARDS).reverse(),
  };
}

/** The ranked cards' nmIDs, each once: the cards to name. */
export const rankedNmIds = (ranked: RankedCards): number[] => [
  ...new Set(Object.values(ranked).flatMap((cards: HomeCardShape[]) => cards.map((c) => c.nmId))),
];

/** The ranked cards named by the card where the company has it (a card gone from WB keeps the rows' code). */
export function namedCards(ranked: RankedCards, labels: CardLabels): RankedCards {
  const name = (card: HomeCardShape): HomeCardShape => {
    const label = labels.get(card.nmId);
    return label ? { ...card, vendorCode: label.vendorCode, title: label.title } : card;
  };
  return {
    topByRevenue: ranked.topByRevenue.map(name),
    bottomByRevenue: ranked.bottomByRevenue.map(name),
    topByProfit: ranked.topByProfit.map(name),
    bottomByProfit: ranked.bottomByProfit.map(name),
  };
}

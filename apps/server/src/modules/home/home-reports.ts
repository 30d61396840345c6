import type { CardShape } from '../cards/cards.service.ts';
import { combined, currenciesByRows, type Combined } from '../reports/report-money.ts';
import type { CardProfit, PeriodTotals } from '../reports/reports.service.ts';
import type { CardRevenue } from '../sales/sales.service.ts';

// The home page's money from the realization reports: each period's profit and the cards ranked
// (docs/money.md, «The home page»), out of the figures `periodsFigures` counts for all periods at once.

const MAIN = 1;
const BUYOUT = 2;
const RANKED_CARDS = 5;

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

/**
 * Cards ranked by the period's revenue and by the profit of its units in the report currency (profit in
 * another currency is never added to it), best and worst five of each.
 */
export function rankedCards(revenue: CardRevenue[], profits: CardProfit[], currency: string, cards: CardShape[]) {
  const cardOf = new Map(cards.map((card) => [card.nmID, card]));
  const byNm = new Map<number, HomeCardShape>();
  const entry = (nmId: number, vendorCode: string | null): HomeCardShape => {
    let card = byNm.get(nmId);
    if (!card) {
      const known = cardOf.get(nmId);
      card = {
        nmId,
        vendorCode: known?.vendorCode ?? vendorCode,
        title: known?.title ?? null,
        sold: 0,
        revenue: 0,
        profit: null,
      };
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

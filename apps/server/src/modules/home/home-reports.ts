import type { CardShape } from '../cards/cards.service.ts';
import { currenciesByRows, reportStat } from '../reports/report-money.ts';
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
 * The seller's profit is the main report's (sales abroad, every unit's logistics, storage, deductions)
 * plus the buyout report's (WB's payment for goods bought out for buyers in Russia, most sales). The
 * buyout report holds sales and returns only, so its profit is the main report's wholesale block:
 * paid for the goods net of returns minus their cost. In the report currency; null when no row counts.
 */
export function profitOf(totals: PeriodTotals[]): number | null {
  const currency = reportCurrencyOf(totals);
  const main = totals.find((t) => t.reportType === MAIN && t.currency === currency);
  const buyout = totals.find((t) => t.reportType === BUYOUT && t.currency === currency);
  const goods = buyout?.goods ?? 0;
  if ((main?.rowCount ?? 0) === 0 && goods === 0) return null;
  return reportStat(main).profit + goods - (buyout?.firstPrice ?? 0);
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

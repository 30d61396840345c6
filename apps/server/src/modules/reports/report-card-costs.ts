import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { costChanges, COST_AT, exact, RETURN, SALE, unitCost, withoutNestedLoops } from './report-figures.repo.ts';
import type { SaleScheme } from './report-card-facts.ts';

/**
 * The cost price of what one card sold one way in a period, both reports together (a Russian buyer's sale is
 * in the buyout report, its logistics in the main one), in kopecks. A unit is priced as on /reports (its own
 * cost from the ledger, else the card's in force on its order date); a unit sold or returned without a cost
 * price has no profit, so it is counted apart and left out of profit (docs/money.md, «Plan against fact»).
 */
export interface CardReportCosts {
  nmId: number;
  scheme: SaleScheme;
  currency: string;
  /** Σ cost price × net sold over the units that have one. */
  cost: number;
  /** Units sold or returned (net sold ≠ 0) without a cost price. */
  uncostedUnits: number;
}

interface CostRecord {
  nm_id: string | number;
  scheme: SaleScheme;
  currency: string;
  cost: string | number | null;
  uncosted_units: string | number;
}

export async function cardReportCosts(
  db: Database,
  companyId: number,
  dateFrom: string,
  dateTo: string,
): Promise<CardReportCosts[]> {
  const cost = unitCost(companyId);
  const query = sql`with
    period_rows as (
      select * from wb_finance_rows
      where company_id = ${companyId} and rr_date between ${dateFrom} and ${dateTo} and nm_id > 0 and shk_id <> 0),
    f as (
      select distinct on (shk_id, currency) shk_id, currency, nm_id, sticker_id, ${COST_AT} cost_at,
        case when delivery_method ilike 'FBS%' then 'fbs' else 'fbo' end scheme
      from period_rows
      order by shk_id, currency, case when doc_type_name in (${SALE}, ${RETURN}) then 0 else 1 end, rrd_id),
    sold as (
      select shk_id, currency,
        sum(case when doc_type_name = ${SALE} then 1 when doc_type_name = ${RETURN} then -1 else 0 end) net_sold
      from period_rows group by shk_id, currency),
    ${costChanges(companyId)},
    units as (
      select f.nm_id, f.scheme, f.currency, s.net_sold, ${cost.columns}
      from f join sold s using (shk_id, currency)
      ${cost.joins})
    select nm_id, scheme, currency,
      coalesce(sum(coalesce(saved_cost, card_cost) * net_sold), 0) cost,
      count(*) filter (where net_sold <> 0 and coalesce(saved_cost, card_cost) is null) uncosted_units
    from units group by nm_id, scheme, currency`;
  const records = await withoutNestedLoops<CostRecord>(db, query);
  return records.map((r) => ({
    nmId: exact(r.nm_id),
    scheme: r.scheme,
    currency: r.currency,
    cost: exact(r.cost),
    uncostedUnits: exact(r.uncosted_units),
  }));
}

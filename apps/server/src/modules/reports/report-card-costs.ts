import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/client.ts';
import { applyCostChanges } from './report-cost-days.ts';
import { exact } from './report-figures.repo.ts';
import type { SaleScheme } from './report-card-facts.ts';

/**
 * The cost price of what one card sold one way in a period, both reports together (a Russian buyer's sale is
 * in the buyout report, its logistics in the main one), in kopecks, out of the cost days: each row priced as on
 * /reports (its unit's own cost from the ledger, else the card's in force on its order date); units sold or
 * returned without a cost price are counted apart and left out of profit (docs/money.md, «Plan against fact»).
 */
export interface CardReportCosts {
  nmId: number;
  scheme: SaleScheme;
  currency: string;
  /** Σ cost price × sign over the sale and return rows that have one. */
  cost: number;
  /** Units sold less units returned without a cost price. */
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
  await applyCostChanges(db, companyId);
  const records = rowsOf<CostRecord>(
    await db.execute(sql`
    select nm_id, scheme, currency, sum(cost) cost, sum(left_out_units) uncosted_units
    from wb_finance_cost_days
    where company_id = ${companyId} and day between ${dateFrom} and ${dateTo} and nm_id > 0
    group by nm_id, scheme, currency`),
  );
  return records.map((r) => ({
    nmId: exact(r.nm_id),
    scheme: r.scheme,
    currency: r.currency,
    cost: exact(r.cost),
    uncostedUnits: exact(r.uncosted_units),
  }));
}

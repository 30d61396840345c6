import { sql, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { wbFinanceCostDays, wbFinanceCostTotals } from './reports.tables.ts';

// The cost days of each report date, report and currency added up over cards and schemes
// (wb_finance_cost_totals): recounted from the cost days in the same transaction, every time they are.

/** Recounts the company's cost totals of these days (every day when null) from its cost days. */
export async function recountCostTotals(executor: Tx | Database, companyId: number, days: readonly string[] | null) {
  if (days !== null && days.length === 0) return;
  const onDays: SQL = days === null ? sql`true` : sql`day in ${[...new Set(days)]}`;
  await executor.execute(sql`delete from ${wbFinanceCostTotals} where company_id = ${companyId} and ${onDays}`);
  await executor.execute(sql`
    insert into ${wbFinanceCostTotals} (company_id, day, report_type, currency, row_count, left_out_rows, cost,
      net_sold, for_pay, delivery, penalty, left_out_units, left_out_payout, not_saved)
    select company_id, day, report_type, currency, sum(row_count), sum(left_out_rows), sum(cost), sum(net_sold),
      sum(for_pay), sum(delivery), sum(penalty), sum(left_out_units), sum(left_out_payout), sum(not_saved)
    from ${wbFinanceCostDays}
    where company_id = ${companyId} and ${onDays}
    group by company_id, day, report_type, currency`);
}

import { companies } from '../auth/auth.tables.ts';
import type { JobDefinition } from '../../jobs/queue.ts';
import { applyCostChanges } from './report-cost-days.ts';

export const COST_DAYS_QUEUE = 'report-cost-days';

/**
 * Each minute, every company's cost price changes not yet counted are counted into wb_finance_cost_days
 * (`applyCostChanges`), so the reads that count whatever is left find little or nothing: a unit file of
 * 100 000 ШК or the upgrade that marks every card is counted here, not by the first seller to open /main.
 */
export const costDaysJobDefinition: JobDefinition = {
  name: COST_DAYS_QUEUE,
  cron: '* * * * *',
  queue: { policy: 'singleton', retryLimit: 0 },
  handler: async (_jobs, services) => {
    for (const { id } of await services.db.select({ id: companies.id }).from(companies)) {
      await applyCostChanges(services.db, id);
    }
  },
};

import { companies } from '../auth/auth.tables.ts';
import type { JobServices } from '../../jobs/queue.ts';
import { DATASETS, DATASET_INFO, type Dataset } from './datasets.ts';
import { listSyncStates, type SyncStateRow } from './sync-state.repo.ts';
import type { TokenSource } from './sync-runner.ts';

/** A run that has not saved anything for this long is taken as lost and started again. */
const STALLED_MS = 30 * 60_000;

/** The (company, dataset) pairs whose schedule has come round: every company with stored WB tokens. */
export async function dueSyncs(
  services: JobServices,
  tokensOf: TokenSource,
  now = new Date(),
): Promise<{ companyId: number; dataset: Dataset }[]> {
  const due: { companyId: number; dataset: Dataset }[] = [];
  const all = await services.db.select({ id: companies.id }).from(companies);
  for (const { id: companyId } of all) {
    if ((await tokensOf(services, companyId)).length === 0) continue;
    const states = new Map((await listSyncStates(services.db, companyId)).map((s) => [s.dataset, s]));
    for (const dataset of DATASETS) {
      if (isDue(states.get(dataset), DATASET_INFO[dataset].everyMinutes, now)) due.push({ companyId, dataset });
    }
  }
  return due;
}

function isDue(state: SyncStateRow | undefined, everyMinutes: number, now: Date): boolean {
  if (!state?.lastAttemptAt) return true;
  if (state.running) return now.getTime() - state.updatedAt.getTime() > STALLED_MS;
  return now.getTime() - state.lastAttemptAt.getTime() >= everyMinutes * 60_000;
}

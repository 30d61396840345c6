import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { DATASETS, type Dataset } from './datasets.ts';
import { requestSync } from './sync-jobs.ts';
import { listSyncStates } from './sync-state.repo.ts';

export interface SyncStatusShape {
  dataset: Dataset;
  lastSuccessAt: Date | null;
  lastError: string | null;
  running: boolean;
  done: number;
  total: number | null;
}

/** The company's sync states, one per dataset (a dataset never synced yet shows as such). */
export async function syncStatusOf(db: Database, companyId: number): Promise<SyncStatusShape[]> {
  const states = new Map((await listSyncStates(db, companyId)).map((s) => [s.dataset, s]));
  return DATASETS.map((dataset) => {
    const s = states.get(dataset);
    return {
      dataset,
      lastSuccessAt: s?.lastSuccessAt ?? null,
      lastError: s?.lastError ?? null,
      running: s?.running ?? false,
      done: s?.done ?? 0,
      total: s?.total ?? null,
    };
  });
}

/** Queues a sync now of the named datasets (all when none are named); answers what to tell the seller. */
export async function syncNow(
  jobs: JobQueue,
  companyId: number,
  names: readonly Dataset[] | null | undefined,
): Promise<string> {
  const queued = await requestSync(jobs, companyId, names?.length ? names : DATASETS);
  return queued.length ? 'Обновление данных запущено' : 'Обновление уже идёт: данные появятся, как только WB их отдаст';
}

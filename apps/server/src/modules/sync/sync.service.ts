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

/**
 * Queues a sync now of the named datasets (all when none are named). Answers what to tell the seller and
 * the states after it: a named dataset is queued or already loading, so it shows as running from now on.
 */
export async function syncNow(
  db: Database,
  jobs: JobQueue,
  companyId: number,
  names: readonly Dataset[] | null | undefined,
): Promise<{ message: string; syncStatus: SyncStatusShape[] }> {
  const requested = names?.length ? names : DATASETS;
  const queued = await requestSync(jobs, companyId, requested);
  const syncStatus = (await syncStatusOf(db, companyId)).map((state) =>
    requested.includes(state.dataset) ? { ...state, running: true } : state,
  );
  const message = queued.length
    ? 'Обновление данных запущено'
    : 'Обновление уже идёт: данные появятся, как только WB их отдаст';
  return { message, syncStatus };
}

import type { WbClient } from '@seller-helper/wb';
import type { Database } from '../../db/client.ts';
import type { Dataset } from './datasets.ts';
import type { DatasetSync } from './sync-run.ts';

// The engine knows datasets by name only; each domain's `<domain>.sync.ts` hands it how its
// dataset is read from WB, and src/sync-datasets.ts imports every one of them.
const registered = new Map<Dataset, DatasetSync<WbClient>>();

export function registerDatasetSync(dataset: Dataset, sync: DatasetSync<WbClient>): void {
  if (registered.has(dataset)) throw new Error(`The sync of dataset ${dataset} is registered twice`);
  registered.set(dataset, sync);
}

export function datasetSync(dataset: Dataset): DatasetSync<WbClient> {
  const sync = registered.get(dataset);
  if (!sync) throw new Error(`No sync is registered for dataset ${dataset}: import src/sync-datasets.ts`);
  return sync;
}

/** Work a module does for a company after a run of a dataset may have stored rows: figures counted from them. */
export type AfterStored = (db: Database, companyId: number) => Promise<void>;

const afterStored = new Map<Dataset, AfterStored[]>();

/** Runs `work` after every run of any of `datasets` that is through (done, not paused or waiting for WB). */
export function registerAfterStored(datasets: readonly Dataset[], work: AfterStored): void {
  for (const dataset of datasets) afterStored.set(dataset, [...(afterStored.get(dataset) ?? []), work]);
}

export function afterStoredOf(dataset: Dataset): readonly AfterStored[] {
  return afterStored.get(dataset) ?? [];
}

import { setTimeout as sleep } from 'node:timers/promises';
import { startWbEmulator, type WbEmulator } from '@seller-helper/wb-emulator';
import { loadConfig } from '../../src/config.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { companies } from '../../src/db/schema/index.ts';
import type { JobQueue, JobServices } from '../../src/jobs/queue.ts';
import { createLogger } from '../../src/logger.ts';
import type { Dataset } from '../../src/modules/sync/datasets.ts';
import '../../src/sync-datasets.ts';
import { runDatasetSync, type SyncOutcome, type TokenSource } from '../../src/modules/sync/sync-runner.ts';

/** The emulator runs WB's minute limits in a second; the sync's buckets are told the same. */
export const TIME_SCALE = 60;

/** `scale`: the share of the demo seller's data the emulator holds. */
export async function startSyncEmulator(scale = 0.05): Promise<WbEmulator> {
  return startWbEmulator({ seed: 7, timeScale: TIME_SCALE, scale });
}

export function allCategoriesToken(emulator: WbEmulator): string {
  return emulator.issueToken({
    type: 'personal',
    categories: ['content', 'prices', 'statistics', 'finance', 'marketplace', 'supplies', 'promotion', 'analytics'],
  });
}

export function syncServices(database: DatabaseHandle, emulator: WbEmulator, jobs?: JobQueue): JobServices {
  return {
    config: loadConfig({ DEMO_MODE: 'true', LOG_LEVEL: 'silent', WB_TIME_SCALE: String(TIME_SCALE) }),
    db: database.db,
    logger: createLogger('silent'),
    jobs: jobs ?? ({} as JobQueue),
    wbBaseUrl: emulator.url,
  };
}

export async function createCompany(database: DatabaseHandle, id: number): Promise<void> {
  await database.db
    .insert(companies)
    .values({ id, shortName: `ООО ${id}`, fullName: `ООО ${id}`, address: 'Минск', generalManager: 'Иванов' });
}

/** Runs a dataset's sync the way the jobs do: deferred and retried runs continue until it ends. */
export async function syncUntilDone(
  services: JobServices,
  companyId: number,
  dataset: Dataset,
  tokensOf: TokenSource,
): Promise<SyncOutcome> {
  let continued = false;
  let attempt = 0;
  for (let step = 0; step < 200; step++) {
    const outcome = await runDatasetSync(services, { companyId, dataset, continued, attempt }, tokensOf);
    if (outcome.kind === 'done' || outcome.kind === 'failed') return outcome;
    attempt = outcome.kind === 'retry' ? attempt + 1 : 0;
    continued = true;
    await sleep(outcome.afterMs);
  }
  throw new Error(`${dataset}: the sync did not finish`);
}

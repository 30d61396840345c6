import type { Job } from 'pg-boss';
import type { JobDefinition, JobQueue, JobServices } from '../../jobs/queue.ts';
import { DATASETS, type Dataset } from './datasets.ts';
import { runDatasetSync, type SyncOutcome, type TokenSource } from './sync-runner.ts';
import { dueSyncs } from './sync-schedule.ts';

export const SYNC_QUEUE = 'sync-dataset';
export const SYNC_SCHEDULE_QUEUE = 'sync-schedule';

export interface SyncJobData {
  companyId: number;
  dataset: Dataset;
  /** Continues a deferred or interrupted run: keeps its progress counters. */
  continued?: boolean;
  /** Failed attempts in a row (WB down, timeouts), for the back-off. */
  attempt?: number;
}

/** One (company, dataset) runs at a time across all processes, with at most one more waiting. */
export function syncKey(companyId: number, dataset: Dataset): string {
  return `${companyId}:${dataset}`;
}

/**
 * Queues a sync of each dataset; answers the datasets that were queued (one already waiting is
 * not queued twice).
 */
export async function requestSync(jobs: JobQueue, companyId: number, datasets: readonly Dataset[] = DATASETS) {
  const queued: Dataset[] = [];
  for (const dataset of datasets) {
    const id = await jobs.send<SyncJobData>(
      SYNC_QUEUE,
      { companyId, dataset },
      { singletonKey: syncKey(companyId, dataset) },
    );
    if (id) queued.push(dataset);
  }
  return queued;
}

/** Runs queued syncs; a run that WB's limits or failures stop goes on in a later job. */
export async function handleSyncJobs(
  jobs: Job<SyncJobData>[],
  services: JobServices,
  tokensOf: TokenSource,
): Promise<void> {
  for (const job of jobs) {
    // A retry (the worker died or the handler threw) goes on from the saved cursor like a continuation.
    const data = job.retryCount > 0 ? { ...job.data, continued: true } : job.data;
    const outcome = await runDatasetSync(services, data, tokensOf);
    await followUp(services, data, outcome);
  }
}

/** A deferred or failed run continues in a new job that starts no earlier than WB allows. */
async function followUp(services: JobServices, data: SyncJobData, outcome: SyncOutcome): Promise<void> {
  if (outcome.kind === 'done' || outcome.kind === 'failed') return;
  const attempt = outcome.kind === 'retry' ? (data.attempt ?? 0) + 1 : 0;
  await services.jobs.send<SyncJobData>(
    SYNC_QUEUE,
    { companyId: data.companyId, dataset: data.dataset, continued: true, attempt },
    { singletonKey: syncKey(data.companyId, data.dataset), startAfter: new Date(Date.now() + outcome.afterMs) },
  );
}

/** Queues every (company, dataset) whose schedule has come round. */
export async function queueDueSyncs(services: JobServices, tokensOf: TokenSource): Promise<void> {
  for (const { companyId, dataset } of await dueSyncs(services, tokensOf)) {
    await requestSync(services.jobs, companyId, [dataset]);
  }
}

export const createSyncJobDefinitions = (tokensOf: TokenSource): JobDefinition[] => [
  {
    name: SYNC_QUEUE,
    handler: (jobs, services) => handleSyncJobs(jobs as Job<SyncJobData>[], services, tokensOf),
    concurrency: 2,
    queue: {
      policy: 'stately',
      // A worker killed mid-sync stops sending heartbeats; pg-boss then retries the job, which
      // resumes from the saved cursor.
      heartbeatSeconds: 10,
      expireInSeconds: 15 * 60,
      retryLimit: 10,
      retryDelay: 5,
      retryBackoff: true,
    },
  },
  {
    name: SYNC_SCHEDULE_QUEUE,
    handler: (_jobs, services) => queueDueSyncs(services, tokensOf),
    // Every 5 minutes the schedule looks for datasets whose interval (DATASET_INFO) has passed.
    cron: '*/5 * * * *',
    queue: { policy: 'singleton', retryLimit: 0 },
  },
];

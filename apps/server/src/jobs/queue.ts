import { PgBoss, type Job, type Queue, type SendOptions } from 'pg-boss';
import type { Config } from '../config.ts';
import type { Database, DatabaseHandle } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import type { Logger } from '../logger.ts';

/** What a job handler may use: the same services a resolver gets. */
export interface JobServices {
  config: Config;
  db: Database;
  logger: Logger;
  jobs: JobQueue;
  /** Where WB's hosts are (WB_BASE_URL or the demo emulator); unset means WB itself. */
  wbBaseUrl?: string;
  /** A controlled clock for tests (token expiry, WB's rate limits); unset: the real one. */
  clock?: Clock;
}

export interface JobDefinition<Data extends object = object> {
  name: string;
  handler: (jobs: Job<Data>[], services: JobServices) => Promise<unknown>;
  /** Jobs of this queue run one at a time per process. */
  concurrency?: number;
  /** pg-boss queue options: policy (singletons), heartbeat, retries. */
  queue?: Omit<Queue, 'name'>;
  /** A cron expression: pg-boss sends an empty job on this schedule (once across all processes). */
  cron?: string;
}

/** The background job queue (pg-boss) on the product's own database. */
export interface JobQueue {
  send<Data extends object>(name: string, data: Data, options?: SendOptions): Promise<string | null>;
  boss: PgBoss;
  stop(): Promise<void>;
}

export interface StartJobsOptions {
  logger: Logger;
  /** Needed by the handlers, so required when `work` is on. */
  config?: Config;
  wbBaseUrl?: string;
  /** Queues to create; their handlers run here only when `work` is on. */
  definitions: JobDefinition[];
  work: boolean;
}

export async function startJobQueue(handle: DatabaseHandle, options: StartJobsOptions): Promise<JobQueue> {
  if (options.work && !options.config) throw new Error('startJobQueue: handlers need the config');
  const boss = new PgBoss({
    ...(handle.jobs.db ? { db: handle.jobs.db } : { connectionString: handle.jobs.connectionString }),
    backend: handle.jobs.backend,
    schema: 'pgboss',
    // How soon a job whose worker died (no heartbeat) is noticed and retried.
    superviseIntervalSeconds: 5,
    // Each process skips the singleton keys it last read as active (stats refreshed by the monitor,
    // read back every queueCacheIntervalSeconds, 60 s by default). While that list is stale, the
    // continuation of a finished run or the retry of a dead worker's job waits though nothing of it runs.
    monitorIntervalSeconds: 5,
    queueCacheIntervalSeconds: 5,
  });
  boss.on('error', (error) => options.logger.error({ err: error }, 'job queue error'));
  await boss.start();
  const queue: JobQueue = {
    boss,
    send: (name, data, sendOptions) => boss.send(name, data, sendOptions ?? {}),
    // Jobs still running after 4 s are failed and retried by another process or the next start: a sync
    // saves each page with its cursor in one transaction, so nothing is lost, and SIGTERM ends in 10 s.
    stop: () => boss.stop({ graceful: true, timeout: 4_000 }),
  };
  const services: JobServices = {
    config: options.config!,
    db: handle.db,
    logger: options.logger,
    jobs: queue,
    wbBaseUrl: options.wbBaseUrl,
  };
  for (const definition of options.definitions) {
    await boss.createQueue(definition.name, definition.queue);
    if (definition.cron) await boss.schedule(definition.name, definition.cron, {});
    if (options.work) {
      await boss.work<object>(definition.name, { localConcurrency: definition.concurrency ?? 1 }, (jobs) =>
        definition.handler(jobs, services),
      );
    }
  }
  return queue;
}

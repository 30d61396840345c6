import { PgBoss, type SendOptions, type WorkHandler } from 'pg-boss';
import type { DatabaseHandle } from '../db/client.ts';
import type { Logger } from '../logger.ts';

export interface JobDefinition<Data extends object = object> {
  name: string;
  handler: WorkHandler<Data>;
  /** Jobs of this queue run one at a time per process. */
  concurrency?: number;
}

/** The background job queue (pg-boss) on the product's own database. */
export interface JobQueue {
  send<Data extends object>(name: string, data: Data, options?: SendOptions): Promise<string | null>;
  boss: PgBoss;
  stop(): Promise<void>;
}

export interface StartJobsOptions {
  logger: Logger;
  /** Queues to create; their handlers run here only when `work` is on. */
  definitions: JobDefinition[];
  work: boolean;
}

export async function startJobQueue(handle: DatabaseHandle, options: StartJobsOptions): Promise<JobQueue> {
  const boss = new PgBoss({
    ...(handle.jobs.db ? { db: handle.jobs.db } : { connectionString: handle.jobs.connectionString }),
    backend: handle.jobs.backend,
    schema: 'pgboss',
  });
  boss.on('error', (error) => options.logger.error({ err: error }, 'job queue error'));
  await boss.start();
  for (const definition of options.definitions) {
    await boss.createQueue(definition.name);
    if (options.work) {
      await boss.work(
        definition.name,
        { localConcurrency: definition.concurrency ?? 1 },
        definition.handler as WorkHandler<object>,
      );
    }
  }
  return {
    boss,
    send: (name, data, sendOptions) => boss.send(name, data, sendOptions ?? {}),
    stop: () => boss.stop({ graceful: true, timeout: 20_000 }),
  };
}

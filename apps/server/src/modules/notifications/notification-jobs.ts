import type { Job } from 'pg-boss';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { systemClock } from '../../lib/clock.ts';
import type { JobDefinition, JobServices } from '../../jobs/queue.ts';
import { deliverDue } from './deliver.ts';
import * as repo from './notifications.repo.ts';
import {
  advertBudgetCandidates,
  digestCandidate,
  raise,
  syncFailingCandidates,
  warningCandidates,
  weeklyReportCandidates,
  type Candidate,
} from './raise-events.ts';
import { readBotUpdates } from './telegram-link.ts';

export const TICK_QUEUE = 'notifications-tick';
export const RAISE_QUEUE = 'notifications-raise';
export const DELIVER_QUEUE = 'notifications-deliver';

/**
 * Everything the company's state says now, raised as events: /main's warnings, failing syncs, new weekly
 * reports, campaigns whose budget ends today and the digest. Events are derived from committed state, so one raised a tick late is still raised.
 */
export async function raiseCompanyEvents(db: Database, config: Config, companyId: number, now: Date): Promise<number> {
  const bot = await repo.findBot(db, companyId);
  if (bot && (await repo.hasLinkCodes(db, companyId, now))) await readBotUpdates(db, config, companyId, now);
  const candidates: Candidate[] = [
    ...(await warningCandidates(db, config, companyId, now)),
    ...(await syncFailingCandidates(db, companyId, now)),
    ...(await weeklyReportCandidates(db, companyId, now)),
    ...(await advertBudgetCandidates(db, companyId, now)),
    await digestCandidate(db, companyId, now),
  ];
  return raise(db, config, companyId, now, candidates, Boolean(bot));
}

const clockOf = (services: JobServices) => services.clock ?? systemClock;

export const notificationJobDefinitions: JobDefinition[] = [
  {
    name: TICK_QUEUE,
    // Each minute: a raise job per company, then the worker for what is due (quiet hours, retries).
    cron: '* * * * *',
    queue: { policy: 'singleton', retryLimit: 0 },
    handler: async (_jobs, services) => {
      for (const companyId of await repo.companyIds(services.db)) {
        await services.jobs.send(RAISE_QUEUE, { companyId }, { singletonKey: String(companyId) });
      }
      await services.jobs.send(DELIVER_QUEUE, {});
    },
  },
  {
    name: RAISE_QUEUE,
    queue: { policy: 'stately', retryLimit: 2 },
    handler: async (jobs, services) => {
      for (const job of jobs as Job<{ companyId: number }>[]) {
        const written = await raiseCompanyEvents(
          services.db,
          services.config,
          job.data.companyId,
          clockOf(services).now(),
        );
        if (written > 0) await services.jobs.send(DELIVER_QUEUE, {});
      }
    },
  },
  {
    name: DELIVER_QUEUE,
    // One worker at a time across processes: Telegram's pace is counted in it.
    queue: { policy: 'singleton', retryLimit: 0 },
    handler: (_jobs, services) =>
      deliverDue({ db: services.db, config: services.config, logger: services.logger, clock: clockOf(services) }),
  },
];

import type { Job } from 'pg-boss';
import type { JobDefinition, JobQueue, JobServices } from '../../jobs/queue.ts';
import { joinFailure } from './join-failure.ts';
import { cardsWord } from './join-words.ts';
import { promotionsWriter } from './promotions-writer.ts';
import * as repo from './promotions.repo.ts';

export const PROMOTION_JOIN_QUEUE = 'promotion-join';

export interface PromotionJoinJobData {
  companyId: number;
  promotionId: number;
}

/** One job per promotion at a time: it sends every join of the promotion logged before it starts. */
export async function queuePromotionJoins(jobs: JobQueue, companyId: number, promotionId: number): Promise<void> {
  await jobs.send<PromotionJoinJobData>(
    PROMOTION_JOIN_QUEUE,
    { companyId, promotionId },
    { singletonKey: `${companyId}:${promotionId}` },
  );
}

/**
 * Sends one logged join to WB and completes its log entry with WB's answer. The entry is marked just
 * before the upload goes out; a run cut off after that is repeated by pg-boss, and sending the same
 * cards again is safe: WB answers `alreadyExists` for an upload it holds. Which cards are in is then read
 * back from WB's own list of the promotion's cards.
 */
export async function runJoin(services: JobServices, join: repo.JoinRow): Promise<void> {
  const { companyId, promotionId, id } = join;
  let sent = false;
  try {
    const client = await promotionsWriter(services, companyId);
    await repo.markSending(services.db, companyId, id);
    sent = true;
    const upload = await client.calendar.upload(promotionId, join.nmIds, join.uploadNow);
    let listed: number[] | null = null;
    try {
      listed = (await client.calendar.goods(promotionId, true)).map((g) => g.nmId);
    } catch (error) {
      services.logger.warn({ err: error, companyId, promotionId }, "the promotion's cards were not read after a join");
    }
    const wanted = new Set(join.nmIds);
    const joined = (listed ?? []).filter((nm) => wanted.has(nm));
    await repo.markInAction(services.db, companyId, promotionId, joined);
    const taken = upload.alreadyExists ? 'WB уже получил эту загрузку раньше' : `WB принял загрузку №${upload.uploadId}`;
    if (listed === null) {
      await repo.answerJoin(services.db, companyId, id, {
        outcome: 'done',
        wbAnswer: `${taken}; список товаров акции не прочитан, участие покажет следующая загрузка данных WB.`,
        uploadId: upload.uploadId,
      });
      return;
    }
    const missing = join.nmIds.filter((nm) => !joined.includes(nm));
    const outcome = missing.length === 0 ? 'done' : joined.length === 0 ? 'refused' : 'partial';
    const inWords = `в акции ${cardsWord(joined.length)}`;
    const wbAnswer =
      missing.length === 0
        ? `${taken}: ${inWords}.`
        : `${taken}: ${inWords}; WB не показывает в акции ${missing.join(', ')}.`;
    await repo.answerJoin(services.db, companyId, id, { outcome, wbAnswer, uploadId: upload.uploadId, joined });
  } catch (error) {
    const failure = joinFailure(error, sent);
    services.logger.warn({ err: error, companyId, promotionId }, 'WB did not take a promotion join');
    await repo.answerJoin(services.db, companyId, id, { outcome: failure.outcome, wbAnswer: failure.message });
  }
}

/** Runs every join of the promotion logged and not yet answered, oldest first. */
export async function runPromotionJoins(services: JobServices, companyId: number, promotionId: number) {
  for (const join of await repo.unansweredJoins(services.db, companyId, promotionId)) await runJoin(services, join);
}

export const promotionJoinJobDefinition: JobDefinition = {
  name: PROMOTION_JOIN_QUEUE,
  handler: async (jobs, services) => {
    for (const job of jobs as Job<PromotionJoinJobData>[]) {
      await runPromotionJoins(services, job.data.companyId, job.data.promotionId);
    }
  },
  concurrency: 2,
  queue: {
    policy: 'stately',
    // A worker killed mid-join stops sending heartbeats; pg-boss then retries the job, which sends
    // the joins still unanswered again (WB knows a repeated upload).
    heartbeatSeconds: 10,
    expireInSeconds: 15 * 60,
    retryLimit: 5,
    retryDelay: 5,
  },
};

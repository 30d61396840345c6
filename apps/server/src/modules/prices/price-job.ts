import type { Job } from 'pg-boss';
import {
  WbAccessError,
  WbRateLimitedError,
  WbUploadRefusedError,
  type PriceUpload,
  type QuarantinedGood,
  type WbClient,
} from '@seller-helper/wb';
import type { JobDefinition, JobQueue, JobServices } from '../../jobs/queue.ts';
import { requestSync } from '../sync/sync-jobs.ts';
import { RateLimitDeferral } from '../sync/rate-limiter.ts';
import { priceWriter } from './price-wb-writer.ts';
import { lineOutcome, summary, uploadRefusal } from './wb-price-answers.ts';
import * as repo from './prices.repo.ts';
import type { PriceChangeStatus, PriceLineStatus } from './prices.tables.ts';

export const PRICE_QUEUE = 'price-upload';

/** How long WB is given before its task's state is read again. */
export const POLL_SECONDS = 5;

interface PriceJobData {
  companyId: number;
  changeId: number;
}

/** Queues the change's next step: sending it, or (after a pause) reading WB's answer. */
export async function queuePriceStep(jobs: JobQueue, companyId: number, changeId: number, afterSeconds = 0) {
  await jobs.send<PriceJobData>(
    PRICE_QUEUE,
    { companyId, changeId },
    afterSeconds > 0 ? { startAfter: afterSeconds } : {},
  );
}

/** The upload the logged lines make, in whole rubles as WB takes them. */
export function uploadOf(kind: repo.PriceChangeRow['kind'], lines: repo.PriceLineRow[]): PriceUpload {
  const rubles = (kopecks: number | null) => (kopecks === null ? undefined : kopecks / 100);
  if (kind === 'size') {
    return { kind, lines: lines.map((l) => ({ nmId: l.nmId, sizeId: l.sizeId, price: rubles(l.newPriceKopecks)! })) };
  }
  if (kind === 'club') return { kind, lines: lines.map((l) => ({ nmId: l.nmId, clubDiscount: l.newDiscount! })) };
  return {
    kind,
    lines: lines.map((l) => ({
      nmId: l.nmId,
      price: rubles(l.newPriceKopecks),
      discount: l.newDiscount ?? undefined,
    })),
  };
}

/** What a step came to: the change is finished, or WB is still working on it. */
export type StepResult = 'finished' | 'waiting';

/**
 * One step of a logged change. `sending`: the upload goes to WB; a process killed after WB took it
 * sends the same upload again, which WB answers with the task it already has (208), so nothing is
 * sent twice. `processing`: WB's task state is read; once processed, its outcome card by card
 * (and WB's price quarantine) completes the log.
 */
export async function runPriceStep(services: JobServices, change: repo.PriceChangeRow): Promise<StepResult> {
  const { companyId, id } = change;
  const lines = await repo.linesOf(services.db, companyId, [id]);
  let client: WbClient;
  try {
    client = await priceWriter(services, companyId);
  } catch (error) {
    await finishAll(services, change, lines, 'failed', (error as Error).message);
    return 'finished';
  }
  if (change.status === 'sending') {
    try {
      const task = await client.prices.upload(uploadOf(change.kind, lines));
      await repo.setStatus(services.db, companyId, id, { status: 'processing', taskId: task.taskId, wbAnswer: null });
      return 'waiting';
    } catch (error) {
      if (error instanceof WbUploadRefusedError) {
        await finishAll(services, change, lines, 'refused', uploadRefusal(error.errorText));
        return 'finished';
      }
      if (error instanceof WbAccessError) {
        await finishAll(services, change, lines, 'failed', `${error.userMessage} Цены не отправлены.`);
        return 'finished';
      }
      // WB's limits, a cut connection, a 5XX: the job is repeated, the same upload sent again.
      throw error;
    }
  }
  const state = await client.prices.taskState(change.taskId!);
  if (state === null || state.status === 1) return 'waiting';
  if (state.status === 4) {
    await finishAll(services, change, lines, 'refused', 'WB отменил загрузку: цены не изменились.');
    return 'finished';
  }
  const goods = await client.prices.taskGoods(change.taskId!);
  const quarantine = await client.prices.quarantine().catch((error: unknown): QuarantinedGood[] => {
    services.logger.warn({ err: error, companyId }, 'the price quarantine was not read after a price change');
    return [];
  });
  const held = new Set(quarantine.map((q) => q.nmId));
  const byLine = new Map(goods.map((g) => [`${g.nmId}:${change.kind === 'size' ? (g.sizeId ?? 0) : 0}`, g]));
  const outcomes = lines.map((line) => {
    const good = byLine.get(`${line.nmId}:${line.sizeId}`);
    return { nmId: line.nmId, sizeId: line.sizeId, ...lineOutcome(good ?? null, held.has(line.nmId)) };
  });
  const done = outcomes.filter((o) => o.status === 'done').length;
  const status: PriceChangeStatus = done === lines.length ? 'done' : done === 0 ? 'refused' : 'partial';
  await repo.completeChange(services.db, companyId, id, { status, wbAnswer: summary(outcomes, change.kind) }, outcomes);
  // The cards' prices come from WB's own list again, so every screen shows what WB now sells at.
  if (done > 0) await requestSync(services.jobs, companyId, ['prices']);
  return 'finished';
}

async function finishAll(
  services: JobServices,
  change: repo.PriceChangeRow,
  lines: repo.PriceLineRow[],
  status: PriceChangeStatus,
  wbAnswer: string,
) {
  const lineStatus: PriceLineStatus = 'refused';
  await repo.completeChange(
    services.db,
    change.companyId,
    change.id,
    { status, wbAnswer },
    lines.map((l) => ({ nmId: l.nmId, sizeId: l.sizeId, status: lineStatus, wbError: null })),
  );
}

/** Runs the change's step and queues the next while WB works on the task. */
export async function followPriceChange(services: JobServices, companyId: number, changeId: number) {
  const change = await repo.findChange(services.db, companyId, changeId);
  if (!change || (change.status !== 'sending' && change.status !== 'processing')) return;
  let result: StepResult;
  try {
    result = await runPriceStep(services, change);
  } catch (error) {
    if (error instanceof WbRateLimitedError || error instanceof RateLimitDeferral) {
      // WB's limit: the step waits as long as WB asks, without counting against the job's retries.
      await queuePriceStep(services.jobs, companyId, changeId, Math.ceil(error.retryAfterMs / 1000));
      return;
    }
    throw error;
  }
  if (result === 'waiting') {
    await queuePriceStep(services.jobs, companyId, changeId, Math.max(1, POLL_SECONDS / services.config.WB_TIME_SCALE));
  }
}

export const priceJobDefinition: JobDefinition = {
  name: PRICE_QUEUE,
  handler: async (jobs, services) => {
    for (const job of jobs as Job<PriceJobData>[]) {
      await followPriceChange(services, job.data.companyId, job.data.changeId);
    }
  },
  concurrency: 2,
  queue: {
    // A worker killed mid-step stops sending heartbeats; pg-boss then retries the job, which reads
    // the change's logged state and goes on from there.
    heartbeatSeconds: 10,
    expireInSeconds: 5 * 60,
    retryLimit: 10,
    retryDelay: 10,
    retryBackoff: true,
  },
};

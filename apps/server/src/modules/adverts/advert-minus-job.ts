import type { Job } from 'pg-boss';
import type { AdvertNm, WbClient } from '@seller-helper/wb';
import type { JobDefinition, JobQueue, JobServices } from '../../jobs/queue.ts';
import { advertWriter } from './advert-wb-writer.ts';
import { writeFailure } from './advert-write-failure.ts';
import { minusAnswer } from './minus-answer.ts';
import * as repo from './adverts.repo.ts';
import type { advertActions, FailedPair, MinusProgress } from './adverts.tables.ts';

export const ADVERT_MINUS_QUEUE = 'advert-minus';

/**
 * Longer than any request to WB may take (its timeout and the waits of WB's limits): a change still
 * waiting after this was cut off, its process stopped while WB answered, and only WB knows its outcome.
 */
export const UNANSWERED_AFTER_MS = 10 * 60_000;

/** WB takes at most this many minus phrases for one (campaign, product) pair. */
export const MAX_PHRASES = 1000;

export interface AdvertMinusJobData {
  companyId: number;
  advertId: number;
}

/** One job per campaign at a time: two rewrites of the same lists at once would undo each other. */
export async function queueMinusChanges(jobs: JobQueue, companyId: number, advertId: number): Promise<void> {
  // Null when a job of the campaign is already waiting: that one runs every change logged before it starts.
  await jobs.send<AdvertMinusJobData>(
    ADVERT_MINUS_QUEUE,
    { companyId, advertId },
    { singletonKey: `${companyId}:${advertId}` },
  );
}

type ActionRow = typeof advertActions.$inferSelect;

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && new Set([...a, ...b]).size === a.length;

/** What each product's list becomes: the phrases added, taken off, or (an undo) those the exclusion added. */
async function nextListOf(services: JobServices, change: ActionRow) {
  const phrases = change.phrases;
  if (change.action === 'exclude') return (_nm: number, now: string[]) => [...new Set([...now, ...phrases])];
  if (change.undoes === null) return (_nm: number, now: string[]) => now.filter((p) => !phrases.includes(p));
  const exclusion = await repo.findAction(services.db, change.companyId, change.undoes);
  const added = addedBy(exclusion?.before ?? {}, exclusion?.phrases ?? []);
  return (nm: number, now: string[]) => now.filter((p) => !(added.get(nm) ?? []).includes(p));
}

/** The phrases an exclusion added to each product it changed. */
export function addedBy(before: Record<string, string[]>, phrases: readonly string[]): Map<number, string[]> {
  return new Map(Object.entries(before).map(([nm, had]) => [Number(nm), phrases.filter((p) => !had.includes(p))]));
}

/**
 * Runs a logged change of minus lists product by product. WB's set-minus replaces a pair's whole
 * list, so the lists are read from WB first and only what changes is sent. Each step is saved: the
 * product at WB before the call, the outcome after it. A job that died goes on where it stopped: a
 * product whose call was cut off counts as done if WB's list is now what was sent.
 */
export async function runMinusChange(services: JobServices, change: ActionRow): Promise<void> {
  const { companyId, advertId } = change;
  const progress: MinusProgress = structuredClone(change.progress!);
  const before: Record<string, string[]> = { ...change.before };
  const save = () => repo.saveProgress(services.db, change.companyId, change.id, progress, before);
  const nextOf = await nextListOf(services, change);
  const left = progress.nmIds.slice(progress.processed);
  const pairs: AdvertNm[] = left.map((nmId) => ({ advertId, nmId }));
  let client: WbClient;
  let current: Map<number, string[]>;
  try {
    client = await advertWriter(services, companyId);
    current = new Map((await client.adverts.minusPhrases(pairs)).map((p) => [p.nmId, p.phrases]));
  } catch (error) {
    // Nothing of what is left was sent: the products left are refused with the reason.
    const failure = writeFailure(error, false);
    services.logger.warn({ err: error, companyId, advertId }, 'the minus lists were not read before a change');
    progress.failed.push(...left.map((nmId) => ({ nmId, failure: { outcome: 'refused' as const, why: failure.why } })));
    progress.processed = progress.nmIds.length;
    progress.pending = null;
    return finish(services, change, progress, before);
  }
  for (const nmId of left) {
    const now = current.get(nmId) ?? [];
    const next = nextOf(nmId, now);
    if (progress.pending?.nmId === nmId) {
      // The call was cut off: WB's list now tells whether it took it.
      const sent = nextOf(nmId, progress.pending.before);
      if (sameList(now, sent) && !sameList(now, progress.pending.before)) before[nmId] = progress.pending.before;
      progress.pending = null;
      if (before[nmId]) {
        progress.processed++;
        await save();
        continue;
      }
    }
    const failed = await sendList(services, client, change, progress, nmId, now, next, before);
    if (failed) progress.failed.push(failed);
    progress.processed++;
    await save();
  }
  await refreshPairs(
    services,
    companyId,
    client,
    progress.nmIds.map((nmId) => ({ advertId, nmId })),
  );
  await finish(services, change, progress, before);
}

/** Sends one product's new list, logged before the call; the failure when WB did not take it. */
async function sendList(
  services: JobServices,
  client: WbClient,
  change: ActionRow,
  progress: MinusProgress,
  nmId: number,
  now: string[],
  next: string[],
  before: Record<string, string[]>,
): Promise<FailedPair | null> {
  if (sameList(now, next)) return null;
  if (next.length > MAX_PHRASES) {
    return { nmId, failure: { outcome: 'refused', why: `у товара было бы больше ${MAX_PHRASES} фраз` } };
  }
  // Once WB limits the requests or stops answering, the products left are not sent: each would only wait.
  if (progress.unsent) return { nmId, failure: { outcome: 'refused', why: progress.unsent } };
  progress.pending = { nmId, before: now };
  await repo.saveProgress(services.db, change.companyId, change.id, progress, before);
  try {
    await client.adverts.setMinusPhrases({ advertId: change.advertId, nmId }, next);
    before[nmId] = now;
    return null;
  } catch (error) {
    const failure = writeFailure(error, true);
    services.logger.warn(
      { err: error, companyId: change.companyId, advertId: change.advertId, nmId },
      'WB did not take a minus list',
    );
    progress.unsent = failure.unsentRest ?? null;
    return { nmId, failure: { outcome: failure.outcome, why: failure.why } };
  } finally {
    progress.pending = null;
  }
}

/** The journal entry completed with WB's answer. */
async function finish(
  services: JobServices,
  change: ActionRow,
  progress: MinusProgress,
  before: Record<string, string[]>,
): Promise<void> {
  const done = progress.nmIds.filter((nm) => before[nm] !== undefined);
  const action = change.action === 'exclude' ? 'exclude' : 'restore';
  const { answer, outcome } = minusAnswer(action, change.phrases, done, progress.failed);
  await repo.answerAction(services.db, change.companyId, change.id, {
    before,
    outcome,
    wbAnswer: `${answer}.`,
    progress,
  });
}

/** Stores WB's clusters and minus phrases of the pairs again; a failed read is left to the next sync. */
async function refreshPairs(services: JobServices, companyId: number, client: WbClient, pairs: AdvertNm[]) {
  try {
    const [clusters, minus] = [await client.adverts.clusters(pairs), await client.adverts.minusPhrases(pairs)];
    await repo.replacePairs(services.db, companyId, pairs, clusters, minus);
  } catch (error) {
    services.logger.warn({ err: error, companyId }, 'the campaign clusters were not read again after a change');
  }
}

/** Runs every change of the campaign's minus lists logged and not yet run, oldest first. */
export async function runCampaignMinusChanges(services: JobServices, companyId: number, advertId: number) {
  for (;;) {
    const now = (services.clock?.now() ?? new Date()).getTime();
    const change = await repo.nextMinusChange(services.db, companyId, advertId, new Date(now - UNANSWERED_AFTER_MS));
    if (!change) return;
    await runMinusChange(services, change);
  }
}

export const advertMinusJobDefinition: JobDefinition = {
  name: ADVERT_MINUS_QUEUE,
  handler: async (jobs, services) => {
    for (const job of jobs as Job<AdvertMinusJobData>[]) {
      await runCampaignMinusChanges(services, job.data.companyId, job.data.advertId);
    }
  },
  concurrency: 2,
  queue: {
    policy: 'stately',
    // A worker killed mid-change stops sending heartbeats; pg-boss then retries the job, which goes
    // on from the saved progress.
    heartbeatSeconds: 10,
    expireInSeconds: 15 * 60,
    retryLimit: 5,
    retryDelay: 5,
  },
};

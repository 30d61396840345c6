import { WbStatusNotChangedError, type AdvertNm, type WbClient } from '@seller-helper/wb';
import type { MutationResultShape } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { appError } from '../../graphql/errors.ts';
import type { CompanyCaller } from '../auth/guards.ts';
import { advertWriter } from './advert-wb-writer.ts';
import { CHECK_CAMPAIGN, writeFailure } from './advert-write-failure.ts';
import { minusAnswer, type FailedPair } from './minus-answer.ts';
import { statusChanged, statusRefusal, type StatusAction } from './advert-status.ts';
import * as repo from './adverts.repo.ts';
import { requireAdvert } from './adverts.service.ts';
import type { AdvertAction } from './adverts.tables.ts';

/** What a campaign action answers: the log entry's id and message, and which campaign it changed. */
export interface CampaignChange extends MutationResultShape {
  advertId: number;
}

/** The log's words for an action sent to WB whose answer has not come yet. */
const SENT = 'Отправлено в WB, ждём ответа';
/**
 * Longer than any request to WB may take (its timeout and the waits of WB's limits): a change still
 * waiting after this was cut off, its process stopped while WB answered, and only WB knows its outcome.
 */
export const UNANSWERED_AFTER_MS = 10 * 60_000;
const UNANSWERED = `Ответ WB не получен: сервер остановился, пока ждал WB. ${CHECK_CAMPAIGN}`;

/** WB takes at most this many minus phrases for one (campaign, product) pair. */
export const MAX_PHRASES = 1000;

/** Trimmed, without repeats; an empty or oversized list is refused before anything reaches WB. */
export function cleanPhrases(phrases: readonly string[]): string[] {
  const clean = [...new Set(phrases.map((p) => p.trim().replace(/\s+/g, ' ')).filter((p) => p.length > 0))];
  if (clean.length === 0) throw appError('BAD_USER_INPUT', 'Укажите хотя бы одну фразу.');
  if (clean.length > MAX_PHRASES) {
    throw appError('BAD_USER_INPUT', `WB принимает не больше ${MAX_PHRASES} фраз, а указано ${clean.length}.`);
  }
  return clean;
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && new Set([...a, ...b]).size === a.length;

/**
 * Rewrites the minus list of each product of the campaign as `nextOf` says. WB's set-minus replaces
 * a pair's whole list, so each list is read from WB first and only what changes is sent. Products WB
 * refused, or whose answer never came, are named in the error; the others are stored and logged as done.
 */
async function rewriteMinus(
  ctx: GraphQLContext,
  caller: CompanyCaller,
  advertId: number,
  action: Extract<AdvertAction, 'exclude' | 'restore'>,
  phrases: string[],
  nextOf: (nmId: number, current: string[]) => string[],
): Promise<CampaignChange> {
  const advert = await requireAdvert(ctx, caller.companyId, advertId);
  if (advert.nms.length === 0) throw appError('CONFLICT', 'В кампании нет товаров: исключать фразы не для чего.');
  const client = await advertWriter(ctx, caller.companyId);
  const pairs: AdvertNm[] = advert.nms.map((n) => ({ advertId, nmId: n.nmId }));
  const current = new Map(
    (
      await client.adverts.minusPhrases(pairs).catch((e: unknown) => Promise.reject(writeFailure(e, false).error()))
    ).map((p) => [p.nmId, p.phrases]),
  );
  const before: Record<string, string[]> = {};
  const failed: FailedPair[] = [];
  const logId = await repo.logSentAction(
    ctx.db,
    { companyId: caller.companyId, advertId, userId: caller.userId, action, phrases },
    SENT,
  );
  // Once WB limits the requests or stops answering, the products left are not sent: each would only wait.
  let unsent: string | undefined;
  for (const { nmId } of pairs) {
    const now = current.get(nmId) ?? [];
    const next = nextOf(nmId, now);
    if (sameList(now, next)) continue;
    if (next.length > MAX_PHRASES) {
      failed.push({ nmId, failure: { outcome: 'refused', why: `у товара было бы больше ${MAX_PHRASES} фраз` } });
      continue;
    }
    if (unsent) {
      failed.push({ nmId, failure: { outcome: 'refused', why: unsent } });
      continue;
    }
    try {
      await client.adverts.setMinusPhrases({ advertId, nmId }, next);
      before[nmId] = now;
    } catch (error) {
      const failure = writeFailure(error, true);
      ctx.logger.warn({ err: error, companyId: caller.companyId, advertId, nmId }, 'WB did not take a minus list');
      unsent = failure.unsentRest;
      failed.push({ nmId, failure });
    }
  }
  const done = Object.keys(before).map(Number);
  await refreshPairs(ctx, caller.companyId, client, pairs);
  const { answer, outcome, refused, unanswered } = minusAnswer(action, done, failed);
  await repo.answerAction(ctx.db, caller.companyId, logId, { before, outcome, wbAnswer: answer });
  if (failed.length > 0) {
    throw appError(unanswered.length > 0 ? 'WB_UNAVAILABLE' : 'WB_REFUSED', `${answer}.`, {
      refusedNmIds: refused.map((f) => f.nmId),
      unansweredNmIds: unanswered.map((f) => f.nmId),
      doneNmIds: done,
    });
  }
  return { id: String(logId), message: `${answer}.`, advertId };
}

/** Stores WB's clusters and minus phrases of the pairs again; a failed read is left to the next sync. */
async function refreshPairs(
  ctx: GraphQLContext,
  companyId: number,
  client: WbClient,
  pairs: AdvertNm[],
): Promise<void> {
  try {
    const [clusters, minus] = [await client.adverts.clusters(pairs), await client.adverts.minusPhrases(pairs)];
    await repo.replacePairs(ctx.db, companyId, pairs, clusters, minus);
  } catch (error) {
    ctx.logger.warn({ err: error, companyId }, 'the campaign clusters were not read again after a change');
  }
}

/** Adds the phrases to the minus list of every product of the campaign. */
export function excludePhrases(
  ctx: GraphQLContext,
  caller: CompanyCaller,
  advertId: number,
  phrases: readonly string[],
) {
  const clean = cleanPhrases(phrases);
  return rewriteMinus(ctx, caller, advertId, 'exclude', clean, (_nm, now) => [...new Set([...now, ...clean])]);
}

/** Takes the phrases off the minus list of every product of the campaign. */
export function restorePhrases(
  ctx: GraphQLContext,
  caller: CompanyCaller,
  advertId: number,
  phrases: readonly string[],
) {
  const clean = cleanPhrases(phrases);
  return rewriteMinus(ctx, caller, advertId, 'restore', clean, (_nm, now) => now.filter((p) => !clean.includes(p)));
}

/**
 * Undoes a logged exclusion: the phrases it added come off again, while phrases excluded since
 * (by anyone) stay. A product the exclusion did not change keeps its list.
 */
export async function undoExclusion(ctx: GraphQLContext, caller: CompanyCaller, actionId: number) {
  const action = Number.isSafeInteger(actionId) ? await repo.findAction(ctx.db, caller.companyId, actionId) : undefined;
  if (!action) throw appError('NOT_FOUND', 'Действие не найдено в журнале кампаний компании.');
  if (action.action !== 'exclude' || (action.outcome !== 'done' && action.outcome !== 'partial')) {
    throw appError('CONFLICT', 'Отменить можно только исключение фраз, которое WB принял.');
  }
  const added = new Map(
    Object.entries(action.before).map(([nm, before]) => [
      Number(nm),
      action.phrases.filter((p) => !before.includes(p)),
    ]),
  );
  const undone = [...new Set([...added.values()].flat())];
  if (undone.length === 0) throw appError('CONFLICT', 'Это исключение ничего не добавило: отменять нечего.');
  return rewriteMinus(ctx, caller, action.advertId, 'restore', undone, (nm, now) =>
    now.filter((p) => !(added.get(nm) ?? []).includes(p)),
  );
}

/**
 * Asks WB to start, pause or stop the campaign; WB's status rules decide. On a refusal the status
 * WB reports now is stored and named in the error.
 */
export async function changeStatus(
  ctx: GraphQLContext,
  caller: CompanyCaller,
  advertId: number,
  action: StatusAction,
): Promise<CampaignChange> {
  await requireAdvert(ctx, caller.companyId, advertId);
  const client = await advertWriter(ctx, caller.companyId);
  const logId = await repo.logSentAction(
    ctx.db,
    { companyId: caller.companyId, advertId, userId: caller.userId, action, phrases: [] },
    SENT,
  );
  const log = (outcome: 'done' | 'refused' | 'unanswered', wbAnswer: string) =>
    repo.answerAction(ctx.db, caller.companyId, logId, { outcome, wbAnswer });
  try {
    await client.adverts[action](advertId);
  } catch (error) {
    if (!(error instanceof WbStatusNotChangedError)) {
      ctx.logger.warn({ err: error, companyId: caller.companyId, advertId, action }, 'WB did not change a campaign');
      const failure = writeFailure(error, true);
      await log(failure.outcome, failure.message);
      throw failure.error();
    }
    // WB answered «not changed»: logged whatever reading its status back brings.
    const status = await refreshStatus(ctx, caller.companyId, client, advertId).catch(() => null);
    const refusal = statusRefusal(action, status ?? -1);
    await log('refused', refusal);
    throw appError('CONFLICT', refusal);
  }
  await log('done', statusChanged(action));
  // WB has changed the status: a failed read-back is left to the next sync, as with the phrases.
  await refreshStatus(ctx, caller.companyId, client, advertId).catch((error: unknown) =>
    ctx.logger.warn(
      { err: error, companyId: caller.companyId },
      'the campaign status was not read again after a change',
    ),
  );
  return { id: String(logId), message: `${statusChanged(action)}.`, advertId };
}

/** WB's current status of the campaign, stored; null when WB no longer has it. */
async function refreshStatus(ctx: GraphQLContext, companyId: number, client: WbClient, advertId: number) {
  const [fresh] = await client.adverts.list({ ids: [advertId] });
  if (!fresh) return null;
  await repo.updateAdvertState(ctx.db, companyId, advertId, {
    status: fresh.status,
    wbUpdatedAt: fresh.updatedAt,
    wbStartedAt: fresh.startedAt,
  });
  return fresh.status;
}

export interface AdvertActionShape {
  id: number;
  action: AdvertAction;
  phrases: string[];
  outcome: string;
  wbAnswer: string;
  createdAt: Date;
  who: string | null;
  undoable: boolean;
}

export async function advertActionLog(
  ctx: GraphQLContext,
  { companyId }: CompanyCaller,
  advertId: number,
): Promise<AdvertActionShape[]> {
  await requireAdvert(ctx, companyId, advertId);
  const rows = await repo.actionsOf(ctx.db, companyId, advertId);
  const now = Date.now();
  return rows.map((r) => {
    const cutOff = r.outcome === 'sent' && now - r.createdAt.getTime() > UNANSWERED_AFTER_MS;
    return {
      id: r.id,
      action: r.action,
      phrases: r.phrases,
      outcome: cutOff ? 'unanswered' : r.outcome,
      wbAnswer: cutOff ? UNANSWERED : r.wbAnswer,
      createdAt: r.createdAt,
      who: r.userName || r.userEmail || null,
      undoable: r.action === 'exclude' && (r.outcome === 'done' || r.outcome === 'partial'),
    };
  });
}

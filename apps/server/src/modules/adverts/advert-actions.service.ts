import { WbStatusNotChangedError, type WbClient } from '@seller-helper/wb';
import type { MutationResultShape } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { appError } from '../../graphql/errors.ts';
import type { CompanyCaller } from '../auth/guards.ts';
import { advertWriter } from './advert-wb-writer.ts';
import { CHECK_CAMPAIGN, writeFailure } from './advert-write-failure.ts';
import { addedBy, MAX_PHRASES, queueMinusChanges, UNANSWERED_AFTER_MS } from './advert-minus-job.ts';
import { ofProducts } from './minus-answer.ts';
import { statusChanged, statusRefusal, type StatusAction } from './advert-status.ts';
import * as repo from './adverts.repo.ts';
import { requireAdvert } from './adverts.service.ts';
import type { AdvertAction, MinusProgress } from './adverts.tables.ts';

export { MAX_PHRASES, UNANSWERED_AFTER_MS };

/** What a campaign action answers: the log entry's id and message, and which campaign it changed. */
export interface CampaignChange extends MutationResultShape {
  advertId: number;
}

/** The log's words for an action sent to WB whose answer has not come yet. */
const SENT = 'Отправлено в WB, ждём ответа';
const UNANSWERED = `Ответ WB не получен: сервер остановился, пока ждал WB. ${CHECK_CAMPAIGN}`;

/** Trimmed, without repeats; an empty or oversized list is refused before anything reaches WB. */
export function cleanPhrases(phrases: readonly string[]): string[] {
  const clean = [...new Set(phrases.map((p) => p.trim().replace(/\s+/g, ' ')).filter((p) => p.length > 0))];
  if (clean.length === 0) throw appError('BAD_USER_INPUT', 'Укажите хотя бы одну фразу.');
  if (clean.length > MAX_PHRASES) {
    throw appError('BAD_USER_INPUT', `WB принимает не больше ${MAX_PHRASES} фраз, а указано ${clean.length}.`);
  }
  return clean;
}

/** «Исключаем фразу «а» у 120 товаров»: what the person reads while the job runs. */
function queuedMessage(action: 'exclude' | 'restore', phrases: readonly string[], products: number): string {
  const verb = action === 'exclude' ? 'Исключаем' : 'Возвращаем';
  const what = phrases.length === 1 ? 'фразу' : 'фразы';
  return `${verb} ${what} ${phrases.map((p) => `«${p}»`).join(', ')} ${ofProducts(products)}.`;
}

const startProgress = (nmIds: number[]): MinusProgress => ({
  nmIds,
  processed: 0,
  pending: null,
  failed: [],
  unsent: null,
});

/**
 * Logs a change of the campaign's minus lists and queues it: WB's limits make a campaign of a hundred
 * products take half a minute, so the job goes product by product and the page shows how far it is.
 * A campaign, token or list WB would refuse is refused here, before anything is logged.
 */
async function queueMinusChange(
  ctx: GraphQLContext,
  caller: CompanyCaller,
  advertId: number,
  action: 'exclude' | 'restore',
  phrases: string[],
): Promise<CampaignChange> {
  const advert = await requireAdvert(ctx, caller.companyId, advertId);
  if (advert.nms.length === 0) throw appError('CONFLICT', 'В кампании нет товаров: исключать фразы не для чего.');
  await advertWriter(ctx, caller.companyId);
  const nmIds = advert.nms.map((n) => n.nmId);
  const logId = await repo.logSentAction(
    ctx.db,
    { companyId: caller.companyId, advertId, userId: caller.userId, action, phrases, progress: startProgress(nmIds) },
    SENT,
  );
  await queueMinusChanges(ctx.jobs, caller.companyId, advertId);
  return { id: String(logId), message: queuedMessage(action, phrases, nmIds.length), advertId };
}

/** Adds the phrases to the minus list of every product of the campaign. */
export function excludePhrases(
  ctx: GraphQLContext,
  caller: CompanyCaller,
  advertId: number,
  phrases: readonly string[],
) {
  return queueMinusChange(ctx, caller, advertId, 'exclude', cleanPhrases(phrases));
}

/** Takes the phrases off the minus list of every product of the campaign. */
export function restorePhrases(
  ctx: GraphQLContext,
  caller: CompanyCaller,
  advertId: number,
  phrases: readonly string[],
) {
  return queueMinusChange(ctx, caller, advertId, 'restore', cleanPhrases(phrases));
}

/**
 * Undoes a logged exclusion: the phrases it added come off again, while phrases excluded since
 * (by anyone) stay. A product the exclusion did not change keeps its list. An exclusion is undone
 * once: a second undo is refused and logs nothing.
 */
export async function undoExclusion(ctx: GraphQLContext, caller: CompanyCaller, actionId: number) {
  const action = Number.isSafeInteger(actionId) ? await repo.findAction(ctx.db, caller.companyId, actionId) : undefined;
  if (!action) throw appError('NOT_FOUND', 'Действие не найдено в журнале кампаний компании.');
  if (action.action !== 'exclude' || (action.outcome !== 'done' && action.outcome !== 'partial')) {
    throw appError('CONFLICT', 'Отменить можно только исключение фраз, которое WB принял.');
  }
  const added = addedBy(action.before, action.phrases);
  const undone = [...new Set([...added.values()].flat())];
  if (undone.length === 0) throw appError('CONFLICT', 'Это исключение ничего не добавило: отменять нечего.');
  await requireAdvert(ctx, caller.companyId, action.advertId);
  await advertWriter(ctx, caller.companyId);
  const nmIds = [...added.keys()];
  const logId = await repo.logUndo(
    ctx.db,
    {
      companyId: caller.companyId,
      advertId: action.advertId,
      userId: caller.userId,
      action: 'restore',
      phrases: undone,
      progress: startProgress(nmIds),
      undoes: action.id,
    },
    SENT,
  );
  if (logId === null) throw appError('CONFLICT', 'Это исключение уже отменено.');
  await queueMinusChanges(ctx.jobs, caller.companyId, action.advertId);
  return {
    id: String(logId),
    message: queuedMessage('restore', undone, nmIds.length),
    advertId: action.advertId,
  };
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
  /** A change of minus lists: products through so far, and of how many. */
  productsDone: number | null;
  productsTotal: number | null;
}

export async function advertActionLog(
  ctx: GraphQLContext,
  { companyId }: CompanyCaller,
  advertId: number,
): Promise<AdvertActionShape[]> {
  await requireAdvert(ctx, companyId, advertId);
  const now = Date.now();
  return (await repo.actionsOf(ctx.db, companyId, advertId)).map((row) => logEntry(row, now));
}

/** One entry of a campaign's log as the log shows it, for the answer of the change that wrote it. */
export async function advertActionEntry(
  ctx: GraphQLContext,
  companyId: number,
  advertId: number,
  actionId: number,
): Promise<AdvertActionShape | null> {
  const [row] = await repo.actionsOf(ctx.db, companyId, advertId, actionId);
  return row ? logEntry(row, Date.now()) : null;
}

function logEntry(r: Awaited<ReturnType<typeof repo.actionsOf>>[number], now: number): AdvertActionShape {
  const lastStep = (r.updatedAt ?? r.createdAt).getTime();
  const cutOff = r.outcome === 'sent' && now - lastStep > UNANSWERED_AFTER_MS;
  return {
    id: r.id,
    action: r.action,
    phrases: r.phrases,
    outcome: cutOff ? 'unanswered' : r.outcome,
    wbAnswer: cutOff ? UNANSWERED : r.wbAnswer,
    createdAt: r.createdAt,
    who: r.userName || r.userEmail || null,
    undoable: r.action === 'exclude' && (r.outcome === 'done' || r.outcome === 'partial') && !r.undone,
    productsDone: r.progress?.processed ?? null,
    productsTotal: r.progress?.nmIds.length ?? null,
  };
}

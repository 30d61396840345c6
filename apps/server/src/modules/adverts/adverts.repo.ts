import { and, asc, desc, eq, getTableColumns, gte, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { users } from '../auth/auth.tables.ts';
import {
  advertActions,
  wbAdvertBudgets,
  wbAdvertClusters,
  wbAdvertClusterStats,
  wbAdvertDailyStats,
  wbAdvertMinusPhrases,
  wbAdvertNmDailyStats,
  wbAdverts,
  type ActionOutcome,
  type AdvertAction,
  type MinusProgress,
} from './adverts.tables.ts';

export type AdvertRow = typeof wbAdverts.$inferSelect & { budgetKopecks: number | null };

/** Rows of exactly these (campaign, product) pairs. */
export function pairsIn(
  pairs: readonly { advertId: number; nmId: number }[],
  table: { advertId: AnyPgColumn; nmId: AnyPgColumn },
): SQL | undefined {
  return or(...pairs.map((p) => and(eq(table.advertId, p.advertId), eq(table.nmId, p.nmId))));
}

const advertColumns = { ...getTableColumns(wbAdverts), budgetKopecks: wbAdvertBudgets.totalKopecks };

export function listAdverts(db: Database, companyId: number): Promise<AdvertRow[]> {
  return db
    .select(advertColumns)
    .from(wbAdverts)
    .leftJoin(
      wbAdvertBudgets,
      and(eq(wbAdvertBudgets.companyId, wbAdverts.companyId), eq(wbAdvertBudgets.advertId, wbAdverts.advertId)),
    )
    .where(eq(wbAdverts.companyId, companyId))
    .orderBy(desc(wbAdverts.wbCreatedAt), desc(wbAdverts.advertId));
}

export async function findAdvert(db: Database, companyId: number, advertId: number): Promise<AdvertRow | undefined> {
  const [row] = await db
    .select(advertColumns)
    .from(wbAdverts)
    .leftJoin(
      wbAdvertBudgets,
      and(eq(wbAdvertBudgets.companyId, wbAdverts.companyId), eq(wbAdvertBudgets.advertId, wbAdverts.advertId)),
    )
    .where(and(eq(wbAdverts.companyId, companyId), eq(wbAdverts.advertId, advertId)));
  return row;
}

/** Each campaign's totals for the period. */
export function spendByAdvert(db: Database, companyId: number, from: string, to: string) {
  const t = wbAdvertDailyStats;
  return db
    .select({
      advertId: t.advertId,
      views: sql<number>`coalesce(sum(${t.views}), 0)::int`,
      clicks: sql<number>`coalesce(sum(${t.clicks}), 0)::int`,
      orders: sql<number>`coalesce(sum(${t.orders}), 0)::int`,
      spendKopecks: sql<number>`coalesce(sum(${t.spendKopecks}), 0)::bigint`.mapWith(Number),
    })
    .from(t)
    .where(and(eq(t.companyId, companyId), gte(t.date, from), lte(t.date, to)))
    .groupBy(t.advertId);
}

export function dailyTotals(db: Database, companyId: number, advertId: number, from: string, to: string) {
  const t = wbAdvertDailyStats;
  return db
    .select({
      date: t.date,
      views: t.views,
      clicks: t.clicks,
      orders: t.orders,
      spendKopecks: t.spendKopecks,
    })
    .from(t)
    .where(and(eq(t.companyId, companyId), eq(t.advertId, advertId), gte(t.date, from), lte(t.date, to)))
    .orderBy(asc(t.date));
}

/** A campaign's search clusters by day, summed over its products. */
export function clusterDays(db: Database, companyId: number, advertId: number, from: string, to: string) {
  const t = wbAdvertClusterStats;
  return db
    .select({
      date: t.date,
      normQuery: t.normQuery,
      views: sql<number | null>`sum(${t.views})::int`,
      clicks: sql<number>`coalesce(sum(${t.clicks}), 0)::int`,
      orders: sql<number>`coalesce(sum(${t.orders}), 0)::int`,
      spendKopecks: sql<number>`coalesce(sum(${t.spendKopecks}), 0)::bigint`.mapWith(Number),
    })
    .from(t)
    .where(and(eq(t.companyId, companyId), eq(t.advertId, advertId), gte(t.date, from), lte(t.date, to)))
    .groupBy(t.date, t.normQuery)
    .orderBy(asc(t.date), asc(t.normQuery));
}

export function clusterStates(db: Database, companyId: number, advertId: number) {
  const t = wbAdvertClusters;
  return db
    .select({ nmId: t.nmId, normQuery: t.normQuery, state: t.state })
    .from(t)
    .where(and(eq(t.companyId, companyId), eq(t.advertId, advertId)));
}

export function minusPhrases(db: Database, companyId: number, advertId: number) {
  const t = wbAdvertMinusPhrases;
  return db
    .select({ nmId: t.nmId, phrase: t.phrase })
    .from(t)
    .where(and(eq(t.companyId, companyId), eq(t.advertId, advertId)))
    .orderBy(asc(t.phrase));
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Replaces what is stored of these pairs with WB's answer, pair by pair. */
export async function replacePairs(
  db: Database,
  companyId: number,
  pairs: readonly { advertId: number; nmId: number }[],
  clusters: readonly { advertId: number; nmId: number; active: string[]; excluded: string[]; archived: string[] }[],
  minus: readonly { advertId: number; nmId: number; phrases: string[] }[],
): Promise<void> {
  if (pairs.length === 0) return;
  await db.transaction(async (tx: Tx) => {
    await tx
      .delete(wbAdvertClusters)
      .where(and(eq(wbAdvertClusters.companyId, companyId), pairsIn(pairs, wbAdvertClusters)));
    await tx
      .delete(wbAdvertMinusPhrases)
      .where(and(eq(wbAdvertMinusPhrases.companyId, companyId), pairsIn(pairs, wbAdvertMinusPhrases)));
    const clusterRows = clusters.flatMap((p) =>
      (['active', 'excluded', 'archived'] as const).flatMap((state) =>
        [...new Set(p[state])].map((normQuery) => ({
          companyId,
          advertId: p.advertId,
          nmId: p.nmId,
          normQuery,
          state,
        })),
      ),
    );
    const phraseRows = minus.flatMap((p) =>
      [...new Set(p.phrases)].map((phrase) => ({ companyId, advertId: p.advertId, nmId: p.nmId, phrase })),
    );
    if (clusterRows.length > 0) await tx.insert(wbAdvertClusters).values(clusterRows).onConflictDoNothing();
    if (phraseRows.length > 0) await tx.insert(wbAdvertMinusPhrases).values(phraseRows).onConflictDoNothing();
  });
}

export async function updateAdvertState(
  db: Database,
  companyId: number,
  advertId: number,
  state: { status: number; wbUpdatedAt: Date | null; wbStartedAt: Date | null },
): Promise<void> {
  await db
    .update(wbAdverts)
    .set({ ...state, syncedAt: new Date() })
    .where(and(eq(wbAdverts.companyId, companyId), eq(wbAdverts.advertId, advertId)));
}

export interface NewAction {
  companyId: number;
  advertId: number;
  userId: string;
  action: AdvertAction;
  phrases: string[];
  /** A change of minus lists, run by a job: the products it goes through. */
  progress?: MinusProgress;
  undoes?: number;
}

/** What WB answered to a logged action. */
export interface ActionAnswer {
  outcome: Exclude<ActionOutcome, 'sent'>;
  wbAnswer: string;
  before?: Record<string, string[]>;
}

/** Logs the action as sent, before anything reaches WB; `answerAction` records WB's answer. */
export async function logSentAction(db: Database, action: NewAction, wbAnswer: string): Promise<number> {
  const [row] = await db
    .insert(advertActions)
    .values({ ...action, before: {}, outcome: 'sent', wbAnswer })
    .returning({ id: advertActions.id });
  return row!.id;
}

export async function answerAction(
  db: Database,
  companyId: number,
  id: number,
  answer: ActionAnswer & { progress?: MinusProgress },
): Promise<void> {
  await db
    .update(advertActions)
    .set({ ...answer, ...(answer.progress ? { updatedAt: new Date() } : {}) })
    .where(and(eq(advertActions.companyId, companyId), eq(advertActions.id, id)));
}

/** The campaign's log, newest first; with `actionId`, that entry alone. */
export function actionsOf(db: Database, companyId: number, advertId: number, actionId?: number) {
  return db
    .select({
      id: advertActions.id,
      action: advertActions.action,
      phrases: advertActions.phrases,
      outcome: advertActions.outcome,
      wbAnswer: advertActions.wbAnswer,
      progress: advertActions.progress,
      createdAt: advertActions.createdAt,
      updatedAt: advertActions.updatedAt,
      undone: sql<boolean>`exists (select 1 from advert_actions undo where undo.company_id = ${advertActions.companyId}
        and undo.undoes = ${advertActions.id} and undo.outcome <> 'refused')`,
      userName: users.name,
      userEmail: users.email,
    })
    .from(advertActions)
    .leftJoin(users, eq(users.id, advertActions.userId))
    .where(
      and(
        eq(advertActions.companyId, companyId),
        eq(advertActions.advertId, advertId),
        actionId === undefined ? undefined : eq(advertActions.id, actionId),
      ),
    )
    .orderBy(desc(advertActions.createdAt), desc(advertActions.id));
}

export async function findAction(db: Database, companyId: number, actionId: number) {
  const [row] = await db
    .select()
    .from(advertActions)
    .where(and(eq(advertActions.companyId, companyId), eq(advertActions.id, actionId)));
  return row;
}

/** Saves how far the job has gone, before and after each call to WB. */
export async function saveProgress(
  db: Database,
  companyId: number,
  id: number,
  progress: MinusProgress,
  before: Record<string, string[]>,
): Promise<void> {
  await db
    .update(advertActions)
    .set({ progress, before, updatedAt: new Date() })
    .where(and(eq(advertActions.companyId, companyId), eq(advertActions.id, id)));
}

/** The oldest change of the campaign's minus lists still to run, not yet past `staleBefore`. */
export async function nextMinusChange(db: Database, companyId: number, advertId: number, staleBefore: Date) {
  const [row] = await db
    .select()
    .from(advertActions)
    .where(
      and(
        eq(advertActions.companyId, companyId),
        eq(advertActions.advertId, advertId),
        eq(advertActions.outcome, 'sent'),
        isNotNull(advertActions.progress),
        gte(sql`coalesce(${advertActions.updatedAt}, ${advertActions.createdAt})`, staleBefore),
      ),
    )
    .orderBy(asc(advertActions.id))
    .limit(1);
  return row;
}

/**
 * Logs the undo of an exclusion as sent unless the exclusion is undone already (an undo not
 * refused by WB): answers null then. The exclusion's row is locked, so two undos at once log one.
 */
export async function logUndo(db: Database, undo: NewAction & { undoes: number }, wbAnswer: string) {
  return db.transaction(async (tx: Tx) => {
    await tx
      .select({ id: advertActions.id })
      .from(advertActions)
      .where(and(eq(advertActions.companyId, undo.companyId), eq(advertActions.id, undo.undoes)))
      .for('update');
    const [earlier] = await tx
      .select({ id: advertActions.id })
      .from(advertActions)
      .where(
        and(
          eq(advertActions.companyId, undo.companyId),
          eq(advertActions.undoes, undo.undoes),
          sql`${advertActions.outcome} <> 'refused'`,
        ),
      )
      .limit(1);
    if (earlier) return null;
    const [row] = await tx
      .insert(advertActions)
      .values({ ...undo, before: {}, outcome: 'sent', wbAnswer })
      .returning({ id: advertActions.id });
    return row!.id;
  });
}

/**
 * Advertising spend on each card in the period, from WB's per-product figures (`fullstats` → days →
 * apps → nms), over every campaign or over one; with the orders WB attributes to the campaigns.
 */
export function spendByCard(db: Database, companyId: number, from: string, to: string, advertId?: number) {
  const t = wbAdvertNmDailyStats;
  return db
    .select({
      nmId: t.nmId,
      spendKopecks: sql<number>`coalesce(sum(${t.spendKopecks}), 0)::bigint`.mapWith(Number),
      orders: sql<number>`coalesce(sum(${t.orders}), 0)::int`,
    })
    .from(t)
    .where(
      and(
        eq(t.companyId, companyId),
        gte(t.date, from),
        lte(t.date, to),
        advertId === undefined ? undefined : eq(t.advertId, advertId),
      ),
    )
    .groupBy(t.nmId);
}

import { and, eq } from 'drizzle-orm';
import { pairsIn } from './adverts.repo.ts';
import {
  wbAdvertBudgets,
  wbAdvertClusters,
  wbAdvertClusterStats,
  wbAdvertDailyStats,
  wbAdvertMinusPhrases,
  wbAdvertNmDailyStats,
  wbAdverts,
} from './adverts.tables.ts';
import { registerDatasetSync } from '../sync/dataset-registry.ts';
import type { DatasetSync } from '../sync/sync-run.ts';
import { upsertRows } from '../sync/upsert-rows.ts';
import {
  chunks,
  toMskDate,
  WbAccessError,
  WbStaleAdvertsError,
  type Advert,
  type AdvertFullStats,
  type AdvertNm,
  type WbClient,
} from '@seller-helper/wb';

const DAY_MS = 86_400_000;

/** The first sync reads 30 days of statistics; later ones the last 3 days again (today's grow). */
const STATS_FIRST_DAYS = 30;
const STATS_REREAD_DAYS = 3;
/** WB answers statistics for at most 31 days a call. */
const STATS_WINDOW_DAYS = 31;
/** WB answers statistics only for finished (7), active (9) and paused (11) campaigns. */
const WITH_STATS = [7, 9, 11];
/** Clusters and minus phrases matter for campaigns that run or can run again. */
const RUNNING = [9, 11];
const WITH_BUDGET = [4, 9, 11];
/** Campaigns per call of the list, statistics and budgets; (campaign, nm) pairs per cluster call. */
const ADVERTS_PER_CALL = 50;
const PAIRS_PER_CALL = 100;

type Phase = 'campaigns' | 'stats' | 'clusterStats' | 'clusters' | 'budgets';
interface AdvertsCursor {
  phase: Phase;
  /** Batches of the phase already stored. */
  batch: number;
  statsFrom: string;
}

/**
 * Campaigns (details only when WB's changeTime moved), their daily statistics, search clusters'
 * daily statistics, the clusters with minus phrases, and budgets. Each batch is saved with the
 * phase and batch number, so a run stopped by WB's limits resumes at the next batch instead of
 * starting over.
 */
export const syncAdverts: DatasetSync<WbClient> = async (run) => {
  const today = toMskDate(run.now());
  let cursor: AdvertsCursor = (run.cursor as AdvertsCursor | null) ?? {
    phase: 'campaigns',
    batch: 0,
    statsFrom: toMskDate(new Date(run.now().getTime() - STATS_FIRST_DAYS * DAY_MS)),
  };
  /** The phase is over: the next one starts from its first batch. */
  const nextPhase = async (phase: Phase) => {
    cursor = { ...cursor, phase, batch: 0 };
    await run.commit(async () => 0, { ...cursor });
  };

  if (cursor.phase === 'campaigns') {
    const counts = await run.client.adverts.counts();
    const listed = counts.groups.flatMap((g) =>
      g.adverts.map((a) => ({ id: a.advertId, type: g.type, changeTime: a.changeTime })),
    );
    const stored = new Map(
      (
        await run.db
          .select({ id: wbAdverts.advertId, changeTime: wbAdverts.changeTime })
          .from(wbAdverts)
          .where(eq(wbAdverts.companyId, run.companyId))
      ).map((a) => [a.id, a.changeTime?.getTime()]),
    );
    const changed = listed.filter((a) => stored.get(a.id) !== a.changeTime.getTime());
    await run.expect(changed.length);
    for (const batch of chunks(changed, ADVERTS_PER_CALL)) {
      if (run.outOfTime()) return 'paused';
      const details = await run.client.adverts.list({ ids: batch.map((a) => a.id) });
      const byId = new Map(batch.map((a) => [a.id, a]));
      const rows = details.map((a) => advertRow(run.companyId, a, byId.get(a.id)));
      await run.commit((tx) => upsertRows(tx, wbAdverts, [wbAdverts.companyId, wbAdverts.advertId], rows), {
        ...cursor,
      });
    }
    await nextPhase('stats');
  }

  const adverts = await run.db
    .select({
      id: wbAdverts.advertId,
      status: wbAdverts.status,
      nms: wbAdverts.nms,
      currency: wbAdverts.currency,
      paymentType: wbAdverts.paymentType,
    })
    .from(wbAdverts)
    .where(eq(wbAdverts.companyId, run.companyId))
    .orderBy(wbAdverts.advertId);
  const currencyOf = new Map(adverts.map((a) => [a.id, a.currency]));
  const pairsOf = (statuses: number[]): AdvertNm[] =>
    adverts
      .filter((a) => statuses.includes(a.status))
      .flatMap((a) => a.nms.map((n) => ({ advertId: a.id, nmId: n.nmId })));

  if (cursor.phase === 'stats') {
    const batches = chunks(
      adverts.filter((a) => WITH_STATS.includes(a.status)).map((a) => a.id),
      ADVERTS_PER_CALL,
    );
    for (let i = cursor.batch; i < batches.length; i++) {
      for (const [from, to] of windows(cursor.statsFrom, today, STATS_WINDOW_DAYS)) {
        if (run.outOfTime()) return 'paused';
        const stats = await fullStatsWithoutStale(run.client, batches[i]!, from, to);
        const syncedAt = new Date();
        const rows = stats.flatMap((a) =>
          a.days.map((d) => ({
            companyId: run.companyId,
            advertId: a.advertId,
            date: toMskDate(d.date),
            views: d.views ?? 0,
            clicks: d.clicks,
            ctr: d.ctr,
            cpcKopecks: d.cpcKopecks,
            cr: d.cr,
            spendKopecks: d.spendKopecks,
            orders: d.orders,
            shks: d.shks ?? 0,
            atbs: d.atbs ?? 0,
            canceled: d.canceled ?? 0,
            ordersSumKopecks: d.ordersSumKopecks,
            currency: currencyOf.get(a.advertId) ?? null,
            syncedAt,
          })),
        );
        const key = [wbAdvertDailyStats.companyId, wbAdvertDailyStats.advertId, wbAdvertDailyStats.date];
        await run.commitSlices(rows, (tx, slice) => upsertRows(tx, wbAdvertDailyStats, key, slice), {
          ...cursor,
          batch: i,
        });
        const nmKey = [
          wbAdvertNmDailyStats.companyId,
          wbAdvertNmDailyStats.advertId,
          wbAdvertNmDailyStats.nmId,
          wbAdvertNmDailyStats.date,
        ];
        await run.commitSlices(
          nmDayRows(run.companyId, stats, syncedAt),
          (tx, slice) => upsertRows(tx, wbAdvertNmDailyStats, nmKey, slice),
          { ...cursor, batch: i },
        );
      }
      cursor = { ...cursor, batch: i + 1 };
    }
    await nextPhase('clusterStats');
  }

  if (cursor.phase === 'clusterStats') {
    const batches = chunks(pairsOf(WITH_STATS), PAIRS_PER_CALL);
    for (let i = cursor.batch; i < batches.length; i++) {
      for (const [from, to] of windows(cursor.statsFrom, today, STATS_WINDOW_DAYS)) {
        if (run.outOfTime()) return 'paused';
        const stats = await run.client.adverts.clusterDaily(batches[i]!, from, to);
        const syncedAt = new Date();
        const rows = stats.flatMap((pair) =>
          pair.days.map((d) => ({
            companyId: run.companyId,
            advertId: pair.advertId,
            nmId: pair.nmId,
            date: toMskDate(d.date),
            normQuery: d.normQuery,
            views: d.views,
            clicks: d.clicks,
            ctr: d.ctr,
            cpcKopecks: d.cpcKopecks,
            cpmKopecks: d.cpmKopecks,
            spendKopecks: d.spendKopecks,
            orders: d.orders,
            atbs: d.atbs,
            shks: d.shks,
            avgPosition: d.avgPosition,
            syncedAt,
          })),
        );
        const key = [
          wbAdvertClusterStats.companyId,
          wbAdvertClusterStats.advertId,
          wbAdvertClusterStats.nmId,
          wbAdvertClusterStats.date,
          wbAdvertClusterStats.normQuery,
        ];
        await run.commitSlices(rows, (tx, slice) => upsertRows(tx, wbAdvertClusterStats, key, slice), {
          ...cursor,
          batch: i,
        });
      }
      cursor = { ...cursor, batch: i + 1 };
    }
    await nextPhase('clusters');
  }

  if (cursor.phase === 'clusters') {
    const batches = chunks(pairsOf(RUNNING), PAIRS_PER_CALL);
    for (let i = cursor.batch; i < batches.length; i++) {
      if (run.outOfTime()) return 'paused';
      const items = batches[i]!;
      const clusters = await run.client.adverts.clusters(items);
      const minus = await run.client.adverts.minusPhrases(items);
      const syncedAt = new Date();
      const clusterRows = clusters.flatMap((pair) =>
        (['active', 'excluded', 'archived'] as const).flatMap((state) =>
          pair[state].map((normQuery) => ({
            companyId: run.companyId,
            advertId: pair.advertId,
            nmId: pair.nmId,
            normQuery,
            state,
            syncedAt,
          })),
        ),
      );
      const phraseRows = minus.flatMap((pair) =>
        pair.phrases.map((phrase) => ({
          companyId: run.companyId,
          advertId: pair.advertId,
          nmId: pair.nmId,
          phrase,
          syncedAt,
        })),
      );
      await run.commit(
        async (tx) => {
          // WB's lists are the whole truth for these pairs only: another batch may hold the same
          // campaign's other products, so what goes is keyed by the (campaign, product) pair.
          await tx
            .delete(wbAdvertClusters)
            .where(and(eq(wbAdvertClusters.companyId, run.companyId), pairsIn(items, wbAdvertClusters)));
          await tx
            .delete(wbAdvertMinusPhrases)
            .where(and(eq(wbAdvertMinusPhrases.companyId, run.companyId), pairsIn(items, wbAdvertMinusPhrases)));
          const key = [
            wbAdvertClusters.companyId,
            wbAdvertClusters.advertId,
            wbAdvertClusters.nmId,
            wbAdvertClusters.normQuery,
          ];
          const minusKey = [
            wbAdvertMinusPhrases.companyId,
            wbAdvertMinusPhrases.advertId,
            wbAdvertMinusPhrases.nmId,
            wbAdvertMinusPhrases.phrase,
          ];
          return (
            (await upsertRows(tx, wbAdvertClusters, key, clusterRows)) +
            (await upsertRows(tx, wbAdvertMinusPhrases, minusKey, phraseRows))
          );
        },
        { ...cursor, batch: i + 1 },
      );
    }
    cursor = { ...cursor, phase: 'budgets', batch: 0 };
  }

  const batches = chunks(
    adverts.filter((a) => WITH_BUDGET.includes(a.status)).map((a) => a.id),
    ADVERTS_PER_CALL,
  );
  for (let i = cursor.batch; i < batches.length; i++) {
    if (run.outOfTime()) return 'paused';
    const budgets = await run.client.adverts.budgets(batches[i]!);
    const syncedAt = new Date();
    const rows = budgets.map((b) => ({
      companyId: run.companyId,
      advertId: b.advertId,
      currency: b.currency,
      totalKopecks: b.totalKopecks,
      syncedAt,
    }));
    await run.commit(
      (tx) => upsertRows(tx, wbAdvertBudgets, [wbAdvertBudgets.companyId, wbAdvertBudgets.advertId], rows),
      { ...cursor, batch: i + 1 },
    );
  }
  if (run.outOfTime()) return 'paused';
  const limits = await dailyLimitsOf(run.client, adverts);
  await run.commit(
    async (tx) => {
      for (const [advertId, limit] of limits) {
        await tx
          .update(wbAdverts)
          .set(limit)
          .where(and(eq(wbAdverts.companyId, run.companyId), eq(wbAdverts.advertId, advertId)));
      }
      return 0;
    },
    { ...cursor, batch: batches.length },
  );
  const rereadFrom = toMskDate(new Date(run.now().getTime() - STATS_REREAD_DAYS * DAY_MS));
  await run.commit(async () => 0, { phase: 'campaigns', batch: 0, statsFrom: rereadFrom });
  return 'done';
};

function advertRow(
  companyId: number,
  a: Advert,
  listed: { type: number; changeTime: Date } | undefined,
): typeof wbAdverts.$inferInsert {
  return {
    companyId,
    advertId: a.id,
    type: listed?.type ?? null,
    status: a.status,
    name: a.name,
    bidType: a.bidType,
    paymentType: a.paymentType,
    currency: a.currency,
    searchPlacement: a.placements.search,
    recommendationsPlacement: a.placements.recommendations,
    nms: a.nms,
    changeTime: listed?.changeTime ?? null,
    wbCreatedAt: a.createdAt,
    wbUpdatedAt: a.updatedAt,
    wbStartedAt: a.startedAt,
    wbDeletedAt: a.deletedAt,
    syncedAt: new Date(),
  };
}

/** Each product's figures of a day, summed over WB's apps (site, Android, iOS). */
function nmDayRows(
  companyId: number,
  stats: AdvertFullStats[],
  syncedAt: Date,
): (typeof wbAdvertNmDailyStats.$inferInsert)[] {
  const rows = new Map<
    string,
    typeof wbAdvertNmDailyStats.$inferInsert & { views: number; clicks: number; spendKopecks: number; orders: number }
  >();
  for (const a of stats) {
    for (const d of a.days) {
      const date = toMskDate(d.date);
      for (const nm of d.apps.flatMap((app) => app.nms)) {
        const key = `${a.advertId}:${nm.nmId}:${date}`;
        const row = rows.get(key) ?? {
          companyId,
          advertId: a.advertId,
          nmId: nm.nmId,
          date,
          views: 0,
          clicks: 0,
          spendKopecks: 0,
          orders: 0,
          syncedAt,
        };
        row.views += nm.views ?? 0;
        row.clicks += nm.clicks;
        row.spendKopecks += nm.spendKopecks;
        row.orders += nm.orders;
        rows.set(key, row);
      }
    }
  }
  return [...rows.values()];
}

type DailyLimitColumns = Pick<typeof wbAdverts.$inferInsert, 'dailyLimitKopecks' | 'dailyLimitMissing'>;

/**
 * The daily limit of each campaign, or why there is none. WB gives limits to Personal and Service
 * tokens only, and only CPC campaigns have them.
 */
async function dailyLimitsOf(
  client: WbClient,
  adverts: { id: number; status: number; paymentType: string | null }[],
): Promise<Map<number, DailyLimitColumns>> {
  const out = new Map<number, DailyLimitColumns>();
  const missing = (reason: string): DailyLimitColumns => ({ dailyLimitKopecks: null, dailyLimitMissing: reason });
  const cpc = adverts.filter((a) => a.paymentType === 'cpc' && a.status !== -1);
  for (const a of adverts)
    if (!cpc.includes(a)) out.set(a.id, missing('У кампании с оплатой за показы нет дневного лимита'));
  if (cpc.length === 0) return out;
  let limits;
  try {
    limits = await client.adverts.dailyLimits(cpc.map((a) => a.id));
  } catch (error) {
    if (!(error instanceof WbAccessError)) throw error;
    for (const a of cpc)
      out.set(a.id, missing('Дневной лимит WB показывает только по персональному или сервисному токену'));
    return out;
  }
  const byId = new Map(limits.map((l) => [l.advertId, l]));
  for (const a of cpc) {
    const limit = byId.get(a.id);
    if (!limit) out.set(a.id, missing('WB не сообщил дневной лимит кампании'));
    else if (!limit.enabled) out.set(a.id, missing('Дневной лимит выключен'));
    else out.set(a.id, { dailyLimitKopecks: limit.limitKopecks, dailyLimitMissing: null });
  }
  return out;
}

/**
 * WB refuses a whole statistics batch holding a deleted or unknown campaign: the batch is asked
 * again without the campaigns the client found stale (their status is refreshed by the next run).
 */
async function fullStatsWithoutStale(
  client: WbClient,
  ids: readonly number[],
  from: string,
  to: string,
): Promise<AdvertFullStats[]> {
  try {
    return await client.adverts.fullStats(ids, from, to);
  } catch (error) {
    if (!(error instanceof WbStaleAdvertsError)) throw error;
    const rest = ids.filter((id) => !error.staleIds.includes(id));
    return rest.length === 0 ? [] : fullStatsWithoutStale(client, rest, from, to);
  }
}

/** [from, to] date pairs of at most `days` days covering from..to. */
function windows(from: string, to: string, days: number): [string, string][] {
  const out: [string, string][] = [];
  for (let start = Date.parse(`${from}T00:00:00Z`); start <= Date.parse(`${to}T00:00:00Z`); start += days * DAY_MS) {
    const end = Math.min(start + (days - 1) * DAY_MS, Date.parse(`${to}T00:00:00Z`));
    out.push([new Date(start).toISOString().slice(0, 10), new Date(end).toISOString().slice(0, 10)]);
  }
  return out;
}

registerDatasetSync('adverts', syncAdverts);

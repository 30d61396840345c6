import { and, eq } from 'drizzle-orm';
import { ADVERT_STATUS } from './advert-status.ts';
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
import type { DatasetSync, SyncRun } from '../sync/sync-run.ts';
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
const { deleted, ready, finished, active, paused } = ADVERT_STATUS;
/** WB answers statistics only for finished, active and paused campaigns. */
const WITH_STATS: number[] = [finished, active, paused];
/** Clusters and minus phrases matter for campaigns that run or can run again. */
const RUNNING: number[] = [active, paused];
const WITH_BUDGET: number[] = [ready, active, paused];
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

/** A stored campaign as the later steps read it, after the campaigns step stored WB's changes. */
interface StoredAdvert {
  id: number;
  status: number;
  nms: { nmId: number }[];
  currency: string | null;
  paymentType: string | null;
}

/** What each step works with: the run, its cursor (moved on as batches are stored), today and the stored campaigns. */
interface AdvertsSync {
  run: SyncRun<WbClient>;
  cursor: AdvertsCursor;
  today: string;
  adverts: () => Promise<StoredAdvert[]>;
}

/** A step stores its batches from the cursor's and answers 'paused' when the run's time is up midway. */
type Step = (sync: AdvertsSync) => Promise<'paused' | 'stored'>;

/**
 * Campaigns (details only when WB's changeTime moved), their daily statistics, search clusters'
 * daily statistics, the clusters with minus phrases, and budgets with daily limits: one step each, in
 * this order. Each batch is saved with the phase and batch number, so a run stopped by WB's limits
 * resumes at the next batch instead of starting over.
 */
const STEPS: { phase: Phase; step: Step }[] = [
  { phase: 'campaigns', step: storeChangedCampaigns },
  { phase: 'stats', step: storeDailyStats },
  { phase: 'clusterStats', step: storeClusterStats },
  { phase: 'clusters', step: storeClustersAndMinusPhrases },
  { phase: 'budgets', step: storeBudgetsAndLimits },
];

export const syncAdverts: DatasetSync<WbClient> = async (run) => {
  const sync = startOf(run);
  const first = Math.max(
    0,
    STEPS.findIndex(({ phase }) => phase === sync.cursor.phase),
  );
  for (let i = first; i < STEPS.length; i++) {
    if ((await STEPS[i]!.step(sync)) === 'paused') return 'paused';
    const next = STEPS[i + 1];
    if (next) {
      // The phase is over: the next one starts from its first batch.
      sync.cursor = { ...sync.cursor, phase: next.phase, batch: 0 };
      await run.commit(async () => 0, { ...sync.cursor });
    }
  }
  const rereadFrom = toMskDate(new Date(run.now().getTime() - STATS_REREAD_DAYS * DAY_MS));
  await run.commit(async () => 0, { phase: 'campaigns', batch: 0, statsFrom: rereadFrom });
  return 'done';
};

function startOf(run: SyncRun<WbClient>): AdvertsSync {
  let stored: Promise<StoredAdvert[]> | undefined;
  return {
    run,
    cursor: (run.cursor as AdvertsCursor | null) ?? {
      phase: 'campaigns',
      batch: 0,
      statsFrom: toMskDate(new Date(run.now().getTime() - STATS_FIRST_DAYS * DAY_MS)),
    },
    today: toMskDate(run.now()),
    adverts: () => (stored ??= storedAdverts(run)),
  };
}

/** The stored campaigns: a promise, so the run reads them once, when a step first asks. */
async function storedAdverts(run: SyncRun<WbClient>): Promise<StoredAdvert[]> {
  return run.db
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
}

/** The (campaign, product) pairs of the campaigns in these statuses. */
const pairsOf = (adverts: StoredAdvert[], statuses: number[]): AdvertNm[] =>
  adverts
    .filter((a) => statuses.includes(a.status))
    .flatMap((a) => a.nms.map((n) => ({ advertId: a.id, nmId: n.nmId })));

/** Ids of the campaigns in these statuses, in batches of one call. */
const idBatchesOf = (adverts: StoredAdvert[], statuses: number[]) =>
  chunks(
    adverts.filter((a) => statuses.includes(a.status)).map((a) => a.id),
    ADVERTS_PER_CALL,
  );

/** The campaigns whose changeTime moved since they were stored, with their details. */
async function storeChangedCampaigns({ run, cursor }: AdvertsSync): Promise<'paused' | 'stored'> {
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
  return 'stored';
}

/** Each batch's statistics window by window; the batch counts as stored when its last window is. */
async function eachStatsWindow<Batch>(
  sync: AdvertsSync,
  batches: Batch[],
  store: (batch: Batch, from: string, to: string, index: number) => Promise<void>,
): Promise<'paused' | 'stored'> {
  for (let i = sync.cursor.batch; i < batches.length; i++) {
    for (const [from, to] of windows(sync.cursor.statsFrom, sync.today, STATS_WINDOW_DAYS)) {
      if (sync.run.outOfTime()) return 'paused';
      await store(batches[i]!, from, to, i);
    }
    sync.cursor = { ...sync.cursor, batch: i + 1 };
  }
  return 'stored';
}

/** The campaigns' daily statistics, and each product's within them. */
async function storeDailyStats(sync: AdvertsSync): Promise<'paused' | 'stored'> {
  const { run } = sync;
  const adverts = await sync.adverts();
  const currencyOf = new Map(adverts.map((a) => [a.id, a.currency]));
  return eachStatsWindow(sync, idBatchesOf(adverts, WITH_STATS), async (ids, from, to, i) => {
    const stats = await fullStatsWithoutStale(run.client, ids, from, to);
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
      ...sync.cursor,
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
      { ...sync.cursor, batch: i },
    );
  });
}

/** The search clusters' daily statistics of each (campaign, product) pair. */
async function storeClusterStats(sync: AdvertsSync): Promise<'paused' | 'stored'> {
  const { run } = sync;
  const batches = chunks(pairsOf(await sync.adverts(), WITH_STATS), PAIRS_PER_CALL);
  return eachStatsWindow(sync, batches, async (pairs, from, to, i) => {
    const stats = await run.client.adverts.clusterDaily(pairs, from, to);
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
      ...sync.cursor,
      batch: i,
    });
  });
}

/** The clusters (active, excluded, archived) and minus phrases of the running campaigns' pairs. */
async function storeClustersAndMinusPhrases(sync: AdvertsSync): Promise<'paused' | 'stored'> {
  const { run, cursor } = sync;
  const batches = chunks(pairsOf(await sync.adverts(), RUNNING), PAIRS_PER_CALL);
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
  return 'stored';
}

/** The budgets of the campaigns that can spend, then every campaign's daily limit (or why it has none). */
async function storeBudgetsAndLimits(sync: AdvertsSync): Promise<'paused' | 'stored'> {
  const { run, cursor } = sync;
  const adverts = await sync.adverts();
  const batches = idBatchesOf(adverts, WITH_BUDGET);
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
  return 'stored';
}

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
  const cpc = adverts.filter((a) => a.paymentType === 'cpc' && a.status !== deleted);
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

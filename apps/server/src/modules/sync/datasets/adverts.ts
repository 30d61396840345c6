import { and, eq, inArray } from 'drizzle-orm';
import {
  wbAdvertBudgets,
  wbAdvertClusters,
  wbAdvertDailyStats,
  wbAdvertMinusPhrases,
  wbAdverts,
  type WbAdvertNm,
} from '../../../db/schema/index.ts';
import type { DatasetSync } from '../sync-run.ts';
import type { WbCall } from '@seller-helper/wb';
import { exactDecimal, int, listOf, mskInstant, text, upsertRows } from '../wb-values.ts';
import { moscowDate } from './catalog.ts';

type Json = Record<string, unknown>;
const DAY_MS = 86_400_000;

/** The first sync reads 30 days of statistics; later ones the last 3 days again (today's grow). */
const STATS_FIRST_DAYS = 30;
const STATS_REREAD_DAYS = 3;
/** WB answers statistics only for finished (7), active (9) and paused (11) campaigns. */
const WITH_STATS = [7, 9, 11];
/** Clusters and minus phrases matter for campaigns that run or can run again. */
const RUNNING = [9, 11];
const WITH_BUDGET = [4, 9, 11];

type Phase = 'campaigns' | 'stats' | 'clusters' | 'budgets';
interface AdvertsCursor {
  phase: Phase;
  /** Batches of the phase already stored. */
  batch: number;
  statsFrom: string;
}

/**
 * Campaigns (details only when WB's changeTime moved), their daily statistics, search clusters
 * with minus phrases, and budgets. Each batch is saved with the phase and batch number, so a run
 * stopped by WB's limits resumes at the next batch instead of starting over.
 */
export const syncAdverts: DatasetSync<WbCall> = async (run) => {
  const today = moscowDate(run.now());
  let cursor: AdvertsCursor = (run.cursor as AdvertsCursor | null) ?? {
    phase: 'campaigns',
    batch: 0,
    statsFrom: moscowDate(new Date(run.now().getTime() - STATS_FIRST_DAYS * DAY_MS)),
  };

  if (cursor.phase === 'campaigns') {
    const count = await run.client<{ adverts?: unknown }>({
      host: 'advert-api',
      method: 'GET',
      path: '/adv/v1/promotion/count',
      group: 'advert-count',
    });
    const listed = listOf<Json>(count?.adverts ?? [], 'adverts').flatMap((g) =>
      listOf<Json>(g.advert_list ?? [], 'advert_list').map((a) => ({
        id: Number(a.advertId),
        type: int(g.type),
        changeTime: mskInstant(a.changeTime),
      })),
    );
    const stored = new Map(
      (
        await run.db
          .select({ id: wbAdverts.advertId, changeTime: wbAdverts.changeTime })
          .from(wbAdverts)
          .where(eq(wbAdverts.companyId, run.companyId))
      ).map((a) => [a.id, a.changeTime?.getTime()]),
    );
    const changed = listed.filter((a) => stored.get(a.id) !== a.changeTime?.getTime());
    await run.expect(changed.length);
    for (const batch of chunks(changed, 50)) {
      if (run.outOfTime()) return 'paused';
      const answer = await run.client<{ adverts?: unknown }>({
        host: 'advert-api',
        method: 'GET',
        path: '/api/advert/v2/adverts',
        group: 'advert-list',
        query: { ids: batch.map((a) => a.id).join(',') },
      });
      const byId = new Map(batch.map((a) => [a.id, a]));
      const rows = listOf<Json>(answer?.adverts, 'adverts').map((a) =>
        advertRow(run.companyId, a, byId.get(Number(a.id))),
      );
      await run.commit((tx) => upsertRows(tx, wbAdverts, [wbAdverts.companyId, wbAdverts.advertId], rows), {
        ...cursor,
      });
    }
    cursor = { ...cursor, phase: 'stats', batch: 0 };
    await run.commit(async () => 0, { ...cursor });
  }

  const adverts = await run.db
    .select({ id: wbAdverts.advertId, status: wbAdverts.status, nms: wbAdverts.nms })
    .from(wbAdverts)
    .where(eq(wbAdverts.companyId, run.companyId))
    .orderBy(wbAdverts.advertId);

  if (cursor.phase === 'stats') {
    const batches = chunks(
      adverts.filter((a) => WITH_STATS.includes(a.status)).map((a) => a.id),
      50,
    );
    for (let i = cursor.batch; i < batches.length; i++) {
      for (const [from, to] of windows(cursor.statsFrom, today, 31)) {
        if (run.outOfTime()) return 'paused';
        const answer = await run.client<unknown>({
          host: 'advert-api',
          method: 'GET',
          path: '/adv/v3/fullstats',
          group: 'advert-fullstats',
          query: { ids: batches[i]!.join(','), beginDate: from, endDate: to },
        });
        const rows = (answer === null ? [] : listOf<Json>(answer, 'fullstats')).flatMap((a) =>
          listOf<Json>(a.days ?? [], 'days').map((d) =>
            statRow(run.companyId, Number(a.advertId), text(a.currency), d),
          ),
        );
        await run.commit(
          (tx) =>
            upsertRows(
              tx,
              wbAdvertDailyStats,
              [wbAdvertDailyStats.companyId, wbAdvertDailyStats.advertId, wbAdvertDailyStats.date],
              rows,
            ),
          { ...cursor, batch: i },
        );
      }
      cursor = { ...cursor, batch: i + 1 };
    }
    cursor = { ...cursor, phase: 'clusters', batch: 0 };
    await run.commit(async () => 0, { ...cursor });
  }

  if (cursor.phase === 'clusters') {
    const pairs = adverts
      .filter((a) => RUNNING.includes(a.status))
      .flatMap((a) => a.nms.map((n) => ({ advertId: a.id, nmId: n.nmId })));
    const batches = chunks(pairs, 100);
    for (let i = cursor.batch; i < batches.length; i++) {
      if (run.outOfTime()) return 'paused';
      const items = batches[i]!;
      const list = await run.client<{ items?: unknown }>({
        host: 'advert-api',
        method: 'POST',
        path: '/adv/v0/normquery/list',
        group: 'normquery',
        body: { items },
      });
      const minus = await run.client<{ items?: unknown }>({
        host: 'advert-api',
        method: 'POST',
        path: '/adv/v0/normquery/get-minus',
        group: 'normquery',
        body: { items: items.map((p) => ({ advert_id: p.advertId, nm_id: p.nmId })) },
      });
      const clusters = listOf<Json>(list?.items, 'clusters').flatMap((item) => {
        const queries = (item.normQueries ?? {}) as Record<string, unknown>;
        return (['active', 'excluded', 'archived'] as const).flatMap((state) =>
          ((queries[state] ?? []) as unknown[]).map((q) => ({
            companyId: run.companyId,
            advertId: Number(item.advertId),
            nmId: Number(item.nmId),
            normQuery: String(q),
            state,
            syncedAt: new Date(),
          })),
        );
      });
      const phrases = listOf<Json>(minus?.items, 'minus phrases').flatMap((item) =>
        ((item.norm_queries ?? []) as unknown[]).map((q) => ({
          companyId: run.companyId,
          advertId: Number(item.advert_id),
          nmId: Number(item.nm_id),
          phrase: String(q),
          syncedAt: new Date(),
        })),
      );
      const advertIds = [...new Set(items.map((p) => p.advertId))];
      await run.commit(
        async (tx) => {
          // The lists are WB's whole truth for these campaigns: what WB no longer has goes.
          await tx
            .delete(wbAdvertClusters)
            .where(and(eq(wbAdvertClusters.companyId, run.companyId), inArray(wbAdvertClusters.advertId, advertIds)));
          await tx
            .delete(wbAdvertMinusPhrases)
            .where(
              and(eq(wbAdvertMinusPhrases.companyId, run.companyId), inArray(wbAdvertMinusPhrases.advertId, advertIds)),
            );
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
            (await upsertRows(tx, wbAdvertClusters, key, clusters)) +
            (await upsertRows(tx, wbAdvertMinusPhrases, minusKey, phrases))
          );
        },
        { ...cursor, batch: i + 1 },
      );
    }
    cursor = { ...cursor, phase: 'budgets', batch: 0 };
  }

  const batches = chunks(
    adverts.filter((a) => WITH_BUDGET.includes(a.status)).map((a) => a.id),
    50,
  );
  for (let i = cursor.batch; i < batches.length; i++) {
    if (run.outOfTime()) return 'paused';
    const answer = await run.client<{ adverts?: unknown }>({
      host: 'advert-api',
      method: 'POST',
      path: '/api/advert/v2/budget',
      group: 'advert-budget',
      body: { advertIds: batches[i] },
    });
    const rows = listOf<Json>(answer?.adverts ?? [], 'budgets').map((b) => ({
      companyId: run.companyId,
      advertId: Number(b.advertId),
      currency: text(b.currency),
      total: exactDecimal(b.total) ?? '0',
      syncedAt: new Date(),
    }));
    await run.commit(
      (tx) => upsertRows(tx, wbAdvertBudgets, [wbAdvertBudgets.companyId, wbAdvertBudgets.advertId], rows),
      { ...cursor, batch: i + 1 },
    );
  }
  const rereadFrom = moscowDate(new Date(run.now().getTime() - STATS_REREAD_DAYS * DAY_MS));
  await run.commit(async () => 0, { phase: 'campaigns', batch: 0, statsFrom: rereadFrom });
  return 'done';
};

function advertRow(
  companyId: number,
  a: Json,
  listed: { type: number | null; changeTime: Date | null } | undefined,
): typeof wbAdverts.$inferInsert {
  const settings = (a.settings ?? {}) as Json;
  const placements = (settings.placements ?? {}) as Json;
  const timestamps = (a.timestamps ?? {}) as Json;
  const deleted = mskInstant(timestamps.deleted);
  return {
    companyId,
    advertId: Number(a.id),
    type: listed?.type ?? null,
    status: Number(a.status),
    name: text(settings.name),
    bidType: text(a.bid_type),
    paymentType: text(settings.payment_type),
    currency: text(a.currency),
    searchPlacement: typeof placements.search === 'boolean' ? placements.search : null,
    recommendationsPlacement: typeof placements.recommendations === 'boolean' ? placements.recommendations : null,
    nms: ((a.nm_settings ?? []) as Json[]).map((n): WbAdvertNm => {
      const subject = (n.subject ?? {}) as Json;
      const bids = (n.bids_kopecks ?? {}) as Json;
      return {
        nmId: Number(n.nm_id),
        subjectId: int(subject.id),
        subjectName: text(subject.name),
        searchBidKopecks: int(bids.search),
        recommendationsBidKopecks: int(bids.recommendations),
      };
    }),
    changeTime: listed?.changeTime ?? null,
    wbCreatedAt: mskInstant(timestamps.created),
    wbUpdatedAt: mskInstant(timestamps.updated),
    wbStartedAt: mskInstant(timestamps.started),
    // WB writes 2100-01-01 for "not deleted".
    wbDeletedAt: deleted && deleted.getUTCFullYear() < 2100 ? deleted : null,
    syncedAt: new Date(),
  };
}

function statRow(
  companyId: number,
  advertId: number,
  currency: string | null,
  d: Json,
): typeof wbAdvertDailyStats.$inferInsert {
  return {
    companyId,
    advertId,
    date: moscowDate(mskInstant(d.date)!),
    views: int(d.views) ?? 0,
    clicks: int(d.clicks) ?? 0,
    ctr: exactDecimal(d.ctr),
    cpc: exactDecimal(d.cpc),
    cr: exactDecimal(d.cr),
    spend: exactDecimal(d.sum) ?? '0',
    orders: int(d.orders) ?? 0,
    shks: int(d.shks) ?? 0,
    atbs: int(d.atbs) ?? 0,
    canceled: int(d.canceled) ?? 0,
    ordersSum: exactDecimal(d.sum_price),
    currency,
    syncedAt: new Date(),
  };
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
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

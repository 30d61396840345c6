import { z } from 'zod';
import { WbRequestRejectedError, WbStaleAdvertsError } from '../http/errors.ts';
import type { WbRequest, WbSend } from '../http/request.ts';
import type { WbLimitGroup } from '../limits/groups.ts';
import { chunks } from '../paging.ts';
import { call, kopecks, minorUnits, nullableString, requiredWbTime, wbTime } from '../schema.ts';
import {
  clusterDailySchema,
  clusterTotalsSchema,
  fullStatsSchema,
  toClusterDaily,
  toClusterTotals,
  toFullStats,
  type AdvertFullStats,
} from './advert-stats.ts';

/** Campaign statuses: −1 deleted, 4 ready, 7 finished, 8 cancelled, 9 active, 11 paused. */
export type AdvertStatus = number;

export interface AdvertCounts {
  all: number;
  groups: { type: number; status: AdvertStatus; count: number; adverts: { advertId: number; changeTime: Date }[] }[];
}

export interface Advert {
  id: number;
  status: AdvertStatus;
  /** unified or manual (campaign type 9). */
  bidType: string | null;
  currency: string | null;
  name: string;
  /** cpm or cpc. */
  paymentType: string | null;
  placements: { search: boolean; recommendations: boolean };
  nms: {
    nmId: number;
    subjectId: number | null;
    subjectName: string | null;
    searchBidKopecks: number | null;
    recommendationsBidKopecks: number | null;
  }[];
  canChangeNms: boolean;
  createdAt: Date | null;
  updatedAt: Date | null;
  startedAt: Date | null;
  deletedAt: Date | null;
}

/** The daily spending limit of a CPC campaign; money in kopecks of `currency`. */
export interface AdvertDailyLimit {
  advertId: number;
  enabled: boolean;
  limitKopecks: number;
  spentTodayKopecks: number;
  currency: string | null;
  /** An unspent rest is added to the next day's limit. */
  carryOver: boolean;
  /** The limit is enough for the campaign's bids. */
  valid: boolean;
  /** WB's recommended minimum for the current bids. */
  requiredLimitKopecks: number;
}

const dailyLimitsSchema = z.looseObject({
  adverts: z
    .array(
      z.looseObject({
        advertId: z.number().int(),
        enabled: z.boolean(),
        dailyLimit: minorUnits,
        spentToday: minorUnits.nullish(),
        currency: nullableString,
        carryOverEnabled: z.boolean().nullish(),
        valid: z.boolean().nullish(),
        requiredLimit: minorUnits.nullish(),
      }),
    )
    .nullish(),
});

/** A campaign and one of its products: the unit of search-cluster figures and minus phrases. */
export interface AdvertNm {
  advertId: number;
  nmId: number;
}

const countsSchema = z.looseObject({
  all: z.number().int().default(0),
  adverts: z
    .array(
      z.looseObject({
        type: z.number().int(),
        status: z.number().int(),
        count: z.number().int(),
        advert_list: z.array(z.looseObject({ advertId: z.number().int(), changeTime: requiredWbTime })).nullish(),
      }),
    )
    .nullish(),
});

const bid = minorUnits.nullish().transform((v) => v ?? null);

const advertSchema = z.looseObject({
  id: z.number().int(),
  status: z.number().int(),
  bid_type: nullableString,
  currency: nullableString,
  settings: z
    .looseObject({
      name: z.string().default(''),
      payment_type: nullableString,
      placements: z.looseObject({ search: z.boolean().default(false), recommendations: z.boolean().default(false) }).nullish(),
    })
    .nullish(),
  nm_settings: z
    .array(
      z.looseObject({
        nm_id: z.number().int(),
        subject: z.looseObject({ id: z.number().int().nullish(), name: nullableString }).nullish(),
        bids_kopecks: z.looseObject({ search: bid, recommendations: bid }).nullish(),
      }),
    )
    .nullish(),
  restrictions: z.looseObject({ can_change_nms: z.boolean().default(false) }).nullish(),
  timestamps: z
    .looseObject({ created: wbTime, updated: wbTime, started: wbTime, deleted: wbTime })
    .nullish(),
});

/**
 * WB writes 2100-01-01 as "not deleted", with Moscow's offset (`2100-01-01T00:00:00+03:00`), which is
 * still 2099 in UTC: any date from the last day of 2099 on is that placeholder.
 */
const NOT_DELETED_FROM = Date.UTC(2099, 11, 31);
const realDate = (date: Date | null | undefined) => (date && date.getTime() < NOT_DELETED_FROM ? date : null);

const toAdvert = (a: z.output<typeof advertSchema>): Advert => ({
  id: a.id,
  status: a.status,
  bidType: a.bid_type,
  currency: a.currency,
  name: a.settings?.name ?? '',
  paymentType: a.settings?.payment_type ?? null,
  placements: {
    search: a.settings?.placements?.search ?? false,
    recommendations: a.settings?.placements?.recommendations ?? false,
  },
  nms: (a.nm_settings ?? []).map((n) => ({
    nmId: n.nm_id,
    subjectId: n.subject?.id ?? null,
    subjectName: n.subject?.name ?? null,
    searchBidKopecks: n.bids_kopecks?.search ?? null,
    recommendationsBidKopecks: n.bids_kopecks?.recommendations ?? null,
  })),
  canChangeNms: a.restrictions?.can_change_nms ?? false,
  createdAt: realDate(a.timestamps?.created),
  updatedAt: realDate(a.timestamps?.updated),
  startedAt: realDate(a.timestamps?.started),
  deletedAt: realDate(a.timestamps?.deleted),
});

const snakePairs = (items: readonly AdvertNm[]) => items.map((i) => ({ advert_id: i.advertId, nm_id: i.nmId }));

/** Promotion: campaigns, their statistics and search clusters, minus phrases, budgets and status changes. */
export function advertsApi(send: WbSend) {
  const post = <S extends z.ZodType>(path: string, group: WbLimitGroup, body: unknown, schema: S) =>
    call(send, { host: 'advert', method: 'POST', path, group, body }, schema);
  const get = <S extends z.ZodType>(path: string, group: WbLimitGroup, query: WbRequest['query'], schema: S) =>
    call(send, { host: 'advert', method: 'GET', path, group, query }, schema);

  async function counts(): Promise<AdvertCounts> {
    const answer = await get('/adv/v1/promotion/count', 'advert-count', undefined, countsSchema);
    return {
      all: answer.all,
      groups: (answer.adverts ?? []).map((g) => ({
        type: g.type,
        status: g.status,
        count: g.count,
        adverts: (g.advert_list ?? []).map((a) => ({ advertId: a.advertId, changeTime: a.changeTime })),
      })),
    };
  }

  /** Campaign details: by ids (50 per call), or all with the given statuses. */
  async function list(filter: { ids?: readonly number[]; statuses?: readonly number[]; paymentType?: 'cpm' | 'cpc' } = {}) {
    const schema = z.looseObject({ adverts: z.array(advertSchema).nullish() });
    const query = {
      statuses: filter.statuses?.join(','),
      payment_type: filter.paymentType,
    };
    const idChunks = filter.ids ? chunks(filter.ids, 50) : [undefined];
    const result: Advert[] = [];
    for (const ids of idChunks) {
      if (ids?.length === 0) continue;
      const answer = await get('/api/advert/v2/adverts', 'advert-list', { ...query, ids: ids?.join(',') }, schema);
      result.push(...(answer.adverts ?? []).map(toAdvert));
    }
    return result;
  }

  /**
   * Figures by day, app and product; `beginDate`/`endDate` YYYY-MM-DD, at most 31 days; 50 campaigns per call.
   * WB refuses a whole batch holding a deleted or unknown campaign: that is WbStaleAdvertsError naming them.
   */
  async function fullStats(ids: readonly number[], beginDate: string, endDate: string): Promise<AdvertFullStats[]> {
    const result: AdvertFullStats[] = [];
    for (const chunk of chunks(ids, 50)) {
      const answer = await get('/adv/v3/fullstats', 'advert-fullstats', { ids: chunk.join(','), beginDate, endDate }, fullStatsSchema).catch(
        async (error: unknown) => {
          throw await staleOrAsIs(error, chunk);
        },
      );
      result.push(...(answer ?? []).map(toFullStats));
    }
    return result;
  }

  /** WB's 400 to a batch names no id: the campaigns WB no longer lists, or lists as deleted, are the stale ones. */
  async function staleOrAsIs(error: unknown, batch: readonly number[]): Promise<unknown> {
    if (!(error instanceof WbRequestRejectedError) || error.status !== 400) return error;
    const alive = new Set((await list({ ids: batch })).filter((a) => a.status !== -1).map((a) => a.id));
    const stale = batch.filter((id) => !alive.has(id));
    return stale.length === 0 ? error : new WbStaleAdvertsError(stale, batch, error.details);
  }

  /** Daily spending limits of CPC campaigns, 100 per call (Personal and Service tokens only). */
  async function dailyLimits(advertIds: readonly number[]): Promise<AdvertDailyLimit[]> {
    const result: AdvertDailyLimit[] = [];
    for (const chunk of chunks(advertIds, 100)) {
      const answer = await get('/api/advert/v0/daily-limits', 'advert-daily-limits', { advertIds: chunk.join(',') }, dailyLimitsSchema);
      result.push(
        ...(answer.adverts ?? []).map((a) => ({
          advertId: a.advertId,
          enabled: a.enabled,
          limitKopecks: a.dailyLimit,
          spentTodayKopecks: a.spentToday ?? 0,
          currency: a.currency,
          carryOver: a.carryOverEnabled ?? false,
          valid: a.valid ?? true,
          requiredLimitKopecks: a.requiredLimit ?? 0,
        })),
      );
    }
    return result;
  }

  /** Search-cluster totals for the period (v0), 100 pairs per call. */
  async function clusterTotals(items: readonly AdvertNm[], from: string, to: string) {
    const result: ReturnType<typeof toClusterTotals> = [];
    for (const chunk of chunks(items, 100)) {
      const answer = await post('/adv/v0/normquery/stats', 'normquery-stats-v0', { from, to, items: snakePairs(chunk) }, clusterTotalsSchema);
      result.push(...toClusterTotals(answer));
    }
    return result;
  }

  /** Search-cluster figures by day (v1), 100 pairs per call. */
  async function clusterDaily(items: readonly AdvertNm[], from: string, to: string) {
    const result: ReturnType<typeof toClusterDaily> = [];
    for (const chunk of chunks(items, 100)) {
      const answer = await post('/adv/v1/normquery/stats', 'normquery-stats-v1', { from, to, items: chunk }, clusterDailySchema);
      result.push(...toClusterDaily(answer));
    }
    return result;
  }

  /** The clusters of each pair: active, excluded (minus) and archived phrases. */
  async function clusters(items: readonly AdvertNm[]) {
    const phrases = z.array(z.string()).nullish().transform((v) => v ?? []);
    const schema = z.looseObject({
      items: z
        .array(
          z.looseObject({
            advertId: z.number().int(),
            nmId: z.number().int(),
            normQueries: z.looseObject({ active: phrases, excluded: phrases, archived: phrases }).nullish(),
          }),
        )
        .nullish(),
    });
    const result: (AdvertNm & { active: string[]; excluded: string[]; archived: string[] })[] = [];
    for (const chunk of chunks(items, 100)) {
      const answer = await post('/adv/v0/normquery/list', 'normquery', { items: chunk }, schema);
      for (const i of answer.items ?? []) {
        const q = i.normQueries;
        result.push({ advertId: i.advertId, nmId: i.nmId, active: q?.active ?? [], excluded: q?.excluded ?? [], archived: q?.archived ?? [] });
      }
    }
    return result;
  }

  /** The minus phrases of each pair. */
  async function minusPhrases(items: readonly AdvertNm[]): Promise<(AdvertNm & { phrases: string[] })[]> {
    const schema = z.looseObject({
      items: z
        .array(z.looseObject({ advert_id: z.number().int(), nm_id: z.number().int(), norm_queries: z.array(z.string()).nullish() }))
        .nullish(),
    });
    const result: (AdvertNm & { phrases: string[] })[] = [];
    for (const chunk of chunks(items, 100)) {
      const answer = await post('/adv/v0/normquery/get-minus', 'normquery', { items: snakePairs(chunk) }, schema);
      result.push(...(answer.items ?? []).map((i) => ({ advertId: i.advert_id, nmId: i.nm_id, phrases: i.norm_queries ?? [] })));
    }
    return result;
  }

  /** Replaces the whole minus list of one pair (up to 1000 phrases); an empty list clears it. */
  async function setMinusPhrases(pair: AdvertNm, phrases: readonly string[]): Promise<void> {
    await send({
      host: 'advert',
      method: 'POST',
      path: '/adv/v0/normquery/set-minus',
      group: 'normquery',
      body: { advert_id: pair.advertId, nm_id: pair.nmId, norm_queries: phrases },
    });
  }

  /** Budgets of campaigns in statuses 4, 9 and 11; 50 per call. */
  async function budgets(advertIds: readonly number[]): Promise<{ advertId: number; currency: string | null; totalKopecks: number }[]> {
    const schema = z.looseObject({
      adverts: z.array(z.looseObject({ advertId: z.number().int(), currency: nullableString, total: kopecks })).nullish(),
    });
    const result: { advertId: number; currency: string | null; totalKopecks: number }[] = [];
    for (const chunk of chunks(advertIds, 50)) {
      const answer = await post('/api/advert/v2/budget', 'advert-budget', { advertIds: chunk }, schema);
      result.push(...(answer.adverts ?? []).map((a) => ({ advertId: a.advertId, currency: a.currency, totalKopecks: a.total })));
    }
    return result;
  }

  /** Start (status 4 or 11), pause (9) or stop (9 or 11); WB's 422 is WbStatusNotChangedError. */
  const changeStatus = (action: 'start' | 'pause' | 'stop') => async (advertId: number): Promise<void> => {
    await send({ host: 'advert', method: 'GET', path: `/adv/v0/${action}`, group: 'advert-status', query: { id: advertId } });
  };

  return {
    counts,
    list,
    fullStats,
    dailyLimits,
    clusterTotals,
    clusterDaily,
    clusters,
    minusPhrases,
    setMinusPhrases,
    budgets,
    start: changeStatus('start'),
    pause: changeStatus('pause'),
    stop: changeStatus('stop'),
  };
}

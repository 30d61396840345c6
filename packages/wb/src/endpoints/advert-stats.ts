import { z } from 'zod';
import { decimal, kopecks, nullableString, requiredWbTime } from '../schema.ts';

/** Advert statistics figures; money in kopecks of the account currency, rates as decimal strings. */
export interface AdvertMetrics {
  views: number | null;
  clicks: number;
  /** Percent. Null for CPC campaigns' clusters. */
  ctr: string | null;
  cpcKopecks: number | null;
  /** Conversion to orders, percent. */
  cr: string | null;
  /** Spent on the campaign (`sum` / `spend`). */
  spendKopecks: number;
  /** Ordered for (`sum_price`). */
  ordersSumKopecks: number | null;
  orders: number;
  /** Units ordered. */
  shks: number | null;
  /** Added to cart. */
  atbs: number | null;
  canceled: number | null;
}

const int = z.number().int().nullish();
const rate = decimal.nullish();
const money = kopecks.nullish();

export const metricFields = {
  views: int,
  clicks: int,
  ctr: rate,
  cpc: money,
  cr: rate,
  sum: money,
  sum_price: money,
  orders: int,
  shks: int,
  atbs: int,
  canceled: int,
};

type RawMetrics = { [K in keyof typeof metricFields]?: z.output<(typeof metricFields)[K]> };

export const toMetrics = (m: RawMetrics): AdvertMetrics => ({
  views: m.views ?? null,
  clicks: m.clicks ?? 0,
  ctr: m.ctr ?? null,
  cpcKopecks: m.cpc ?? null,
  cr: m.cr ?? null,
  spendKopecks: m.sum ?? 0,
  ordersSumKopecks: m.sum_price ?? null,
  orders: m.orders ?? 0,
  shks: m.shks ?? null,
  atbs: m.atbs ?? null,
  canceled: m.canceled ?? null,
});

export interface AdvertFullStats extends AdvertMetrics {
  advertId: number;
  /** The currency (ISO 4217) of the seller's advertising account, which every amount of the campaign is in. */
  currency: string | null;
  days: (AdvertMetrics & {
    date: Date;
    /** 1 web, 32 Android, 64 iOS. */
    apps: (AdvertMetrics & { appType: number; nms: (AdvertMetrics & { nmId: number; name: string })[] })[];
  })[];
}

const nmStats = z.looseObject({ ...metricFields, nmId: z.number().int(), name: z.string().default('') });
const appStats = z.looseObject({ ...metricFields, appType: z.number().int(), nms: z.array(nmStats).nullish() });
const dayStats = z.looseObject({ ...metricFields, date: requiredWbTime, apps: z.array(appStats).nullish() });
export const fullStatsSchema = z
  .array(
    z.looseObject({
      ...metricFields,
      advertId: z.number().int(),
      currency: nullableString,
      days: z.array(dayStats).nullish(),
    }),
  )
  .nullable();

export const toFullStats = (s: NonNullable<z.output<typeof fullStatsSchema>>[number]): AdvertFullStats => ({
  advertId: s.advertId,
  currency: s.currency || null,
  ...toMetrics(s),
  days: (s.days ?? []).map((d) => ({
    date: d.date,
    ...toMetrics(d),
    apps: (d.apps ?? []).map((a) => ({
      appType: a.appType,
      ...toMetrics(a),
      nms: (a.nms ?? []).map((n) => ({ nmId: n.nmId, name: n.name, ...toMetrics(n) })),
    })),
  })),
});

/** One search cluster's figures for a (campaign, product) pair. */
export interface ClusterStats {
  /** The cluster's phrase (WB's normQuery; the former "keyword"). */
  normQuery: string;
  views: number | null;
  clicks: number;
  ctr: string | null;
  cpcKopecks: number | null;
  cpmKopecks: number | null;
  spendKopecks: number | null;
  orders: number;
  atbs: number | null;
  shks: number | null;
  avgPosition: string | null;
}

const clusterFields = {
  views: int,
  clicks: int,
  ctr: rate,
  cpc: money,
  cpm: money,
  spend: money,
  orders: int,
  atbs: int,
  shks: int,
};

type RawCluster = { [K in keyof typeof clusterFields]?: z.output<(typeof clusterFields)[K]> } & {
  normQuery: string;
  avgPos?: string | null;
};

const toCluster = (c: RawCluster): ClusterStats => ({
  normQuery: c.normQuery,
  views: c.views ?? null,
  clicks: c.clicks ?? 0,
  ctr: c.ctr ?? null,
  cpcKopecks: c.cpc ?? null,
  cpmKopecks: c.cpm ?? null,
  spendKopecks: c.spend ?? null,
  orders: c.orders ?? 0,
  atbs: c.atbs ?? null,
  shks: c.shks ?? null,
  avgPosition: c.avgPos ?? null,
});

/** v0: totals per cluster for the period (snake_case). */
export const clusterTotalsSchema = z.looseObject({
  stats: z
    .array(
      z.looseObject({
        advert_id: z.number().int(),
        nm_id: z.number().int(),
        stats: z.array(z.looseObject({ ...clusterFields, norm_query: z.string(), avg_pos: rate })).nullish(),
      }),
    )
    .nullish(),
});

export const toClusterTotals = (answer: z.output<typeof clusterTotalsSchema>) =>
  (answer.stats ?? []).map((s) => ({
    advertId: s.advert_id,
    nmId: s.nm_id,
    clusters: (s.stats ?? []).map((c) => toCluster({ ...c, normQuery: c.norm_query, avgPos: c.avg_pos })),
  }));

/** v1: per cluster and day. */
export const clusterDailySchema = z.looseObject({
  items: z
    .array(
      z.looseObject({
        advertId: z.number().int(),
        nmId: z.number().int(),
        dailyStats: z
          .array(
            z.looseObject({
              date: requiredWbTime,
              stat: z.looseObject({ ...clusterFields, normQuery: z.string(), avgPos: rate }),
            }),
          )
          .nullish(),
      }),
    )
    .nullish(),
});

export const toClusterDaily = (answer: z.output<typeof clusterDailySchema>) =>
  (answer.items ?? []).map((s) => ({
    advertId: s.advertId,
    nmId: s.nmId,
    days: (s.dailyStats ?? []).map((d) => ({ date: d.date, ...toCluster(d.stat) })),
  }));

import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { companyIdColumn, users } from '../auth/auth.tables.ts';

// The seller's advert campaigns as synced from WB's advert API: campaigns, daily statistics,
// search clusters and minus phrases per (campaign, nm), and budgets.

/** An amount in integer kopecks of the account currency. */
const kopecks = (name: string) => bigint(name, { mode: 'number' });
const syncedAt = () => timestamp('synced_at', { withTimezone: true }).notNull().defaultNow();

export interface WbAdvertNm {
  nmId: number;
  subjectId: number | null;
  subjectName: string | null;
  /** Bids in kopecks (WB's `bids_kopecks`). */
  searchBidKopecks: number | null;
  recommendationsBidKopecks: number | null;
}

export const wbAdverts = pgTable(
  'wb_adverts',
  {
    companyId: companyIdColumn(),
    advertId: bigint('advert_id', { mode: 'number' }).notNull(),
    /** 8 unified bid (the former «автоматическая»), 9 unified or manual bid. */
    type: integer('type'),
    /** −1 deleted, 4 ready, 7 finished, 8 cancelled, 9 active, 11 paused. */
    status: integer('status').notNull(),
    name: text('name'),
    bidType: text('bid_type'),
    paymentType: text('payment_type'),
    currency: text('currency'),
    searchPlacement: jsonb('search_placement').$type<boolean | null>(),
    recommendationsPlacement: jsonb('recommendations_placement').$type<boolean | null>(),
    nms: jsonb('nms').$type<WbAdvertNm[]>().notNull().default([]),
    /** WB's `changeTime` from the campaign list: a newer one means the details must be read again. */
    changeTime: timestamp('change_time', { withTimezone: true }),
    wbCreatedAt: timestamp('wb_created_at', { withTimezone: true }),
    wbUpdatedAt: timestamp('wb_updated_at', { withTimezone: true }),
    wbStartedAt: timestamp('wb_started_at', { withTimezone: true }),
    wbDeletedAt: timestamp('wb_deleted_at', { withTimezone: true }),
    /** WB's daily spending limit (`/api/advert/v0/daily-limits`), when WB gave one. */
    dailyLimitKopecks: kopecks('daily_limit_kopecks'),
    /** Why there is no daily limit (Russian, for the screen): the token type, a CPM campaign, a switched-off limit. */
    dailyLimitMissing: text('daily_limit_missing'),
    syncedAt: syncedAt(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.advertId] })],
);

/** One campaign's totals for one day (`/adv/v3/fullstats` → `days[]`). `spendKopecks` is WB's `sum`. */
export const wbAdvertDailyStats = pgTable(
  'wb_advert_daily_stats',
  {
    companyId: companyIdColumn(),
    advertId: bigint('advert_id', { mode: 'number' }).notNull(),
    date: date('date').notNull(),
    views: integer('views').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
    ctr: numeric('ctr', { precision: 10, scale: 2 }),
    cpcKopecks: kopecks('cpc_kopecks'),
    cr: numeric('cr', { precision: 10, scale: 2 }),
    spendKopecks: kopecks('spend_kopecks').notNull().default(0),
    orders: integer('orders').notNull().default(0),
    shks: integer('shks').notNull().default(0),
    atbs: integer('atbs').notNull().default(0),
    canceled: integer('canceled').notNull().default(0),
    /** Orders' amount (`sum_price`). */
    ordersSumKopecks: kopecks('orders_sum_kopecks'),
    currency: text('currency'),
    syncedAt: syncedAt(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.advertId, table.date] })],
);

/** Search clusters (WB's «normquery») of a (campaign, nm): active, excluded or archived. */
export const wbAdvertClusters = pgTable(
  'wb_advert_clusters',
  {
    companyId: companyIdColumn(),
    advertId: bigint('advert_id', { mode: 'number' }).notNull(),
    nmId: bigint('nm_id', { mode: 'number' }).notNull(),
    normQuery: text('norm_query').notNull(),
    state: text('state').$type<'active' | 'excluded' | 'archived'>().notNull(),
    syncedAt: syncedAt(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.advertId, table.nmId, table.normQuery] })],
);

/** Minus phrases of a (campaign, nm) as WB holds them (`normquery/get-minus`). */
export const wbAdvertMinusPhrases = pgTable(
  'wb_advert_minus_phrases',
  {
    companyId: companyIdColumn(),
    advertId: bigint('advert_id', { mode: 'number' }).notNull(),
    nmId: bigint('nm_id', { mode: 'number' }).notNull(),
    phrase: text('phrase').notNull(),
    syncedAt: syncedAt(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.advertId, table.nmId, table.phrase] })],
);

export const wbAdvertBudgets = pgTable(
  'wb_advert_budgets',
  {
    companyId: companyIdColumn(),
    advertId: bigint('advert_id', { mode: 'number' }).notNull(),
    currency: text('currency'),
    totalKopecks: kopecks('total_kopecks').notNull().default(0),
    syncedAt: syncedAt(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.advertId] })],
);

/**
 * A search cluster's figures for one day of a (campaign, nm) (`/adv/v1/normquery/stats`): WB's
 * former keyword statistics. For CPC campaigns WB leaves `views`, `ctr` and `cpm` empty.
 */
export const wbAdvertClusterStats = pgTable(
  'wb_advert_cluster_stats',
  {
    companyId: companyIdColumn(),
    advertId: bigint('advert_id', { mode: 'number' }).notNull(),
    nmId: bigint('nm_id', { mode: 'number' }).notNull(),
    date: date('date').notNull(),
    normQuery: text('norm_query').notNull(),
    views: integer('views'),
    clicks: integer('clicks').notNull().default(0),
    ctr: numeric('ctr', { precision: 10, scale: 2 }),
    cpcKopecks: kopecks('cpc_kopecks'),
    cpmKopecks: kopecks('cpm_kopecks'),
    spendKopecks: kopecks('spend_kopecks'),
    orders: integer('orders').notNull().default(0),
    atbs: integer('atbs'),
    shks: integer('shks'),
    avgPosition: numeric('avg_position', { precision: 10, scale: 2 }),
    syncedAt: syncedAt(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.advertId, table.nmId, table.date, table.normQuery] })],
);

/**
 * One product's figures of a campaign for one day (`fullstats` → `days[].apps[].nms[]`, summed over
 * the apps): the spend a card's advertising cost (ДРР) is computed from.
 */
export const wbAdvertNmDailyStats = pgTable(
  'wb_advert_nm_daily_stats',
  {
    companyId: companyIdColumn(),
    advertId: bigint('advert_id', { mode: 'number' }).notNull(),
    nmId: bigint('nm_id', { mode: 'number' }).notNull(),
    date: date('date').notNull(),
    views: integer('views').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
    spendKopecks: kopecks('spend_kopecks').notNull().default(0),
    orders: integer('orders').notNull().default(0),
    syncedAt: syncedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.advertId, table.nmId, table.date] }),
    index('wb_advert_nm_daily_stats_nm').on(table.companyId, table.nmId, table.date),
  ],
);

export type AdvertAction = 'exclude' | 'restore' | 'start' | 'pause' | 'stop';
export type ActionOutcome = 'sent' | 'done' | 'partial' | 'refused' | 'unanswered';

/** A product whose minus list WB did not take, or whose answer never came. */
export interface FailedPair {
  nmId: number;
  failure: { outcome: 'refused' | 'unanswered'; why: string };
}

/**
 * How far a background rewrite of minus lists has gone, saved after each product so that a job
 * cut off by a crash goes on where it stopped.
 */
export interface MinusProgress {
  /** The products to rewrite, fixed when the change was asked. */
  nmIds: number[];
  /** How many of them are through (changed, unchanged, refused). */
  processed: number;
  /** The product whose list is at WB now, with its list before: logged before the call. */
  pending: { nmId: number; before: string[] } | null;
  failed: FailedPair[];
  /** Why the products left are not sent (WB's limits, WB not answering). */
  unsent: string | null;
}

/** What a person asked WB to do with a campaign, and what WB answered. */
export const advertActions = pgTable(
  'advert_actions',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    companyId: companyIdColumn(),
    advertId: bigint('advert_id', { mode: 'number' }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').$type<AdvertAction>().notNull(),
    /** The phrases excluded or restored. */
    phrases: jsonb('phrases').$type<string[]>().notNull().default([]),
    /** Each product's minus list before the change (`{ nmId: phrases }`), for undo. */
    before: jsonb('before').$type<Record<string, string[]>>().notNull().default({}),
    /**
     * sent: written before the request to WB, so a process that dies waiting for WB leaves a trace;
     * done: WB accepted all; partial: some products refused or unanswered; refused: WB changed nothing;
     * unanswered: WB's answer never came or cannot be relied on, so only WB knows whether it changed.
     */
    outcome: text('outcome').$type<ActionOutcome>().notNull(),
    /** WB's answer in Russian, naming the products it refused. */
    wbAnswer: text('wb_answer').notNull(),
    /** Set on changes of minus lists, which run as a background job product by product. */
    progress: jsonb('progress').$type<MinusProgress>(),
    /** The exclusion a restore undoes: an exclusion is undone once. */
    undoes: bigint('undoes', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The job's last step: a change still sent long after it was cut off. */
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (table) => [
    // The company first, as in every tenant table's key (docs/architecture.md, «Sharding by company»).
    primaryKey({ columns: [table.companyId, table.id] }),
    index('advert_actions_advert').on(table.companyId, table.advertId, table.createdAt),
  ],
);

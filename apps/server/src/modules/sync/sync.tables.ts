import {
  bigint,
  boolean,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { companies, companyIdColumn } from '../auth/auth.tables.ts';

/**
 * Where each company's sync of each WB dataset stands. The cursor is written in the same
 * transaction as the rows it covers, so a sync that dies resumes exactly where its rows end.
 */
export const syncStates = pgTable(
  'sync_states',
  {
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** One of the sync module's dataset names: cards, prices, orders, finance, ... */
    dataset: text('dataset').notNull(),
    /** The dataset's own resume point (lastChangeDate, rrdId, cards cursor, `next`, offset). */
    cursor: jsonb('cursor').$type<Record<string, unknown>>(),
    running: boolean('running').notNull().default(false),
    startedAt: timestamp('started_at', { withTimezone: true }),
    /** Rows stored by the current (or last) run, and the expected total where WB tells it. */
    done: integer('done').notNull().default(0),
    total: integer('total'),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    /** Russian text for the seller; cleared by the next successful run. */
    lastError: text('last_error'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.dataset] })],
);

/**
 * WB's token buckets, one per (seller account, WB limit group), shared by every process: WB counts
 * its limits per seller, so all tokens of one seller (`sid`) draw from the same bucket; a token that
 * names no seller has its own, keyed by its hash. `tokens` is what was left at `refilledAt`; a 429
 * sets `blockedUntil` from `X-Ratelimit-Retry`. Rows are transient: dropping them all only lets
 * each bucket start full again.
 */
export const wbRateBuckets = pgTable(
  'wb_rate_buckets',
  {
    /** `seller:<sid>` or `token:<hash>` (`limitAccount` of packages/wb); never a token. */
    accountKey: text('account_key').notNull(),
    limitGroup: text('limit_group').notNull(),
    tokens: doublePrecision('tokens').notNull(),
    refilledAt: timestamp('refilled_at', { withTimezone: true }).notNull(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
    /** Requests granted so far: lets tests and operators see the buckets at work. */
    granted: integer('granted').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.accountKey, table.limitGroup] })],
);

/**
 * Tokens WB answered 401 for, by hash (never the token): the syncs stop asking WB with them until the
 * seller saves another, or a day has passed (WB may have refused by mistake). Without this each
 * scheduled sync of each dataset asked WB again and was refused again.
 */
export const wbRefusedTokens = pgTable(
  'wb_refused_tokens',
  {
    companyId: companyIdColumn(),
    /** `tokenKey` of packages/wb. */
    tokenKey: text('token_key').notNull(),
    refusedAt: timestamp('refused_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.tokenKey] })],
);

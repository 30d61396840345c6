import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { companyIdColumn, users } from '../auth/auth.tables.ts';

// WB's promotions calendar as synced for the company (docs/wb-api.md, «Promotions»), and the log of
// the seller's requests to join cards to a promotion.

const syncedAt = () => timestamp('synced_at', { withTimezone: true }).notNull().defaultNow();

/** A promotion of WB's calendar: kept after it ends, with the cards that took part, for plan against fact. */
export const wbPromotions = pgTable(
  'wb_promotions',
  {
    companyId: companyIdColumn(),
    promotionId: bigint('promotion_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    advantages: jsonb('advantages').$type<string[]>().notNull().default([]),
    /** regular: the seller adds cards; auto: WB adds them itself. */
    type: text('type').$type<'regular' | 'auto'>().notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    /** WB's counts of the seller's cards in the promotion and offered to it but not in. */
    inTotal: integer('in_total').notNull().default(0),
    notInTotal: integer('not_in_total').notNull().default(0),
    /** When the cards offered to it were last read; null: never (an auto promotion, or not yet). */
    cardsSyncedAt: timestamp('cards_synced_at', { withTimezone: true }),
    syncedAt: syncedAt(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.promotionId] })],
);

/** A card WB offers to a promotion, with WB's promotion price; the last read of a promotion stays once it ends. */
export const wbPromotionCards = pgTable(
  'wb_promotion_cards',
  {
    companyId: companyIdColumn(),
    promotionId: bigint('promotion_id', { mode: 'number' }).notNull(),
    nmId: bigint('nm_id', { mode: 'number' }).notNull(),
    inAction: boolean('in_action').notNull(),
    /** The card's price before the seller's discount, kopecks of `currency`. */
    priceKopecks: bigint('price_kopecks', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** WB's promotion price (the highest the card may sell at during it), kopecks. */
    planPriceKopecks: bigint('plan_price_kopecks', { mode: 'number' }).notNull(),
    discount: integer('discount').notNull(),
    /** The discount WB sets when the card joins. */
    planDiscount: integer('plan_discount').notNull(),
    syncedAt: syncedAt(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.promotionId, table.nmId] })],
);

/**
 * sent: written before the upload to WB, so a process that dies waiting leaves a trace; done: every card
 * is in; partial: some are not; refused: WB took none; unanswered: WB's answer never came.
 */
export type JoinOutcome = 'sent' | 'done' | 'partial' | 'refused' | 'unanswered';

/** One request to join cards to a promotion: who, when, which cards, WB's answer. */
export const promotionJoins = pgTable(
  'promotion_joins',
  {
    companyId: companyIdColumn(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    promotionId: bigint('promotion_id', { mode: 'number' }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    nmIds: jsonb('nm_ids').$type<number[]>().notNull(),
    /** The discount is set at once (a running promotion) or when the promotion starts. */
    uploadNow: boolean('upload_now').notNull(),
    outcome: text('outcome').$type<JoinOutcome>().notNull(),
    /** WB's answer in Russian, naming the cards it did not take. */
    wbAnswer: text('wb_answer').notNull(),
    /** Set just before the upload goes out: a run that finds it set was cut off after sending. */
    sending: boolean('sending').notNull().default(false),
    uploadId: bigint('upload_id', { mode: 'number' }),
    /** The cards WB lists in the promotion after the upload. */
    joined: jsonb('joined').$type<number[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    index('promotion_joins_promotion').on(table.companyId, table.promotionId, table.createdAt),
  ],
);

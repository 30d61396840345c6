import {
  bigint,
  bigserial,
  boolean,
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

// The seller's cards as synced from WB (content and prices), replaced by sync jobs only, and what
// the seller adds to each card (card settings).

const syncedAt = () => timestamp('synced_at', { withTimezone: true }).notNull().defaultNow();

export interface WbCardSize {
  chrtID: number;
  techSize: string;
  wbSize: string;
  skus: string[];
}

export interface WbCardTag {
  id: number;
  name: string;
  color: string;
}

export const wbCards = pgTable(
  'wb_cards',
  {
    companyId: companyIdColumn(),
    nmId: bigint('nm_id', { mode: 'number' }).notNull(),
    imtId: bigint('imt_id', { mode: 'number' }),
    vendorCode: text('vendor_code').notNull(),
    subjectId: integer('subject_id'),
    subjectName: text('subject_name'),
    brand: text('brand'),
    title: text('title'),
    /** The first photo's URL, the size WB shows in lists. */
    photo: text('photo'),
    lengthCm: integer('length_cm'),
    widthCm: integer('width_cm'),
    heightCm: integer('height_cm'),
    /** `weightBrutto`, kg with up to 3 decimals, kept exact. */
    weightKg: numeric('weight_kg', { precision: 12, scale: 3 }),
    dimensionsValid: boolean('dimensions_valid'),
    sizes: jsonb('sizes').$type<WbCardSize[]>().notNull().default([]),
    tags: jsonb('tags').$type<WbCardTag[]>().notNull().default([]),
    wbCreatedAt: timestamp('wb_created_at', { withTimezone: true }),
    wbUpdatedAt: timestamp('wb_updated_at', { withTimezone: true }),
    syncedAt: syncedAt(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.nmId] })],
);

export interface WbPriceSize {
  /** WB's `sizeID`, the same as the card size's `chrtID`. */
  sizeId: number;
  techSizeName: string;
  priceKopecks: number | null;
  discountedPriceKopecks: number | null;
  clubDiscountedPriceKopecks: number | null;
}

export const wbPrices = pgTable(
  'wb_prices',
  {
    companyId: companyIdColumn(),
    nmId: bigint('nm_id', { mode: 'number' }).notNull(),
    vendorCode: text('vendor_code'),
    currency: text('currency'),
    /** The seller's discount in percent; WB made it nullable in Aug 2026. */
    discount: integer('discount'),
    clubDiscount: integer('club_discount'),
    sizes: jsonb('sizes').$type<WbPriceSize[]>().notNull().default([]),
    syncedAt: syncedAt(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.nmId] })],
);

// What the seller adds to a synced WB card: its cost price, its name on waybills, the shares
// of returns, defects and commission the seller expects, and its own unit economics inputs. Keyed by nmID, so a card re-synced from
// WB keeps its settings; a missing column value means "not set".

/**
 * The unit economics inputs a seller may save, on a card or as the company's default (unit.tables.ts);
 * a new set of columns at each call.
 */
export const unitInputColumns = () => ({
  buyoutPercent: numeric('buyout_percent', { precision: 5, scale: 2 }),
  acquiringPercent: numeric('acquiring_percent', { precision: 5, scale: 2 }),
  /** WB's paid acceptance per unit supplied (FBO), kopecks. */
  acceptanceKopecks: bigint('acceptance_kopecks', { mode: 'number' }),
  packagingKopecks: bigint('packaging_kopecks', { mode: 'number' }),
  /** Getting one unit to WB (to its warehouse or sorting centre), kopecks. */
  deliveryToWbKopecks: bigint('delivery_to_wb_kopecks', { mode: 'number' }),
});

export const cardSettings = pgTable(
  'card_settings',
  {
    companyId: companyIdColumn(),
    nmId: bigint('nm_id', { mode: 'number' }).notNull(),
    /** Cost price of one unit (себестоимость), kopecks. */
    firstPriceKopecks: bigint('first_price_kopecks', { mode: 'number' }),
    /** The name on electronic waybills (ТН/эТН). */
    titleForTn: text('title_for_tn'),
    returnPercent: numeric('return_percent', { precision: 5, scale: 2 }),
    defectPercent: numeric('defect_percent', { precision: 5, scale: 2 }),
    /** The seller's own commission rates; null means WB's rate for the card's subject. */
    fbsCommission: numeric('fbs_commission', { precision: 5, scale: 2 }),
    fboCommission: numeric('fbo_commission', { precision: 5, scale: 2 }),
    /** Unit economics of the card (docs/money.md); null means the company's default. */
    ...unitInputColumns(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.nmId] })],
);

/** One row per changed field of a card's settings: who, when, the value before and after, as shown. */
export const cardSettingsHistory = pgTable(
  'card_settings_history',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    companyId: companyIdColumn(),
    nmId: bigint('nm_id', { mode: 'number' }).notNull(),
    field: text('field').notNull(),
    oldValue: text('old_value'),
    newValue: text('new_value'),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The company first, as in every tenant table's key (docs/architecture.md, «Sharding by company»).
    primaryKey({ columns: [table.companyId, table.id] }),
    index('card_settings_history_card_idx').on(table.companyId, table.nmId, table.id),
  ],
);

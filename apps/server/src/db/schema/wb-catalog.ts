import {
  bigint,
  boolean,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { companies } from './identity.ts';

// The seller's catalogue as synced from WB (content, prices, tariffs, commissions). Rows are
// replaced by sync jobs only; the product's own per-card data lives in card settings.

const companyId = () =>
  bigint('company_id', { mode: 'number' })
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });
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
    companyId: companyId(),
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
    companyId: companyId(),
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

/** Box tariffs per warehouse; values are WB's decimal strings made exact (`"11,2"` → 11.2). */
export const wbBoxTariffs = pgTable(
  'wb_box_tariffs',
  {
    companyId: companyId(),
    tariffDate: date('tariff_date').notNull(),
    warehouseName: text('warehouse_name').notNull(),
    geoName: text('geo_name'),
    deliveryBase: numeric('delivery_base', { precision: 14, scale: 4 }),
    deliveryLiter: numeric('delivery_liter', { precision: 14, scale: 4 }),
    deliveryCoefExpr: numeric('delivery_coef_expr', { precision: 10, scale: 2 }),
    deliveryMarketplaceBase: numeric('delivery_marketplace_base', { precision: 14, scale: 4 }),
    deliveryMarketplaceLiter: numeric('delivery_marketplace_liter', { precision: 14, scale: 4 }),
    deliveryMarketplaceCoefExpr: numeric('delivery_marketplace_coef_expr', { precision: 10, scale: 2 }),
    storageBase: numeric('storage_base', { precision: 14, scale: 4 }),
    storageLiter: numeric('storage_liter', { precision: 14, scale: 4 }),
    storageCoefExpr: numeric('storage_coef_expr', { precision: 10, scale: 2 }),
    syncedAt: syncedAt(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.tariffDate, table.warehouseName] })],
);

export const wbPalletTariffs = pgTable(
  'wb_pallet_tariffs',
  {
    companyId: companyId(),
    tariffDate: date('tariff_date').notNull(),
    warehouseName: text('warehouse_name').notNull(),
    deliveryExpr: numeric('delivery_expr', { precision: 10, scale: 2 }),
    deliveryValueBase: numeric('delivery_value_base', { precision: 14, scale: 4 }),
    deliveryValueLiter: numeric('delivery_value_liter', { precision: 14, scale: 4 }),
    storageExpr: numeric('storage_expr', { precision: 10, scale: 2 }),
    storageValueExpr: numeric('storage_value_expr', { precision: 14, scale: 4 }),
    syncedAt: syncedAt(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.tariffDate, table.warehouseName] })],
);

/** WB's commission by subject, percent: FBS (`kgvpMarketplace`) and FBW (`paidStorageKgvp`). */
export const wbCommissions = pgTable(
  'wb_commissions',
  {
    companyId: companyId(),
    subjectId: integer('subject_id').notNull(),
    subjectName: text('subject_name').notNull(),
    parentId: integer('parent_id'),
    parentName: text('parent_name'),
    fbsPercent: numeric('fbs_percent', { precision: 6, scale: 2 }),
    fboPercent: numeric('fbo_percent', { precision: 6, scale: 2 }),
    dbsPercent: numeric('dbs_percent', { precision: 6, scale: 2 }),
    syncedAt: syncedAt(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.subjectId] })],
);

import { date, integer, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { companyIdColumn } from '../auth/auth.tables.ts';

// WB's warehouse tariffs and commissions by subject as synced; a day's rows are replaced by sync jobs only.

const syncedAt = () => timestamp('synced_at', { withTimezone: true }).notNull().defaultNow();

/** Box tariffs per warehouse; values are WB's decimal strings made exact (`"11,2"` → 11.2). */
export const wbBoxTariffs = pgTable(
  'wb_box_tariffs',
  {
    companyId: companyIdColumn(),
    tariffDate: date('tariff_date').notNull(),
    warehouseName: text('warehouse_name').notNull(),
    geoName: text('geo_name'),
    /** WB's «Валюта тарифов» of the day's answer; null when WB gave none (rows synced before it was kept). */
    currency: text('currency'),
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
    companyId: companyIdColumn(),
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
    companyId: companyIdColumn(),
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

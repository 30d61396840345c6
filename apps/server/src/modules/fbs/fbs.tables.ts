import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { companyIdColumn } from '../auth/auth.tables.ts';

// FBS (the seller's own warehouse): supplies and the assembly orders in them, as synced from WB.

export const wbFbsSupplies = pgTable(
  'wb_fbs_supplies',
  {
    companyId: companyIdColumn(),
    /** «WB-GI-…» */
    supplyId: text('supply_id').notNull(),
    name: text('name'),
    createdAt: timestamp('created_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    scanDt: timestamp('scan_dt', { withTimezone: true }),
    done: boolean('done').notNull().default(false),
    cargoType: integer('cargo_type'),
    isB2b: boolean('is_b2b'),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.supplyId] })],
);

export const wbFbsOrders = pgTable(
  'wb_fbs_orders',
  {
    companyId: companyIdColumn(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    /** WB's `rid`: the same as `srid` in statistics and the finance report. */
    rid: text('rid'),
    orderUid: text('order_uid'),
    supplyId: text('supply_id'),
    nmId: bigint('nm_id', { mode: 'number' }),
    chrtId: bigint('chrt_id', { mode: 'number' }),
    article: text('article'),
    skus: jsonb('skus').$type<string[]>().notNull().default([]),
    /** `price` and `convertedPrice` are minor units (×100) of their currencies (ISO 4217 numeric codes). */
    priceKopecks: bigint('price_kopecks', { mode: 'number' }),
    currencyCode: integer('currency_code'),
    convertedPriceKopecks: bigint('converted_price_kopecks', { mode: 'number' }),
    convertedCurrencyCode: integer('converted_currency_code'),
    warehouseId: bigint('warehouse_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }),
    /** new, confirm, complete, cancel (the seller's side) and WB's own status of the order. */
    supplierStatus: text('supplier_status'),
    wbStatus: text('wb_status'),
    /** The sticker's number (partA and partB together): the unit's ШК in the ledger, stickerId of the report. */
    stickerId: text('sticker_id'),
    statusCheckedAt: timestamp('status_checked_at', { withTimezone: true }),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.orderId] }),
    index('wb_fbs_orders_company_supply_idx').on(table.companyId, table.supplyId),
    index('wb_fbs_orders_company_sticker_idx').on(table.companyId, table.stickerId),
  ],
);

import { bigint, date, index, integer, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { companyIdColumn } from '../auth/auth.tables.ts';

// The seller's stock as WB last reported it, and how it went day by day (docs/decisions.md, «Stocks»).

/**
 * Stock of one size (chrtId) of one card in one WB warehouse: the latest snapshot only. A sync
 * replaces the company's rows whole in one transaction, so a size WB no longer reports is gone.
 */
export const wbStocks = pgTable(
  'wb_stocks',
  {
    companyId: companyIdColumn(),
    nmId: bigint('nm_id', { mode: 'number' }).notNull(),
    chrtId: bigint('chrt_id', { mode: 'number' }).notNull(),
    warehouseId: bigint('warehouse_id', { mode: 'number' }).notNull(),
    warehouseName: text('warehouse_name').notNull(),
    /** WB's shipping region of the warehouse: a federal district's short name («Центральный») or a country. */
    regionName: text('region_name').notNull(),
    /** Units buyers can put in the basket. */
    quantity: integer('quantity').notNull(),
    inWayToClient: integer('in_way_to_client').notNull(),
    inWayFromClient: integer('in_way_from_client').notNull(),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.nmId, table.chrtId, table.warehouseId] }),
    // When the stock was last stored: /main asks on every visit, and a snapshot has a row per size and warehouse.
    index('wb_stocks_company_synced_idx').on(table.companyId, table.syncedAt),
  ],
);

/**
 * The daily history, kept compact: a row says «from this Moscow day on, the figures were these», and
 * is written only on a day they changed (a size gone from WB's answer gets a row of zeros).
 */
export const wbStockHistory = pgTable(
  'wb_stock_history',
  {
    companyId: companyIdColumn(),
    nmId: bigint('nm_id', { mode: 'number' }).notNull(),
    chrtId: bigint('chrt_id', { mode: 'number' }).notNull(),
    warehouseId: bigint('warehouse_id', { mode: 'number' }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    quantity: integer('quantity').notNull(),
    inWayToClient: integer('in_way_to_client').notNull(),
    inWayFromClient: integer('in_way_from_client').notNull(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.nmId, table.chrtId, table.warehouseId, table.day] })],
);

/** What the seller keeps in an own warehouse (FBS), by size, as last reported by WB: replaced whole like wb_stocks. */
export const wbSellerStocks = pgTable(
  'wb_seller_stocks',
  {
    companyId: companyIdColumn(),
    warehouseId: bigint('warehouse_id', { mode: 'number' }).notNull(),
    chrtId: bigint('chrt_id', { mode: 'number' }).notNull(),
    warehouseName: text('warehouse_name').notNull(),
    amount: integer('amount').notNull(),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.warehouseId, table.chrtId] })],
);

/** The company's supply settings: how many days a supply takes from the seller's decision to WB's shelves. */
export const stockSettings = pgTable('stock_settings', {
  companyId: companyIdColumn().primaryKey(),
  leadDays: integer('lead_days').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The stock list as /stocks opens it (every warehouse, the default window) and /main warns from it, one row
 * per size, counted after every sync that changes what it is counted from (`stock-figures.ts`): the rows of
 * `stockRows` as they were for the Moscow day `today`.
 */
export const stockSizeFigures = pgTable(
  'stock_size_figures',
  {
    companyId: companyIdColumn(),
    today: date('today').notNull(),
    nmId: bigint('nm_id', { mode: 'number' }).notNull(),
    chrtId: bigint('chrt_id', { mode: 'number' }).notNull(),
    techSize: text('tech_size'),
    barcode: text('barcode'),
    vendorCode: text('vendor_code'),
    title: text('title'),
    inWb: integer('in_wb').notNull(),
    inWayToClient: integer('in_way_to_client').notNull(),
    inWayFromClient: integer('in_way_from_client').notNull(),
    own: integer('own').notNull(),
    total: integer('total').notNull(),
    orders: integer('orders').notNull(),
    salesPerDay: numeric('sales_per_day').notNull(),
    daysOfStock: numeric('days_of_stock'),
    runOutOn: date('run_out_on'),
    outOfStockDays: integer('out_of_stock_days').notNull(),
    lostOrders: numeric('lost_orders').notNull(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.nmId, table.chrtId] })],
);

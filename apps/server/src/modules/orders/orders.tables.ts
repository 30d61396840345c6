import {
  bigint,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { companyIdColumn } from '../auth/auth.tables.ts';

// WB's statistics reports (orders and sales) as synced; WB keeps them 90 days, we keep them all.
// Times are WB's Moscow times stored as instants; amounts are integer kopecks.

/** An amount in integer kopecks of the row's currency. */
const kopecks = (name: string) => bigint(name, { mode: 'number' });

/** The columns an order and a sale share: a sale is its order's row plus what the sale adds (docs/api-contract.md). */
export const statisticsColumns = () => ({
  companyId: companyIdColumn(),
  srid: text('srid').notNull(),
  date: timestamp('date', { withTimezone: true }).notNull(),
  lastChangeDate: timestamp('last_change_date', { withTimezone: true }).notNull(),
  warehouseName: text('warehouse_name'),
  /** «Склад WB» (FBW) or «Склад продавца» (FBS). */
  warehouseType: text('warehouse_type'),
  countryName: text('country_name'),
  oblastOkrugName: text('oblast_okrug_name'),
  regionName: text('region_name'),
  supplierArticle: text('supplier_article'),
  nmId: bigint('nm_id', { mode: 'number' }).notNull(),
  barcode: text('barcode'),
  category: text('category'),
  subject: text('subject'),
  brand: text('brand'),
  techSize: text('tech_size'),
  incomeId: bigint('income_id', { mode: 'number' }),
  isSupply: boolean('is_supply'),
  isRealization: boolean('is_realization'),
  totalPriceKopecks: kopecks('total_price_kopecks'),
  discountPercent: integer('discount_percent'),
  spp: numeric('spp', { precision: 6, scale: 2 }),
  finishedPriceKopecks: kopecks('finished_price_kopecks'),
  priceWithDiscKopecks: kopecks('price_with_disc_kopecks'),
  sticker: text('sticker'),
  gNumber: text('g_number'),
  syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
});

export const wbOrders = pgTable(
  'wb_orders',
  {
    ...statisticsColumns(),
    isCancel: boolean('is_cancel').notNull().default(false),
    cancelDate: timestamp('cancel_date', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.srid] }),
    index('wb_orders_company_date_idx').on(table.companyId, table.date),
    // `orders(date, flag=0)` reads by the time WB changed a row.
    index('wb_orders_company_last_change_idx').on(table.companyId, table.lastChangeDate),
  ],
);

/** A count or a sum of kopecks in a table of daily figures. */
const figure = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/**
 * The orders of each Moscow day and card added up (the /orders chart, /main): the sync recounts the days
 * a page of orders touches in the transaction that stores it (`order-days.ts`), so they never lag the rows.
 */
export const wbOrderDays = pgTable(
  'wb_order_days',
  {
    companyId: companyIdColumn(),
    day: date('day').notNull(),
    nmId: bigint('nm_id', { mode: 'number' }).notNull(),
    /** Orders placed that day, cancelled ones too, and the sum of their `priceWithDisc`. */
    orders: figure('orders'),
    ordersKopecks: figure('orders_kopecks'),
    /** Of those orders, the ones WB marks cancelled. */
    cancellations: figure('cancellations'),
    cancellationsKopecks: figure('cancellations_kopecks'),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.day, table.nmId] })],
);

/**
 * The orders each size of a card got on a Moscow day, cancelled ones left out, and the last of them: the
 * pace /stocks and /main's running-out warning count over a window of days, recounted with wb_order_days.
 * `tech_size` is '' for an order without a size (the key cannot hold a null).
 */
export const wbOrderSizeDays = pgTable(
  'wb_order_size_days',
  {
    companyId: companyIdColumn(),
    day: date('day').notNull(),
    nmId: bigint('nm_id', { mode: 'number' }).notNull(),
    techSize: text('tech_size').notNull(),
    orders: figure('orders'),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.day, table.nmId, table.techSize] })],
);

/** The orders of each Moscow day added up over the cards (the /orders chart, /main), recounted with wb_order_days. */
export const wbOrderDayTotals = pgTable(
  'wb_order_day_totals',
  {
    companyId: companyIdColumn(),
    day: date('day').notNull(),
    orders: figure('orders'),
    ordersKopecks: figure('orders_kopecks'),
    cancellations: figure('cancellations'),
    cancellationsKopecks: figure('cancellations_kopecks'),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.day] })],
);

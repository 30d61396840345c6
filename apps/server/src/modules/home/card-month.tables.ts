import { bigint, date, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { companyIdColumn } from '../auth/auth.tables.ts';

// Each card's figures of /main's 30 days, kept summed so the page ranks its cards without adding up a
// month of card days on every read (docs/decisions.md, «The month's cards kept summed»). Database
// triggers on wb_sale_days and wb_finance_cost_days add every change of a day inside the window
// (migration 0032); the page moves the window when its last day is no longer today.

const figure = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/**
 * The last day of the 30 days the month's card figures hold; null until /main first reads them. Every
 * company has its row from its creation: the triggers lock it while they add, the page while it moves it.
 */
export const cardMonthWindows = pgTable('card_month_windows', {
  companyId: companyIdColumn().primaryKey(),
  windowTo: date('window_to'),
});

/** A card's sales less returns and revenue over the window (wb_sale_days with a sale or a return). */
export const cardMonthSales = pgTable(
  'card_month_sales',
  {
    companyId: companyIdColumn(),
    nmId: bigint('nm_id', { mode: 'number' }).notNull(),
    sold: figure('sold'),
    revenue: figure('revenue'),
    /** The largest article the window's sale days gave the card: its name should the company not have it. */
    article: text('article'),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.nmId] })],
);

/**
 * A card's profit over the window in one currency, from its units' report rows (wb_finance_cost_days of the
 * main and buyout reports), with its rows and those left out of profit: a card all of whose rows are left
 * out has no profit.
 */
export const cardMonthProfits = pgTable(
  'card_month_profits',
  {
    companyId: companyIdColumn(),
    nmId: bigint('nm_id', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    profit: figure('profit'),
    rowCount: figure('row_count'),
    leftOutRows: figure('left_out_rows'),
    /** The smallest article of the card's rows in the main report, and in either: its name without sales. */
    mainVendorCode: text('main_vendor_code'),
    vendorCode: text('vendor_code'),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.nmId, table.currency] })],
);

import { bigint, date, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { companyIdColumn } from '../auth/auth.tables.ts';
import { statisticsColumns } from '../orders/orders.tables.ts';

// WB's statistics sales and returns as synced: each row carries its order's columns.

/** An amount in integer kopecks of the row's currency. */
const kopecks = (name: string) => bigint(name, { mode: 'number' });

/**
 * Sales, returns and WB's other operations: `kind` is what the client read from the first letter of
 * `saleId` (S a sale, R a return of the same `srid`, any other letter an operation that is neither).
 */
export const wbSales = pgTable(
  'wb_sales',
  {
    ...statisticsColumns(),
    saleId: text('sale_id').notNull(),
    kind: text('kind', { enum: ['sale', 'return', 'other'] }).notNull(),
    paymentSaleAmountKopecks: kopecks('payment_sale_amount_kopecks'),
    forPayKopecks: kopecks('for_pay_kopecks'),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.saleId] }),
    index('wb_sales_company_date_idx').on(table.companyId, table.date),
    // `sales(dateFrom, dateTo, flag=0)` reads by the time WB changed a row.
    index('wb_sales_company_last_change_idx').on(table.companyId, table.lastChangeDate),
    index('wb_sales_company_srid_idx').on(table.companyId, table.srid),
  ],
);

/** A count or a sum of kopecks in a table of daily figures. */
const figure = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/**
 * Sales, returns and WB's other operations of each Moscow day and card added up (the /orders chart, /main
 * and its ranking): the sync recounts the days a page touches in the transaction that stores it (`sale-days.ts`).
 */
export const wbSaleDays = pgTable(
  'wb_sale_days',
  {
    companyId: companyIdColumn(),
    day: date('day').notNull(),
    nmId: bigint('nm_id', { mode: 'number' }).notNull(),
    /** The card's article as the rows name it (the largest, as the ranking has always shown it). */
    supplierArticle: text('supplier_article'),
    /** Sale rows and the sum of their `priceWithDisc`. */
    sales: figure('sales'),
    salesKopecks: figure('sales_kopecks'),
    /** Return rows and the amount returned (|priceWithDisc|). */
    returns: figure('returns'),
    returnsKopecks: figure('returns_kopecks'),
    /** WB's other operations and the sum of their `forPay` with its sign. */
    others: figure('others'),
    othersKopecks: figure('others_kopecks'),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.day, table.nmId] })],
);

/** Sales, returns and other operations of each Moscow day added up over the cards, recounted with wb_sale_days. */
export const wbSaleDayTotals = pgTable(
  'wb_sale_day_totals',
  {
    companyId: companyIdColumn(),
    day: date('day').notNull(),
    sales: figure('sales'),
    salesKopecks: figure('sales_kopecks'),
    returns: figure('returns'),
    returnsKopecks: figure('returns_kopecks'),
    others: figure('others'),
    othersKopecks: figure('others_kopecks'),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.day] })],
);

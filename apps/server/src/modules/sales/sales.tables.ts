import { bigint, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
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

import { bigint, bigserial, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { companyIdColumn } from '../auth/auth.tables.ts';

// Supply plans the seller saved: what was meant to go to a WB warehouse, to check against the income.

export const supplyPlans = pgTable('supply_plans', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  companyId: companyIdColumn(),
  warehouseName: text('warehouse_name').notNull(),
  coverDays: integer('cover_days').notNull(),
  leadDays: integer('lead_days').notNull(),
  windowDays: integer('window_days').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export const supplyPlanLines = pgTable(
  'supply_plan_lines',
  {
    companyId: companyIdColumn(),
    planId: bigint('plan_id', { mode: 'number' })
      .notNull()
      .references(() => supplyPlans.id, { onDelete: 'cascade' }),
    barcode: text('barcode').notNull(),
    nmId: bigint('nm_id', { mode: 'number' }).notNull(),
    techSize: text('tech_size'),
    vendorCode: text('vendor_code'),
    quantity: integer('quantity').notNull(),
  },
  (table) => [primaryKey({ columns: [table.planId, table.barcode] })],
);

import { bigint, bigserial, foreignKey, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { companyIdColumn } from '../auth/auth.tables.ts';

// Supply plans the seller saved: what was meant to go to a WB warehouse, to check against the income.

// Keys lead with company_id, as every tenant table's (docs/architecture.md, «Sharding by company»).
export const supplyPlans = pgTable(
  'supply_plans',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    companyId: companyIdColumn(),
    warehouseName: text('warehouse_name').notNull(),
    coverDays: integer('cover_days').notNull(),
    leadDays: integer('lead_days').notNull(),
    windowDays: integer('window_days').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.id] })],
);

export const supplyPlanLines = pgTable(
  'supply_plan_lines',
  {
    companyId: companyIdColumn(),
    planId: bigint('plan_id', { mode: 'number' }).notNull(),
    barcode: text('barcode').notNull(),
    nmId: bigint('nm_id', { mode: 'number' }).notNull(),
    techSize: text('tech_size'),
    vendorCode: text('vendor_code'),
    quantity: integer('quantity').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.planId, table.barcode] }),
    foreignKey({
      columns: [table.companyId, table.planId],
      foreignColumns: [supplyPlans.companyId, supplyPlans.id],
    }).onDelete('cascade'),
  ],
);

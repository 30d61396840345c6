import { bigint, numeric, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companyIdColumn, users } from '../auth/auth.tables.ts';

/**
 * The company's defaults for unit economics, used for every card without its own value (card
 * settings). A null column means the built-in default (docs/money.md): buyout from the card's
 * orders and sales or 100 %, acquiring 1.5 %, acceptance, packaging and delivery to WB 0.
 */
export const companyUnitSettings = pgTable('company_unit_settings', {
  companyId: companyIdColumn().primaryKey(),
  buyoutPercent: numeric('buyout_percent', { precision: 5, scale: 2 }),
  acquiringPercent: numeric('acquiring_percent', { precision: 5, scale: 2 }),
  acceptanceKopecks: bigint('acceptance_kopecks', { mode: 'number' }),
  packagingKopecks: bigint('packaging_kopecks', { mode: 'number' }),
  deliveryToWbKopecks: bigint('delivery_to_wb_kopecks', { mode: 'number' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

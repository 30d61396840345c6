import { bigint, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from '../auth/auth.tables.ts';

/**
 * How the company pays tax, for unit economics: 'usn6' (6 % of revenue), 'usn15' (15 % of revenue
 * minus costs) or 'vat' (VAT at `vat_rate`, included in the price). No row means 'usn6'.
 */
export const companyTaxSettings = pgTable('company_tax_settings', {
  companyId: bigint('company_id', { mode: 'number' })
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  regime: text('regime').notNull(),
  vatRate: numeric('vat_rate', { precision: 5, scale: 2 }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

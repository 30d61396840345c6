import { bigint, boolean, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from '../auth/auth.tables.ts';

/**
 * How the company pays tax, for unit economics: 'usn6' (the simplified tax on revenue), 'usn15' (on
 * revenue minus costs) at `usn_rate` (null: the full 6 % or 15 %), with VAT at `vat_rate` on top
 * when set; or 'vat' (VAT only). `vat_deductible`: input VAT on WB's services is deducted. No row
 * means 'usn6' without VAT.
 */
export const companyTaxSettings = pgTable('company_tax_settings', {
  companyId: bigint('company_id', { mode: 'number' })
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  regime: text('regime').notNull(),
  vatRate: numeric('vat_rate', { precision: 5, scale: 2 }),
  usnRate: numeric('usn_rate', { precision: 5, scale: 2 }),
  vatDeductible: boolean('vat_deductible').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

import { bigint, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from '../auth/auth.tables.ts';

/** The company's WB tokens, AES-256-GCM encrypted, so background sync runs with nobody signed in. */
export const companyWbTokens = pgTable('company_wb_tokens', {
  companyId: bigint('company_id', { mode: 'number' })
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  mpAndStatisticToken: text('mp_and_statistic_token'),
  contentAndPricesToken: text('content_and_prices_token'),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

import { pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companyIdColumn, users } from '../auth/auth.tables.ts';
import { unitInputColumns } from '../cards/cards.tables.ts';

/**
 * The company's defaults for unit economics, used for every card without its own value (card
 * settings). A null column means the built-in default (docs/money.md): buyout from the card's
 * orders and sales or 100 %, acquiring 1.5 %, acceptance, packaging and delivery to WB 0.
 */
export const companyUnitSettings = pgTable('company_unit_settings', {
  companyId: companyIdColumn().primaryKey(),
  ...unitInputColumns(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

import { bigint, check, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { companies } from '../auth/auth.tables.ts';

// The unit ledger: every physical unit the seller shipped, known by its ШК, with the cost price it
// was shipped at. Report rows are joined to it by ШК; a unit missing here is "not saved".

export const unitLedger = pgTable(
  'unit_ledger',
  {
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The unit's ШК: for FBS the order's sticker number (stickerId of the report), for FBO WB's shkId. Text: leading zeros count. */
    shkId: text('shk_id').notNull(),
    nmId: bigint('nm_id', { mode: 'number' }).notNull(),
    article: text('article'),
    /** Cost price of the unit (себестоимость), kopecks. */
    firstPriceKopecks: bigint('first_price_kopecks', { mode: 'number' }).notNull(),
    /** FBS: the supply «WB-GI-…»; FBO: the income (WB's FBW supply ID, giId of the report). */
    supplyId: text('supply_id').notNull(),
    type: text('type', { enum: ['FBS', 'FBO'] }).notNull(),
    /** The day the unit was shipped (Moscow): the day whose card cost price applies. */
    supplyDate: date('supply_date', { mode: 'string' }).notNull(),
    /**
     * Where the cost price came from: a file (its name and row), one cost given to many units by hand (what
     * was done, in file_name), or the card's cost price in force on the supply date.
     */
    costSource: text('cost_source', { enum: ['file', 'manual', 'card'] }).notNull(),
    fileName: text('file_name'),
    fileRow: integer('file_row'),
    /** The FBS order (assembly task) of the unit. */
    orderId: bigint('order_id', { mode: 'number' }),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.shkId] }),
    index('unit_ledger_company_date_idx').on(table.companyId, table.supplyDate),
    index('unit_ledger_company_supply_idx').on(table.companyId, table.supplyId),
    // A ШК names one physical unit: a file naming another company's unit is refused.
    index('unit_ledger_shk_idx').on(table.shkId),
    check('unit_ledger_cost_not_negative', sql`${table.firstPriceKopecks} >= 0`),
  ],
);

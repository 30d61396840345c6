import { bigint, bigserial, index, numeric, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from './identity.ts';

// What the seller adds to a synced WB card: its cost price, its name on waybills and the shares
// of returns, defects and commission the seller expects. Keyed by nmID, so a card re-synced from
// WB keeps its settings; a missing column value means "not set".

const companyId = () =>
  bigint('company_id', { mode: 'number' })
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

export const cardSettings = pgTable(
  'card_settings',
  {
    companyId: companyId(),
    nmId: bigint('nm_id', { mode: 'number' }).notNull(),
    /** Cost price of one unit (себестоимость), kopecks. */
    firstPriceKopecks: bigint('first_price_kopecks', { mode: 'number' }),
    /** The name on electronic waybills (ТН/эТН). */
    titleForTn: text('title_for_tn'),
    returnPercent: numeric('return_percent', { precision: 5, scale: 2 }),
    defectPercent: numeric('defect_percent', { precision: 5, scale: 2 }),
    /** The seller's own commission rates; null means WB's rate for the card's subject. */
    fbsCommission: numeric('fbs_commission', { precision: 5, scale: 2 }),
    fboCommission: numeric('fbo_commission', { precision: 5, scale: 2 }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.nmId] })],
);

/** One row per changed field of a card's settings: who, when, the value before and after, as shown. */
export const cardSettingsHistory = pgTable(
  'card_settings_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: companyId(),
    nmId: bigint('nm_id', { mode: 'number' }).notNull(),
    field: text('field').notNull(),
    oldValue: text('old_value'),
    newValue: text('new_value'),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('card_settings_history_card_idx').on(table.companyId, table.nmId, table.id)],
);

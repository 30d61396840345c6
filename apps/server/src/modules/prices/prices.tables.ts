import { bigint, bigserial, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companyIdColumn, users } from '../auth/auth.tables.ts';

// The price log: every change of prices sent to WB, written before the call and completed with
// WB's answer card by card (docs/decisions.md, «Prices sent to WB»).

/**
 * sending: logged, the upload not yet answered by WB (a process killed here re-sends the same upload,
 * which WB answers with the task it already took); processing: WB took the task and works on it;
 * done: every line changed; partial: some lines refused; refused: none changed; failed: WB could not be asked.
 */
export type PriceChangeStatus = 'sending' | 'processing' | 'done' | 'partial' | 'refused' | 'failed';

/** card: price and discount of the card; size: the price of one size; club: the WB Club discount. */
export type PriceChangeKind = 'card' | 'size' | 'club';

/** Where the new prices came from: typed by hand, a margin or profit target, a file, or an undo. */
export type PriceChangeSource = 'hand' | 'margin' | 'profit' | 'file' | 'undo';

export const priceChanges = pgTable(
  'price_changes',
  {
    companyId: companyIdColumn(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').$type<PriceChangeKind>().notNull(),
    source: text('source').$type<PriceChangeSource>().notNull(),
    status: text('status').$type<PriceChangeStatus>().notNull(),
    /** WB's upload id, once WB answered the upload. */
    taskId: bigint('task_id', { mode: 'number' }),
    /** WB's answer in Russian: the refusal of the whole upload, or a summary card by card. */
    wbAnswer: text('wb_answer'),
    /** The change this one undoes (sends its old prices back); a change is undone once. */
    undoes: bigint('undoes', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The job's last step: a change still sending long after it was cut off. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    index('price_changes_created').on(table.companyId, table.createdAt),
  ],
);

/**
 * lined up: sent in the upload, WB has not answered yet; done: WB changed it; refused: WB kept the old
 * price with its reason; quarantine: WB holds the new price in its price quarantine (a cut of 3 times or more).
 */
export type PriceLineStatus = 'waiting' | 'done' | 'refused' | 'quarantine';

export const priceChangeLines = pgTable(
  'price_change_lines',
  {
    companyId: companyIdColumn(),
    changeId: bigint('change_id', { mode: 'number' }).notNull(),
    nmId: bigint('nm_id', { mode: 'number' }).notNull(),
    /** WB's sizeID (the card size's chrtID) of a size's price; 0 for the whole card. */
    sizeId: bigint('size_id', { mode: 'number' }).notNull().default(0),
    vendorCode: text('vendor_code').notNull().default(''),
    techSize: text('tech_size').notNull().default(''),
    /** Prices are whole rubles at WB, kept in kopecks like every amount; null: not known or not changed. */
    oldPriceKopecks: bigint('old_price_kopecks', { mode: 'number' }),
    newPriceKopecks: bigint('new_price_kopecks', { mode: 'number' }),
    oldDiscount: integer('old_discount'),
    newDiscount: integer('new_discount'),
    status: text('status').$type<PriceLineStatus>().notNull().default('waiting'),
    /** WB's own text for a refused line, and what it means in Russian. */
    wbError: text('wb_error'),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.changeId, table.nmId, table.sizeId] }),
    index('price_change_lines_card').on(table.companyId, table.nmId),
  ],
);

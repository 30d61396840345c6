import { bigint, date, index, integer, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { companyIdColumn } from '../auth/auth.tables.ts';

// WB's paid storage and paid acceptance reports as WB sends them (docs/wb-api.md, «Reports built as
// a task»). A downloaded report replaces the days it covers: WB recounts past days, and a row WB
// no longer sends must not stay behind.

/** WB writes the charges in rubles with fractions of a kopeck; six places keep them exact. */
const charge = (name: string) => numeric(name, { precision: 18, scale: 6 });

/** One day of one barcode at one warehouse, from one supply. */
export const wbPaidStorage = pgTable(
  'wb_paid_storage',
  {
    companyId: companyIdColumn(),
    /** The day billed (or billed again, see originalDay). */
    day: date('day', { mode: 'string' }).notNull(),
    /** The day first billed when `day` is a recount; else `day`. */
    originalDay: date('original_day', { mode: 'string' }).notNull(),
    nmId: bigint('nm_id', { mode: 'number' }).notNull(),
    /** WB may leave the barcode empty; the size (chrtId) still tells the rows apart. */
    barcode: text('barcode').notNull(),
    chrtId: bigint('chrt_id', { mode: 'number' }).notNull(),
    officeId: bigint('office_id', { mode: 'number' }).notNull(),
    /** The supply the units came with; 0 when WB names none. */
    giId: bigint('gi_id', { mode: 'number' }).notNull(),
    warehouseName: text('warehouse_name').notNull(),
    size: text('size'),
    vendorCode: text('vendor_code'),
    subject: text('subject'),
    brand: text('brand'),
    /** Litres. */
    volume: numeric('volume', { precision: 12, scale: 3 }),
    calcType: text('calc_type'),
    warehouseCoef: numeric('warehouse_coef', { precision: 10, scale: 4 }),
    logWarehouseCoef: numeric('log_warehouse_coef', { precision: 10, scale: 4 }),
    /** Units billed for the day. */
    units: integer('units').notNull(),
    /** The day's charge, rubles. */
    price: charge('price').notNull(),
    loyaltyDiscount: charge('loyalty_discount'),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({
      columns: [
        table.companyId,
        table.day,
        table.nmId,
        table.chrtId,
        table.barcode,
        table.officeId,
        table.giId,
        table.originalDay,
      ],
    }),
    index('wb_paid_storage_card_day').on(table.companyId, table.nmId, table.day),
  ],
);

/** One card of one income (supply) WB charged acceptance for, by the day it was accepted. */
export const wbPaidAcceptance = pgTable(
  'wb_paid_acceptance',
  {
    companyId: companyIdColumn(),
    incomeId: bigint('income_id', { mode: 'number' }).notNull(),
    nmId: bigint('nm_id', { mode: 'number' }).notNull(),
    /** The acceptance day (WB's shkCreateDate). */
    acceptedOn: date('accepted_on', { mode: 'string' }).notNull(),
    /** The supply's creation day. */
    incomeCreatedOn: date('income_created_on', { mode: 'string' }),
    subjectName: text('subject_name'),
    /** Units accepted. */
    units: integer('units').notNull(),
    /** The charge, rubles. */
    total: charge('total').notNull(),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.incomeId, table.nmId, table.acceptedOn] }),
    index('wb_paid_acceptance_day').on(table.companyId, table.acceptedOn),
  ],
);

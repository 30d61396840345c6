import { bigint, boolean, integer, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { companyIdColumn } from '../auth/auth.tables.ts';

// FBW supplies (goods the seller ships to WB's warehouses) and the goods in each, as synced.
// WB gives a supply its `supplyID` only once planned; the `preorderID` exists from the start,
// so it is the key, and `supplyId` (= `giId` in the finance report) is filled when known.

export const wbFboSupplies = pgTable(
  'wb_fbw_supplies',
  {
    companyId: companyIdColumn(),
    preorderId: bigint('preorder_id', { mode: 'number' }).notNull(),
    supplyId: bigint('supply_id', { mode: 'number' }),
    /** 1 not planned, 2 planned, 3 shipment allowed, 4 acceptance, 5 accepted, 6 shipped at the gate. */
    statusId: integer('status_id').notNull(),
    boxTypeId: integer('box_type_id'),
    isBoxOnPallet: boolean('is_box_on_pallet'),
    createDate: timestamp('create_date', { withTimezone: true }),
    supplyDate: timestamp('supply_date', { withTimezone: true }),
    factDate: timestamp('fact_date', { withTimezone: true }),
    updatedDate: timestamp('updated_date', { withTimezone: true }),
    warehouseId: bigint('warehouse_id', { mode: 'number' }),
    warehouseName: text('warehouse_name'),
    actualWarehouseName: text('actual_warehouse_name'),
    acceptanceCostKopecks: bigint('acceptance_cost_kopecks', { mode: 'number' }),
    paidAcceptanceCoefficient: numeric('paid_acceptance_coefficient', { precision: 8, scale: 2 }),
    quantity: integer('quantity'),
    acceptedQuantity: integer('accepted_quantity'),
    readyForSaleQuantity: integer('ready_for_sale_quantity'),
    unloadingQuantity: integer('unloading_quantity'),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.preorderId] })],
);

export const wbFboSupplyGoods = pgTable(
  'wb_fbw_supply_goods',
  {
    companyId: companyIdColumn(),
    preorderId: bigint('preorder_id', { mode: 'number' }).notNull(),
    barcode: text('barcode').notNull(),
    vendorCode: text('vendor_code'),
    nmId: bigint('nm_id', { mode: 'number' }),
    techSize: text('tech_size'),
    color: text('color'),
    quantity: integer('quantity').notNull().default(0),
    acceptedQuantity: integer('accepted_quantity'),
    readyForSaleQuantity: integer('ready_for_sale_quantity'),
    unloadingQuantity: integer('unloading_quantity'),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.preorderId, table.barcode] })],
);

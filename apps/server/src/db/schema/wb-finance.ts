import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { companies } from './identity.ts';

const money = (name: string) => numeric(name, { precision: 16, scale: 2 });
const percent = (name: string) => numeric(name, { precision: 8, scale: 2 });

/**
 * Rows of WB's weekly realization reports (finance-api `sales-reports/detailed`), one per `rrdId`.
 * `reportType` 1 is the main (commission) report, 2 the buyout report; every amount is an exact
 * decimal in the row's own `currency`. `raw` keeps the whole row as WB sent it, for fields the
 * product does not read yet.
 */
export const wbFinanceRows = pgTable(
  'wb_finance_rows',
  {
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    rrdId: bigint('rrd_id', { mode: 'number' }).notNull(),
    /** Can exceed 2^53 for daily reports, so kept as an exact decimal string. */
    reportId: numeric('report_id', { precision: 20, scale: 0 }).notNull(),
    reportType: smallint('report_type').notNull(),
    dateFrom: date('date_from'),
    dateTo: date('date_to'),
    createDate: date('create_date'),
    currency: text('currency').notNull(),
    rrDate: date('rr_date'),
    srid: text('srid'),
    shkId: bigint('shk_id', { mode: 'number' }),
    nmId: bigint('nm_id', { mode: 'number' }),
    vendorCode: text('vendor_code'),
    techSize: text('tech_size'),
    /** WB's `sku`: the size's barcode. */
    barcode: text('barcode'),
    subjectName: text('subject_name'),
    brandName: text('brand_name'),
    title: text('title'),
    docTypeName: text('doc_type_name'),
    sellerOperName: text('seller_oper_name'),
    bonusTypeName: text('bonus_type_name'),
    officeName: text('office_name'),
    /** The FBW supply the unit came with (`supplyID`). */
    giId: bigint('gi_id', { mode: 'number' }),
    /** The FBS order (`assembly_id`). */
    orderId: bigint('order_id', { mode: 'number' }),
    stickerId: text('sticker_id'),
    orderDt: timestamp('order_dt', { withTimezone: true }),
    saleDt: timestamp('sale_dt', { withTimezone: true }),
    quantity: integer('quantity'),
    deliveryAmount: integer('delivery_amount'),
    returnAmount: integer('return_amount'),
    isB2b: boolean('is_b2b'),
    retailPrice: money('retail_price'),
    retailAmount: money('retail_amount'),
    retailPriceWithDisc: money('retail_price_with_disc'),
    salePercent: percent('sale_percent'),
    commissionPercent: percent('commission_percent'),
    spp: percent('spp'),
    ppvzSalesCommission: money('ppvz_sales_commission'),
    /** What WB pays the seller for the row (`ppvz_for_pay`). */
    forPay: money('for_pay'),
    ppvzReward: money('ppvz_reward'),
    acquiringFee: money('acquiring_fee'),
    vw: money('vw'),
    vwNds: money('vw_nds'),
    deliveryService: money('delivery_service'),
    penalty: money('penalty'),
    additionalPayment: money('additional_payment'),
    rebillLogisticCost: money('rebill_logistic_cost'),
    paidStorage: money('paid_storage'),
    deduction: money('deduction'),
    paidAcceptance: money('paid_acceptance'),
    cashbackAmount: money('cashback_amount'),
    raw: jsonb('raw').$type<Record<string, unknown>>().notNull(),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.rrdId] }),
    index('wb_finance_rows_company_report_idx').on(table.companyId, table.reportType, table.dateFrom),
    index('wb_finance_rows_company_shk_idx').on(table.companyId, table.shkId),
  ],
);

import {
  bigint,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { companies } from '../auth/auth.tables.ts';

const percent = (name: string) => numeric(name, { precision: 8, scale: 2 });
/** An amount in integer kopecks of the row's currency. */
const kopecks = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/**
 * Rows of WB's weekly realization reports (finance-api `sales-reports/detailed`), one per `rrdId`.
 * `reportType` 1 is the main (commission) report, 2 the buyout report, 3 the buyout report for
 * Georgia (read as a buyout report: docs/decisions.md); every amount is integer
 * kopecks of the row's own `currency`.
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
    /** The buyer's country (`site_country`). */
    country: text('country'),
    /** How the unit travelled, e.g. «FBS, (МГТ)». */
    deliveryMethod: text('delivery_method'),
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
    salePercent: percent('sale_percent'),
    commissionPercent: percent('commission_percent'),
    spp: percent('spp'),
    retailPriceKopecks: kopecks('retail_price_kopecks'),
    retailAmountKopecks: kopecks('retail_amount_kopecks'),
    retailPriceWithDiscKopecks: kopecks('retail_price_with_disc_kopecks'),
    ppvzSalesCommissionKopecks: kopecks('ppvz_sales_commission_kopecks'),
    /** What WB pays the seller for the row (`ppvz_for_pay`). */
    forPayKopecks: kopecks('for_pay_kopecks'),
    ppvzRewardKopecks: kopecks('ppvz_reward_kopecks'),
    acquiringFeeKopecks: kopecks('acquiring_fee_kopecks'),
    vwKopecks: kopecks('vw_kopecks'),
    vwNdsKopecks: kopecks('vw_nds_kopecks'),
    deliveryServiceKopecks: kopecks('delivery_service_kopecks'),
    penaltyKopecks: kopecks('penalty_kopecks'),
    additionalPaymentKopecks: kopecks('additional_payment_kopecks'),
    rebillLogisticCostKopecks: kopecks('rebill_logistic_cost_kopecks'),
    paidStorageKopecks: kopecks('paid_storage_kopecks'),
    deductionKopecks: kopecks('deduction_kopecks'),
    paidAcceptanceKopecks: kopecks('paid_acceptance_kopecks'),
    /** WB's share of an instalment discount: inside the price paid, not a part of the payout of its own. */
    installmentCofinancingKopecks: kopecks('installment_cofinancing_kopecks'),
    /** The loyalty programme: points withheld, the discount compensated, the cost of taking part. */
    cashbackAmountKopecks: kopecks('cashback_amount_kopecks'),
    cashbackDiscountKopecks: kopecks('cashback_discount_kopecks'),
    cashbackCommissionChangeKopecks: kopecks('cashback_commission_change_kopecks'),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.rrdId] }),
    index('wb_finance_rows_company_report_idx').on(table.companyId, table.reportType, table.dateFrom),
    index('wb_finance_rows_company_shk_idx').on(table.companyId, table.shkId),
    index('wb_finance_rows_company_period_idx').on(table.companyId, table.reportType, table.rrDate),
    index('wb_finance_rows_company_report_id_idx').on(table.companyId, table.reportId),
  ],
);

/**
 * WB's list of weekly reports (`sales-reports/list`) with WB's own totals, kept to reconcile our rows
 * with what WB pays out for each report.
 */
export const wbFinanceReports = pgTable(
  'wb_finance_reports',
  {
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** int64: kept as an exact decimal string. */
    reportId: numeric('report_id', { precision: 20, scale: 0 }).notNull(),
    reportType: smallint('report_type').notNull(),
    dateFrom: date('date_from').notNull(),
    dateTo: date('date_to').notNull(),
    createDate: date('create_date').notNull(),
    currency: text('currency').notNull(),
    retailAmountKopecks: kopecks('retail_amount_kopecks'),
    forPayKopecks: kopecks('for_pay_kopecks'),
    deliveryServiceKopecks: kopecks('delivery_service_kopecks'),
    paidStorageKopecks: kopecks('paid_storage_kopecks'),
    paidAcceptanceKopecks: kopecks('paid_acceptance_kopecks'),
    deductionKopecks: kopecks('deduction_kopecks'),
    penaltyKopecks: kopecks('penalty_kopecks'),
    additionalPaymentKopecks: kopecks('additional_payment_kopecks'),
    cashbackAmountKopecks: kopecks('cashback_amount_kopecks'),
    cashbackDiscountKopecks: kopecks('cashback_discount_kopecks'),
    cashbackCommissionChangeKopecks: kopecks('cashback_commission_change_kopecks'),
    /** «Итого к оплате». */
    bankPaymentKopecks: kopecks('bank_payment_kopecks'),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.reportId] }),
    index('wb_finance_reports_company_period_idx').on(table.companyId, table.reportType, table.dateFrom),
  ],
);

/** A count or a sum of kopecks in a table of daily figures. */
const figure = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/**
 * The realization report rows of each report date (`rr_date`), card, report and currency added up: every
 * figure of `stat` that is a sum of rows (what a row pays, its services, the loyalty programme). The sync
 * recounts the days a page touches in the transaction that stores it (`report-days.ts`). The cost price
 * and the units left out of profit depend on the cost prices and on each unit's rows of the whole period,
 * so they are counted at read from the rows (docs/decisions.md, «Daily figures kept by the sync»).
 */
export const wbFinanceDays = pgTable(
  'wb_finance_days',
  {
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The rows' `rr_date`; rows without one are kept under NO_REPORT_DAY, which no period reaches. */
    day: date('day').notNull(),
    reportId: numeric('report_id', { precision: 20, scale: 0 }).notNull(),
    /** 0 for rows of no card (storage, deductions). */
    nmId: bigint('nm_id', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    reportType: smallint('report_type').notNull(),
    rowCount: figure('row_count'),
    /** The smallest `rrdId`: the order the reconciliation lists currencies of a report in. */
    firstRrdId: bigint('first_rrd_id', { mode: 'number' }).notNull(),
    /** `forPay` of rows other than returns; of returns. */
    forPay: figure('for_pay'),
    returns: figure('returns'),
    /** `forPay` of sales less returns. */
    goods: figure('goods'),
    /** Sale rows less return rows. */
    netSold: figure('net_sold'),
    retailAmount: figure('retail_amount'),
    delivery: figure('delivery'),
    penalty: figure('penalty'),
    additionalPayment: figure('additional_payment'),
    storage: figure('storage'),
    acceptance: figure('acceptance'),
    deduction: figure('deduction'),
    cashbackAmount: figure('cashback_amount'),
    cashbackDiscount: figure('cashback_discount'),
    cashbackCommissionChange: figure('cashback_commission_change'),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.day, table.reportId, table.reportType, table.nmId, table.currency] }),
    index('wb_finance_days_company_report_idx').on(table.companyId, table.reportId),
  ],
);

/**
 * The rows of each report date, report and currency added up without the card, with the report's week as
 * its rows name it (`date_from`, `date_to`): the periods' totals, the weeks of /reports and the home page's
 * cover read a few of these a day instead of a day's cards. Recounted with wb_finance_days (`report-days.ts`).
 */
export const wbFinanceReportDays = pgTable(
  'wb_finance_report_days',
  {
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** As in wb_finance_days: rows without a report date under NO_REPORT_DAY. */
    day: date('day').notNull(),
    reportId: numeric('report_id', { precision: 20, scale: 0 }).notNull(),
    reportType: smallint('report_type').notNull(),
    currency: text('currency').notNull(),
    dateFrom: date('date_from'),
    dateTo: date('date_to'),
    rowCount: figure('row_count'),
    firstRrdId: bigint('first_rrd_id', { mode: 'number' }).notNull(),
    forPay: figure('for_pay'),
    returns: figure('returns'),
    goods: figure('goods'),
    netSold: figure('net_sold'),
    retailAmount: figure('retail_amount'),
    delivery: figure('delivery'),
    penalty: figure('penalty'),
    additionalPayment: figure('additional_payment'),
    storage: figure('storage'),
    acceptance: figure('acceptance'),
    deduction: figure('deduction'),
    cashbackAmount: figure('cashback_amount'),
    cashbackDiscount: figure('cashback_discount'),
    cashbackCommissionChange: figure('cashback_commission_change'),
  },
  (table) => [
    // A week WB left empty (null) is a key of its own, as the rows' distinct weeks have it.
    unique('wb_finance_report_days_key')
      .on(table.companyId, table.day, table.reportId, table.reportType, table.currency, table.dateFrom, table.dateTo)
      .nullsNotDistinct(),
    index('wb_finance_report_days_company_report_idx').on(table.companyId, table.reportId),
  ],
);

/**
 * The cost days (wb_finance_cost_days) of each report date, report and currency added up over the cards and
 * schemes: the periods' cost price and units left out read a few of these a day. Recounted from the cost
 * days whenever they are (`report-cost-totals.ts`).
 */
export const wbFinanceCostTotals = pgTable(
  'wb_finance_cost_totals',
  {
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    reportType: smallint('report_type').notNull(),
    currency: text('currency').notNull(),
    rowCount: figure('row_count'),
    leftOutRows: figure('left_out_rows'),
    cost: figure('cost'),
    netSold: figure('net_sold'),
    forPay: figure('for_pay'),
    delivery: figure('delivery'),
    penalty: figure('penalty'),
    leftOutUnits: figure('left_out_units'),
    leftOutPayout: figure('left_out_payout'),
    notSaved: figure('not_saved'),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.day, table.reportType, table.currency] })],
);

/**
 * The cost side of the report rows of units (a ШК), by report date, report, card, currency and how the unit
 * travelled: each row priced on its own (its unit's cost from the ledger, else the card's in force at its
 * order), a sale counting its cost once, a return taking it back. Additive over days, so a period's cost
 * price, its units left out of profit and its cards' profit are sums of its days (docs/decisions.md, «Cost
 * prices: kept by day, row by row»). Recounted with the days the sync stores, and, after a cost price
 * changes, from `wb_finance_cost_changes` before the next read (`report-cost-days.ts`).
 */
export const wbFinanceCostDays = pgTable(
  'wb_finance_cost_days',
  {
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    reportType: smallint('report_type').notNull(),
    /** 0 for rows of no card. */
    nmId: bigint('nm_id', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** 'fbs' when the rows' delivery method says FBS, else 'fbo': plan against fact compares them apart. */
    scheme: text('scheme', { enum: ['fbs', 'fbo'] }).notNull(),
    /** The report's article of the card (the smallest, should WB have changed it). */
    vendorCode: text('vendor_code'),
    /** The units' rows, and of them the rows left out of profit: a card all of whose rows are left out has no profit. */
    rowCount: figure('row_count'),
    leftOutRows: figure('left_out_rows'),
    /** Σ sign × cost price over the rows with a cost price (a sale +1, a return −1, other rows 0). */
    cost: figure('cost'),
    /** Sale rows less return rows. */
    netSold: figure('net_sold'),
    /** The units' rows' `forPay` (a return's taken back), logistics and penalties: what they add to the payout. */
    forPay: figure('for_pay'),
    delivery: figure('delivery'),
    penalty: figure('penalty'),
    /** Σ sign over the rows left out of profit (in the cost prices' currency, without a cost price), and their payout. */
    leftOutUnits: figure('left_out_units'),
    leftOutPayout: figure('left_out_payout'),
    /** Σ sign over the sale and return rows whose unit has no cost price of its own in the ledger. */
    notSaved: figure('not_saved'),
  },
  (table) => [
    primaryKey({
      columns: [table.companyId, table.day, table.reportType, table.nmId, table.currency, table.scheme],
    }),
  ],
);

/**
 * Cost prices changed since their days were last counted: a card (nm_id, shk_id '') or a unit of the ledger
 * (shk_id, nm_id 0). Written by triggers on the card settings, their history and the unit ledger in the
 * writer's own transaction, whatever module or path writes them; read and emptied by the reports module
 * before it reads `wb_finance_cost_days` (docs/decisions.md, «Cost prices: kept by day, row by row»).
 */
export const wbFinanceCostChanges = pgTable(
  'wb_finance_cost_changes',
  {
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    nmId: bigint('nm_id', { mode: 'number' }).notNull(),
    shkId: text('shk_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.nmId, table.shkId] })],
);

import { builder } from '../../graphql/builder.ts';
import { DateTime, Decimal, Money } from '../../graphql/scalars.ts';
import { ListQuery, pageType } from '../../lib/list-query/list-query.schema.ts';
import { trimDecimal } from '../../lib/money.ts';
import { access } from '../auth/access.ts';
import { ordersOf, ordersPageOf, type OrderShape } from './orders.service.ts';
import type { StatisticsRowShape } from './statistics-row.ts';

/** The fields an order and a sale share (docs/api-contract.md: a sale is the order's fields plus its own). */
export const StatisticsRow = builder.interfaceRef<StatisticsRowShape>('StatisticsRow').implement({
  description:
    "A row of WB's statistics (orders or sales) as synced. Times are instants (WB writes them in Moscow time); amounts are the row's currency.",
  fields: (t) => ({
    date: t.expose('date', { type: DateTime, description: 'When ordered (a sale: when sold or returned).' }),
    lastChangeDate: t.expose('lastChangeDate', { type: DateTime, description: 'When WB last changed the row.' }),
    warehouseName: t.exposeString('warehouseName', { nullable: true }),
    warehouseType: t.exposeString('warehouseType', { nullable: true, description: '«Склад WB» or «Склад продавца».' }),
    countryName: t.exposeString('countryName', { nullable: true }),
    oblastOkrugName: t.exposeString('oblastOkrugName', { nullable: true }),
    regionName: t.exposeString('regionName', { nullable: true }),
    supplierArticle: t.exposeString('supplierArticle', { nullable: true }),
    nmId: t.exposeInt('nmId'),
    barcode: t.exposeString('barcode', { nullable: true }),
    category: t.exposeString('category', { nullable: true }),
    subject: t.exposeString('subject', { nullable: true }),
    brand: t.exposeString('brand', { nullable: true }),
    techSize: t.exposeString('techSize', { nullable: true }),
    incomeID: t.exposeInt('incomeId', { nullable: true }),
    isSupply: t.exposeBoolean('isSupply', { nullable: true }),
    isRealization: t.exposeBoolean('isRealization', { nullable: true }),
    totalPrice: t.expose('totalPriceKopecks', { type: Money, nullable: true, description: 'Price before discounts.' }),
    discountPercent: t.exposeInt('discountPercent', { nullable: true, description: "The seller's discount, %." }),
    spp: t.field({
      type: Decimal,
      nullable: true,
      description: "WB's own discount to the buyer (СПП), %.",
      resolve: (row) => trimDecimal(row.spp),
    }),
    finishedPrice: t.expose('finishedPriceKopecks', {
      type: Money,
      nullable: true,
      description: 'What the buyer paid, after every discount.',
    }),
    priceWithDisc: t.expose('priceWithDiscKopecks', {
      type: Money,
      nullable: true,
      description: "Price after the seller's discount: the sums of the chart add this.",
    }),
    orderType: t.exposeString('warehouseType', {
      nullable: true,
      description:
        "WB's rows no longer carry an order type; the type a seller tells orders apart by is where it ships from (warehouseType).",
    }),
    sticker: t.exposeString('sticker', { nullable: true }),
    gNumber: t.exposeString('gNumber', { nullable: true }),
    srid: t.exposeString('srid', { description: 'The order id shared with FBS orders (rid) and finance rows.' }),
  }),
});

export const Order = builder.objectRef<OrderShape>('Order').implement({
  description: 'An order from WB statistics.',
  interfaces: [StatisticsRow],
  isTypeOf: (row) => typeof row === 'object' && row !== null && 'isCancel' in row,
  fields: (t) => ({
    isCancel: t.exposeBoolean('isCancel'),
    cancelDate: t.expose('cancelDate', { type: DateTime, nullable: true }),
  }),
});

const OrderPage = pageType('Order', Order);

export const StatisticsPeriod = builder.inputType('StatisticsPeriod', {
  description:
    'Whole Moscow days YYYY-MM-DD, both included; at most 366 days. Text, so a malformed day is refused in Russian (BAD_USER_INPUT).',
  fields: (t) => ({
    dateFrom: t.string({ required: true }),
    dateTo: t.string({ required: true }),
  }),
});

builder.queryField('orders', (t) =>
  t.field({
    type: [Order],
    description:
      "WB's orders call answered from the synced rows. flag 0 (default): changed at or after `date` (a day or a Moscow date-time), oldest change first, up to 80 000 — continue from the last row's lastChangeDate; flag 1: every order of `date`'s Moscow day.",
    args: {
      date: t.arg.string({ required: true }),
      flag: t.arg.int({ defaultValue: 0 }),
    },
    resolve: access.member((caller, args, ctx) => ordersOf(ctx, caller, args)),
  }),
);

builder.queryField('ordersPage', (t) =>
  t.field({
    type: OrderPage,
    description: 'Orders made in the period (Moscow days), a page at a time, sorted and filtered on the server.',
    args: {
      period: t.arg({ type: StatisticsPeriod, required: true }),
      query: t.arg({ type: ListQuery, required: true }),
    },
    resolve: access.member((caller, args, ctx) => ordersPageOf(ctx, caller, args)),
  }),
);

import { builder, mutationResultFields, type MutationResultShape } from '../../graphql/builder.ts';
import { DateScalar, Decimal } from '../../graphql/scalars.ts';
import { ListQuery } from '../../lib/list-query/list-query.schema.ts';
import { access } from '../auth/access.ts';
import {
  DEFAULT_LEAD_DAYS,
  setSupplyLeadDays,
  stocksPage,
  stockWarehouses,
  supplyLeadDays,
  type StockItemShape,
} from './stocks.service.ts';

const StockItem = builder.objectRef<StockItemShape>('StockItem').implement({
  description: 'One size of a card: its stock in WB warehouses and own ones, how fast it sells, when it runs out.',
  fields: (t) => ({
    id: t.exposeID('id', { description: '«nmId:chrtId»' }),
    nmId: t.exposeInt('nmId'),
    chrtId: t.exposeInt('chrtId', { description: "WB's size id." }),
    techSize: t.exposeString('techSize', { nullable: true }),
    barcode: t.exposeString('barcode', { nullable: true }),
    vendorCode: t.exposeString('vendorCode', { nullable: true }),
    title: t.exposeString('title', { nullable: true }),
    inWb: t.exposeInt('inWb', { description: 'Units in WB warehouses buyers can order (in the chosen one, or all).' }),
    inWayToClient: t.exposeInt('inWayToClient'),
    inWayFromClient: t.exposeInt('inWayFromClient'),
    own: t.exposeInt('own', {
      description: "Units in the seller's own warehouses (only without a WB warehouse chosen).",
    }),
    total: t.exposeInt('total', { description: 'inWb + own: what the days of stock are counted from.' }),
    orders: t.exposeInt('orders', { description: 'Orders of the window, net of cancellations.' }),
    salesPerDay: t.expose('salesPerDay', { type: Decimal, description: 'orders / window days, to 2 places.' }),
    daysOfStock: t.expose('daysOfStock', {
      type: Decimal,
      nullable: true,
      description: 'total / salesPerDay, to 1 place; null when nothing sold in the window.',
    }),
    runOutOn: t.expose('runOutOn', {
      type: DateScalar,
      nullable: true,
      description: 'The day the stock runs out at this pace: today + whole days of stock.',
    }),
    outOfStockDays: t.exposeInt('outOfStockDays', {
      description: 'With nothing in stock: days since the day after the last order.',
    }),
    lostOrders: t.expose('lostOrders', {
      type: Decimal,
      description: 'Orders lost while out of stock, at the pace of the window before the last order.',
    }),
  }),
});

const StockPage = builder
  .objectRef<{ items: StockItemShape[]; totalCount: number; today: string; windowDays: number }>('StockPage')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [StockItem], resolve: (page) => page.items }),
      totalCount: t.exposeInt('totalCount'),
      today: t.expose('today', { type: DateScalar, description: 'The day the figures are of: the last stock sync.' }),
      windowDays: t.exposeInt('windowDays'),
    }),
  });

const StockWarehouse = builder
  .objectRef<{ name: string; region: string; quantity: number }>('StockWarehouse')
  .implement({
    fields: (t) => ({
      name: t.exposeString('name'),
      region: t.exposeString('region', { description: "WB's shipping region: a federal district or a country." }),
      quantity: t.exposeInt('quantity'),
    }),
  });

builder.queryField('stocksPage', (t) =>
  t.field({
    type: StockPage,
    description:
      "The company's stock by card and size, a page at a time: in WB warehouses (one, or all with the own ones), sales per day over windowDays (7–90, default 30) before today (default: the day of the last stock sync), days of stock and the day it runs out.",
    args: {
      query: t.arg({ type: ListQuery, required: true }),
      windowDays: t.arg.int(),
      warehouse: t.arg.string({ description: "A WB warehouse's name; none: all of them and the own ones." }),
      today: t.arg({ type: DateScalar }),
    },
    resolve: access.member((caller, args, ctx) => stocksPage(ctx, caller, args.query, args)),
  }),
);

builder.queryField('stockWarehouses', (t) =>
  t.field({
    type: [StockWarehouse],
    description: 'The WB warehouses holding stock of the company, with their units.',
    resolve: access.member((caller, _args, ctx) => stockWarehouses(ctx, caller)),
  }),
);

type SupplySettingsShape = { leadDays: number };

const SupplySettings = builder.objectRef<SupplySettingsShape>('SupplySettings').implement({
  description: "The company's supply settings.",
  fields: (t) => ({
    leadDays: t.exposeInt('leadDays', {
      description: `Days a supply takes from the seller's decision to WB's shelves (${DEFAULT_LEAD_DAYS} until set).`,
    }),
  }),
});

builder.queryField('supplySettings', (t) =>
  t.field({
    type: SupplySettings,
    description: "The company's lead time: what the supply plan and the home page's stock warning count with.",
    resolve: access.member(async (caller, _args, ctx) => ({
      leadDays: await supplyLeadDays(ctx.db, caller.companyId),
    })),
  }),
);

const SetSupplyLeadDaysResult = builder
  .objectRef<MutationResultShape & { supplySettings: SupplySettingsShape }>('SetSupplyLeadDaysResult')
  .implement({
    fields: (t) => ({
      ...mutationResultFields(t),
      supplySettings: t.expose('supplySettings', { type: SupplySettings }),
    }),
  });

builder.mutationField('setSupplyLeadDays', (t) =>
  t.field({
    type: SetSupplyLeadDaysResult,
    description: "Saves the company's lead time, 1–90 days; answers the settings as saved.",
    args: { days: t.arg.int({ required: true }) },
    resolve: access.member((caller, args, ctx) => setSupplyLeadDays(ctx, caller, args.days)),
  }),
);

import { builder } from '../../graphql/builder.ts';
import { DateScalar, Money } from '../../graphql/scalars.ts';
import { ListQuery, pageType } from '../../lib/list-query/list-query.schema.ts';
import { access } from '../auth/access.ts';
import { StatisticsPeriod, StatisticsRow } from '../orders/orders.schema.ts';
import { salesOf, salesPageOf, statisticsByDay, type SaleShape, type StatisticsDayShape } from './sales.service.ts';

const SaleKind = builder.enumType('SaleKind', {
  description: "What a row of WB's statistics sales is, by the first letter of its saleID.",
  values: {
    SALE: { value: 'sale', description: 'A sale (saleID S…).' },
    RETURN: { value: 'return', description: 'A return (saleID R…).' },
    OTHER: {
      value: 'other',
      description: "WB's other operation (any other letter, e.g. D…): neither a sale nor a return, counted apart.",
    },
  } as const,
});

const Sale = builder.objectRef<SaleShape>('Sale').implement({
  description:
    "A sale (saleID S…), a return (R…) or WB's other operation from WB statistics; a return carries negative amounts, as WB sends it.",
  interfaces: [StatisticsRow],
  isTypeOf: (row) => typeof row === 'object' && row !== null && 'saleId' in row,
  fields: (t) => ({
    saleID: t.exposeString('saleId'),
    kind: t.field({ type: SaleKind, resolve: (row) => row.kind }),
    paymentSaleAmount: t.expose('paymentSaleAmountKopecks', { type: Money, nullable: true }),
    forPay: t.expose('forPayKopecks', { type: Money, nullable: true, description: 'What WB pays the seller for it.' }),
  }),
});

const SalePage = pageType('Sale', Sale);

builder.queryField('sales', (t) =>
  t.field({
    type: [Sale],
    description:
      "WB's sales call answered from the synced rows, bounded by dateTo (its Moscow day included). flag 0 (default): changed at or after `dateFrom`, oldest change first, up to 80 000; flag 1: every row dated in the Moscow days from dateFrom to dateTo.",
    args: {
      dateFrom: t.arg.string({ required: true }),
      dateTo: t.arg.string({ required: true }),
      flag: t.arg.int({ defaultValue: 0 }),
    },
    resolve: access.member((caller, args, ctx) => salesOf(ctx, caller, args)),
  }),
);

builder.queryField('salesPage', (t) =>
  t.field({
    type: SalePage,
    description:
      'Sales and returns dated in the period (Moscow days), a page at a time, sorted and filtered on the server.',
    args: {
      period: t.arg({ type: StatisticsPeriod, required: true }),
      query: t.arg({ type: ListQuery, required: true }),
    },
    resolve: access.member((caller, args, ctx) => salesPageOf(ctx, caller, args)),
  }),
);

const StatisticsDay = builder.objectRef<StatisticsDayShape>('StatisticsDay').implement({
  description: 'Orders, cancellations, sales and returns of one Moscow day, summed by priceWithDisc (docs/money.md).',
  fields: (t) => ({
    day: t.expose('day', { type: DateScalar }),
    orders: t.exposeInt('orders', { description: 'Orders made that day.' }),
    ordersSum: t.expose('ordersSum', { type: Money }),
    cancellations: t.exposeInt('cancellations', {
      description: 'Of the orders made that day, how many were cancelled.',
    }),
    cancellationsSum: t.expose('cancellationsSum', { type: Money }),
    sales: t.exposeInt('sales', { description: 'Sales (saleID S…) dated that day.' }),
    salesSum: t.expose('salesSum', { type: Money }),
    returns: t.exposeInt('returns', { description: 'Returns (saleID R…) dated that day.' }),
    returnsSum: t.expose('returnsSum', { type: Money, description: 'The amount returned, as a positive sum.' }),
    others: t.exposeInt('others', {
      description: "WB's other operations dated that day (saleID neither S nor R): in neither sales nor returns.",
    }),
    othersSum: t.expose('othersSum', { type: Money, description: 'What they pay (forPay), with its sign.' }),
  }),
});

builder.queryField('statisticsByDay', (t) =>
  t.field({
    type: [StatisticsDay],
    description:
      'Every Moscow day of the period with its orders, cancellations, sales and returns: the chart of /orders.',
    args: { period: t.arg({ type: StatisticsPeriod, required: true }) },
    resolve: access.member((caller, args, ctx) => statisticsByDay(ctx, caller, args)),
  }),
);

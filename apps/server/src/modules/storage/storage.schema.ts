import { builder } from '../../graphql/builder.ts';
import { DateScalar, Money } from '../../graphql/scalars.ts';
import { ListQuery } from '../../lib/list-query/list-query.schema.ts';
import { access } from '../auth/access.ts';
import { StatisticsPeriod } from '../orders/orders.schema.ts';
import { storageLinesOf } from './storage.service.ts';

interface StorageLineShape {
  nmId: number;
  vendorCode: string | null;
  subject: string | null;
  warehouseName: string;
  days: number;
  unitDays: number;
  charged: number;
}

const StorageLine = builder.objectRef<StorageLineShape>('PaidStorageLine').implement({
  description: "A card's storage at one WB warehouse over the period, from WB's paid storage report.",
  fields: (t) => ({
    nmId: t.exposeInt('nmId'),
    vendorCode: t.exposeString('vendorCode', { nullable: true }),
    subject: t.exposeString('subject', { nullable: true }),
    warehouseName: t.exposeString('warehouseName'),
    days: t.exposeInt('days', { description: 'Days of the period WB billed the card at the warehouse.' }),
    unitDays: t.exposeInt('unitDays', { description: 'Units billed, added over the days (unit-days).' }),
    charged: t.expose('charged', {
      type: Money,
      description: "WB's storage charge of the line, added exactly and rounded half-up to the kopeck once.",
    }),
  }),
});

const StorageLinesPage = builder
  .objectRef<{
    items: StorageLineShape[];
    totalCount: number;
    chargedKopecks: number;
    unitDays: number;
    reportFrom: string | null;
    reportTo: string | null;
  }>('PaidStorageLinesPage')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [StorageLine], resolve: (page) => page.items }),
      totalCount: t.exposeInt('totalCount'),
      charged: t.expose('chargedKopecks', {
        type: Money,
        description: 'The sum of `charged` of every line the filter keeps (all pages).',
      }),
      unitDays: t.exposeInt('unitDays', { description: 'The sum of `unitDays` of every line the filter keeps.' }),
      reportFrom: t.expose('reportFrom', {
        type: DateScalar,
        nullable: true,
        description: 'The first day of the stored report; empty when WB has sent none yet.',
      }),
      reportTo: t.expose('reportTo', { type: DateScalar, nullable: true, description: 'Its last day.' }),
    }),
  });

builder.queryField('paidStorageLines', (t) =>
  t.field({
    type: StorageLinesPage,
    description:
      "WB's paid storage report of the period (Moscow days, at most 366) by card and warehouse, a page at a time, sorted and filtered on the server.",
    args: {
      period: t.arg({ type: StatisticsPeriod, required: true }),
      query: t.arg({ type: ListQuery, required: true }),
    },
    resolve: access.member((caller, args, ctx) => storageLinesOf(ctx, caller, args)),
  }),
);

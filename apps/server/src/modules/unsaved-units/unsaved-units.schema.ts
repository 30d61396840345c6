import { builder } from '../../graphql/builder.ts';
import { DateScalar, Money } from '../../graphql/scalars.ts';
import { ListQuery } from '../../lib/list-query/list-query.schema.ts';
import { access } from '../auth/access.ts';
import { FileDownload } from '../imports/imports.schema.ts';
import { UnitType, UnitsCostResult } from '../supplies/supplies.schema.ts';
import {
  fboIncomeTemplate,
  setUnsavedUnitsCost,
  unsavedUnitsPage,
  unsavedUnitsTemplate,
  type UnsavedFilter,
  type UnsavedUnitShape,
} from './unsaved-units.service.ts';

const UnsavedUnitSource = builder.enumType('UnsavedUnitSource', {
  description: 'Where a unit not in the ledger was found.',
  values: {
    REPORT: { description: 'Sold in a realization report.' },
    ORDER: { description: 'An FBS order that left with a supply, in no report yet.' },
  } as const,
});

const UnsavedUnit = builder.objectRef<UnsavedUnitShape>('UnsavedUnit').implement({
  description: 'A unit sold or shipped that is not in the unit ledger.',
  fields: (t) => ({
    shk_id: t.exposeString('shk_id', {
      description: 'ШК as the ledger knows it: the sticker of an FBS unit, WB’s shkId of an FBO one.',
    }),
    type: t.field({ type: UnitType, resolve: (unit) => unit.type }),
    nmId: t.exposeInt('nmId', { nullable: true }),
    article: t.exposeString('article', { nullable: true }),
    title: t.exposeString('title', { nullable: true }),
    size: t.exposeString('size', { nullable: true }),
    supplyId: t.exposeString('supplyId', {
      nullable: true,
      description: 'FBS supply «WB-GI-…» or FBO income ID; null when unknown.',
    }),
    supplyDate: t.expose('supplyDate', { type: DateScalar, nullable: true }),
    source: t.field({ type: UnsavedUnitSource, resolve: (unit) => unit.source }),
    sourceText: t.exposeString('sourceText', { description: 'Where the unit was found, in Russian.' }),
    soldOn: t.expose('soldOn', {
      type: DateScalar,
      nullable: true,
      description: 'The last day the unit was in a report.',
    }),
    firstPrice: t.expose('firstPrice', {
      type: Money,
      nullable: true,
      description: "The card's cost price in force on the supply day: what the file to fill offers.",
    }),
  }),
});

const UnsavedUnitsPage = builder
  .objectRef<{ items: UnsavedUnitShape[]; totalCount: number; fromReports: number }>('UnsavedUnitPage')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [UnsavedUnit], resolve: (page) => page.items }),
      totalCount: t.exposeInt('totalCount'),
      fromReports: t.exposeInt('fromReports', { description: 'Units of the list found in realization reports.' }),
    }),
  });

const filterOf = (args: {
  nmId?: number | null;
  supplyId?: string | null;
  soldFrom?: string | null;
  soldTo?: string | null;
}): UnsavedFilter => ({
  nmId: args.nmId,
  supplyId: args.supplyId,
  soldFrom: args.soldFrom,
  soldTo: args.soldTo,
});

builder.queryField('unsavedUnits', (t) =>
  t.field({
    type: UnsavedUnitsPage,
    description:
      'Units sold (realization reports) or shipped (FBS orders) that are not in the ledger, a page at a time.',
    args: {
      nmId: t.arg.int(),
      supplyId: t.arg.string({ description: 'An FBS supply «WB-GI-…» or an FBO income ID.' }),
      soldFrom: t.arg({
        type: DateScalar,
        description: 'Report days from (inclusive); with it only report units are listed.',
      }),
      soldTo: t.arg({ type: DateScalar }),
      query: t.arg({ type: ListQuery, required: true }),
    },
    resolve: access.member((caller, args, ctx) => unsavedUnitsPage(ctx, caller, filterOf(args), args.query)),
  }),
);

builder.queryField('unsavedUnitsTemplate', (t) =>
  t.field({
    type: FileDownload,
    description: 'The units not in the ledger that the filter keeps, as the file to fill and load (importUnsavedShk).',
    args: {
      nmId: t.arg.int(),
      supplyId: t.arg.string({ description: 'An FBS supply «WB-GI-…» or an FBO income ID.' }),
      soldFrom: t.arg({
        type: DateScalar,
        description: 'Report days from (inclusive); with it only report units are listed.',
      }),
      soldTo: t.arg({ type: DateScalar }),
    },
    resolve: access.member((caller, args, ctx) => unsavedUnitsTemplate(ctx, caller, filterOf(args))),
  }),
);

builder.queryField('fboIncomeTemplate', (t) =>
  t.field({
    type: FileDownload,
    description:
      "An income's import template filled with its known units: saved ones at their cost, sold unsaved ones at the card's.",
    args: { incomeId: t.arg.id({ required: true }) },
    resolve: access.member((caller, args, ctx) => fboIncomeTemplate(ctx, caller, String(args.incomeId))),
  }),
);

builder.mutationField('setUnsavedUnitsCost', (t) =>
  t.field({
    type: UnitsCostResult,
    description:
      'One cost for many units not in the ledger: those chosen by ШК, or all the filter keeps (a supply or income, a card in a period).',
    args: {
      nmId: t.arg.int(),
      supplyId: t.arg.string({ description: 'An FBS supply «WB-GI-…» or an FBO income ID.' }),
      soldFrom: t.arg({
        type: DateScalar,
        description: 'Report days from (inclusive); with it only report units are listed.',
      }),
      soldTo: t.arg({ type: DateScalar }),
      shkIds: t.arg.stringList(),
      cost: t.arg({ type: Money, required: true }),
    },
    resolve: access.member((caller, args, ctx) =>
      setUnsavedUnitsCost(ctx, caller, { ...filterOf(args), shkIds: args.shkIds }, args.cost),
    ),
  }),
);

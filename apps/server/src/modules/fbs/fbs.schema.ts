import { builder } from '../../graphql/builder.ts';
import { DateScalar, DateTime, FileUpload, Money } from '../../graphql/scalars.ts';
import { ListQuery, pageType } from '../../lib/list-query/list-query.schema.ts';
import { access } from '../auth/access.ts';
import { FileDownload, FileImportResult } from '../imports/imports.schema.ts';
import {
  importMpSupply,
  mpSupplies,
  mpSuppliesPage,
  mpSupplyOrders,
  mpSupplyTemplate,
  type MpSupplyOrderShape,
  type MpSupplyShape,
} from './fbs.service.ts';

const MpSupply = builder.objectRef<MpSupplyShape>('MpSupply').implement({
  description: "An FBS supply (the seller's own warehouse → WB) with how much of it is in the unit ledger.",
  fields: (t) => ({
    id: t.exposeID('id', { description: '«WB-GI-…»' }),
    name: t.exposeString('name', { nullable: true }),
    done: t.exposeBoolean('done', { description: 'Closed and handed over to WB.' }),
    createdAt: t.expose('createdAt', { type: DateTime, nullable: true }),
    closedAt: t.expose('closedAt', { type: DateTime, nullable: true }),
    scanDt: t.expose('scanDt', { type: DateTime, nullable: true }),
    cargoType: t.exposeInt('cargoType', { nullable: true, description: '1 small, 2 oversized (СГТ), 3 large (КГТ+).' }),
    unitCount: t.exposeInt('unitCount', {
      description: 'Units in the supply: its orders not cancelled by the seller.',
    }),
    savedCount: t.exposeInt('savedCount', { description: 'Units of the supply in the ledger.' }),
    isSaved: t.exposeBoolean('isSaved', { description: 'Every unit of the supply is in the ledger.' }),
    sumPrice: t.expose('sumPrice', { type: Money, description: "The saved units' cost prices, summed." }),
  }),
});

const MpSuppliesAnswer = builder.objectRef<{ data: MpSupplyShape[]; totalCount: number }>('MpSupplies').implement({
  fields: (t) => ({
    data: t.field({ type: [MpSupply], resolve: (answer) => answer.data }),
    totalCount: t.exposeInt('totalCount'),
  }),
});

const MpSupplyOrder = builder.objectRef<MpSupplyOrderShape>('MpSupplyOrder').implement({
  description: 'An order (assembly task) of an FBS supply: one unit, known in the ledger by its sticker (shk_id).',
  fields: (t) => ({
    id: t.exposeID('id'),
    supplyId: t.exposeString('supplyId'),
    rid: t.exposeString('rid', { nullable: true }),
    shk_id: t.exposeString('shk_id', { nullable: true, description: 'The sticker number (partA and partB).' }),
    article: t.exposeString('article', { nullable: true }),
    titleForTn: t.exposeString('titleForTn', { nullable: true, description: "The card's name on waybills (ТН)." }),
    title: t.exposeString('title', { nullable: true }),
    createdAt: t.expose('createdAt', { type: DateTime, nullable: true }),
    nmId: t.exposeInt('nmId', { nullable: true }),
    wbStatus: t.exposeString('wbStatus', { nullable: true }),
    supplierStatus: t.exposeString('supplierStatus', { nullable: true }),
    capacity: t.exposeString('capacity', { nullable: true, description: 'Package volume, litres.' }),
    weight: t.exposeString('weight', { nullable: true, description: 'Gross weight, kg.' }),
    firstPrice: t.expose('firstPrice', {
      type: Money,
      nullable: true,
      description: "The saved unit's cost price; while unsaved, the card's cost price on the supply's day.",
    }),
    size: t.exposeString('size', { nullable: true }),
    isSaved: t.exposeBoolean('isSaved'),
  }),
});

builder.queryField('mpSupplies', (t) =>
  t.field({
    type: MpSuppliesAnswer,
    description: 'FBS supplies, newest first; page is 0-based.',
    args: { page: t.arg.int({ required: true }), pageSize: t.arg.int({ required: true }) },
    resolve: access.member((caller, args, ctx) => mpSupplies(ctx, caller, args.page, args.pageSize)),
  }),
);

const MpSupplyPage = pageType('MpSupply', MpSupply);

builder.queryField('mpSuppliesPage', (t) =>
  t.field({
    type: MpSupplyPage,
    description:
      'FBS supplies a page at a time, sorted and filtered on the server (the /fbs screen); createdFrom and createdTo (Moscow days, inclusive) keep those created in the period.',
    args: {
      query: t.arg({ type: ListQuery, required: true }),
      createdFrom: t.arg({ type: DateScalar }),
      createdTo: t.arg({ type: DateScalar }),
    },
    resolve: access.member((caller, args, ctx) =>
      mpSuppliesPage(ctx, caller, args.query, { from: args.createdFrom, to: args.createdTo }),
    ),
  }),
);

builder.queryField('mpSupplyOrders', (t) =>
  t.field({
    type: [MpSupplyOrder],
    description: 'The orders of one FBS supply of the company.',
    args: { supplyId: t.arg.string({ required: true }) },
    resolve: access.member((caller, args, ctx) => mpSupplyOrders(ctx, caller, args.supplyId)),
  }),
);

builder.queryField('mpSupplyTemplate', (t) =>
  t.field({
    type: FileDownload,
    description:
      "The supply's import template filled with its units: ШК, card, size, name and the cost the ledger holds now (docs/file-formats.md).",
    args: { supplyId: t.arg.string({ required: true }) },
    resolve: access.member((caller, args, ctx) => mpSupplyTemplate(ctx, caller, args.supplyId)),
  }),
);

builder.mutationField('importMpSupply', (t) =>
  t.field({
    type: FileImportResult,
    description:
      "An FBS supply's units with their cost prices from an xlsx or csv file (docs/file-formats.md): saved whole, or nothing.",
    args: { file: t.arg({ type: FileUpload, required: true }) },
    resolve: access.member((caller, args, ctx) => importMpSupply(ctx, caller, args.file)),
  }),
);

import { builder } from '../../graphql/builder.ts';
import { DateScalar, DateTime, FileUpload, Money } from '../../graphql/scalars.ts';
import { ListQuery } from '../../lib/list-query/list-query.schema.ts';
import { pageType } from '../../lib/list-query/list-query.schema.ts';
import { access } from '../auth/access.ts';
import { FileDownload, FileImportResult } from '../imports/imports.schema.ts';
import {
  importUnsavedShk,
  ledgerOfPeriod,
  setUnitsCost,
  ledgerPage,
  unitTemplate,
  type LedgerRow,
  type TemplateKind,
} from './supplies.service.ts';

export const UnitType = builder.enumType('UnitType', { values: ['FBS', 'FBO'] as const });
const CostSource = builder.enumType('CostSource', {
  description: "Where a unit's cost price came from.",
  values: {
    FILE: { value: 'file', description: "The seller's file (fileName, fileRow)." },
    MANUAL: { value: 'manual', description: 'One cost given to many units by hand; fileName says what was done.' },
    CARD: { value: 'card', description: "The card's cost price in force on the supply date." },
  } as const,
});

export const SupplyRow = builder.objectRef<LedgerRow>('SupplyRow').implement({
  description: 'One shipped unit in the ledger, known by its ШК, with the cost price it was shipped at.',
  fields: (t) => ({
    shk_id: t.exposeString('shkId', { description: 'ШК: for FBS the sticker number, for FBO WB’s shkId.' }),
    nmID: t.exposeInt('nmId'),
    article: t.exposeString('article', { nullable: true }),
    supplyId: t.exposeString('supplyId', { description: 'FBS supply «WB-GI-…» or FBO income ID.' }),
    firstPrice: t.expose('firstPriceKopecks', { type: Money }),
    type: t.field({ type: UnitType, resolve: (row) => row.type }),
    supplyDate: t.expose('supplyDate', { type: DateScalar }),
    costSource: t.field({ type: CostSource, resolve: (row) => row.costSource }),
    fileName: t.exposeString('fileName', { nullable: true }),
    fileRow: t.exposeInt('fileRow', { nullable: true }),
    savedAt: t.expose('savedAt', { type: DateTime }),
  }),
});

const SupplyRowPage = pageType('SupplyRow', SupplyRow);

const UnitTemplateKind = builder.enumType('UnitTemplateKind', {
  values: ['MP_SUPPLY', 'FBO_INCOME', 'UNSAVED_SHK'] as const,
});

builder.queryField('supplies', (t) =>
  t.field({
    type: [SupplyRow],
    description: 'The units shipped in the period (supply dates, inclusive), with their cost prices.',
    args: {
      dateFrom: t.arg({ type: DateScalar, required: true }),
      dateTo: t.arg({ type: DateScalar, required: true }),
    },
    resolve: access.member((caller, args, ctx) => ledgerOfPeriod(ctx, caller, args.dateFrom, args.dateTo)),
  }),
);

builder.queryField('suppliesPage', (t) =>
  t.field({
    type: SupplyRowPage,
    description: 'The ledger of the period a page at a time, sorted and filtered on the server (the /supplies screen).',
    args: {
      dateFrom: t.arg({ type: DateScalar, required: true }),
      dateTo: t.arg({ type: DateScalar, required: true }),
      query: t.arg({ type: ListQuery, required: true }),
    },
    resolve: access.member((caller, args, ctx) => ledgerPage(ctx, caller, args.dateFrom, args.dateTo, args.query)),
  }),
);

builder.queryField('unitImportTemplate', (t) =>
  t.field({
    type: FileDownload,
    description: 'An empty xlsx template for a unit import (docs/file-formats.md).',
    args: { kind: t.arg({ type: UnitTemplateKind, required: true }) },
    resolve: access.member((_caller, args) => unitTemplate(args.kind as TemplateKind)),
  }),
);

builder.mutationField('importUnsavedShk', (t) =>
  t.field({
    type: FileImportResult,
    description: 'Units not yet in the ledger, from an xlsx or csv file: saved whole in one transaction, or nothing.',
    args: { file: t.arg({ type: FileUpload, required: true }) },
    resolve: access.member((caller, args, ctx) => importUnsavedShk(ctx, caller, args.file)),
  }),
);

/** What giving many units one cost did; `saved`: units whose cost changed or that entered the ledger. */
export const UnitsCostResult = builder
  .objectRef<{ id: string; message: string; saved: number }>('UnitsCostResult')
  .implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      message: t.exposeString('message'),
      saved: t.exposeInt('saved', { description: 'Units whose cost changed, or that entered the ledger.' }),
    }),
  });

builder.mutationField('setUnitsCost', (t) =>
  t.field({
    type: UnitsCostResult,
    description:
      "One cost for the ledger's units: those chosen by ШК, or every unit of the period that the list's filter keeps (a supply or income, a card). Logged as given by hand.",
    args: {
      dateFrom: t.arg({ type: DateScalar, required: true }),
      dateTo: t.arg({ type: DateScalar, required: true }),
      query: t.arg({ type: ListQuery, required: true }),
      shkIds: t.arg.stringList(),
      cost: t.arg({ type: Money, required: true }),
    },
    resolve: access.member((caller, args, ctx) =>
      setUnitsCost(ctx, caller, args.dateFrom, args.dateTo, args.query, args.shkIds, args.cost),
    ),
  }),
);

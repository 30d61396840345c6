import { builder } from '../../graphql/builder.ts';
import { DateScalar, DateTime, FileUpload, Money } from '../../graphql/scalars.ts';
import { access } from '../auth/access.ts';
import { FileImportResult } from '../imports/imports.schema.ts';
import {
  fboIncomes,
  importFboIncome,
  type FboIncomeItemShape,
  type FboIncomeShape,
  type FboShkShape,
} from './fbo.service.ts';

const FboShk = builder.objectRef<FboShkShape>('FboShk').implement({
  description: 'A saved unit of an income.',
  fields: (t) => ({
    shk_id: t.exposeString('shk_id'),
    firstPrice: t.expose('firstPrice', { type: Money }),
  }),
});

const FboIncomeItem = builder.objectRef<FboIncomeItemShape>('FboIncomeItem').implement({
  description: 'One good (barcode) of an income.',
  fields: (t) => ({
    supplierArticle: t.exposeString('supplierArticle', { nullable: true }),
    techSize: t.exposeString('techSize', { nullable: true }),
    barcode: t.exposeString('barcode'),
    quantity: t.exposeInt('quantity'),
    totalPrice: t.field({
      type: Money,
      nullable: true,
      description: 'The invoice price: WB no longer gives it (the incomes method was removed on 11 Mar 2026), so null.',
      resolve: (item) => item.totalPrice,
    }),
    nmId: t.exposeInt('nmId', { nullable: true }),
    shks: t.field({ type: [FboShk], resolve: (item) => item.shks }),
  }),
});

const FboIncome = builder.objectRef<FboIncomeShape>('FboIncome').implement({
  description: "An income: the seller's FBW supply to WB's warehouse, with how many of its units are in the ledger.",
  fields: (t) => ({
    incomeId: t.exposeID('incomeId', {
      description: "WB's supply ID (giId of the report), or the preorder ID before WB gives one.",
    }),
    date: t.expose('date', { type: DateTime, nullable: true }),
    dateClose: t.expose('dateClose', {
      type: DateTime,
      nullable: true,
      description: 'When accepted; null until then.',
    }),
    warehouseName: t.exposeString('warehouseName', { nullable: true }),
    status: t.exposeString('status'),
    totalQuantity: t.exposeInt('totalQuantity'),
    savedQuantity: t.exposeInt('savedQuantity'),
    items: t.field({ type: [FboIncomeItem], resolve: (income) => income.items }),
  }),
});

builder.queryField('fboIncomes', (t) =>
  t.field({
    type: [FboIncome],
    description: 'Incomes (FBW supplies) created since the day, newest first.',
    args: { from: t.arg({ type: DateScalar, required: true }) },
    resolve: access.member((caller, args, ctx) => fboIncomes(ctx, caller, args.from)),
  }),
);

builder.mutationField('importFboIncome', (t) =>
  t.field({
    type: FileImportResult,
    description: "An income's units with their cost prices from an xlsx or csv file: saved whole, or nothing.",
    args: {
      incomeId: t.arg.id({ required: true }),
      date: t.arg({ type: DateScalar, required: true }),
      file: t.arg({ type: FileUpload, required: true }),
    },
    resolve: access.member((caller, args, ctx) =>
      importFboIncome(ctx, caller, String(args.incomeId), args.date, args.file),
    ),
  }),
);

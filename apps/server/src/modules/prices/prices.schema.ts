import { builder, mutationResultFields, type MutationResultShape } from '../../graphql/builder.ts';
import { DateTime, FileUpload, Money, Percent } from '../../graphql/scalars.ts';
import { access } from '../auth/access.ts';
import { ListQuery, pageType } from '../../lib/list-query/list-query.schema.ts';
import { FileDownload, FileImportResult } from '../imports/imports.schema.ts';
import { downloadPriceFileTemplate, priceFilePreview, type PriceFileShape } from './price-file.service.ts';
import { pricePreview, type PreviewRowShape, type PreviewShape } from './price-preview.service.ts';
import { sizePricePreview } from './size-price-preview.service.ts';
import {
  cardPrices,
  priceChange,
  priceLog,
  priceLogPage,
  sendClubDiscounts,
  sendPrices,
  type CardPricesShape,
  undoPriceChange,
  type LogLineShape,
  type PriceChangeShape,
} from './prices.service.ts';
import type { PriceLineRow } from './prices.repo.ts';

const PriceScheme = builder.enumType('PriceScheme', {
  description: 'Which way of selling the profit, margin and ROI of a preview are counted for.',
  values: { FBO: { value: 'fbo' as const }, FBS: { value: 'fbs' as const } },
});

const PricePreviewMode = builder.enumType('PricePreviewMode', {
  values: {
    HAND: { value: 'hand' as const, description: 'A price and discount typed for each card.' },
    MARGIN: { value: 'margin' as const, description: 'The lowest whole-ruble price giving targetMarginPercent.' },
    PROFIT: {
      value: 'profit' as const,
      description: 'The lowest whole-ruble price leaving targetProfit per unit sold.',
    },
  },
});

const PriceSource = builder.enumType('PriceSource', {
  description: 'Where the prices of a change came from.',
  values: {
    HAND: { value: 'hand' as const },
    MARGIN: { value: 'margin' as const },
    PROFIT: { value: 'profit' as const },
    FILE: { value: 'file' as const },
    UNDO: { value: 'undo' as const, description: 'The old prices of an earlier change, sent back.' },
  },
});

const PriceChangeKind = builder.enumType('PriceChangeKind', {
  description: "Which of WB's uploads a change went through.",
  values: {
    CARD: { value: 'card' as const, description: "The cards' price and discount." },
    SIZE: { value: 'size' as const, description: 'The prices of single sizes.' },
    CLUB: {
      value: 'club' as const,
      description: 'The WB Club discount; its lines hold the old and new club discount.',
    },
  },
});

const PriceChangeStatus = builder.enumType('PriceChangeStatus', {
  values: {
    SENDING: { value: 'sending' as const, description: 'Logged; the upload is on its way to WB.' },
    PROCESSING: { value: 'processing' as const, description: 'WB took the upload and is processing it.' },
    DONE: { value: 'done' as const, description: 'WB changed every line.' },
    PARTIAL: { value: 'partial' as const, description: 'WB changed some lines and refused others.' },
    REFUSED: { value: 'refused' as const, description: 'WB changed nothing.' },
    FAILED: { value: 'failed' as const, description: 'WB could not be asked (the token); nothing was sent.' },
    UNANSWERED: { value: 'unanswered' as const, description: 'The follow-up was cut off; only WB knows.' },
  },
});

const PriceLineStatus = builder.enumType('PriceLineStatus', {
  values: {
    WAITING: { value: 'waiting' as const, description: "WB's answer has not come yet." },
    DONE: { value: 'done' as const },
    REFUSED: { value: 'refused' as const },
    QUARANTINE: { value: 'quarantine' as const, description: 'WB holds the new price in its price quarantine.' },
  },
});

type Figures = PreviewRowShape['before'];

const PriceFigures = builder.objectRef<Figures>('PriceFigures').implement({
  description: "A card's price and what it earns per unit sold (docs/money.md, unit economics).",
  fields: (t) => ({
    price: t.expose('price', { type: Money, nullable: true, description: "Before the seller's discount." }),
    discount: t.exposeInt('discount', { nullable: true }),
    priceAfterDiscount: t.expose('priceAfterDiscount', { type: Money, nullable: true }),
    profit: t.expose('profit', { type: Money, nullable: true }),
    marginPercent: t.expose('marginPercent', { type: Percent, nullable: true }),
    roiPercent: t.expose('roiPercent', { type: Percent, nullable: true }),
  }),
});

const PricePreviewRow = builder.objectRef<PreviewRowShape>('PricePreviewRow').implement({
  fields: (t) => ({
    nmID: t.exposeInt('nmID'),
    sizeID: t.int({
      nullable: true,
      description: "The size's sizeID (sizePricePreview); null for a card.",
      resolve: (row) => row.sizeID ?? null,
    }),
    techSize: t.string({ nullable: true, resolve: (row) => row.techSize ?? null }),
    vendorCode: t.exposeString('vendorCode'),
    title: t.exposeString('title', { nullable: true }),
    before: t.field({ type: PriceFigures, resolve: (row) => row.before }),
    after: t.field({ type: PriceFigures, resolve: (row) => row.after }),
    problem: t.exposeString('problem', {
      nullable: true,
      description: 'Why the card cannot be sent as it is (no price reaches the target, nothing changes).',
    }),
    warning: t.exposeString('warning', { nullable: true, description: 'WB would hold the price in quarantine.' }),
  }),
});

const PricePreview = builder.objectRef<PreviewShape>('PricePreview').implement({
  fields: (t) => ({
    scheme: t.field({ type: PriceScheme, resolve: (p) => p.scheme }),
    warehouseName: t.exposeString('warehouseName', { nullable: true }),
    rows: t.field({ type: [PricePreviewRow], resolve: (p) => p.rows }),
  }),
});

const PricePreviewCard = builder.inputType('PricePreviewCard', {
  fields: (t) => ({
    nmID: t.int({ required: true }),
    price: t.field({ type: Money, description: 'By hand: the new price before the discount, whole rubles.' }),
    discount: t.int({ description: "The seller's discount, 0–99 %; absent: the card's." }),
  }),
});

const PricePreviewInput = builder.inputType('PricePreviewInput', {
  fields: (t) => ({
    scheme: t.field({ type: PriceScheme, required: true }),
    mode: t.field({ type: PricePreviewMode, required: true }),
    warehouseName: t.string({ description: 'As unitEconomics: «Свой склад РФ», or the first, unless given.' }),
    targetMarginPercent: t.field({ type: Percent }),
    targetProfit: t.field({ type: Money }),
    cards: t.field({ type: [PricePreviewCard], required: true }),
  }),
});

builder.queryField('pricePreview', (t) =>
  t.field({
    type: PricePreview,
    description:
      'New prices of the chosen cards (by hand, for a margin or for a profit per unit) with old and new profit, margin and ROI; nothing is sent.',
    args: { input: t.arg({ type: PricePreviewInput, required: true }) },
    resolve: access.member((caller, { input }, ctx) =>
      pricePreview(ctx, caller, {
        scheme: input.scheme,
        mode: input.mode,
        warehouseName: input.warehouseName ?? null,
        targetMarginPercent: input.targetMarginPercent ?? null,
        targetProfit: input.targetProfit ?? null,
        cards: input.cards,
      }),
    ),
  }),
);

const SizePricePreviewSize = builder.inputType('SizePricePreviewSize', {
  fields: (t) => ({
    nmID: t.int({ required: true }),
    sizeID: t.int({ required: true, description: "WB's sizeID, the card size's chrtID." }),
    price: t.field({ type: Money, description: 'The new price before the discount, whole rubles; absent: unchanged.' }),
  }),
});

const SizePricePreviewInput = builder.inputType('SizePricePreviewInput', {
  fields: (t) => ({
    scheme: t.field({ type: PriceScheme, required: true }),
    warehouseName: t.string({ description: 'As unitEconomics: «Свой склад РФ», or the first, unless given.' }),
    sizes: t.field({ type: [SizePricePreviewSize], required: true }),
  }),
});

builder.queryField('sizePricePreview', (t) =>
  t.field({
    type: PricePreview,
    description:
      "New prices of single sizes with old and new profit, margin and ROI, each size counted as its card at the size's price with the card's discount; nothing is sent.",
    args: { input: t.arg({ type: SizePricePreviewInput, required: true }) },
    resolve: access.member((caller, { input }, ctx) =>
      sizePricePreview(ctx, caller, {
        scheme: input.scheme,
        warehouseName: input.warehouseName ?? null,
        sizes: input.sizes,
      }),
    ),
  }),
);

const PriceFilePreview = builder.objectRef<PriceFileShape>('PriceFilePreview').implement({
  description: 'New prices read from a file: its problems by row and column, or the preview of the cards it changes.',
  fields: (t) => ({
    file: t.field({ type: FileImportResult, resolve: (p) => p.file }),
    preview: t.field({ type: PricePreview, nullable: true, resolve: (p) => p.preview }),
  }),
});

builder.mutationField('priceFilePreview', (t) =>
  t.field({
    type: PriceFilePreview,
    description:
      "Reads new prices and discounts from a file in WB's layout (xlsx or csv) into the preview; nothing is saved or sent.",
    args: {
      file: t.arg({ type: FileUpload, required: true }),
      scheme: t.arg({ type: PriceScheme, required: true }),
      warehouseName: t.arg.string(),
    },
    resolve: access.member((caller, args, ctx) =>
      priceFilePreview(ctx, caller, args.file, args.scheme, args.warehouseName ?? null),
    ),
  }),
);

builder.queryField('priceFileTemplate', (t) =>
  t.field({
    type: FileDownload,
    description: "An xlsx of the company's cards with their current prices and discounts, in WB's layout.",
    resolve: access.member((caller, _args, ctx) => downloadPriceFileTemplate(ctx, caller)),
  }),
);

const PriceChangeLine = builder.objectRef<PriceLineRow>('PriceChangeLine').implement({
  description: "One card (or size) of a price change with WB's answer for it.",
  fields: (t) => ({
    nmID: t.exposeInt('nmId'),
    sizeID: t.int({ nullable: true, resolve: (l) => (l.sizeId === 0 ? null : l.sizeId) }),
    vendorCode: t.exposeString('vendorCode'),
    techSize: t.exposeString('techSize'),
    oldPrice: t.expose('oldPriceKopecks', { type: Money, nullable: true }),
    newPrice: t.expose('newPriceKopecks', { type: Money, nullable: true }),
    oldDiscount: t.exposeInt('oldDiscount', { nullable: true }),
    newDiscount: t.exposeInt('newDiscount', { nullable: true }),
    status: t.field({ type: PriceLineStatus, resolve: (l) => l.status }),
    wbError: t.exposeString('wbError', {
      nullable: true,
      description: "WB's reason in Russian; for quarantine, the way out WB offers.",
    }),
  }),
});

const PriceChange = builder.objectRef<PriceChangeShape>('PriceChange').implement({
  description: "A change of prices sent to WB: logged before the upload, completed with WB's answer.",
  fields: (t) => ({
    id: t.id({ resolve: (c) => String(c.id) }),
    kind: t.field({ type: PriceChangeKind, resolve: (c) => c.kind }),
    source: t.field({ type: PriceSource, resolve: (c) => c.source }),
    status: t.field({ type: PriceChangeStatus, resolve: (c) => c.status }),
    statusText: t.exposeString('statusText'),
    taskId: t.string({ nullable: true, description: "WB's upload id.", resolve: (c) => c.taskId?.toString() ?? null }),
    wbAnswer: t.exposeString('wbAnswer', { nullable: true }),
    createdAt: t.expose('createdAt', { type: DateTime }),
    who: t.exposeString('who', { nullable: true }),
    undoes: t.string({ nullable: true, resolve: (c) => c.undoes?.toString() ?? null }),
    undoable: t.exposeBoolean('undoable', {
      description: 'The old prices may be sent back: WB changed them and no later change of these cards was taken.',
    }),
    lines: t.field({ type: [PriceChangeLine], resolve: (c) => c.lines }),
  }),
});

builder.queryField('priceChange', (t) =>
  t.field({
    type: PriceChange,
    description: "One change of prices with WB's answer card by card; the screen reads it again while WB works.",
    args: { id: t.arg.id({ required: true }) },
    resolve: access.member((caller, args, ctx) => priceChange(ctx, caller, Number(args.id))),
  }),
);

const PriceLogLine = builder.objectRef<LogLineShape>('PriceLogLine').implement({
  fields: (t) => ({
    id: t.id({ resolve: (l) => `${l.changeId}:${l.nmId}:${l.sizeId}` }),
    changeId: t.id({ resolve: (l) => String(l.changeId) }),
    createdAt: t.expose('createdAt', { type: DateTime }),
    who: t.exposeString('who', { nullable: true }),
    source: t.field({ type: PriceSource, resolve: (l) => l.source }),
    kind: t.field({ type: PriceChangeKind, resolve: (l) => l.kind }),
    changeStatus: t.field({ type: PriceChangeStatus, resolve: (l) => l.shownStatus }),
    statusText: t.exposeString('statusText'),
    nmID: t.exposeInt('nmId'),
    sizeID: t.int({ nullable: true, resolve: (l) => (l.sizeId === 0 ? null : l.sizeId) }),
    vendorCode: t.exposeString('vendorCode'),
    techSize: t.exposeString('techSize'),
    oldPrice: t.expose('oldPriceKopecks', { type: Money, nullable: true }),
    newPrice: t.expose('newPriceKopecks', { type: Money, nullable: true }),
    oldDiscount: t.exposeInt('oldDiscount', { nullable: true }),
    newDiscount: t.exposeInt('newDiscount', { nullable: true }),
    status: t.field({ type: PriceLineStatus, resolve: (l) => l.status }),
    wbError: t.exposeString('wbError', { nullable: true }),
  }),
});

const PriceLogLinePage = pageType('PriceLogLine', PriceLogLine);

builder.queryField('priceLogPage', (t) =>
  t.field({
    type: PriceLogLinePage,
    description:
      'The price log of the last days (1–366), a page at a time, sorted, filtered and searched on the server; newest change first unless sorted.',
    args: { days: t.arg.int({ required: true }), query: t.arg({ type: ListQuery, required: true }) },
    resolve: access.member((caller, args, ctx) => priceLogPage(ctx, caller, args.days, args.query)),
  }),
);

builder.queryField('priceLog', (t) =>
  t.field({
    type: [PriceLogLine],
    description: 'Every card of every price change of the last days (1–366), newest first; nmID keeps one card.',
    args: { days: t.arg.int({ required: true }), nmID: t.arg.int() },
    resolve: access.member((caller, args, ctx) => priceLog(ctx, caller, args.days, args.nmID ?? null)),
  }),
);

const PriceLineInput = builder.inputType('PriceLineInput', {
  fields: (t) => ({
    nmID: t.int({ required: true }),
    sizeID: t.int({ description: "A size's own price (WB's sizeID = the size's chrtID); absent: the card." }),
    price: t.field({ type: Money, description: 'Before the discount, whole rubles; absent: unchanged.' }),
    discount: t.int({ description: '0–99 %; absent: unchanged. Not for a size.' }),
  }),
});

const SendablePriceSource = builder.enumType('SendablePriceSource', {
  values: {
    HAND: { value: 'hand' as const },
    MARGIN: { value: 'margin' as const },
    PROFIT: { value: 'profit' as const },
    FILE: { value: 'file' as const },
  },
});

type PriceChangeResult = MutationResultShape & { priceChange: PriceChangeShape };

const PriceChangeResult = builder.objectRef<PriceChangeResult>('PriceChangeResult').implement({
  description: "id is the log entry's; priceChange is followed until WB answers.",
  fields: (t) => ({ ...mutationResultFields(t), priceChange: t.expose('priceChange', { type: PriceChange }) }),
});

builder.mutationField('sendPrices', (t) =>
  t.field({
    type: PriceChangeResult,
    description:
      "Sends new prices and discounts to WB as one upload (up to 1000 cards, or sizes), logged before the call and followed in the background to WB's answer card by card.",
    args: {
      source: t.arg({ type: SendablePriceSource, required: true }),
      lines: t.arg({ type: [PriceLineInput], required: true }),
    },
    resolve: access.priceRight((caller, args, ctx) => sendPrices(ctx, caller, args.source, args.lines)),
  }),
);

builder.mutationField('undoPriceChange', (t) =>
  t.field({
    type: PriceChangeResult,
    description: 'Sends the old prices of a change back to WB, once, while no later change of those cards was taken.',
    args: { id: t.arg.id({ required: true }) },
    resolve: access.priceRight((caller, args, ctx) => undoPriceChange(ctx, caller, Number(args.id))),
  }),
);

const ClubDiscountLineInput = builder.inputType('ClubDiscountLineInput', {
  fields: (t) => ({
    nmID: t.int({ required: true }),
    clubDiscount: t.int({ required: true, description: 'The WB Club discount, 0–99 %.' }),
  }),
});

builder.mutationField('sendClubDiscounts', (t) =>
  t.field({
    type: PriceChangeResult,
    description:
      "Sends new WB Club discounts to WB as one upload (up to 1000 cards), logged before the call and followed to WB's answer card by card.",
    args: { lines: t.arg({ type: [ClubDiscountLineInput], required: true }) },
    resolve: access.priceRight((caller, args, ctx) => sendClubDiscounts(ctx, caller, args.lines)),
  }),
);

const CardPriceSize = builder.objectRef<CardPricesShape['sizes'][number]>('CardPriceSize').implement({
  fields: (t) => ({
    sizeID: t.exposeInt('sizeID', { description: "WB's sizeID, the card size's chrtID." }),
    techSize: t.exposeString('techSize'),
    price: t.expose('price', { type: Money, nullable: true, description: 'Before the discount.' }),
  }),
});

const CardPrices = builder.objectRef<CardPricesShape>('CardPrices').implement({
  description: "A card's prices at WB as last synced: per size, its discount and its WB Club discount.",
  fields: (t) => ({
    nmID: t.exposeInt('nmID'),
    vendorCode: t.exposeString('vendorCode'),
    discount: t.exposeInt('discount', { nullable: true }),
    clubDiscount: t.exposeInt('clubDiscount', { nullable: true }),
    pricedBySize: t.exposeBoolean('pricedBySize', {
      description: 'WB prices the sizes differently: new prices go per size.',
    }),
    sizes: t.field({ type: [CardPriceSize], resolve: (c) => c.sizes }),
  }),
});

builder.queryField('cardPrices', (t) =>
  t.field({
    type: [CardPrices],
    description:
      "WB's prices of the chosen cards (up to 1000); cards WB has no prices of, or of another company, are absent.",
    args: { nmIDs: t.arg.intList({ required: true }) },
    resolve: access.member((caller, args, ctx) => cardPrices(ctx, caller, args.nmIDs)),
  }),
);

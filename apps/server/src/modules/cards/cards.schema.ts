import { builder, mutationResultFields, type MutationResultShape } from '../../graphql/builder.ts';
import { access } from '../auth/access.ts';
import { DateTime, FileUpload, Money, Percent } from '../../graphql/scalars.ts';
import { TITLE_FOR_TN_MAX } from './card-settings-input.ts';
import { FileDownload, FileImportResult } from '../imports/imports.schema.ts';
import {
  cardSettingsHistory,
  downloadCardSettingsTemplate,
  importCardSettings,
  listCards,
  setCardSettings,
  type CardShape,
  type CardSizeShape,
  type SettingsChangeShape,
} from './cards.service.ts';

const CardDimensions = builder.objectRef<CardShape['dimensions']>('CardDimensions').implement({
  description:
    'Package dimensions from WB: centimetres, gross weight in kg as an exact decimal; isValid false means WB doubts them.',
  fields: (t) => ({
    length: t.exposeInt('length', { nullable: true }),
    width: t.exposeInt('width', { nullable: true }),
    height: t.exposeInt('height', { nullable: true }),
    weight: t.exposeString('weight', { nullable: true, description: 'weightBrutto, кг.' }),
    isValid: t.exposeBoolean('isValid', { nullable: true }),
  }),
});

const CardSize = builder.objectRef<CardSizeShape>('CardSize').implement({
  fields: (t) => ({
    chrtID: t.exposeID('chrtID', { description: 'WB made chrtID a uint64, so it travels as a string.' }),
    techSize: t.exposeString('techSize'),
    wbSize: t.exposeString('wbSize'),
    price: t.expose('price', { type: Money, nullable: true, description: "Price before the seller's discount." }),
    discountedPrice: t.expose('discountedPrice', { type: Money, nullable: true }),
    discount: t.exposeInt('discount', {
      nullable: true,
      description: "The seller's discount, percent (one per product).",
    }),
    skus: t.exposeStringList('skus'),
  }),
});

const CardTag = builder.objectRef<CardShape['tags'][number]>('CardTag').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    color: t.exposeString('color'),
  }),
});

const Card = builder.objectRef<CardShape>('Card').implement({
  description: "A product card synced from WB, joined with the seller's settings.",
  fields: (t) => ({
    nmID: t.exposeInt('nmID'),
    vendorCode: t.exposeString('vendorCode'),
    subjectID: t.exposeInt('subjectID', { nullable: true }),
    subjectName: t.exposeString('subjectName', { nullable: true }),
    brand: t.exposeString('brand', { nullable: true }),
    title: t.exposeString('title', { nullable: true }),
    photo: t.exposeString('photo', { nullable: true }),
    // Exposed, not resolved: a property read is compiled into the answer's code, a resolver is called for each of
    // thousands of cards.
    capacity: t.exposeString('capacity', {
      nullable: true,
      description: 'Package volume in litres (L × W × H cm / 1000), exact to three decimals: "6.237".',
    }),
    dimensions: t.expose('dimensions', { type: CardDimensions }),
    sizes: t.expose('sizes', { type: [CardSize] }),
    tags: t.expose('tags', { type: [CardTag] }),
    firstPrice: t.expose('firstPrice', { type: Money, nullable: true, description: 'Cost price of one unit.' }),
    titleForTn: t.exposeString('titleForTn', { nullable: true, description: 'Name on (electronic) waybills, ТН/эТН.' }),
    returnPercent: t.expose('returnPercent', { type: Percent, nullable: true }),
    defectPercent: t.expose('defectPercent', { type: Percent, nullable: true }),
    fbsCommission: t.expose('fbsCommission', {
      type: Percent,
      nullable: true,
      description: "The seller's own FBS commission; empty means WB's (wbFbsCommission).",
    }),
    fboCommission: t.expose('fboCommission', {
      type: Percent,
      nullable: true,
      description: "The seller's own FBO commission; empty means WB's (wbFboCommission).",
    }),
    wbFbsCommission: t.expose('wbFbsCommission', {
      type: Percent,
      nullable: true,
      description: "WB's FBS commission for the card's subject (kgvpMarketplace).",
    }),
    wbFboCommission: t.expose('wbFboCommission', {
      type: Percent,
      nullable: true,
      description: "WB's FBO commission for the card's subject (paidStorageKgvp).",
    }),
    buyoutPercent: t.expose('buyoutPercent', {
      type: Percent,
      nullable: true,
      description:
        "The seller's buyout for unit economics; empty means computed from orders and sales or the company's.",
    }),
    acquiringPercent: t.expose('acquiringPercent', {
      type: Percent,
      nullable: true,
      description: "WB's payment fee for unit economics; empty means the company's default.",
    }),
    acceptance: t.expose('acceptance', {
      type: Money,
      nullable: true,
      description: "WB's paid acceptance per unit (FBO); empty means the company's default.",
    }),
    packaging: t.expose('packaging', {
      type: Money,
      nullable: true,
      description: "Packaging per unit; empty means the company's default.",
    }),
    deliveryToWb: t.expose('deliveryToWb', {
      type: Money,
      nullable: true,
      description: "Getting one unit to WB; empty means the company's default.",
    }),
    createdAt: t.expose('createdAt', { type: DateTime, nullable: true }),
    updatedAt: t.expose('updatedAt', { type: DateTime, nullable: true }),
  }),
});

const CardSettingsInput = builder.inputType('CardSettingsInput', {
  description: 'Card settings: only the fields given change; null clears a field.',
  fields: (t) => ({
    firstPrice: t.field({ type: Money, description: 'Cost price of one unit, 0 or more.' }),
    titleForTn: t.string({ description: `Name on waybills, up to ${TITLE_FOR_TN_MAX} characters.` }),
    returnPercent: t.field({ type: Percent, description: 'Expected share of returns, 0–100.' }),
    defectPercent: t.field({ type: Percent, description: 'Expected share of defects, 0–100.' }),
    fbsCommission: t.field({ type: Percent, description: "Own FBS commission, 0–100; null means WB's." }),
    fboCommission: t.field({ type: Percent, description: "Own FBO commission, 0–100; null means WB's." }),
    buyoutPercent: t.field({
      type: Percent,
      description: "Buyout, above 0 and up to 100; null means computed or the company's.",
    }),
    acquiringPercent: t.field({
      type: Percent,
      description: "WB's payment fee, 0 to under 100; null means the company's.",
    }),
    acceptance: t.field({
      type: Money,
      description: "Paid acceptance per unit (FBO), 0 or more; null means the company's.",
    }),
    packaging: t.field({ type: Money, description: "Packaging per unit, 0 or more; null means the company's." }),
    deliveryToWb: t.field({
      type: Money,
      description: "Delivery of one unit to WB, 0 or more; null means the company's.",
    }),
  }),
});

const CardSettingsChange = builder.objectRef<SettingsChangeShape>('CardSettingsChange').implement({
  description: "One changed field of a card's settings: who, when, before and after.",
  fields: (t) => ({
    id: t.id({ resolve: (change) => String(change.id) }),
    field: t.exposeString('field'),
    fieldLabel: t.exposeString('fieldLabel'),
    oldValue: t.exposeString('oldValue', { nullable: true }),
    newValue: t.exposeString('newValue', { nullable: true }),
    changedAt: t.expose('changedAt', { type: DateTime }),
    changedBy: t.exposeString('changedBy', { nullable: true }),
  }),
});

builder.queryField('cards', (t) =>
  t.field({
    type: [Card],
    description: "The company's product cards with their settings.",
    resolve: access.member((caller, _args, ctx) => listCards(ctx, caller)),
  }),
);

builder.queryField('cardSettingsHistory', (t) =>
  t.field({
    type: [CardSettingsChange],
    description: "Changes of a card's settings, newest first.",
    args: { cardId: t.arg.id({ required: true }) },
    resolve: access.member((caller, args, ctx) => cardSettingsHistory(ctx, caller, String(args.cardId))),
  }),
);

const SetCardSettingsResult = builder
  .objectRef<MutationResultShape & { card: CardShape }>('SetCardSettingsResult')
  .implement({
    description: 'The saved card with its settings as they are now.',
    fields: (t) => ({ ...mutationResultFields(t), card: t.expose('card', { type: Card }) }),
  });

builder.mutationField('setCardSettings', (t) =>
  t.field({
    type: SetCardSettingsResult,
    description: "Saves a card's settings; cardId is the card's nmID.",
    args: {
      cardId: t.arg.id({ required: true }),
      data: t.arg({ type: CardSettingsInput, required: true }),
    },
    resolve: access.member((caller, args, ctx) => setCardSettings(ctx, caller, String(args.cardId), args.data)),
  }),
);

builder.mutationField('importCardSettings', (t) =>
  t.field({
    type: FileImportResult,
    description:
      'Card settings from an xlsx or csv file (docs/file-formats.md): every row saved in one transaction, or nothing when any row is wrong.',
    args: { file: t.arg({ type: FileUpload, required: true }) },
    resolve: access.member((caller, args, ctx) => importCardSettings(ctx, caller, args.file)),
  }),
);

builder.queryField('cardSettingsTemplate', (t) =>
  t.field({
    type: FileDownload,
    description: "The import template: an xlsx of the company's cards with their current settings.",
    resolve: access.member((caller, _args, ctx) => downloadCardSettingsTemplate(ctx, caller)),
  }),
);

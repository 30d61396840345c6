import { builder, mutationResultFields } from '../../graphql/builder.ts';
import { DateScalar, DateTime, Money, Percent } from '../../graphql/scalars.ts';
import { access } from '../auth/access.ts';
import { promotionPlanFact, type PeriodFiguresShape, type PlanFactCardShape, type PromotionPlanFactShape } from './promotion-plan-fact.service.ts';
import { mayJoinPromotions } from './promotions-access.ts';
import {
  joinLog,
  joinPromotion,
  listPromotions,
  promotionCards,
  type Floor,
  type JoinResult,
  type JoinShape,
  type PromotionCardShape,
  type PromotionCardsShape,
  type PromotionShape,
  type PromotionState,
  type Scheme,
} from './promotions.service.ts';

const PromotionStateEnum = builder.enumType('PromotionState', {
  values: {
    CURRENT: { value: 'current' as PromotionState, description: 'Running now.' },
    COMING: { value: 'coming' as PromotionState, description: 'Starts later.' },
    ENDED: { value: 'ended' as PromotionState, description: 'Over.' },
  },
});

const PromotionTypeEnum = builder.enumType('PromotionType', {
  values: {
    REGULAR: { value: 'regular' as const, description: 'The seller adds cards.' },
    AUTO: { value: 'auto' as const, description: 'WB adds the cards itself; none can be added through the API.' },
  },
});

const SchemeEnum = builder.enumType('PromotionScheme', {
  description: 'Which scheme the profit at the promotion price is counted for.',
  values: {
    FBO: { value: 'fbo' as Scheme, description: "From WB's warehouse." },
    FBS: { value: 'fbs' as Scheme, description: "From the seller's warehouse." },
  },
});

const Promotion = builder.objectRef<PromotionShape>('Promotion').implement({
  description: "A promotion of WB's calendar as last synced (docs/wb-api.md, «Promotions»).",
  fields: (t) => ({
    id: t.id({ resolve: (p) => String(p.promotionId) }),
    promotionId: t.exposeInt('promotionId'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    advantages: t.exposeStringList('advantages'),
    type: t.field({ type: PromotionTypeEnum, resolve: (p) => p.type }),
    startAt: t.expose('startAt', { type: DateTime }),
    endAt: t.expose('endAt', { type: DateTime }),
    state: t.field({ type: PromotionStateEnum, resolve: (p) => p.state }),
    offered: t.exposeInt('offered', { description: "The seller's cards WB offers to it, in it or not." }),
    inAction: t.exposeInt('inAction', { description: 'Of those, the cards in it.' }),
    cardsSyncedAt: t.expose('cardsSyncedAt', {
      type: DateTime,
      nullable: true,
      description: 'When its cards were last read; empty for an auto promotion.',
    }),
  }),
});

const PromotionCard = builder.objectRef<PromotionCardShape>('PromotionCard').implement({
  description: 'A card WB offers to a promotion, with what a unit earns at the promotion price (docs/money.md).',
  fields: (t) => ({
    nmID: t.exposeInt('nmId'),
    vendorCode: t.exposeString('vendorCode', { nullable: true }),
    title: t.exposeString('title', { nullable: true }),
    inAction: t.exposeBoolean('inAction'),
    currency: t.exposeString('currency'),
    price: t.expose('price', { type: Money, description: "WB's price before the seller's discount." }),
    discount: t.exposeInt('discount', { description: 'The discount now, %.' }),
    planDiscount: t.exposeInt('planDiscount', { description: 'The discount WB sets when the card joins, %.' }),
    planPrice: t.expose('planPrice', { type: Money, description: "WB's promotion price." }),
    promoPriceAfterDiscount: t.expose('promoPriceAfterDiscount', {
      type: Money,
      nullable: true,
      description: 'price × (100 − planDiscount) / 100: what a unit sells for in the promotion.',
    }),
    currentPriceAfterDiscount: t.expose('currentPriceAfterDiscount', { type: Money, nullable: true }),
    profit: t.expose('profit', { type: Money, nullable: true, description: 'Per unit at the promotion price.' }),
    marginPercent: t.expose('marginPercent', { type: Percent, nullable: true }),
    roiPercent: t.expose('roiPercent', { type: Percent, nullable: true }),
    currentProfit: t.expose('currentProfit', { type: Money, nullable: true, description: 'Per unit at the price now.' }),
    currentMarginPercent: t.expose('currentMarginPercent', { type: Percent, nullable: true }),
    missing: t.exposeString('missing', { nullable: true, description: 'Why profit is empty, in Russian.' }),
    belowFloor: t.exposeBoolean('belowFloor', {
      nullable: true,
      description: 'Profit at the promotion price under the floor (under zero when none is given); empty without profit.',
    }),
  }),
});

const PromotionCards = builder.objectRef<PromotionCardsShape>('PromotionCards').implement({
  fields: (t) => ({
    promotion: t.expose('promotion', { type: Promotion }),
    scheme: t.field({ type: SchemeEnum, resolve: (p) => p.scheme }),
    warehouseName: t.exposeString('warehouseName', { nullable: true }),
    cards: t.expose('cards', { type: [PromotionCard] }),
  }),
});

const PromotionJoin = builder.objectRef<JoinShape>('PromotionJoin').implement({
  description: 'One request to join cards to a promotion: who, when, which cards and WB\'s answer.',
  fields: (t) => ({
    id: t.id({ resolve: (j) => String(j.id) }),
    promotionId: t.exposeInt('promotionId'),
    nmIds: t.exposeIntList('nmIds'),
    joined: t.exposeIntList('joined', { description: 'The cards WB lists in the promotion after the upload.' }),
    uploadNow: t.exposeBoolean('uploadNow', { description: 'The discount set at once, else when the promotion starts.' }),
    outcome: t.exposeString('outcome', { description: 'sent, done, partial, refused or unanswered.' }),
    wbAnswer: t.exposeString('wbAnswer'),
    who: t.exposeString('who', { nullable: true }),
    createdAt: t.expose('createdAt', { type: DateTime }),
    updatedAt: t.expose('updatedAt', { type: DateTime, nullable: true }),
  }),
});

const PeriodFigures = builder.objectRef<PeriodFiguresShape>('PromotionPeriodFigures').implement({
  fields: (t) => ({
    orders: t.exposeInt('orders'),
    ordersSum: t.expose('ordersSum', { type: Money }),
    sold: t.exposeInt('sold', { description: 'Sales less returns.' }),
    revenue: t.expose('revenue', { type: Money }),
    profit: t.expose('profit', {
      type: Money,
      nullable: true,
      description: "Payout less cost price by the period's realization reports; empty when none or unknown.",
    }),
  }),
});

const PlanFactCard = builder.objectRef<PlanFactCardShape>('PromotionPlanFactCard').implement({
  fields: (t) => ({
    nmID: t.exposeInt('nmId'),
    vendorCode: t.exposeString('vendorCode', { nullable: true }),
    title: t.exposeString('title', { nullable: true }),
    before: t.expose('before', { type: PeriodFigures }),
    during: t.expose('during', { type: PeriodFigures }),
  }),
});

const PlanFact = builder.objectRef<PromotionPlanFactShape>('PromotionPlanFact').implement({
  description: 'The cards that took part in an ended promotion, during it against as many days before it.',
  fields: (t) => ({
    promotion: t.expose('promotion', { type: Promotion }),
    dateFrom: t.expose('dateFrom', { type: DateScalar }),
    dateTo: t.expose('dateTo', { type: DateScalar }),
    beforeFrom: t.expose('beforeFrom', { type: DateScalar }),
    beforeTo: t.expose('beforeTo', { type: DateScalar }),
    cards: t.expose('cards', { type: [PlanFactCard] }),
    before: t.expose('before', { type: PeriodFigures, description: 'Sums of the rows; profit of the cards with one.' }),
    during: t.expose('during', { type: PeriodFigures }),
    beforeWithoutProfit: t.exposeInt('beforeWithoutProfit', { description: 'Cards left out of the profit total.' }),
    duringWithoutProfit: t.exposeInt('duringWithoutProfit'),
  }),
});

builder.queryField('promotions', (t) =>
  t.field({
    type: [Promotion],
    description: "WB's promotions calendar of the company as last synced: ended, current and coming, by start.",
    resolve: access.member((caller, _args, ctx) => listPromotions(ctx, caller)),
  }),
);

builder.queryField('promotionCards', (t) =>
  t.field({
    type: PromotionCards,
    description:
      "A promotion's cards with WB's promotion price and profit, margin and ROI per unit at it (the unit economics of /unit); a floor marks cards under it: a margin or a profit per unit, not both.",
    args: {
      promotionId: t.arg.int({ required: true }),
      scheme: t.arg({ type: SchemeEnum, required: false }),
      floorMarginPercent: t.arg({ type: Percent, required: false }),
      floorProfit: t.arg({ type: Money, required: false }),
      warehouseName: t.arg.string({ required: false }),
    },
    resolve: access.member((caller, args, ctx) => {
      const floor: Floor =
        args.floorProfit != null
          ? { profit: args.floorProfit }
          : args.floorMarginPercent != null
            ? { marginPercent: args.floorMarginPercent }
            : null;
      return promotionCards(ctx, caller, args.promotionId, args.scheme ?? 'fbo', floor, args.warehouseName ?? null);
    }),
  }),
);

builder.queryField('promotionJoins', (t) =>
  t.field({
    type: [PromotionJoin],
    description: "The promotion's join log, newest first.",
    args: { promotionId: t.arg.int({ required: true }) },
    resolve: access.member((caller, args, ctx) => joinLog(ctx, caller, args.promotionId)),
  }),
);

builder.queryField('promotionPlanFact', (t) =>
  t.field({
    type: PlanFact,
    description:
      'Orders, sales and profit of the cards that took part in an ended promotion, during it against the same number of days before it.',
    args: { promotionId: t.arg.int({ required: true }) },
    resolve: access.member((caller, args, ctx) => promotionPlanFact(ctx, caller, args.promotionId)),
  }),
);

const JoinResultRef = builder.objectRef<JoinResult>('PromotionJoinResult').implement({
  description: "The join's log entry id and message, the entry itself and the promotion.",
  fields: (t) => ({
    ...mutationResultFields(t),
    join: t.expose('join', { type: PromotionJoin }),
    promotion: t.expose('promotion', { type: Promotion }),
  }),
});

builder.mutationField('joinPromotion', (t) =>
  t.field({
    type: JoinResultRef,
    description:
      "Adds the chosen cards (up to 1000 WB offers to it) to a regular promotion, in the background: id is the log entry's, whose outcome tells WB's answer.",
    args: { promotionId: t.arg.int({ required: true }), nmIds: t.arg.intList({ required: true }) },
    resolve: mayJoinPromotions((caller, args, ctx) => joinPromotion(ctx, caller, args.promotionId, args.nmIds)),
  }),
);

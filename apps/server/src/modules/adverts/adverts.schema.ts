import { builder, mutationResultFields, type MutationResultShape } from '../../graphql/builder.ts';
import { appError } from '../../graphql/errors.ts';
import { DateScalar, DateTime, Money, Percent } from '../../graphql/scalars.ts';
import { access } from '../auth/access.ts';
import type { CompanyCaller } from '../auth/guards.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import {
  advertActionEntry,
  advertActionLog,
  changeStatus,
  excludePhrases,
  restorePhrases,
  undoExclusion,
  type AdvertActionShape,
  type CampaignChange,
} from './advert-actions.service.ts';
import { advertCostByCard, campaignCardCosts, type AdvertCardCostShape } from './advert-costs.service.ts';
import {
  advertDetail,
  advertSpends,
  campaignOf,
  listAdverts,
  type AdvertClusterShape,
  type AdvertDayShape,
  type AdvertDetailShape,
  type AdvertNmShape,
  type AdvertShape,
  type AdvertSpendShape,
  type KeywordStatShape,
} from './adverts.service.ts';

const AdvertNm = builder.objectRef<AdvertNmShape>('AdvertNm').implement({
  description: 'A product of a campaign.',
  fields: (t) => ({
    nm: t.exposeInt('nm', { description: "The card's nmID." }),
    vendorCode: t.exposeString('vendorCode', {
      nullable: true,
      description: "The seller's article; empty before the cards are synced.",
    }),
    url: t.exposeString('url', { description: "The card's page on wildberries.ru." }),
  }),
});

const Advert = builder.objectRef<AdvertShape>('Advert').implement({
  description: 'A WB advert campaign as last synced; docs/decisions.md "Adverts" maps each field to WB\'s.',
  fields: (t) => ({
    advertId: t.exposeInt('advertId'),
    name: t.exposeString('name'),
    endTime: t.expose('endTime', {
      type: DateTime,
      nullable: true,
      description: "WB's deletion time, or the last change of a finished (7) or cancelled (8) campaign.",
    }),
    createTime: t.expose('createTime', { type: DateTime, nullable: true }),
    changeTime: t.expose('changeTime', { type: DateTime, nullable: true }),
    startTime: t.expose('startTime', { type: DateTime, nullable: true }),
    dailyBudget: t.expose('dailyBudget', {
      type: Money,
      nullable: true,
      description: "WB's daily spending limit; empty with dailyBudgetMissing saying why.",
    }),
    dailyBudgetMissing: t.exposeString('dailyBudgetMissing', {
      nullable: true,
      description: 'Why there is no daily budget, in Russian.',
    }),
    budget: t.expose('budget', {
      type: Money,
      nullable: true,
      description: "The campaign's budget (statuses 4, 9 and 11).",
    }),
    status: t.exposeInt('status', {
      description: '−1 deleted, 4 ready, 7 finished, 8 cancelled, 9 active, 11 paused.',
    }),
    type: t.exposeInt('type', {
      nullable: true,
      description: '8 unified bid (the former automatic), 9 unified or manual bid (see bidType).',
    }),
    bidType: t.exposeString('bidType', { nullable: true, description: 'unified or manual.' }),
    paymentType: t.exposeString('paymentType', {
      nullable: true,
      description: 'cpm (per thousand views) or cpc (per click).',
    }),
    nms: t.field({ type: [AdvertNm], resolve: (a) => a.nms }),
  }),
});

const AdvertSpend = builder.objectRef<AdvertSpendShape>('AdvertSpend').implement({
  description: "A campaign's totals for a period.",
  fields: (t) => ({
    advertId: t.exposeInt('advertId'),
    views: t.exposeInt('views'),
    clicks: t.exposeInt('clicks'),
    orders: t.exposeInt('orders'),
    spend: t.expose('spend', { type: Money }),
  }),
});

const KeywordStat = builder.objectRef<KeywordStatShape>('AdvertKeywordStat').implement({
  description: "A search cluster's figures of one day (WB's keyword statistics are search clusters now).",
  fields: (t) => ({
    keyword: t.exposeString('keyword', { description: "The search cluster (WB's normQuery)." }),
    views: t.exposeInt('views', { nullable: true, description: 'Empty for CPC campaigns.' }),
    clicks: t.exposeInt('clicks'),
    ctr: t.expose('ctr', { type: Percent, nullable: true }),
    sum: t.expose('sum', { type: Money, description: "Spend (WB's spend)." }),
    orders: t.exposeInt('orders'),
  }),
});

const AdvertDay = builder.objectRef<AdvertDayShape>('AdvertDayStat').implement({
  description: "A campaign's day: its totals and its search clusters' figures.",
  fields: (t) => ({
    date: t.expose('date', { type: DateScalar }),
    views: t.exposeInt('views'),
    clicks: t.exposeInt('clicks'),
    ctr: t.expose('ctr', { type: Percent, nullable: true }),
    sum: t.expose('sum', { type: Money }),
    orders: t.exposeInt('orders'),
    stats: t.field({ type: [KeywordStat], resolve: (d) => d.stats }),
  }),
});

const AdvertCluster = builder.objectRef<AdvertClusterShape>('AdvertCluster').implement({
  description: 'A search cluster of the campaign that is not excluded, with its figures for the period.',
  fields: (t) => ({
    cluster: t.exposeString('cluster'),
    count: t.exposeInt('count', { description: 'Views for the period (clicks for CPC campaigns).' }),
    keywords: t.exposeStringList('keywords', {
      description: 'WB no longer lists the queries of a cluster: the cluster itself.',
    }),
    state: t.exposeString('state', { description: 'active, or archived (no views lately).' }),
    views: t.exposeInt('views', { nullable: true }),
    clicks: t.exposeInt('clicks'),
    ctr: t.expose('ctr', { type: Percent, nullable: true }),
    spend: t.expose('spend', { type: Money }),
    orders: t.exposeInt('orders'),
    products: t.exposeInt('products', { description: 'Products of the campaign the cluster is found for.' }),
  }),
});

const AdvertClusters = builder.objectRef<AdvertDetailShape['clusters']>('AdvertClusters').implement({
  fields: (t) => ({
    clusters: t.field({ type: [AdvertCluster], resolve: (c) => c.clusters }),
    excluded: t.exposeStringList('excluded', { description: 'Minus phrases of any product of the campaign.' }),
  }),
});

const AdvertDetail = builder.objectRef<AdvertDetailShape>('AdvertDetail').implement({
  fields: (t) => ({
    info: t.field({ type: Advert, resolve: (d) => d.info }),
    stat: t.field({ type: [AdvertDay], resolve: (d) => d.stat }),
    clusters: t.field({ type: AdvertClusters, resolve: (d) => d.clusters }),
    budget: t.expose('budget', { type: Money, nullable: true }),
    cardCosts: t.field({
      type: [AdvertCardCost],
      description: "Each product's spend in this campaign for the period against the company's orders and sales of it.",
      resolve: (d, _args, ctx) => campaignCardCosts(ctx, d.scope),
    }),
  }),
});

const AdvertActionEntry = builder.objectRef<AdvertActionShape>('AdvertActionEntry').implement({
  description: 'A change asked of WB: who, when, what, and what WB answered.',
  fields: (t) => ({
    id: t.exposeID('id'),
    action: t.exposeString('action', { description: 'exclude, restore, start, pause or stop.' }),
    phrases: t.exposeStringList('phrases'),
    outcome: t.exposeString('outcome', {
      description:
        'sent (waiting for WB); unanswered (no answer to rely on: a timeout, a cut connection, a WB server error, or the server stopped while waiting; only WB knows whether it changed); done; partial (some products refused or unanswered); refused.',
    }),
    wbAnswer: t.exposeString('wbAnswer'),
    createdAt: t.expose('createdAt', { type: DateTime }),
    who: t.exposeString('who', { nullable: true }),
    undoable: t.exposeBoolean('undoable', {
      description: 'An exclusion WB took and not undone yet (an undo WB refused does not count).',
    }),
    productsDone: t.exposeInt('productsDone', {
      nullable: true,
      description: 'A change of minus lists, run in the background: the products it has gone through.',
    }),
    productsTotal: t.exposeInt('productsTotal', {
      nullable: true,
      description: 'A change of minus lists: how many products it goes through.',
    }),
  }),
});

const AdvertCardCost = builder.objectRef<AdvertCardCostShape>('AdvertCardCost').implement({
  description:
    "A card's advertising spend for a period against the company's own orders and sales of the card (ДРР); docs/money.md.",
  fields: (t) => ({
    nm: t.exposeInt('nm'),
    vendorCode: t.exposeString('vendorCode', { nullable: true }),
    spend: t.expose('spend', { type: Money, description: "WB's spend on the card (fullstats per product)." }),
    orders: t.exposeInt('orders', { description: "The company's orders of the card (cancelled ones too)." }),
    ordersSum: t.expose('ordersSum', { type: Money, description: 'Their sum at the price after the seller discount.' }),
    sales: t.exposeInt('sales', { description: 'Sales net of returns.' }),
    salesSum: t.expose('salesSum', {
      type: Money,
      description: 'Sales less returns at the price after the seller discount.',
    }),
    costPerOrder: t.expose('costPerOrder', {
      type: Money,
      nullable: true,
      description: 'spend ÷ orders; empty without orders.',
    }),
    costPerSale: t.expose('costPerSale', {
      type: Money,
      nullable: true,
      description: 'spend ÷ sales; empty without sales.',
    }),
    drrOrders: t.expose('drrOrders', { type: Percent, nullable: true, description: 'spend ÷ ordersSum × 100 %.' }),
    drrSales: t.expose('drrSales', { type: Percent, nullable: true, description: 'spend ÷ salesSum × 100 %.' }),
    advertOrders: t.exposeInt('advertOrders', { description: 'Orders WB attributes to the campaigns.' }),
  }),
});

builder.queryField('adverts', (t) =>
  t.field({
    type: [Advert],
    description: "The company's advert campaigns as last synced from WB.",
    resolve: access.member((caller, _args, ctx) => listAdverts(ctx, caller)),
  }),
);

builder.queryField('advertSpends', (t) =>
  t.field({
    type: [AdvertSpend],
    description: "Each campaign's views, clicks, orders and spend for the period (Moscow days).",
    args: { from: t.arg({ type: DateScalar, required: true }), to: t.arg({ type: DateScalar, required: true }) },
    resolve: access.member((caller, args, ctx) => advertSpends(ctx, caller, args.from, args.to)),
  }),
);

builder.queryField('advert', (t) =>
  t.field({
    type: AdvertDetail,
    description: 'A campaign with its figures by day, its search clusters and excluded phrases for the period.',
    args: {
      advertId: t.arg.int({ required: true }),
      from: t.arg({ type: DateScalar, required: true }),
      to: t.arg({ type: DateScalar, required: true }),
    },
    resolve: access.member((caller, args, ctx) => advertDetail(ctx, caller, args.advertId, args.from, args.to)),
  }),
);

builder.queryField('advertActions', (t) =>
  t.field({
    type: [AdvertActionEntry],
    description: "The campaign's action log, newest first.",
    args: { advertId: t.arg.int({ required: true }) },
    resolve: access.member((caller, args, ctx) => advertActionLog(ctx, caller, args.advertId)),
  }),
);

builder.queryField('advertCostByCard', (t) =>
  t.field({
    type: [AdvertCardCost],
    description:
      "Each card advertised in the period (Moscow days): spend over all campaigns against the company's orders and sales.",
    args: { from: t.arg({ type: DateScalar, required: true }), to: t.arg({ type: DateScalar, required: true }) },
    resolve: access.member((caller, args, ctx) => advertCostByCard(ctx, caller, args.from, args.to)),
  }),
);

const CampaignActionResult = builder
  .objectRef<MutationResultShape & { campaign: AdvertShape; action: AdvertActionShape | null }>(
    'CampaignActionResult',
  )
  .implement({
    description: "A campaign action's log entry id and message, the campaign as stored after it, and the log entry.",
    fields: (t) => ({
      ...mutationResultFields(t),
      campaign: t.expose('campaign', { type: Advert }),
      action: t.expose('action', {
        type: AdvertActionEntry,
        nullable: true,
        description: 'The entry the change wrote in the campaign log (advertActions).',
      }),
    }),
  });

/** The action's answer with its campaign and log entry read again, so the client shows the change without asking. */
async function withCampaign(ctx: GraphQLContext, caller: CompanyCaller, change: Promise<CampaignChange>) {
  const { advertId, ...answer } = await change;
  return {
    ...answer,
    campaign: await campaignOf(ctx, caller.companyId, advertId),
    action: answer.id ? await advertActionEntry(ctx, caller.companyId, advertId, Number(answer.id)) : null,
  };
}

builder.mutationField('excludePhrases', (t) =>
  t.field({
    type: CampaignActionResult,
    description:
      "Adds the phrases to the minus list of every product of the campaign (up to 1000), in the background: id is the log entry's, whose outcome and products done tell how far it is.",
    args: { advertId: t.arg.int({ required: true }), phrases: t.arg.stringList({ required: true }) },
    resolve: access.member((caller, args, ctx) =>
      withCampaign(ctx, caller, excludePhrases(ctx, caller, args.advertId, args.phrases)),
    ),
  }),
);

builder.mutationField('restoreExcludedPhrases', (t) =>
  t.field({
    type: CampaignActionResult,
    description: 'Takes the phrases off the minus list of every product of the campaign, in the background.',
    args: { advertId: t.arg.int({ required: true }), phrases: t.arg.stringList({ required: true }) },
    resolve: access.member((caller, args, ctx) =>
      withCampaign(ctx, caller, restorePhrases(ctx, caller, args.advertId, args.phrases)),
    ),
  }),
);

builder.mutationField('undoExcludePhrases', (t) =>
  t.field({
    type: CampaignActionResult,
    description:
      'Takes off again the phrases a logged exclusion added (phrases excluded since stay), in the background; once per exclusion.',
    args: { actionId: t.arg.id({ required: true }) },
    resolve: access.member((caller, args, ctx) =>
      withCampaign(ctx, caller, undoExclusion(ctx, caller, Number(args.actionId))),
    ),
  }),
);

builder.mutationField('changeAdvertActivity', (t) =>
  t.field({
    type: CampaignActionResult,
    description: 'type: start (from statuses 4 and 11) or pause (from 9); WB decides.',
    args: { advertId: t.arg.int({ required: true }), type: t.arg.string({ required: true }) },
    resolve: access.member((caller, args, ctx) => {
      if (args.type !== 'start' && args.type !== 'pause') {
        throw appError('BAD_USER_INPUT', 'Тип изменения: start (запустить) или pause (приостановить).');
      }
      return withCampaign(ctx, caller, changeStatus(ctx, caller, args.advertId, args.type));
    }),
  }),
);

builder.mutationField('stopAdvert', (t) =>
  t.field({
    type: CampaignActionResult,
    description: 'Finishes the campaign (from statuses 9 and 11); a finished campaign cannot be started again.',
    args: { advertId: t.arg.int({ required: true }) },
    resolve: access.member((caller, args, ctx) =>
      withCampaign(ctx, caller, changeStatus(ctx, caller, args.advertId, 'stop')),
    ),
  }),
);

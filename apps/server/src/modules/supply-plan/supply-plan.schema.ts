import { builder, MutationResult, mutationResultFields, type MutationResultShape } from '../../graphql/builder.ts';
import { DateScalar, DateTime, Decimal } from '../../graphql/scalars.ts';
import { ListQuery } from '../../lib/list-query/list-query.schema.ts';
import { access } from '../auth/access.ts';
import {
  deleteSupplyPlan,
  localisationPage,
  saveSupplyPlan,
  savedSupplyPlans,
  supplyPlanPage,
  supplyPlanWarehouses,
  type PlanItemShape,
} from './supply-plan.service.ts';

const SupplyPlanItem = builder.objectRef<PlanItemShape>('SupplyPlanItem').implement({
  description: "One size of a card for one buyers' district: what sells there, what is there, what to ship.",
  fields: (t) => ({
    id: t.exposeID('id', { description: '«nmId:chrtId:district»' }),
    nmId: t.exposeInt('nmId'),
    chrtId: t.exposeInt('chrtId'),
    techSize: t.exposeString('techSize', { nullable: true }),
    barcode: t.exposeString('barcode', { nullable: true }),
    vendorCode: t.exposeString('vendorCode', { nullable: true }),
    title: t.exposeString('title', { nullable: true }),
    district: t.exposeString('district', {
      description: 'The federal district without «федеральный округ», or the country abroad.',
    }),
    warehouse: t.exposeString('warehouse', {
      nullable: true,
      description:
        "The WB warehouse to ship to: the district's one holding most of the card, else its first; null: none known.",
    }),
    orders: t.exposeInt('orders', { description: "The district's orders of the window, net of cancellations." }),
    salesPerDay: t.expose('salesPerDay', { type: Decimal }),
    inDistrict: t.exposeInt('inDistrict', {
      description: "Units in the district's WB warehouses, with those on their way back from buyers.",
    }),
    onTheWay: t.exposeInt('onTheWay', { description: 'Units in incomes to the district not accepted yet.' }),
    need: t.exposeInt('need', { description: 'orders × (lead + cover days) / window days, rounded up.' }),
    toShip: t.exposeInt('toShip', { description: 'need − inDistrict − onTheWay, not below 0.' }),
  }),
});

const SupplyPlanPage = builder
  .objectRef<{
    items: PlanItemShape[];
    totalCount: number;
    today: string;
    windowDays: number;
    leadDays: number;
    coverDays: number;
  }>('SupplyPlanPage')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [SupplyPlanItem], resolve: (page) => page.items }),
      totalCount: t.exposeInt('totalCount'),
      today: t.expose('today', { type: DateScalar }),
      windowDays: t.exposeInt('windowDays'),
      leadDays: t.exposeInt('leadDays'),
      coverDays: t.exposeInt('coverDays'),
    }),
  });

const SupplyPlanWarehouse = builder
  .objectRef<{ name: string; district: string; units: number; barcodes: number }>('SupplyPlanWarehouse')
  .implement({
    fields: (t) => ({
      name: t.exposeString('name'),
      district: t.exposeString('district'),
      units: t.exposeInt('units'),
      barcodes: t.exposeInt('barcodes'),
    }),
  });

interface SavedLine {
  barcode: string;
  nmId: number | null;
  techSize: string | null;
  vendorCode: string | null;
  planned: number;
  shipped: number | null;
  accepted: number | null;
}

const SavedSupplyPlanLine = builder.objectRef<SavedLine>('SavedSupplyPlanLine').implement({
  description: 'A barcode of a saved plan against the income: planned, shipped and accepted units.',
  fields: (t) => ({
    barcode: t.exposeString('barcode'),
    nmId: t.exposeInt('nmId', { nullable: true }),
    techSize: t.exposeString('techSize', { nullable: true }),
    vendorCode: t.exposeString('vendorCode', { nullable: true }),
    planned: t.exposeInt('planned', { description: '0: in the income, not in the plan.' }),
    shipped: t.exposeInt('shipped', { nullable: true, description: 'In the income; null: no income yet.' }),
    accepted: t.exposeInt('accepted', { nullable: true, description: 'Accepted by WB; null until WB says.' }),
  }),
});

interface SavedPlanShape {
  id: string;
  warehouse: string;
  coverDays: number;
  leadDays: number;
  windowDays: number;
  createdAt: Date;
  units: number;
  incomeId: string | null;
  incomeStatus: string | null;
  lines: SavedLine[];
}

const SavedSupplyPlan = builder.objectRef<SavedPlanShape>('SavedSupplyPlan').implement({
  description: 'A planned FBO supply to one warehouse, checked against the first income to it since.',
  fields: (t) => ({
    id: t.exposeID('id'),
    warehouse: t.exposeString('warehouse'),
    coverDays: t.exposeInt('coverDays'),
    leadDays: t.exposeInt('leadDays'),
    windowDays: t.exposeInt('windowDays'),
    createdAt: t.expose('createdAt', { type: DateTime }),
    units: t.exposeInt('units'),
    incomeId: t.exposeString('incomeId', { nullable: true }),
    incomeStatus: t.exposeString('incomeStatus', { nullable: true }),
    lines: t.field({ type: [SavedSupplyPlanLine], resolve: (plan) => plan.lines }),
  }),
});

const planArgs = builder.args((t) => ({
  coverDays: t.int({ description: 'Days the stock should last after the supply arrives (1–180, default 30).' }),
  leadDays: t.int({ description: "Days until it arrives (1–90); default: the company's lead time." }),
  windowDays: t.int({ description: 'Sales counted over these days before today (7–90, default 30).' }),
  today: t.field({ type: DateScalar, description: 'Default: the day of the last stock sync.' }),
}));

builder.queryField('supplyPlanPage', (t) =>
  t.field({
    type: SupplyPlanPage,
    description:
      "The supply plan by size and buyers' district, a page at a time: what sold there, what is there and on the way, and what to ship to which WB warehouse to last the lead time and the cover.",
    args: {
      query: t.arg({ type: ListQuery, required: true }),
      warehouse: t.arg.string({ description: "One warehouse's part; none: the whole plan." }),
      ...planArgs,
    },
    resolve: access.member((caller, args, ctx) => supplyPlanPage(ctx, caller, args.query, args)),
  }),
);

builder.queryField('supplyPlanWarehouses', (t) =>
  t.field({
    type: [SupplyPlanWarehouse],
    description: 'The WB warehouses the plan ships to, with units and barcodes: a file or a planned supply each.',
    args: planArgs,
    resolve: access.member((caller, args, ctx) => supplyPlanWarehouses(ctx, caller, args)),
  }),
);

builder.queryField('savedSupplyPlans', (t) =>
  t.field({
    type: [SavedSupplyPlan],
    description: "The company's latest 50 saved plans, newest first, each against the first income to its warehouse.",
    resolve: access.member((caller, _args, ctx) => savedSupplyPlans(ctx, caller)),
  }),
);

const SaveSupplyPlanResult = builder
  .objectRef<MutationResultShape & { plan: SavedPlanShape }>('SaveSupplyPlanResult')
  .implement({
    fields: (t) => ({
      ...mutationResultFields(t),
      plan: t.expose('plan', { type: SavedSupplyPlan }),
    }),
  });

builder.mutationField('saveSupplyPlan', (t) =>
  t.field({
    type: SaveSupplyPlanResult,
    description: "Saves one warehouse's part of the plan as a planned FBO supply; answers the saved plan.",
    args: { warehouse: t.arg.string({ required: true }), ...planArgs },
    resolve: access.member((caller, args, ctx) => saveSupplyPlan(ctx, caller, args)),
  }),
);

builder.mutationField('deleteSupplyPlan', (t) =>
  t.field({
    type: MutationResult,
    description: "Deletes a saved plan of the company; id is the deleted plan's.",
    args: { id: t.arg.id({ required: true }) },
    resolve: access.member((caller, args, ctx) => deleteSupplyPlan(ctx, caller, String(args.id))),
  }),
);

const LocalisationCard = builder
  .objectRef<{
    nmId: number;
    vendorCode: string | null;
    title: string | null;
    orders: number;
    local: number;
    share: string;
    plannedShare: string;
  }>('LocalisationCard')
  .implement({
    fields: (t) => ({
      nmId: t.exposeInt('nmId'),
      vendorCode: t.exposeString('vendorCode', { nullable: true }),
      title: t.exposeString('title', { nullable: true }),
      orders: t.exposeInt('orders', { description: 'Orders from WB warehouses, net of cancellations.' }),
      local: t.exposeInt('local', { description: "Served from a warehouse in the buyer's district." }),
      share: t.expose('share', { type: Decimal, description: 'local / orders, %.' }),
      plannedShare: t.expose('plannedShare', {
        type: Decimal,
        description:
          "The share if every buyers' district with a WB warehouse were served from it, as the plan aims, %.",
      }),
    }),
  });

interface ShareShape {
  orders: number;
  local: number;
  share: string | null;
  plannedShare: string | null;
}

const LocalisationTotal = builder.objectRef<ShareShape>('LocalisationTotal').implement({
  fields: (t) => ({
    orders: t.exposeInt('orders'),
    local: t.exposeInt('local'),
    share: t.expose('share', { type: Decimal, nullable: true }),
    plannedShare: t.expose('plannedShare', { type: Decimal, nullable: true }),
  }),
});

const LocalisationWeek = builder.objectRef<ShareShape & { week: string }>('LocalisationWeek').implement({
  fields: (t) => ({
    week: t.expose('week', { type: DateScalar, description: "The week's Monday." }),
    orders: t.exposeInt('orders'),
    local: t.exposeInt('local'),
    share: t.expose('share', { type: Decimal, nullable: true }),
    plannedShare: t.expose('plannedShare', { type: Decimal, nullable: true }),
  }),
});

const LocalisationPage = builder.objectRef<Awaited<ReturnType<typeof localisationPage>>>('LocalisationPage').implement({
  fields: (t) => ({
    items: t.field({ type: [LocalisationCard], resolve: (page) => page.items }),
    totalCount: t.exposeInt('totalCount'),
    total: t.field({ type: LocalisationTotal, resolve: (page) => page.total }),
    weeks: t.field({ type: [LocalisationWeek], resolve: (page) => page.weeks }),
    today: t.expose('today', { type: DateScalar }),
    windowDays: t.exposeInt('windowDays'),
  }),
});

builder.queryField('localisationPage', (t) =>
  t.field({
    type: LocalisationPage,
    description:
      "The share of orders served from a WB warehouse in the buyer's own federal district (or country): by card over windowDays (a page), in total, and by week over the last `weeks`; and the share the supply plan aims at.",
    args: {
      query: t.arg({ type: ListQuery, required: true }),
      windowDays: t.arg.int(),
      weeks: t.arg.int({ description: '1–52, default 12.' }),
      today: t.arg({ type: DateScalar }),
    },
    resolve: access.member((caller, args, ctx) => localisationPage(ctx, caller, args.query, args)),
  }),
);

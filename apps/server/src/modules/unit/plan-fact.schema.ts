import { builder } from '../../graphql/builder.ts';
import { DateScalar, Money, Percent } from '../../graphql/scalars.ts';
import { access } from '../auth/access.ts';
import type { SaleScheme } from '../reports/reports.service.ts';
import { PLAN_FACT_LINES, type PlanFactLine, type PlanFactLineKind } from './plan-fact.ts';
import { unitPlanFact, type PlanFactCardShape, type PlanFactShape, type PlanFactTotals } from './plan-fact.service.ts';

const SaleSchemeEnum = builder.enumType('SaleScheme', {
  description: "How a unit travelled to the buyer, as WB's report says (`delivery_method`).",
  values: {
    FBO: { value: 'fbo' as SaleScheme, description: "From WB's warehouse (FBW), and rows naming no method." },
    FBS: { value: 'fbs' as SaleScheme, description: "From the seller's warehouse." },
  },
});

const LINE_DESCRIPTIONS: Record<PlanFactLineKind, string> = {
  revenue: "Price after the seller's discount.",
  commission: "WB's commission (fact: ppvz_vw + ppvz_vw_nds).",
  acquiring: "WB's payment fee.",
  logistics: 'Logistics both ways (plan: logistics + returns).',
  storage: 'Storage (fact: paid storage rows naming the card).',
  acceptance: "Paid acceptance (plan: the card's or the company's amount per unit, FBO only).",
  penalties: 'Penalties (plan: 0).',
  payout: 'What reaches the seller for a unit before tax and cost price.',
  cost: "Cost price (plan: the card's; fact: the units' as on /reports, empty when a unit sold has none).",
  profit: 'Payout − cost price, before tax (empty when a unit sold has no cost price).',
};

const PlanFactLineKindEnum = builder.enumType('PlanFactLineKind', {
  values: Object.fromEntries(
    PLAN_FACT_LINES.map((line) => [line.toUpperCase(), { value: line, description: LINE_DESCRIPTIONS[line] }]),
  ) as Record<Uppercase<PlanFactLineKind>, { value: PlanFactLineKind; description: string }>,
});

const PlanFactLineRef = builder.objectRef<PlanFactLine>('UnitPlanFactLine').implement({
  description: 'One figure per unit sold: planned, from the reports, and fact − plan (docs/money.md).',
  fields: (t) => ({
    line: t.field({ type: PlanFactLineKindEnum, resolve: (l) => l.line }),
    plan: t.expose('plan', { type: Money, nullable: true }),
    fact: t.expose('fact', { type: Money, nullable: true }),
    difference: t.expose('difference', { type: Money, nullable: true, description: 'fact − plan.' }),
  }),
});

const PlanFactCard = builder.objectRef<PlanFactCardShape>('UnitPlanFactCard').implement({
  fields: (t) => ({
    nmID: t.exposeInt('nmID'),
    vendorCode: t.exposeString('vendorCode', { nullable: true }),
    title: t.exposeString('title', { nullable: true }),
    scheme: t.field({ type: SaleSchemeEnum, resolve: (c) => c.scheme }),
    sold: t.exposeInt('sold', { description: 'Sale rows minus return rows in the period.' }),
    plannedBuyoutPercent: t.expose('plannedBuyoutPercent', { type: Percent }),
    actualBuyoutPercent: t.expose('actualBuyoutPercent', {
      type: Percent,
      nullable: true,
      description: 'Units sold ÷ trips to the buyer in the period.',
    }),
    missing: t.exposeString('missing', { nullable: true, description: 'Why the fact is empty, in Russian.' }),
    lines: t.field({ type: [PlanFactLineRef], resolve: (c) => c.lines }),
    currency: t.exposeString('currency', { description: "The report's currency." }),
    payoutTotal: t.expose('payoutTotal', {
      type: Money,
      description: 'The period: what WB paid for the card less all it charged the card.',
    }),
    costTotal: t.expose('costTotal', {
      type: Money,
      description: 'The period: cost price × net sold of priced units.',
    }),
    profitTotal: t.expose('profitTotal', {
      type: Money,
      nullable: true,
      description:
        'payoutTotal − costTotal; empty when a unit sold has no cost price or the report is in another currency.',
    }),
    uncostedUnits: t.exposeInt('uncostedUnits', { description: 'Units sold or returned without a cost price.' }),
  }),
});

const PlanFactTotalsRef = builder.objectRef<PlanFactTotals>('UnitPlanFactTotals').implement({
  description: 'Sums over the cards shown in rubles; profit is the sum of the cards that have one.',
  fields: (t) => ({
    sold: t.exposeInt('sold'),
    payout: t.expose('payout', { type: Money }),
    profit: t.expose('profit', { type: Money }),
    uncostedCards: t.exposeInt('uncostedCards', {
      description: 'Cards left out of profit: a unit without a cost price.',
    }),
    uncostedUnits: t.exposeInt('uncostedUnits'),
    uncostedPayout: t.expose('uncostedPayout', {
      type: Money,
      description: 'Their payout, in `payout`, not in `profit`.',
    }),
    otherCurrencyCards: t.exposeInt('otherCurrencyCards', {
      description: 'Cards reported in another currency: in no sum.',
    }),
  }),
});

const PlanFact = builder.objectRef<PlanFactShape>('UnitPlanFact').implement({
  fields: (t) => ({
    dateFrom: t.field({ type: DateScalar, resolve: (p) => p.dateFrom }),
    dateTo: t.field({ type: DateScalar, resolve: (p) => p.dateTo }),
    warehouseName: t.exposeString('warehouseName', { nullable: true, description: 'The warehouse of the FBS plan.' }),
    fboWarehouseName: t.exposeString('fboWarehouseName', {
      nullable: true,
      description: 'The WB warehouse of the FBO plan.',
    }),
    cards: t.field({ type: [PlanFactCard], resolve: (p) => p.cards }),
    totals: t.field({ type: PlanFactTotalsRef, resolve: (p) => p.totals }),
  }),
});

builder.queryField('unitPlanFact', (t) =>
  t.field({
    type: PlanFact,
    description:
      "Planned unit economics of each card the realization reports mention in the period (report date, Moscow days, at most 93) next to the reports' figures per unit sold.",
    args: {
      dateFrom: t.arg({ type: DateScalar, required: true }),
      dateTo: t.arg({ type: DateScalar, required: true }),
      warehouseName: t.arg.string(),
      fboWarehouseName: t.arg.string({
        description: 'The WB warehouse of the FBO plan; the first named one when absent.',
      }),
    },
    resolve: access.member((caller, args, ctx) =>
      unitPlanFact(ctx, caller, args.dateFrom, args.dateTo, args.warehouseName ?? null, args.fboWarehouseName ?? null),
    ),
  }),
);

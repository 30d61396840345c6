import { builder } from '../../graphql/builder.ts';
import { DateScalar, Money, Percent } from '../../graphql/scalars.ts';
import { access } from '../auth/access.ts';
import type { SaleScheme } from '../reports/reports.service.ts';
import { PLAN_FACT_LINES, type PlanFactLine, type PlanFactLineKind } from './plan-fact.ts';
import { unitPlanFact, type PlanFactCardShape, type PlanFactShape } from './plan-fact.service.ts';

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
  }),
});

const PlanFact = builder.objectRef<PlanFactShape>('UnitPlanFact').implement({
  fields: (t) => ({
    dateFrom: t.field({ type: DateScalar, resolve: (p) => p.dateFrom }),
    dateTo: t.field({ type: DateScalar, resolve: (p) => p.dateTo }),
    warehouseName: t.exposeString('warehouseName', { nullable: true, description: 'The warehouse of the plan.' }),
    cards: t.field({ type: [PlanFactCard], resolve: (p) => p.cards }),
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
    },
    resolve: access.member((caller, args, ctx) =>
      unitPlanFact(ctx, caller, args.dateFrom, args.dateTo, args.warehouseName ?? null),
    ),
  }),
);

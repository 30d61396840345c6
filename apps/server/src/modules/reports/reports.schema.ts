import { builder } from '../../graphql/builder.ts';
import { DateScalar, DateTime, Money } from '../../graphql/scalars.ts';
import { access } from '../auth/access.ts';
import { ListQuery, pageType } from '../../lib/list-query/list-query.schema.ts';
import { RETURN } from './report-figures.repo.ts';
import type { Combined, FinanceRow, ReportStat, Wholesale } from './report-money.ts';
import {
  reports,
  reportUnitsPage,
  reportWeeks,
  type CurrencyFigures,
  type PayoutPart,
  type ReportKind,
  type ReportUnit,
  type ReportShape,
  type ReportWeekShape,
  type WeekState,
} from './reports.service.ts';

const ReportTypeEnum = builder.enumType('ReportType', {
  description: "Which of WB's weekly realization reports.",
  values: {
    MAIN: {
      value: 'main' as ReportKind,
      description: 'The main report (reportType 1): sales on commission, logistics, storage, penalties.',
    },
    BUYOUT: {
      value: 'buyout' as ReportKind,
      description: 'The buyout report (reportType 2): goods WB bought out for buyers in Russia.',
    },
  },
});

const money = (description?: string) => ({ type: Money, description });
const id = (value: number | null) => (value ? String(value) : null);

const ReportDetailRow = builder.objectRef<FinanceRow>('ReportDetailRow').implement({
  description: 'One row of WB’s realization report for the unit.',
  fields: (t) => ({
    rrd_id: t.string({ resolve: (r) => String(r.rrdId) }),
    srid: t.string({ nullable: true, resolve: (r) => r.srid }),
    supplier_oper_name: t.string({ nullable: true, resolve: (r) => r.sellerOperName }),
    order_dt: t.field({ type: DateTime, nullable: true, resolve: (r) => r.orderDt }),
    sale_dt: t.field({ type: DateTime, nullable: true, resolve: (r) => r.saleDt }),
    ppvz_for_pay: t.field({
      ...money('Paid for the goods; positive also on a return row, as WB sends it.'),
      resolve: (r) => r.forPayKopecks,
    }),
    ppvz_for_pay_signed: t.field({
      ...money(
        "What the row adds to the unit's total_ppvz_for_pay: negative on a return row (a return takes the payment back).",
      ),
      resolve: (r) => (r.docTypeName === RETURN ? -r.forPayKopecks : r.forPayKopecks),
    }),
    delivery_rub: t.field({ ...money(), resolve: (r) => r.deliveryServiceKopecks }),
    penalty: t.field({ ...money(), resolve: (r) => r.penaltyKopecks }),
    bonus_type_name: t.string({ nullable: true, resolve: (r) => r.bonusTypeName }),
    doc_type_name: t.string({ nullable: true, resolve: (r) => r.docTypeName }),
    rr_dt: t.field({ type: DateScalar, nullable: true, resolve: (r) => r.rrDate }),
  }),
});

const ReportRow = builder.objectRef<ReportUnit>('ReportRow').implement({
  description: 'One unit (ШК) of the report with its rows; money in docs/money.md.',
  fields: (t) => ({
    shk_id: t.string({ resolve: (u) => String(u.shkId) }),
    currency: t.exposeString('currency', {
      description: "The currency of the unit's rows and money (a unit paid in two currencies is two units).",
    }),
    nm_id: t.int({ nullable: true, resolve: (u) => u.nmId }),
    sa_name: t.string({ nullable: true, resolve: (u) => u.vendorCode }),
    ts_name: t.string({ nullable: true, resolve: (u) => u.techSize }),
    sticker_id: t.string({ nullable: true, resolve: (u) => u.stickerId || null }),
    gi_id: t.string({ nullable: true, resolve: (u) => id(u.giId) }),
    supplier_oper_name: t.string({ nullable: true, resolve: (u) => u.sellerOperName }),
    bonus_type_name: t.string({ nullable: true, resolve: (u) => u.bonusTypeName }),
    office_name: t.string({ nullable: true, resolve: (u) => u.officeName }),
    order_dt: t.field({ type: DateTime, nullable: true, resolve: (u) => u.orderDt }),
    sale_dt: t.field({ type: DateTime, nullable: true, resolve: (u) => u.saleDt }),
    first_price: t.field({
      type: Money,
      nullable: true,
      description:
        "The unit's cost price from the unit ledger, or while it is not saved the card's in force on the order date; empty when none was set.",
      resolve: (u) => u.firstPrice,
    }),
    net_sold: t.int({
      description: 'Units sold net of returns in the period: 1, 0 or −1 (sale rows − return rows).',
      resolve: (u) => u.netSold,
    }),
    cost_counted: t.field({
      type: Money,
      nullable: true,
      description:
        'first_price × net_sold, as sumFirstPrice counts it; 0 when nothing was sold on balance; empty when the cost is unknown (the unit is left out of profit) or in another currency.',
      resolve: (u) => u.costCounted,
    }),
    total_ppvz_for_pay: t.field({ ...money('Paid for the unit, net of its return.'), resolve: (u) => u.forPay }),
    total_delivery_rub: t.field({ ...money(), resolve: (u) => u.delivery }),
    total_penalty: t.field({ ...money(), resolve: (u) => u.penalty }),
    profit: t.field({
      type: Money,
      nullable: true,
      description:
        'Payout of its rows not left out − cost_counted (each row priced on its own); empty when the cost is unknown for every row.',
      resolve: (u) => u.profit,
    }),
    isSaved: t.boolean({
      description:
        'The unit is in the unit ledger with its own cost price; false while the card’s cost price stands in.',
      resolve: (u) => u.isSaved,
    }),
    rows: t.field({ type: [ReportDetailRow], resolve: (u) => u.rowsOf(u) }),
  }),
});

const ReportStatType = builder.objectRef<ReportStat>('ReportStat').implement({
  description: 'Totals of every row of the period, units or not (docs/money.md).',
  fields: (t) => ({
    ppvz_for_pay: t.field({ ...money('Paid for goods sold.'), resolve: (s) => s.forPay }),
    delivery_rub: t.field({ ...money(), resolve: (s) => s.delivery }),
    retail_amount: t.field({ ...money('Sales at retail prices, net of returns.'), resolve: (s) => s.retailAmount }),
    penalty: t.field({ ...money(), resolve: (s) => s.penalty }),
    additional_payment: t.field({ ...money(), resolve: (s) => s.additionalPayment }),
    storage_fee: t.field({ ...money(), resolve: (s) => s.storage }),
    acceptance: t.field({ ...money(), resolve: (s) => s.acceptance }),
    deduction: t.field({ ...money(), resolve: (s) => s.deduction }),
    returns: t.field({ ...money('Paid for goods returned, taken back.'), resolve: (s) => s.returns }),
    loyalty: t.field({
      ...money(
        "WB's loyalty programme in the payout, signed: the compensated discount less the withheld points and the cost of taking part.",
      ),
      resolve: (s) => s.loyalty,
    }),
    sumToPay: t.field({
      ...money(
        "WB's payout: ppvz_for_pay − returns − delivery − storage − acceptance − deduction − penalty + additional + loyalty.",
      ),
      resolve: (s) => s.toPay,
    }),
    sumProfit: t.field({
      ...money('sumToPay − sumFirstPrice − leftOutPayout: units without a cost price are left out.'),
      resolve: (s) => s.profit,
    }),
    leftOutUnits: t.int({
      description: 'Sale rows less return rows of units without a cost price: their rows are not in sumProfit.',
      resolve: (s) => s.leftOutUnits,
    }),
    leftOutPayout: t.field({
      ...money('What those units add to sumToPay (paid for them less their logistics and penalties).'),
      resolve: (s) => s.leftOutPayout,
    }),
    sumFirstPrice: t.field({ ...money('Cost price of the units sold, net of returns.'), resolve: (s) => s.firstPrice }),
  }),
});

const WholesaleType = builder.objectRef<Wholesale>('ReportWholesale').implement({
  description: "The buyout side (WB buys the goods) with VAT at the company's rate (docs/money.md).",
  fields: (t) => ({
    total: t.field({ ...money('Paid by WB for bought-out goods, net of returns.'), resolve: (w) => w.total }),
    totalNds: t.field({ ...money('VAT inside total.'), resolve: (w) => w.totalNds }),
    totalFirstPrice: t.field({ ...money('Cost price of those goods.'), resolve: (w) => w.totalFirstPrice }),
    firstPriceNds: t.field({ ...money('VAT inside the cost price.'), resolve: (w) => w.firstPriceNds }),
    leftOutUnits: t.int({ description: 'Bought-out units without a cost price.', resolve: (w) => w.leftOutUnits }),
    leftOutTotal: t.field({ ...money('Paid by WB for those units (in total).'), resolve: (w) => w.leftOutTotal }),
    leftOutNds: t.field({ ...money('VAT inside leftOutTotal.'), resolve: (w) => w.leftOutNds }),
    totalResult: t.field({
      ...money('(total − totalNds) − (totalFirstPrice − firstPriceNds) − (leftOutTotal − leftOutNds).'),
      resolve: (w) => w.totalResult,
    }),
  }),
});

const ReportUnitTotals = builder.objectRef<CurrencyFigures>('ReportUnitTotals').implement({
  description:
    "The units table of the chosen report added up: each column's total over every unit of the period, and what the payout holds beyond the units (docs/money.md).",
  fields: (t) => ({
    count: t.int({ resolve: (c) => c.unitCount() }),
    net_sold: t.int({ resolve: (c) => c.units.netSold }),
    cost_counted: t.field({ ...money('Σ cost_counted = stat.sumFirstPrice.'), resolve: (c) => c.units.costCounted }),
    total_ppvz_for_pay: t.field({ ...money(), resolve: (c) => c.units.forPay }),
    total_delivery_rub: t.field({ ...money(), resolve: (c) => c.units.delivery }),
    total_penalty: t.field({ ...money(), resolve: (c) => c.units.penalty }),
    profit: t.field({ ...money('Σ profit of the units whose profit is known.'), resolve: (c) => c.units.profit }),
    outsideUnits: t.field({
      ...money(
        'sumToPay − Σ (total_ppvz_for_pay − total_delivery_rub − total_penalty) of every unit: storage, acceptance, deductions, additional payments, the loyalty programme and rows of no unit. sumProfit = profit + outsideUnits.',
      ),
      resolve: (c) => c.outsideUnits,
    }),
  }),
});

const ReportCombinedType = builder.objectRef<Combined>('ReportCombined').implement({
  description: "The main and buyout reports together in one currency, as /main counts the seller's profit.",
  fields: (t) => ({
    mainPayout: t.field({ ...money("The main report's sumToPay."), resolve: (c) => c.mainPayout }),
    buyoutPayout: t.field({ ...money("The buyout report's sumToPay."), resolve: (c) => c.buyoutPayout }),
    sumFirstPrice: t.field({ ...money('Cost price of the units sold in both.'), resolve: (c) => c.firstPrice }),
    leftOutUnits: t.int({ description: 'Units without a cost price, in both.', resolve: (c) => c.leftOutUnits }),
    leftOutPayout: t.field({ ...money('What they add to the payouts.'), resolve: (c) => c.leftOutPayout }),
    sumProfit: t.field({
      ...money('mainPayout + buyoutPayout − sumFirstPrice − leftOutPayout.'),
      resolve: (c) => c.profit,
    }),
  }),
});

const ReportCurrency = builder.objectRef<CurrencyFigures>('ReportCurrency').implement({
  description: "The period's totals in one currency; amounts in different currencies are never added together.",
  fields: (t) => ({
    currency: t.exposeString('currency'),
    rowCount: t.exposeInt('rowCount', { description: 'Rows of the chosen report in this currency.' }),
    costCounted: t.exposeBoolean('costCounted', {
      description:
        'Cost prices (kept in RUB) are subtracted in this currency; false in another one: sumFirstPrice is 0, sumProfit is the payout and units have no profit.',
    }),
    stat: t.field({ type: ReportStatType, resolve: (c) => c.stat }),
    wholesale: t.field({ type: WholesaleType, resolve: (c) => c.wholesale }),
    units: t.field({ type: ReportUnitTotals, resolve: (c) => c }),
    combined: t.field({
      type: ReportCombinedType,
      description: 'Main and buyout reports together, whichever report was asked for.',
      resolve: (c) => c.combined,
    }),
  }),
});

const Report = builder.objectRef<ReportShape>('Report').implement({
  fields: (t) => ({
    rows: t.field({ type: [ReportRow], resolve: (r) => r.units() }),
    stat: t.field({
      type: ReportStatType,
      description: 'Totals in the report currency (`currency`); other currencies are in `byCurrency`.',
      resolve: async (r) => (await r.byCurrency())[0]!.stat,
    }),
    wholesale: t.field({
      type: WholesaleType,
      description: 'The buyout side in the report currency (`currency`).',
      resolve: async (r) => (await r.byCurrency())[0]!.wholesale,
    }),
    currency: t.string({
      description:
        "The currency of `stat` and `wholesale`: the one most of the period's rows (main and buyout) are in; RUB when none.",
      resolve: async (r) => (await r.byCurrency())[0]!.currency,
    }),
    byCurrency: t.field({
      type: [ReportCurrency],
      description: 'The totals of each currency of the period, the report currency first.',
      resolve: (r) => r.byCurrency(),
    }),
  }),
});

const WeekStateEnum = builder.enumType('ReportWeekState', {
  values: {
    RECONCILED: { value: 'reconciled' as WeekState, description: "Our rows add up to WB's payout to the kopeck." },
    DIFFERENT: { value: 'different' as WeekState, description: 'They differ: see differences.' },
    NOT_LISTED: {
      value: 'not_listed' as WeekState,
      description: "WB's report list has no total for this report (yet).",
    },
  },
});

const PayoutPartType = builder.objectRef<PayoutPart>('ReportPayoutPart').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    label: t.exposeString('label'),
    ours: t.field({ type: Money, resolve: (p) => p.ours }),
    wb: t.field({ type: Money, resolve: (p) => p.wb }),
    difference: t.field({ type: Money, description: 'ours − wb.', resolve: (p) => p.ours - p.wb }),
    effect: t.field({
      type: Money,
      description:
        "This part's effect on the week's difference (our payout − WB's), signed: a part WB subtracts (logistics, storage…) counts with the opposite sign. The effects add up to the week's difference.",
      resolve: (p) => p.effect,
    }),
  }),
});

const ReportWeek = builder.objectRef<ReportWeekShape>('ReportWeek').implement({
  description: "One of WB's weekly reports: our rows' payout against WB's total.",
  fields: (t) => ({
    reportId: t.exposeString('reportId', { description: 'int64 as text.' }),
    dateFrom: t.field({ type: DateScalar, resolve: (w) => w.dateFrom }),
    dateTo: t.field({ type: DateScalar, resolve: (w) => w.dateTo }),
    createDate: t.field({ type: DateScalar, nullable: true, resolve: (w) => w.createDate }),
    currency: t.exposeString('currency'),
    rowCount: t.exposeInt('rowCount'),
    ours: t.field({ type: Money, description: 'Payout of our rows.', resolve: (w) => w.ours }),
    wb: t.field({ type: Money, nullable: true, description: "WB's «Итого к оплате».", resolve: (w) => w.wb }),
    difference: t.field({
      type: Money,
      nullable: true,
      description: 'ours − wb.',
      resolve: (w) => (w.wb === null ? null : w.ours - w.wb),
    }),
    state: t.field({ type: WeekStateEnum, resolve: (w) => w.state }),
    differences: t.field({ type: [PayoutPartType], resolve: (w) => w.differences }),
  }),
});

const periodArgs = (t: Parameters<Parameters<typeof builder.queryField>[1]>[0]) => ({
  dateFrom: t.arg({ type: DateScalar, required: true }),
  dateTo: t.arg({ type: DateScalar, required: true }),
  type: t.arg({ type: ReportTypeEnum, description: 'MAIN unless given.' }),
});

builder.queryField('reports', (t) =>
  t.field({
    type: Report,
    description: `WB's realization report rows of the period (by report date, Moscow days; at most 93 days), one per unit, with totals.`,
    args: periodArgs(t),
    resolve: access.member((caller, args, ctx) =>
      reports(ctx, caller, args.dateFrom, args.dateTo, args.type ?? 'main'),
    ),
  }),
);

builder.queryField('reportWeeks', (t) =>
  t.field({
    type: [ReportWeek],
    description: "WB's weekly reports overlapping the period, each reconciled with WB's payout.",
    args: periodArgs(t),
    resolve: access.member((caller, args, ctx) =>
      reportWeeks(ctx, caller, args.dateFrom, args.dateTo, args.type ?? 'main'),
    ),
  }),
);

const ReportRowPage = pageType('ReportRow', ReportRow);

builder.queryField('reportUnitsPage', (t) =>
  t.field({
    type: ReportRowPage,
    description:
      "A page of the period's units as `reports` answers them, for the screen's grid; sorts and filters by the stored fields (not first_price or profit).",
    args: { ...periodArgs(t), query: t.arg({ type: ListQuery, required: true }) },
    resolve: access.member((caller, args, ctx) =>
      reportUnitsPage(ctx, caller, args.dateFrom, args.dateTo, args.type ?? 'main', args.query),
    ),
  }),
);

import { builder } from '../../graphql/builder.ts';
import { DateScalar, Money } from '../../graphql/scalars.ts';
import { access } from '../auth/access.ts';
import { moscowDayStart } from '../../lib/moscow-time.ts';
import { SyncState } from '../sync/sync.schema.ts';
import type { HomeCardShape } from './home-reports.ts';
import {
  homeOf,
  type ComparedDays,
  type HomeDayShape,
  type HomePeriodShape,
  type HomeShape,
  type HomeWarningShape,
  type PeriodFigures,
} from './home.service.ts';

const HomePeriodName = builder.enumType('HomePeriodName', {
  description: 'today — the Moscow day; week — the last 7 Moscow days; month — the last 30.',
  values: ['today', 'week', 'month'] as const,
});

const HomeWarningKind = builder.enumType('HomeWarningKind', {
  values: [
    'token_expires',
    'token_category',
    'no_cost_price',
    'units_not_saved',
    'report_different',
    'advert_no_orders',
    'database_outgrown',
    'stock_runs_out',
    'stock_idle',
  ] as const,
});

const HomeFigures = builder.objectRef<PeriodFigures>('HomeFigures').implement({
  description: "A period's figures.",
  fields: (t) => ({
    orders: t.exposeInt('orders'),
    sales: t.exposeInt('sales'),
    returns: t.exposeInt('returns'),
    revenue: t.expose('revenue', {
      type: Money,
      description: 'Sales net of returns at the price with the discount.',
    }),
    profit: t.expose('profit', {
      type: Money,
      nullable: true,
      description:
        "WB's payout less the cost price by the realization reports dated in the period, both reports together as /reports' combined view counts them; units without a cost price left out; null: none is.",
    }),
    profitLeftOutUnits: t.exposeInt('profitLeftOutUnits', {
      description: 'Units sold or returned on balance without a cost price: not in profit.',
    }),
    profitLeftOutPayout: t.expose('profitLeftOutPayout', {
      type: Money,
      description: 'What those units add to the payout (paid for them less their logistics and penalties).',
    }),
  }),
});

const HomeComparedDays = builder.objectRef<ComparedDays>('HomeComparedDays').implement({
  description: "The period's days the data covers, against the same days of the period before.",
  fields: (t) => ({
    dateFrom: t.expose('dateFrom', { type: DateScalar }),
    dateTo: t.expose('dateTo', { type: DateScalar }),
    beforeFrom: t.expose('beforeFrom', { type: DateScalar }),
    beforeTo: t.expose('beforeTo', { type: DateScalar }),
  }),
});

const HomePeriod = builder.objectRef<HomePeriodShape>('HomePeriod').implement({
  description: 'The figures of the last days and of as many days before them.',
  fields: (t) => ({
    name: t.expose('name', { type: HomePeriodName }),
    dateFrom: t.expose('dateFrom', { type: DateScalar }),
    dateTo: t.expose('dateTo', { type: DateScalar }),
    current: t.expose('current', { type: HomeFigures }),
    before: t.expose('before', {
      type: HomeFigures,
      description:
        'The same days of the period just before, as many as the data covers: orders, sales and revenue of statisticsDays, profit of profitDays (null when profitDays is).',
    }),
    statisticsDays: t.expose('statisticsDays', {
      type: HomeComparedDays,
      nullable: true,
      description: "The period's days WB's statistics have reached; null: none yet (today before WB sends it).",
    }),
    profitDays: t.expose('profitDays', {
      type: HomeComparedDays,
      nullable: true,
      description: "The period's days the synced realization reports cover; null: none.",
    }),
  }),
});

const HomeDay = builder.objectRef<HomeDayShape>('HomeDay').implement({
  fields: (t) => ({
    day: t.expose('day', { type: DateScalar }),
    orders: t.exposeInt('orders'),
    ordersSum: t.expose('ordersSum', { type: Money }),
    sales: t.exposeInt('sales'),
    returns: t.exposeInt('returns'),
    revenue: t.expose('revenue', { type: Money }),
  }),
});

const HomeCard = builder.objectRef<HomeCardShape>('HomeCard').implement({
  description: "A card's last 30 days: sales net of returns and the profit of its units in the reports.",
  fields: (t) => ({
    nmId: t.exposeInt('nmId'),
    vendorCode: t.exposeString('vendorCode', { nullable: true }),
    title: t.exposeString('title', { nullable: true }),
    sold: t.exposeInt('sold'),
    revenue: t.expose('revenue', { type: Money }),
    profit: t.expose('profit', { type: Money, nullable: true }),
  }),
});

const HomeWarning = builder.objectRef<HomeWarningShape>('HomeWarning').implement({
  description: 'Something that needs the seller, with the address where it is fixed.',
  fields: (t) => ({
    kind: t.expose('kind', { type: HomeWarningKind }),
    message: t.exposeString('message'),
    link: t.exposeString('link'),
  }),
});

const Home = builder.objectRef<HomeShape>('Home').implement({
  description: "The company's home page.",
  fields: (t) => ({
    today: t.expose('today', { type: DateScalar }),
    periods: t.expose('periods', { type: [HomePeriod] }),
    days: t.expose('days', { type: [HomeDay], description: 'The last 30 Moscow days, each with or without rows.' }),
    reportsCoverTo: t.expose('reportsCoverTo', { type: DateScalar, nullable: true }),
    topByRevenue: t.expose('topByRevenue', { type: [HomeCard] }),
    bottomByRevenue: t.expose('bottomByRevenue', { type: [HomeCard] }),
    topByProfit: t.expose('topByProfit', { type: [HomeCard] }),
    bottomByProfit: t.expose('bottomByProfit', { type: [HomeCard] }),
    sync: t.expose('sync', { type: [SyncState] }),
    warnings: t.expose('warnings', { type: [HomeWarning] }),
  }),
});

/** Midday of a Moscow day: the moment a given `today` stands for. */
const middayOf = (day: string) => new Date(moscowDayStart(day).getTime() + 12 * 3_600_000);

builder.queryField('home', (t) =>
  t.field({
    type: Home,
    description:
      'The home page of the signed-in company: figures of today, 7 and 30 days against the days before, a chart by day, the best and worst cards, sync state and warnings.',
    args: {
      today: t.arg({
        type: DateScalar,
        required: false,
        description: 'The Moscow day the figures end on; today when absent.',
      }),
    },
    resolve: access.member(({ companyId }, args, ctx) =>
      homeOf(ctx.db, ctx.config, companyId, args.today ? middayOf(args.today) : new Date()),
    ),
  }),
);

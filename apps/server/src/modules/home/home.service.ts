import { IDLE_DAYS, stockWarningsOf } from '../stocks/stocks.service.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { independentReads } from '../../db/independent-reads.ts';
import { advertNames, spendsOf } from '../adverts/adverts.service.ts';
import { cardLabels, cardsWithoutCost } from '../cards/cards.service.ts';
import { ordersByDay, statisticsCover } from '../orders/orders.service.ts';
import { addDays, formatDay, formatMoscowDay, moscowDay } from '../../lib/moscow-time.ts';
import { daysOf, mskPeriod, type MskPeriod } from '../orders/statistics-period.ts';
import { periodsFigures, reportsCover, weeksOf, type PeriodTotals } from '../reports/reports.service.ts';
import { salesByDay } from '../sales/sales.service.ts';
import { CATEGORY_TITLES, DATASET_INFO, DATASETS, type SyncCategory } from '../sync/datasets.ts';
import { syncStatusOf, type SyncStatusShape } from '../sync/sync.service.ts';
import { storedTokenFacts } from '../tokens-vault/tokens-vault.service.ts';
import { rankedMonthCards } from './card-month.ts';
import { EMBEDDED_REPORT_ROWS, MOVE_GUIDE, outgrowsEmbedded } from './embedded-limit.ts';
import {
  namedCards,
  profitOf,
  rankedCards,
  rankedNmIds,
  reportCurrencyOf,
  type HomeCardShape,
} from './home-reports.ts';

// The seller's home page: the last days' figures against the days before, the cards that earn most
// and least, how fresh each dataset is, and what needs the seller's action (docs/money.md, «Главная»).

const DAY_MS = 86_400_000;
/** A token that expires within this many days is a warning. */
export const TOKEN_WARNING_DAYS = 14;
/** How far back a report week that does not reconcile is still a warning: WB's reports of a quarter. */
const RECONCILE_DAYS = 91;
/** A campaign that spent over these days without an order is a warning. */
const ADVERT_DAYS = 7;
/** At most this many cards go into a warning's link to /stocks: an address stays short. */
const LINKED_CARDS = 50;

/** /stocks filtered to the cards (and one warehouse). */
function stocksOfCards(nmIds: number[], warehouse: string | null = null): string {
  const filter = encodeURIComponent(JSON.stringify([['nmId', 'isAnyOf', nmIds.map(String)]]));
  return `/stocks?${warehouse ? `wh=${encodeURIComponent(warehouse)}&` : ''}filter=${filter}`;
}

export type PeriodName = 'today' | 'week' | 'month';
const PERIOD_NAMES: PeriodName[] = ['today', 'week', 'month'];
const PERIOD_DAYS: Record<PeriodName, number> = { today: 1, week: 7, month: 30 };

export interface PeriodFigures {
  orders: number;
  sales: number;
  returns: number;
  /** Sales net of returns, at the buyer's price with the seller's discount. */
  revenue: number;
  /** WB's payout less the units' cost price, by the reports dated in the period; null when none is. */
  profit: number | null;
  /** Units sold without a cost price and what they add to the payout: not in `profit`. */
  profitLeftOutUnits: number;
  profitLeftOutPayout: number;
}

/** The days of a period compared with as many days before: only the days the data covers on both sides. */
export interface ComparedDays {
  dateFrom: string;
  dateTo: string;
  beforeFrom: string;
  beforeTo: string;
}

export interface HomePeriodShape {
  name: PeriodName;
  dateFrom: string;
  dateTo: string;
  current: PeriodFigures;
  /** The days before compared: orders, sales and revenue of `statisticsDays`' before, profit of `profitDays`'. */
  before: PeriodFigures;
  /** The period's days WB's statistics have reached; null when none (today before WB sends it). */
  statisticsDays: ComparedDays | null;
  /** The period's days the synced realization reports cover; null when none. */
  profitDays: ComparedDays | null;
}

export interface HomeDayShape {
  day: string;
  orders: number;
  ordersSum: number;
  sales: number;
  returns: number;
  revenue: number;
}

export type WarningKind =
  | 'token_expires'
  | 'token_category'
  | 'no_cost_price'
  | 'units_not_saved'
  | 'report_different'
  | 'advert_no_orders'
  | 'database_outgrown'
  | 'stock_runs_out'
  | 'stock_idle';

export interface HomeWarningShape {
  kind: WarningKind;
  message: string;
  /** The app's address where the seller fixes it, or the README (MOVE_GUIDE) for what is fixed on the server. */
  link: string;
  /** What the warning is about, the same while it stays (`report_different:123`): notifications send it once. */
  subject: string;
  /** Its state that matters (a count, an expiry): a different one is news worth sending again. */
  state: string;
}

export interface HomeShape {
  today: string;
  periods: HomePeriodShape[];
  days: HomeDayShape[];
  /** The last day the synced realization reports cover; null when none is synced. */
  reportsCoverTo: string | null;
  topByRevenue: HomeCardShape[];
  bottomByRevenue: HomeCardShape[];
  topByProfit: HomeCardShape[];
  bottomByProfit: HomeCardShape[];
  sync: SyncStatusShape[];
  warnings: HomeWarningShape[];
}

/** The n Moscow days ending on `last`, both ends included. */
const lastDays = (last: string, n: number): MskPeriod => mskPeriod(addDays(last, 1 - n), last);

async function dailyFigures(db: Database, companyId: number, period: MskPeriod): Promise<Map<string, HomeDayShape>> {
  const [orders, sales] = await independentReads(db, [
    () => ordersByDay(db, companyId, period),
    () => salesByDay(db, companyId, period),
  ]);
  const ordersOfDay = new Map(orders.map((row) => [row.day, row]));
  const salesOfDay = new Map(sales.map((row) => [row.day, row]));
  return new Map(
    daysOf(period).map((day) => {
      const o = ordersOfDay.get(day);
      const s = salesOfDay.get(day);
      return [
        day,
        {
          day,
          orders: o?.orders ?? 0,
          ordersSum: o?.ordersKopecks ?? 0,
          sales: s?.sales ?? 0,
          returns: s?.returns ?? 0,
          revenue: (s?.salesKopecks ?? 0) - (s?.returnsKopecks ?? 0),
        },
      ];
    }),
  );
}

/**
 * The days of the window (`n` days) the data covers, each with its day `n` days earlier covered too, against
 * those earlier days: a week whose reports reach its third day is compared over three days, not seven.
 */
function comparedDays(window: MskPeriod, n: number, cover: { from: string; to: string } | null): ComparedDays | null {
  if (cover === null) return null;
  const earliest = addDays(cover.from, n);
  const dateFrom = earliest > window.dateFrom ? earliest : window.dateFrom;
  const dateTo = cover.to < window.dateTo ? cover.to : window.dateTo;
  if (dateFrom > dateTo) return null;
  return { dateFrom, dateTo, beforeFrom: addDays(dateFrom, -n), beforeTo: addDays(dateTo, -n) };
}

/**
 * A period of /main's as of `today`, the days of it a source covers and as many days before them: only days the
 * data covers on both sides are compared, since WB's statistics of today come during the day, its reports weekly.
 */
function comparedWindow(today: string, name: PeriodName, cover: { from: string; to: string } | null) {
  const n = PERIOD_DAYS[name];
  const current = lastDays(today, n);
  const compared = comparedDays(current, n, cover);
  return { current, compared, before: compared ? mskPeriod(compared.beforeFrom, compared.beforeTo) : null };
}

/** A period's orders, sales and revenue, out of the days' (none when `period` is null), and its profit out of its report totals. */
function figuresOf(
  period: MskPeriod | null,
  days: Map<string, HomeDayShape>,
  totals: PeriodTotals[] | null,
): PeriodFigures {
  const profit = totals ? profitOf(totals) : null;
  const figures: PeriodFigures = {
    orders: 0,
    sales: 0,
    returns: 0,
    revenue: 0,
    profit: profit?.profit ?? null,
    profitLeftOutUnits: profit?.leftOutUnits ?? 0,
    profitLeftOutPayout: profit?.leftOutPayout ?? 0,
  };
  for (const day of period ? daysOf(period) : []) {
    const d = days.get(day);
    if (!d) continue;
    figures.orders += d.orders;
    figures.sales += d.sales;
    figures.returns += d.returns;
    figures.revenue += d.revenue;
  }
  return figures;
}

const plural = (n: number, one: string, few: string, many: string) => {
  const tens = n % 100;
  const ones = n % 10;
  if (tens >= 11 && tens <= 14) return many;
  if (ones === 1) return one;
  return ones >= 2 && ones <= 4 ? few : many;
};

/** The campaigns that spent over the last ADVERT_DAYS days without an order, and their names. */
async function idleAdverts(db: Database, companyId: number, today: string) {
  const spends = await spendsOf(db, companyId, addDays(today, 1 - ADVERT_DAYS), today);
  const idleSpends = spends.filter((s) => s.spend > 0 && s.orders === 0);
  // Names are read only for the warning that shows them.
  const names = idleSpends.length > 0 ? await advertNames(db, companyId) : new Map<number, string>();
  return { idleSpends, names };
}

async function tokenWarnings(db: Database, config: Config, companyId: number, now: Date): Promise<HomeWarningShape[]> {
  const tokens = await storedTokenFacts(db, config, companyId);
  const warnings: HomeWarningShape[] = [];
  const link = '/settings/tokens';
  for (const token of tokens) {
    if (!token.expiresAt) continue;
    const daysLeft = Math.ceil((token.expiresAt.getTime() - now.getTime()) / DAY_MS);
    if (daysLeft > TOKEN_WARNING_DAYS) continue;
    const message =
      daysLeft <= 0
        ? `${token.name} истёк ${formatMoscowDay(token.expiresAt)}: данные, которым он нужен, не обновляются. Создайте новый токен в личном кабинете WB.`
        : `${token.name} истекает ${formatMoscowDay(token.expiresAt)} (через ${daysLeft} ${plural(daysLeft, 'день', 'дня', 'дней')}): создайте новый токен заранее.`;
    const state = `${token.expiresAt.toISOString()}:${daysLeft <= 0 ? 'expired' : 'expires'}`;
    warnings.push({ kind: 'token_expires', message, link, subject: `token_expires:${token.kind}`, state });
  }
  const opened = new Set(tokens.flatMap((token) => [...token.categories]));
  const needed = new Set(DATASETS.map((d) => DATASET_INFO[d].category).filter((c): c is SyncCategory => c !== null));
  const missing = [...needed].filter((category) => !opened.has(category));
  if (missing.length > 0) {
    const names = missing.map((category) => `«${CATEGORY_TITLES[category]}»`).join(', ');
    const what = DATASETS.filter((d) => missing.includes(DATASET_INFO[d].category as SyncCategory))
      .map((d) => DATASET_INFO[d].what)
      .join(', ');
    warnings.push({
      kind: 'token_category',
      message: `Сохранённым токенам WB не хватает ${missing.length === 1 ? 'категории' : 'категорий'} ${names}: не загружаются ${what}.`,
      link,
      subject: 'token_category',
      state: missing.sort().join(','),
    });
  }
  return warnings;
}

/**
 * Orders, sales, revenue and profit of each period (Moscow days): the daily digest's figures, a weekly
 * report's profit. Profit by the reports dated in the period, as the home page counts it.
 */
export async function figuresOfPeriods(
  db: Database,
  companyId: number,
  periods: MskPeriod[],
): Promise<PeriodFigures[]> {
  if (periods.length === 0) return [];
  const from = periods.map((p) => p.dateFrom).sort()[0]!;
  const to = periods
    .map((p) => p.dateTo)
    .sort()
    .at(-1)!;
  const days = await dailyFigures(db, companyId, mskPeriod(from, to));
  const reports = await periodsFigures(db, companyId, periods, 0);
  return periods.map((period, index) =>
    figuresOf(
      period,
      days,
      reports.totals.filter((t) => t.period === index),
    ),
  );
}

/**
 * The home page of the company as of `now`; `today` is its Moscow day. `embeddedLimit`: the report rows
 * the embedded database serves (tests set a small one).
 */
export async function homeOf(
  db: Database,
  config: Config,
  companyId: number,
  now: Date,
  embeddedLimit = EMBEDDED_REPORT_ROWS,
): Promise<HomeShape> {
  const today = moscowDay(now);
  const month = lastDays(today, PERIOD_DAYS.month);
  const monthIndex = 2 * PERIOD_NAMES.indexOf('month');
  // Two lanes, each reading one statement after another on a PostgreSQL server: a home page holds at most two of
  // the pool's connections (docs/decisions.md, «The home page's report figures in one statement»). The report
  // figures of every period, the heaviest statement, go on one with the report cover they need and the month's
  // cards, whose profit follows the cost prices that statement counts first, and those cards' names; everything
  // else on the other, whose reads the embedded database is sent all at once (`independentReads`).
  const [profit, read] = await Promise.all([
    (async () => {
      const covered = await reportsCover(db, companyId);
      const windows = PERIOD_NAMES.map((name) => comparedWindow(today, name, covered));
      // A period with no covered day is still asked for (the statement takes every period), its answer unused.
      const reportPeriods = windows.flatMap((w) => [w.current, w.before ?? w.current]);
      const reports = await periodsFigures(db, companyId, reportPeriods, monthIndex, false);
      const cards = await rankedMonthCards(db, companyId, month);
      const monthTotals = reports.totals.filter((t) => t.period === monthIndex);
      const unnamed = rankedCards(cards.revenue, cards.profits, reportCurrencyOf(monthTotals));
      // Named on this lane, while the other still reads: the ranking needs nothing of it.
      const ranked = namedCards(unnamed, await cardLabels(db, companyId, rankedNmIds(unnamed)));
      return { covered, windows, reports, ranked };
    })(),
    (async () => {
      const reconcile = lastDays(today, RECONCILE_DAYS);
      const [statisticsCovered, days, withoutCost, sync, weeks, advertsIdle, tokenWarningsOf, outgrown, stock] =
        await independentReads(db, [
          () => statisticsCover(db, companyId),
          () => dailyFigures(db, companyId, lastDays(today, 2 * PERIOD_DAYS.month)),
          () => cardsWithoutCost(db, companyId),
          () => syncStatusOf(db, companyId),
          () => weeksOf(db, companyId, reconcile.dateFrom, reconcile.dateTo, 'main'),
          () => idleAdverts(db, companyId, today),
          () => tokenWarnings(db, config, companyId, now),
          () => outgrowsEmbedded(db, companyId, embeddedLimit),
          () => stockWarningsOf(db, companyId),
        ]);
      const windows = PERIOD_NAMES.map((name) => comparedWindow(today, name, statisticsCovered));
      return { windows, days, withoutCost, sync, weeks, ...advertsIdle, tokenWarningsOf, outgrown, stock };
    })(),
  ]);
  const { reports } = profit;
  const { days, withoutCost, sync, weeks, idleSpends, names, tokenWarningsOf, outgrown } = read;
  const { runningOut: stock, idle } = read.stock ?? {};
  const totalsOf = (index: number) => reports.totals.filter((t) => t.period === index);
  const periods: HomePeriodShape[] = PERIOD_NAMES.map((name, index) => {
    const statistics = read.windows[index]!;
    const reported = profit.windows[index]!;
    return {
      name,
      dateFrom: statistics.current.dateFrom,
      dateTo: statistics.current.dateTo,
      current: figuresOf(statistics.current, days, totalsOf(2 * index)),
      before: figuresOf(statistics.before, days, reported.before ? totalsOf(2 * index + 1) : null),
      statisticsDays: statistics.compared,
      profitDays: reported.compared,
    };
  });
  const { ranked } = profit;
  const warnings = [...tokenWarningsOf];
  if (outgrown) {
    warnings.push({
      kind: 'database_outgrown',
      message: `Данные компании переросли встроенную базу: в ней больше ${embeddedLimit.toLocaleString('ru-RU')} строк отчётов о реализации, и экраны отвечают всё медленнее. Перейдите на сервер PostgreSQL (переменная DATABASE_URL): как — в README, раздел «The embedded database's limit».`,
      link: MOVE_GUIDE,
      subject: 'database_outgrown',
      state: '',
    });
  }
  if (stock && stock.soon + stock.out > 0) {
    const ending = stock.soon + stock.out;
    warnings.push({
      kind: 'stock_runs_out',
      message: `${ending} ${plural(ending, 'размер', 'размера', 'размеров')} ${plural(ending, 'закончится', 'закончатся', 'закончатся')} до ${formatDay(stock.until)}, раньше, чем дойдёт поставка (${stock.leadDays} ${plural(stock.leadDays, 'день', 'дня', 'дней')})${stock.out > 0 ? `; из них ${stock.out} уже нет в наличии` : ''}.`,
      // /stocks filtered to those cards; with too many for an address, to the run-out day within the lead time.
      link:
        stock.cards.length <= LINKED_CARDS
          ? stocksOfCards(stock.cards)
          : `/stocks?filter=${encodeURIComponent(JSON.stringify([['runOutOn', 'onOrBefore', { d: `${stock.until}T00:00:00` }]]))}`,
      subject: 'stock_runs_out',
      state: `${stock.soon}:${stock.out}`,
    });
  }
  if (idle && idle.length > 0) {
    const cardsIdle = [...new Set(idle.map((row) => row.nmId))];
    const units = idle.reduce((sum, row) => sum + row.quantity, 0);
    const [first] = idle;
    const oneWarehouse = idle.every((row) => row.warehouse === first!.warehouse);
    warnings.push({
      kind: 'stock_idle',
      message: `${cardsIdle.length} ${plural(cardsIdle.length, 'карточка лежит', 'карточки лежат', 'карточек лежат')} на складах WB без заказов ${IDLE_DAYS} дней (${units} шт.${oneWarehouse ? `, ${first!.warehouse}` : ''}): хранение оплачивается впустую.`,
      link: stocksOfCards(cardsIdle.slice(0, LINKED_CARDS), oneWarehouse ? first!.warehouse : null),
      subject: 'stock_idle',
      state: `${cardsIdle.length}:${units}`,
    });
  }
  if (withoutCost > 0) {
    // True to the figures: every profit total leaves such units out (docs/money.md, «Units without a cost price»).
    const leftOut = periods.find((p) => p.name === 'month')!.current.profitLeftOutUnits;
    const ofMonth =
      leftOut > 0
        ? ` За 30 дней не в прибыли ${leftOut} ${plural(leftOut, 'проданная единица', 'проданные единицы', 'проданных единиц')}.`
        : '';
    warnings.push({
      kind: 'no_cost_price',
      message: `${withoutCost} ${plural(withoutCost, 'карточка', 'карточки', 'карточек')} без себестоимости: прибыль по ним не считается.${ofMonth}`,
      link: '/cards',
      subject: 'no_cost_price',
      state: String(withoutCost),
    });
  }
  if (reports.unitsNotSaved > 0) {
    warnings.push({
      kind: 'units_not_saved',
      message: `${reports.unitsNotSaved} ${plural(reports.unitsNotSaved, 'проданная единица', 'проданные единицы', 'проданных единиц')} за 30 дней не в учёте ШК: себестоимость взята из карточки. Загрузите поставку или файл ШК.`,
      // The list of those very units: sold in the same 30 days, with the file to fill.
      link: `/supplies/unsaved?soldFrom=${month.dateFrom}&soldTo=${month.dateTo}`,
      subject: 'units_not_saved',
      state: String(reports.unitsNotSaved),
    });
  }
  for (const week of weeks.filter((w) => w.state === 'different')) {
    warnings.push({
      kind: 'report_different',
      message: `Отчёт WB №${week.reportId} за ${formatDay(week.dateFrom)} — ${formatDay(week.dateTo)} не сходится с его строками: проверьте различия.`,
      // /reports opens on the week itself: the screen's own first period may not hold it.
      link: `/reports?dateFrom=${week.dateFrom}&dateTo=${week.dateTo}`,
      subject: `report_different:${week.reportId}`,
      state: String(week.wb === null ? '' : week.ours - week.wb),
    });
  }
  for (const spend of idleSpends) {
    const name = names.get(spend.advertId) || `№${spend.advertId}`;
    warnings.push({
      kind: 'advert_no_orders',
      message: `Кампания «${name}» тратит бюджет без заказов ${ADVERT_DAYS} дней.`,
      link: `/adverts/${spend.advertId}`,
      subject: `advert_no_orders:${spend.advertId}`,
      state: '',
    });
  }
  return {
    today,
    periods,
    days: daysOf(month).map((day) => days.get(day)!),
    reportsCoverTo: profit.covered?.to ?? null,
    topByRevenue: ranked.topByRevenue,
    bottomByRevenue: ranked.bottomByRevenue,
    topByProfit: ranked.topByProfit,
    bottomByProfit: ranked.bottomByProfit,
    sync,
    warnings,
  };
}

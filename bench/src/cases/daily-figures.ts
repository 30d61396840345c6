import { dailyFiguresMismatches } from '../../../apps/server/test/support/daily-figures.ts';
import { dataOf } from '../../../apps/server/test/support/sign-in.ts';
import { addDays } from '../../../apps/server/src/lib/moscow-time.ts';
import { rankedMonthCards } from '../../../apps/server/src/modules/home/card-month.ts';
import type { TestApp } from '../../../apps/server/test/support/test-app.ts';
import type { Seller } from '../../../apps/server/src/modules/cards/catalog-fixtures.ts';
import type { DatabaseKind } from '../bench-database.ts';
import { measure, type BenchResult } from '../measure.ts';
import { serveApp, type ServedApp } from '../served-app.ts';
import { changeCompany, FILL_FROM, fillSeller, MONTH, monthRows, openScreenApp } from '../screen-seller.ts';

// The screens a seller opens most, read from the daily figures the sync keeps, against the plainest
// answer of the same server in the same run: the GraphQL round trip of `{ serverInfo }`. Both are asked as
// the web app asks them, over HTTP through the server's own handler (docs/decisions.md, «The screens'
// budget counted in round trips»). Before they are measured, every daily figure of the generated seller is compared with the same figure summed from its
// rows, to the kopeck: the scale-10 seller's equality check (the test suite checks the demo seller).

const BUDGET = 20;
const ms = (value: number) => `${value.toFixed(1)} мс`;

const SERVER_INFO = '{ serverInfo { demoMode } }';
/** /main's query with every field the web app asks for (apps/web/src/features/main/main.graphql.ts). */
const HOME = `query ($today: Date) { home(today: $today) {
  today reportsCoverTo
  periods { name dateFrom dateTo
    current { orders sales returns revenue profit profitLeftOutUnits profitLeftOutPayout }
    before { orders sales returns revenue profit }
    statisticsDays { dateFrom dateTo beforeFrom beforeTo } profitDays { dateFrom dateTo beforeFrom beforeTo } }
  days { day orders ordersSum sales returns revenue }
  topByRevenue { ...Card } bottomByRevenue { ...Card } topByProfit { ...Card } bottomByProfit { ...Card }
  sync { dataset what lastSuccessAt lastError running }
  warnings { kind message link } } }
  fragment Card on HomeCard { nmId vendorCode title sold revenue profit }`;
const REPORT_TOTALS = `query ($from: Date!, $to: Date!) { reports(dateFrom: $from, dateTo: $to) {
  stat { ppvz_for_pay returns retail_amount delivery_rub penalty additional_payment storage_fee acceptance deduction
    loyalty sumToPay sumFirstPrice sumProfit leftOutUnits leftOutPayout }
  wholesale { total totalNds totalFirstPrice firstPriceNds totalResult leftOutUnits leftOutTotal } } }`;
const CHART = `query ($period: StatisticsPeriod!) { statisticsByDay(period: $period) {
  day orders ordersSum cancellations cancellationsSum sales salesSum returns returnsSum others othersSum } }`;

/** The last day of the generated seller's rows: /main is asked as of it. */
const TODAY = '2026-11-30';
/** A year ending with the generated rows (they cover three months of it): the /orders chart's longest period. */
const YEAR = { dateFrom: '2025-12-01', dateTo: TODAY };
/** The longest period /reports takes (93 days): every generated row. */
const REPORT_SPAN = { dateFrom: FILL_FROM, dateTo: TODAY };

interface Screen {
  name: string;
  /** The database and scale, named after the screen and how it was asked. */
  at: string;
  meaning: string;
  query: string;
  variables: Record<string, unknown>;
}

/**
 * How a screen is asked: `again` as a seller opens it again while nothing of the company changed (answered
 * from the answers kept, docs/architecture.md «Cached answers»); `changed` each time after a change of the
 * company, so it is read from the daily figures as after every sync that brought rows.
 */
type Asked = 'again' | 'changed';

const ASKED_NAMES: Record<Asked, string> = { again: 'открыт снова', changed: 'после изменения' };
const ASKED_MEANINGS: Record<Asked, string> = {
  again: 'открыт снова, пока данные компании не менялись (ответ из сохранённых)',
  changed: 'каждый раз после изменения данных компании (ответ прочитан из дневных итогов)',
};

async function versus(
  app: TestApp,
  served: ServedApp,
  seller: Seller,
  screen: Screen,
  asked: Asked,
  quick: boolean,
): Promise<BenchResult> {
  dataOf(await app.graphql(screen.query, screen.variables, seller.headers));
  const ask = (query: string, variables: Record<string, unknown>) => async () => {
    const text = await served.graphqlText(query, variables, seller.headers);
    if (text.includes('"errors"')) throw new Error(`${screen.name}: ${text.slice(0, 300)}`);
  };
  const options = quick ? { minRuns: 5, minMs: 300 } : { minRuns: 7, minMs: 3000 };
  const screenOptions =
    asked === 'changed' ? { ...options, before: () => changeCompany(app, seller.companyId) } : options;
  // Alternated twice, so a neighbour's load falls on both sides.
  const b1 = await measure(ask(SERVER_INFO, {}), options);
  const s1 = await measure(ask(screen.query, screen.variables), screenOptions);
  const b2 = await measure(ask(SERVER_INFO, {}), options);
  const s2 = await measure(ask(screen.query, screen.variables), screenOptions);
  const baseline = Math.min(b1.medianMs, b2.medianMs);
  const subject = Math.min(s1.medianMs, s2.medianMs);
  const ratio = subject / baseline;
  return {
    name: `${screen.name}, ${ASKED_NAMES[asked]} (${screen.at})`,
    meaning: `${screen.meaning}; ${ASKED_MEANINGS[asked]}; оба — по HTTP через сервер, как их спрашивает браузер`,
    baseline: { label: '{ serverInfo }', value: ms(baseline) },
    subject: { label: 'экран', value: ms(subject) },
    ratio,
    target: `≤ ${BUDGET}`,
    met: ratio <= BUDGET,
  };
}

async function dailyCase(kind: DatabaseKind, scale: number, quick: boolean): Promise<BenchResult[]> {
  const { app, seller } = await openScreenApp(kind);
  try {
    await fillSeller(app, seller.companyId, scale);
    // /main's month of cards counted for its day, so the comparison below covers it too.
    await rankedMonthCards(app.services.db, seller.companyId, { dateFrom: addDays(TODAY, -29), dateTo: TODAY });
    const { compared, mismatches } = await dailyFiguresMismatches(app.services.db, seller.companyId);
    if (compared === 0 || mismatches.length > 0)
      throw new Error(`дневные итоги не равны строкам: ${JSON.stringify(mismatches.slice(0, 5))}`);
    process.stdout.write(
      `  дневные итоги (${kind}, масштаб ${scale}): ${compared} сверено со строками, расхождений нет\n`,
    );
    const rows = `${monthRows(scale).toLocaleString('ru-RU')} строк отчёта в месяце с ${FILL_FROM}, три месяца`;
    const at = `${kind}, масштаб ${scale}`;
    const screens: Screen[] = [
      {
        name: 'home',
        at,
        meaning: `\`home\` со всеми полями, которые спрашивает /main (${rows}), против \`{ serverInfo }\` того же сервера`,
        query: HOME,
        variables: { today: TODAY },
      },
      {
        name: 'reports итоги за месяц',
        at,
        meaning: `итоги \`reports\` (stat, wholesale) за месяц (${rows}) против \`{ serverInfo }\``,
        query: REPORT_TOTALS,
        variables: { from: MONTH.dateFrom, to: MONTH.dateTo },
      },
      {
        name: 'reports итоги за 91 день',
        at,
        meaning: `итоги \`reports\` за все три месяца строк (${rows}; период /reports — не больше 93 дней, год не спросить), против \`{ serverInfo }\``,
        query: REPORT_TOTALS,
        variables: { from: REPORT_SPAN.dateFrom, to: REPORT_SPAN.dateTo },
      },
      {
        name: 'график заказов по дням за год',
        at,
        meaning: `\`statisticsByDay\` за год (${rows}) против \`{ serverInfo }\``,
        query: CHART,
        variables: { period: YEAR },
      },
    ];
    const results: BenchResult[] = [];
    const served = await serveApp(app);
    try {
      for (const screen of screens)
        for (const asked of ['again', 'changed'] as const) {
          const result = await versus(app, served, seller, screen, asked, quick);
          process.stdout.write(
            `  ${result.name}: ${result.subject.value} против ${result.baseline.value}: ×${result.ratio.toFixed(2)}\n`,
          );
          results.push(result);
        }
    } finally {
      await served.close();
    }
    return results;
  } finally {
    await app.close();
  }
}

/** The daily figures' screens at scale 10 on each database (scale 1 in the quick mode). */
export async function dailyFigures(kinds: DatabaseKind[], quick: boolean): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  for (const kind of kinds) results.push(...(await dailyCase(kind, quick ? 1 : 10, quick)));
  return results;
}

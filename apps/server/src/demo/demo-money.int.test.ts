import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWbEmulator, type WbEmulator } from '@seller-helper/wb-emulator';
import { dataOf, signInWith, type SignedIn } from '../../test/support/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import { syncServices, syncUntilDone, TIME_SCALE } from '../../test/support/sync-kit.ts';
import { kopecksFromText, kopecksToText } from '../lib/money.ts';
import type { Dataset } from '../modules/sync/datasets.ts';
import { getCompanyWbTokens } from '../modules/tokens-vault/tokens-vault.service.ts';
import { DEMO_CORRECTION_WEEKS_BACK } from './demo-emulator.ts';
import { seedDemo } from './seed-demo.ts';

// Every total of /reports and /main on the demo seller (its cards, cost prices and a year of reports,
// at a twentieth of the demo's scale) equals the rows shown under it, or names what they leave out.

/** A year of reports on a busy machine: a guard against a hang, not a measure of speed. */
const SYNC_TIMEOUT = 600_000;

const REPORT = `query ($from: Date!, $to: Date!, $type: ReportType) { reports(dateFrom: $from, dateTo: $to, type: $type) {
  stat { sumToPay sumFirstPrice sumProfit leftOutUnits leftOutPayout
    ppvz_for_pay returns delivery_rub storage_fee acceptance deduction penalty additional_payment loyalty }
  wholesale { total totalNds totalFirstPrice firstPriceNds leftOutTotal leftOutNds totalResult }
  byCurrency { currency costCounted
    units { count net_sold cost_counted total_ppvz_for_pay total_delivery_rub total_penalty profit outsideUnits }
    combined { mainPayout buyoutPayout sumFirstPrice leftOutUnits leftOutPayout sumProfit } }
  rows { shk_id currency net_sold cost_counted total_ppvz_for_pay total_delivery_rub total_penalty profit
    rows { ppvz_for_pay_signed } }
} }`;
const WEEKS = `query ($from: Date!, $to: Date!, $type: ReportType) { reportWeeks(dateFrom: $from, dateTo: $to, type: $type) {
  reportId dateFrom dateTo currency ours wb state difference differences { name effect } } }`;
const HOME = `{ home { periods { name dateFrom dateTo current { profit profitLeftOutUnits profitLeftOutPayout } } } }`;

type Money = string;
interface Unit {
  shk_id: string;
  currency: string;
  net_sold: number;
  cost_counted: Money | null;
  total_ppvz_for_pay: Money;
  total_delivery_rub: Money;
  total_penalty: Money;
  profit: Money | null;
  rows: { ppvz_for_pay_signed: Money }[];
}
type StatMoney =
  | 'sumToPay'
  | 'sumFirstPrice'
  | 'sumProfit'
  | 'leftOutPayout'
  | 'ppvz_for_pay'
  | 'returns'
  | 'delivery_rub'
  | 'storage_fee'
  | 'acceptance'
  | 'deduction'
  | 'penalty'
  | 'additional_payment'
  | 'loyalty';
type WholesaleMoney =
  'total' | 'totalNds' | 'totalFirstPrice' | 'firstPriceNds' | 'leftOutTotal' | 'leftOutNds' | 'totalResult';
interface Report {
  reports: {
    stat: Record<StatMoney, Money> & { leftOutUnits: number };
    wholesale: Record<WholesaleMoney, Money>;
    byCurrency: {
      currency: string;
      costCounted: boolean;
      units: Record<string, Money | number>;
      combined: Record<string, Money | number>;
    }[];
    rows: Unit[];
  };
}
interface Week {
  reportId: string;
  dateFrom: string;
  dateTo: string;
  currency: string;
  ours: Money;
  wb: Money | null;
  state: string;
  difference: Money | null;
  differences: { name: string; effect: Money }[];
}

const kopecks = (text: Money | null) => (text === null ? 0 : kopecksFromText(text)!);
const sumOf = (units: Unit[], money: (u: Unit) => Money | null) => units.reduce((t, u) => t + kopecks(money(u)), 0);
const payoutOf = (u: Unit) => kopecks(u.total_ppvz_for_pay) - kopecks(u.total_delivery_rub) - kopecks(u.total_penalty);

describe('the demo seller: every total of /reports and /main adds up', () => {
  let app: TestApp;
  let emulator: WbEmulator;
  let demo: Omit<SignedIn, 'email'>;
  let month: { dateFrom: string; dateTo: string; current: Record<string, Money | number | null> };

  beforeAll(async () => {
    app = await createTestApp({ DEMO_MODE: 'true' });
    emulator = await startWbEmulator({
      seed: 7,
      timeScale: TIME_SCALE,
      scale: 0.05,
      correctionWeeksBack: DEMO_CORRECTION_WEEKS_BACK,
    });
    const companyId = await seedDemo(app.services.db, app.services.config, {
      url: emulator.url,
      seller: emulator.data.seller,
      issueToken: (options) => emulator.issueToken(options),
      close: async () => {},
    });
    const tokens = await getCompanyWbTokens(app.services.db, app.services.config, companyId);
    const services = syncServices(app.database, emulator);
    for (const dataset of ['cards', 'finance'] satisfies Dataset[]) {
      const outcome = await syncUntilDone(services, companyId, dataset, async () => tokens);
      expect(outcome.kind, dataset).toBe('done');
    }
    demo = await signInWith(app, 'demo');
    const home = dataOf(
      await app.graphql<{ home: { periods: (typeof month & { name: string })[] } }>(HOME, {}, demo.headers),
    );
    month = home.home.periods.find((p) => p.name === 'month')!;
  }, SYNC_TIMEOUT);

  afterAll(async () => {
    await emulator?.close();
    await app?.close();
  });

  const report = async (type: string, period: { dateFrom: string; dateTo: string } = month) =>
    dataOf(await app.graphql<Report>(REPORT, { from: period.dateFrom, to: period.dateTo, type }, demo.headers))
      .reports;
  const weeksOf = async (from: string, to: string) =>
    dataOf(await app.graphql<{ reportWeeks: Week[] }>(WEEKS, { from, to, type: 'MAIN' }, demo.headers)).reportWeeks;

  it.each(['MAIN', 'BUYOUT'])(
    '%s: each column of the units table adds up to its total and to the stat',
    async (type) => {
      const { stat, byCurrency, rows } = await report(type);
      expect(rows.length).toBeGreaterThan(0);
      for (const figures of byCurrency) {
        const units = rows.filter((u) => u.currency === figures.currency);
        const totals = figures.units;
        expect(totals.count).toBe(units.length);
        expect(totals.net_sold).toBe(units.reduce((t, u) => t + u.net_sold, 0));
        for (const field of ['cost_counted', 'total_ppvz_for_pay', 'total_delivery_rub', 'total_penalty', 'profit']) {
          expect(totals[field], field).toBe(kopecksToText(sumOf(units, (u) => u[field as keyof Unit] as Money | null)));
        }
        // A unit's WB rows, returns negative, add up to its «К перечислению».
        for (const unit of units) {
          const ofRows = unit.rows.reduce((t, r) => t + kopecks(r.ppvz_for_pay_signed), 0);
          expect(kopecksToText(ofRows), unit.shk_id).toBe(unit.total_ppvz_for_pay);
        }
      }
      const rub = byCurrency.find((c) => c.currency === 'RUB')!;
      const rubUnits = rows.filter((u) => u.currency === 'RUB');
      expect(rub.units.cost_counted).toBe(stat.sumFirstPrice);
      expect(kopecksToText(kopecks(rub.units.profit as Money) + kopecks(rub.units.outsideUnits as Money))).toBe(
        stat.sumProfit,
      );
      // What the profit leaves out is named: the units without a cost price, all their rows (docs/money.md,
      // «Units without a cost price»): their sales less returns, and their payout.
      const leftOut = rubUnits.filter((u) => u.profit === null);
      expect(stat.leftOutUnits).toBe(leftOut.reduce((t, u) => t + u.net_sold, 0));
      expect(stat.leftOutPayout).toBe(kopecksToText(leftOut.reduce((t, u) => t + payoutOf(u), 0)));
      expect(kopecks(stat.sumProfit)).toBe(
        kopecks(stat.sumToPay) - kopecks(stat.sumFirstPrice) - kopecks(stat.leftOutPayout),
      );
    },
  );

  it('«Итого к оплате» and the buyout result are the cards shown beside them added up', async () => {
    const { stat, wholesale } = await report('MAIN');
    const k = (name: StatMoney) => kopecks(stat[name]);
    expect(k('sumToPay')).toBe(
      k('ppvz_for_pay') -
        k('returns') -
        k('delivery_rub') -
        k('storage_fee') -
        k('acceptance') -
        k('deduction') -
        k('penalty') +
        k('additional_payment') +
        k('loyalty'),
    );
    const w = (name: WholesaleMoney) => kopecks(wholesale[name]);
    expect(w('totalResult')).toBe(
      w('total') - w('totalNds') - (w('totalFirstPrice') - w('firstPriceNds')) - (w('leftOutTotal') - w('leftOutNds')),
    );
  });

  it('leaves the units of the cards without a cost price out of the profit, and /main says the same as /reports', async () => {
    const main = await report('MAIN');
    const buyout = await report('BUYOUT');
    const together = main.byCurrency.find((c) => c.currency === 'RUB')!.combined;
    // The demo has cards without a cost price, sold in the month, and a week of WB's loyalty programme.
    expect(Number(together.leftOutUnits)).toBeGreaterThan(0);
    expect(kopecks(main.stat.loyalty)).not.toBe(0);
    expect(together).toEqual({
      mainPayout: main.stat.sumToPay,
      buyoutPayout: buyout.stat.sumToPay,
      sumFirstPrice: kopecksToText(kopecks(main.stat.sumFirstPrice) + kopecks(buyout.stat.sumFirstPrice)),
      leftOutUnits: main.stat.leftOutUnits + buyout.stat.leftOutUnits,
      leftOutPayout: kopecksToText(kopecks(main.stat.leftOutPayout) + kopecks(buyout.stat.leftOutPayout)),
      sumProfit: kopecksToText(kopecks(main.stat.sumProfit) + kopecks(buyout.stat.sumProfit)),
    });
    expect(month.current).toEqual({
      profit: together.sumProfit,
      profitLeftOutUnits: together.leftOutUnits,
      profitLeftOutPayout: together.leftOutPayout,
    });
  });

  it("the parts of a week that does not reconcile add up to the week's difference", async () => {
    const weeks = await weeksOf(new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10), month.dateTo);
    const different = weeks.filter((w) => w.state === 'DIFFERENT');
    expect(different).toHaveLength(1);
    for (const week of different) {
      expect(kopecksToText(week.differences.reduce((t, d) => t + kopecks(d.effect), 0))).toBe(week.difference);
    }
  });

  it("a period's «Итого к оплате» is its weeks' reconciled payouts added up, the loyalty programme's too", async () => {
    // Six whole weeks before the one WB corrected: every fourth demo week has a loyalty programme row.
    const recent = await weeksOf(new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10), month.dateTo);
    const byDate = recent.filter((w) => w.currency === 'RUB').sort((a, b) => a.dateFrom.localeCompare(b.dateFrom));
    const corrected = byDate.findIndex((w) => w.state === 'DIFFERENT');
    const block = byDate.slice(corrected - 6, corrected);
    expect(block).toHaveLength(6);
    const period = { dateFrom: block[0]!.dateFrom, dateTo: block.at(-1)!.dateTo };
    const weeks = (await weeksOf(period.dateFrom, period.dateTo)).filter((w) => w.currency === 'RUB');
    expect(weeks.map((w) => w.reportId).sort()).toEqual(block.map((w) => w.reportId).sort());
    expect(weeks.map((w) => w.state)).toEqual(weeks.map(() => 'RECONCILED'));
    const { stat } = await report('MAIN', period);
    expect(kopecks(stat.loyalty)).not.toBe(0);
    expect(stat.sumToPay).toBe(kopecksToText(weeks.reduce((t, w) => t + kopecks(w.wb), 0)));
    expect(stat.sumToPay).toBe(kopecksToText(weeks.reduce((t, w) => t + kopecks(w.ours), 0)));
  });
});

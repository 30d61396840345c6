import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WbEmulator } from '@seller-helper/wb-emulator';
import { toMskDate, type RealizationReport } from '@seller-helper/wb';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { startSyncEmulator, syncServices, syncUntilDone } from '../../../test/support/sync-kit.ts';
import { connectToWb } from '../sync/wb-connection.ts';
import { sellerWithCompany, type Seller } from '../cards/catalog-fixtures.ts';
import { saveCompanyWbTokens } from '../tokens-vault/tokens-vault.service.ts';
import { and, eq, gt } from 'drizzle-orm';
import { kopecksFromText, kopecksToText } from '../../lib/money.ts';
import { storeReportList } from './reports.sync.ts';
import { wbFinanceReports, wbFinanceRows } from './reports.tables.ts';
import { recountDailyFigures } from '../../../test/support/daily-figures.ts';

const WEEKS = `query ($from: Date!, $to: Date!) { reportWeeks(dateFrom: $from, dateTo: $to) {
  reportId dateFrom dateTo ours wb difference state differences { name ours wb difference effect }
} }`;

interface Week {
  reportId: string;
  dateFrom: string;
  ours: string;
  wb: string | null;
  difference: string | null;
  state: string;
  differences: { name: string; ours: string; wb: string; difference: string; effect: string }[];
}

/** The parts' effects added up, as Money text. */
const effectsOf = (week: Week) =>
  kopecksToText(week.differences.reduce((total, d) => total + kopecksFromText(d.effect)!, 0));

const DAY_MS = 86_400_000;

describe("reconciliation with WB's weekly payout", () => {
  let app: TestApp;
  let emulator: WbEmulator;
  let seller: Seller;
  let token: string;
  const from = toMskDate(new Date(Date.now() - 30 * DAY_MS));
  const to = toMskDate(new Date());
  beforeAll(async () => {
    app = await createTestApp({ DEMO_MODE: 'true' });
    emulator = await startSyncEmulator();
    seller = await sellerWithCompany(app, 'reconcile@example.com');
    token = emulator.issueToken({ type: 'personal', categories: ['finance'] });
    await saveCompanyWbTokens(
      app.services.db,
      app.services.config,
      seller.companyId,
      { mpAndStatisticToken: token },
      null,
    );
  });
  afterAll(async () => {
    await emulator.close();
    await app.close();
  });
  const sync = () =>
    syncUntilDone(syncServices(app.database, emulator), seller.companyId, 'finance', async () => [token]);
  const weeks = async () => {
    const answer = await app.graphql<{ reportWeeks: Week[] }>(WEEKS, { from, to }, seller.headers);
    expect(answer.errors).toBeUndefined();
    return answer.data!.reportWeeks;
  };

  it("every synced week's rows add up to WB's «Итого к оплате» to the kopeck", async () => {
    expect((await sync()).kind).toBe('done');
    const answer = await weeks();
    expect(answer.length).toBeGreaterThanOrEqual(4);
    for (const week of answer) {
      expect(week).toMatchObject({ state: 'RECONCILED', difference: '0.00', differences: [] });
      expect(week.ours).toBe(week.wb);
    }
    // Among them a week with WB's loyalty programme: its amounts are part of the payout.
    const loyalty = await app.services.db
      .selectDistinct({ reportId: wbFinanceRows.reportId })
      .from(wbFinanceRows)
      .where(and(eq(wbFinanceRows.companyId, seller.companyId), gt(wbFinanceRows.cashbackAmountKopecks, 0)));
    expect(answer.some((week) => loyalty.some((r) => r.reportId === week.reportId))).toBe(true);
  });

  it('a correction WB adds to a past week shows as a difference until the next sync brings its rows', async () => {
    const added = emulator.data.finance.publishCorrection();
    const reportId = String(added[0]!.reportId);
    // WB's list already carries the correction while our rows do not: refresh the list alone, through
    // the client the sync uses (its limits are shared, so this call waits its turn).
    const client = connectToWb(syncServices(app.database, emulator), [token], 'finance')!;
    const list: RealizationReport[] = [];
    for await (const page of client.finance.reports({ dateFrom: from, dateTo: to })) list.push(...page.items);
    await app.services.db.transaction((tx) => storeReportList(tx, seller.companyId, list));

    const before = (await weeks()).find((w) => w.reportId === reportId)!;
    expect(before.state).toBe('DIFFERENT');
    const logistics = added.find((r) => r.sellerOperName === 'Коррекция логистики');
    const payment = added.find((r) => r.sellerOperName === 'Доплаты')!;
    expect(before.differences.map((d) => [d.name, d.difference])).toEqual([
      ...(logistics ? [['delivery', `-${money(logistics.deliveryService)}`]] : []),
      ['additionalPayment', `-${money(payment.additionalPayment)}`],
    ]);
    // Each part's effect on the payout has its sign, and they add up to the week's difference.
    expect(before.differences.map((d) => [d.name, d.effect])).toEqual([
      ...(logistics ? [['delivery', money(logistics.deliveryService)]] : []),
      ['additionalPayment', `-${money(payment.additionalPayment)}`],
    ]);
    expect(effectsOf(before)).toBe(before.difference);
    expect((await weeks()).filter((w) => w.reportId !== reportId).every((w) => w.state === 'RECONCILED')).toBe(true);

    expect((await sync()).kind).toBe('done');
    const after = (await weeks()).find((w) => w.reportId === reportId)!;
    expect(after).toMatchObject({ state: 'RECONCILED', difference: '0.00', differences: [] });
  });

  it("reads WB's buyout report for Georgia (reportType 3) as a buyout report, in its own currency", async () => {
    const report: RealizationReport = {
      reportId: '777000000003',
      dateFrom: from,
      dateTo: from,
      createDate: to,
      currency: 'GEL',
      reportType: 3,
      retailAmountKopecks: 0,
      forPayKopecks: 0,
      deliveryServiceKopecks: 0,
      paidStorageKopecks: 0,
      paidAcceptanceKopecks: 0,
      deductionKopecks: 0,
      penaltyKopecks: 0,
      additionalPaymentKopecks: 0,
      cashbackAmountKopecks: 0,
      cashbackDiscountKopecks: 0,
      cashbackCommissionChangeKopecks: 0,
      bankPaymentKopecks: 0,
    };
    await app.services.db.transaction((tx) => storeReportList(tx, seller.companyId, [report]));
    const buyout = await app.graphql<{ reportWeeks: { reportId: string; currency: string; state: string }[] }>(
      `query ($from: Date!, $to: Date!) { reportWeeks(dateFrom: $from, dateTo: $to, type: BUYOUT) { reportId currency state } }`,
      { from, to },
      seller.headers,
    );
    expect(buyout.errors).toBeUndefined();
    expect(buyout.data!.reportWeeks.find((w) => w.reportId === report.reportId)).toEqual({
      reportId: report.reportId,
      currency: 'GEL',
      state: 'RECONCILED',
    });
    expect((await weeks()).some((w) => w.reportId === report.reportId)).toBe(false);
  });
});

describe("a week's difference, part by part (the worked example of docs/money.md)", () => {
  let app: TestApp;
  let seller: Seller;
  beforeAll(async () => {
    app = await createTestApp({ DEMO_MODE: 'true' });
    seller = await sellerWithCompany(app, 'reconcile-parts@example.com');
    const row = {
      companyId: seller.companyId,
      reportId: '500000001',
      reportType: 1,
      dateFrom: '2026-09-07',
      dateTo: '2026-09-13',
      currency: 'RUB',
      rrDate: '2026-09-10',
    };
    await app.services.db.insert(wbFinanceRows).values([
      {
        ...row,
        rrdId: 5_000_000_001,
        shkId: 5001,
        nmId: 1,
        docTypeName: 'Продажа',
        sellerOperName: 'Продажа',
        forPayKopecks: 100_000,
      },
      {
        ...row,
        rrdId: 5_000_000_002,
        shkId: 5001,
        nmId: 1,
        sellerOperName: 'Логистика',
        deliveryServiceKopecks: 12_000,
      },
      { ...row, rrdId: 5_000_000_003, sellerOperName: 'Хранение', paidStorageKopecks: 3_000 },
    ]);
    await recountDailyFigures(app.services.db);
    // WB's parts make 1 000.00 − 100.00 − 40.00 = 860.00, its «Итого к оплате» says 855.00.
    await app.services.db.insert(wbFinanceReports).values({
      companyId: seller.companyId,
      reportId: '500000001',
      reportType: 1,
      dateFrom: '2026-09-07',
      dateTo: '2026-09-13',
      createDate: '2026-09-14',
      currency: 'RUB',
      forPayKopecks: 100_000,
      deliveryServiceKopecks: 10_000,
      paidStorageKopecks: 4_000,
      bankPaymentKopecks: 85_500,
    });
  });
  afterAll(() => app.close());

  it('lists each part with its effect on the payout, and the effects add up to the difference', async () => {
    const answer = await app.graphql<{ reportWeeks: Week[] }>(
      WEEKS,
      { from: '2026-09-07', to: '2026-09-13' },
      seller.headers,
    );
    expect(answer.errors).toBeUndefined();
    const [week] = answer.data!.reportWeeks;
    expect(week).toMatchObject({ ours: '850.00', wb: '855.00', difference: '-5.00', state: 'DIFFERENT' });
    expect(week!.differences.map((d) => [d.name, d.ours, d.wb, d.effect])).toEqual([
      ['delivery', '120.00', '100.00', '-20.00'],
      ['storage', '30.00', '40.00', '10.00'],
      ['bankPayment', '860.00', '855.00', '5.00'],
    ]);
    expect(effectsOf(week!)).toBe(week!.difference);
  });
});

/** WB's decimal text ("37.4") with two decimals, as the Money scalar writes it. */
function money(text: unknown): string {
  const [whole, fraction = ''] = String(text).split('.');
  return `${whole}.${fraction.padEnd(2, '0')}`;
}

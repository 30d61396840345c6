import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWbEmulator, type WbEmulator } from '@seller-helper/wb-emulator';
import { toMskDate } from '@seller-helper/wb';
import { formatDay } from '../lib/moscow-time.ts';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import { syncServices, syncUntilDone, TIME_SCALE } from '../../test/support/sync-kit.ts';
import { sellerWithCompany, type Seller } from '../modules/cards/catalog-fixtures.ts';
import { saveCompanyWbTokens } from '../modules/tokens-vault/tokens-vault.service.ts';
import { DEMO_CORRECTION_WEEKS_BACK } from './demo-emulator.ts';

// The demo's one week that does not reconcile, through the real emulator and finance sync: WB
// corrects a past week while the first sync reads it, /main warns of that week with a link to it,
// and the next sync brings the correction's rows, closing the difference and the warning.

const WEEKS = `query ($from: Date!, $to: Date!) { reportWeeks(dateFrom: $from, dateTo: $to, type: MAIN) {
  reportId dateFrom dateTo ours wb difference state differences { name difference }
} }`;
const WARNINGS = '{ home { warnings { kind message link } } }';

interface Week {
  reportId: string;
  dateFrom: string;
  dateTo: string;
  ours: string;
  wb: string | null;
  difference: string | null;
  state: string;
  differences: { name: string; difference: string }[];
}

const DAY_MS = 86_400_000;
/** A year of reports on a busy machine: a guard against a hang, not a measure of speed. */
const SYNC_TIMEOUT = 300_000;

describe("the demo's week with WB's correction", () => {
  let app: TestApp;
  let emulator: WbEmulator;
  let seller: Seller;
  let token: string;
  // The quarter /main looks back on for weeks that do not reconcile.
  const from = toMskDate(new Date(Date.now() - 90 * DAY_MS));
  const to = toMskDate(new Date());

  beforeAll(async () => {
    app = await createTestApp({ DEMO_MODE: 'true' });
    emulator = await startWbEmulator({
      seed: 7,
      timeScale: TIME_SCALE,
      scale: 0.05,
      correctionWeeksBack: DEMO_CORRECTION_WEEKS_BACK,
    });
    seller = await sellerWithCompany(app, 'demo-correction@example.com');
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
    await emulator?.close();
    await app?.close();
  });

  const sync = () =>
    syncUntilDone(syncServices(app.database, emulator), seller.companyId, 'finance', async () => [token]);
  const weeks = async () => {
    const answer = await app.graphql<{ reportWeeks: Week[] }>(WEEKS, { from, to }, seller.headers);
    expect(answer.errors).toBeUndefined();
    return answer.data!.reportWeeks;
  };
  const reportWarnings = async () => {
    const answer = await app.graphql<{ home: { warnings: { kind: string; message: string; link: string }[] } }>(
      WARNINGS,
      {},
      seller.headers,
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.home.warnings.filter((w) => w.kind === 'report_different');
  };
  const mainReports = () => emulator.data.finance.reports().filter((r) => r.reportType === 1);

  it(
    "after the first sync one week differs by the correction's parts, to the kopeck; every other week reconciles",
    async () => {
      expect((await sync()).kind).toBe('done');
      const corrected = mainReports().at(-1 - DEMO_CORRECTION_WEEKS_BACK)!;
      const added = emulator.data.finance.rows(corrected).slice(-2);
      expect(added.map((r) => r.sellerOperName)).toEqual(['Коррекция логистики', 'Доплаты']);

      const answer = await weeks();
      expect(answer.length).toBeGreaterThanOrEqual(12);
      const different = answer.filter((w) => w.state !== 'RECONCILED');
      expect(different.map((w) => w.reportId)).toEqual([corrected.reportId]);
      const [logistics, payment] = added;
      expect(different[0]!.differences).toEqual([
        { name: 'delivery', difference: `-${money(logistics!.deliveryService)}` },
        { name: 'additionalPayment', difference: `-${money(payment!.additionalPayment)}` },
      ]);
      expect(kopecks(different[0]!.ours) - kopecks(different[0]!.wb!)).toBe(
        kopecks(String(logistics!.deliveryService)) - kopecks(String(payment!.additionalPayment)),
      );
      // The four newest weeks, the period /reports opens on, all reconcile.
      const newest = mainReports()
        .slice(-4)
        .map((r) => r.reportId);
      expect(answer.filter((w) => newest.includes(w.reportId)).map((w) => w.state)).toEqual(
        Array(4).fill('RECONCILED'),
      );

      expect(await reportWarnings()).toEqual([
        {
          kind: 'report_different',
          message: `Отчёт WB №${corrected.reportId} за ${formatDay(corrected.dateFrom)} — ${formatDay(corrected.dateTo)} не сходится с его строками: проверьте различия.`,
          link: `/reports?dateFrom=${corrected.dateFrom}&dateTo=${corrected.dateTo}`,
        },
      ]);
    },
    SYNC_TIMEOUT,
  );

  it(
    "the next sync reads the week again within its 35 days: the correction's rows close the difference and the warning",
    async () => {
      expect((await sync()).kind).toBe('done');
      expect((await weeks()).every((w) => w.state === 'RECONCILED' && w.difference === '0.00')).toBe(true);
      expect(await reportWarnings()).toEqual([]);
    },
    SYNC_TIMEOUT,
  );
});

/** WB's decimal text ("37.4") with two decimals, as the Money scalar writes it. */
function money(text: unknown): string {
  const [whole, fraction = ''] = String(text).split('.');
  return `${whole}.${fraction.padEnd(2, '0')}`;
}

function kopecks(text: string): number {
  const [whole, fraction = ''] = money(text).replace('-', '').split('.');
  return (text.startsWith('-') ? -1 : 1) * (Number(whole) * 100 + Number(fraction));
}

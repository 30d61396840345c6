import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WbEmulator } from '@seller-helper/wb-emulator';
import { toMskDate, type RealizationReport } from '@seller-helper/wb';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { startSyncEmulator, syncServices, syncUntilDone } from '../../../test/support/sync-kit.ts';
import { connectToWb } from '../sync/wb-connection.ts';
import { sellerWithCompany, type Seller } from '../cards/catalog-fixtures.ts';
import { saveCompanyWbTokens } from '../tokens-vault/tokens-vault.service.ts';
import { storeReportList } from './reports.sync.ts';

const WEEKS = `query ($from: Date!, $to: Date!) { reportWeeks(dateFrom: $from, dateTo: $to) {
  reportId dateFrom dateTo ours wb difference state differences { name ours wb difference }
} }`;

interface Week {
  reportId: string;
  dateFrom: string;
  ours: string;
  wb: string | null;
  difference: string | null;
  state: string;
  differences: { name: string; ours: string; wb: string; difference: string }[];
}

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
    expect((await weeks()).filter((w) => w.reportId !== reportId).every((w) => w.state === 'RECONCILED')).toBe(true);

    expect((await sync()).kind).toBe('done');
    const after = (await weeks()).find((w) => w.reportId === reportId)!;
    expect(after).toMatchObject({ state: 'RECONCILED', difference: '0.00', differences: [] });
  });
});

/** WB's decimal text ("37.4") with two decimals, as the Money scalar writes it. */
function money(text: unknown): string {
  const [whole, fraction = ''] = String(text).split('.');
  return `${whole}.${fraction.padEnd(2, '0')}`;
}

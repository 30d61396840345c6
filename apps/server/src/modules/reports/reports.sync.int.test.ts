import { describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { toMskDate } from '@seller-helper/wb';
import { createCompany, syncUntilDone } from '../../../test/support/sync-kit.ts';
import { syncWorld } from '../../../test/support/sync-world.ts';
import { recentWeeksStart } from './reports.sync.ts';
import { wbFinanceReports, wbFinanceRows } from './reports.tables.ts';

const COMPANY = 150_000_001;
const DAY_MS = 86_400_000;
const DETAILED = '/api/finance/v1/sales-reports/detailed';
const LIST = '/api/finance/v1/sales-reports/list';

/** A promise the test settles by hand. */
function later() {
  let resolve!: () => void;
  const promise = new Promise<void>((ok) => (resolve = ok));
  return { promise, resolve };
}

/** Waits until `done` answers true, asking again after each answer (a minute at most). */
async function until(done: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error('the awaited state never came');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('finance sync', () => {
  const world = syncWorld(COMPANY);
  const sync = () => syncUntilDone(world.services, COMPANY, 'finance', async () => [world.token]);

  it("a first sync stores the recent weeks with WB's totals before it reads the year behind them", async () => {
    const { database, services, token, emulator } = world;
    const company = COMPANY + 1;
    await createCompany(database, company);
    const recentStart = recentWeeksStart(new Date());
    // WB holds the year's first page (the request after the recent weeks' one) until the test has looked.
    const yearPage = later();
    emulator.faults.inject({ path: DETAILED, kind: 'slow', after: 1, until: yearPage.promise });
    const syncing = syncUntilDone(services, company, 'finance', async () => [token]);
    try {
      const rowsOf = () =>
        database.db
          .select({ rrDate: wbFinanceRows.rrDate })
          .from(wbFinanceRows)
          .where(eq(wbFinanceRows.companyId, company));
      const listed = () =>
        database.db
          .select({ dateTo: wbFinanceReports.dateTo })
          .from(wbFinanceReports)
          .where(eq(wbFinanceReports.companyId, company));
      // Nothing of the year can be stored while its first page is held: the state waited for stays.
      await until(async () => (await listed()).length > 0);
      const recent = await rowsOf();
      expect(recent.length).toBeGreaterThan(0);
      expect(recent.every((r) => r.rrDate! >= recentStart)).toBe(true);
      expect((await listed()).every((r) => r.dateTo! >= recentStart)).toBe(true);

      yearPage.resolve();
      expect((await syncing).kind).toBe('done');
      expect((await rowsOf()).some((r) => r.rrDate! < recentStart)).toBe(true);
      expect((await listed()).some((r) => r.dateTo! < recentStart)).toBe(true);
    } finally {
      yearPage.resolve();
      emulator.faults.clear();
    }
  }, 120_000);

  it("WB's list failing after the last page is read again alone: no page is read twice", async () => {
    const { database, services, token, emulator } = world;
    const company = COMPANY + 2;
    await createCompany(database, company);
    // The recent weeks' list passes; the year's, asked for once its last page has come, fails once.
    emulator.faults.inject({ path: LIST, kind: 'server-error', after: 1 });
    const logged = emulator.requests.length;
    try {
      expect((await syncUntilDone(services, company, 'finance', async () => [token])).kind).toBe('done');
    } finally {
      emulator.faults.clear();
    }
    const asked = emulator.requests.slice(logged);
    const failed = asked.findIndex((entry) => entry.path.endsWith(LIST) && entry.status >= 500);
    expect(failed).toBeGreaterThan(0);
    expect(asked.slice(failed).filter((entry) => entry.path.endsWith(DETAILED))).toEqual([]);
    const first = toMskDate(new Date(Date.now() - 365 * DAY_MS));
    const stored = await database.db
      .select({ reportId: wbFinanceReports.reportId })
      .from(wbFinanceReports)
      .where(eq(wbFinanceReports.companyId, company));
    const wbReports = emulator.data.finance.reports().filter((r) => r.dateTo >= first);
    expect(stored.map((r) => r.reportId).sort()).toEqual(wbReports.map((r) => r.reportId).sort());
  }, 120_000);

  it('keeps report ids beyond 2^53 exactly, the buyer country, delivery method and acquiring fee, and the report list', async () => {
    const { database, emulator } = world;
    expect((await sync()).kind).toBe('done');
    const first = toMskDate(new Date(Date.now() - 365 * DAY_MS));
    const wbReports = emulator.data.finance.reports().filter((r) => r.dateTo >= first);
    const big = wbReports.find((r) => BigInt(r.reportId) > 2n ** 53n)!;
    const stored = await database.db.select().from(wbFinanceReports).where(eq(wbFinanceReports.companyId, COMPANY));
    expect(stored.map((r) => r.reportId).sort()).toEqual(wbReports.map((r) => r.reportId).sort());
    const bigStored = stored.find((r) => r.reportId === big.reportId)!;
    const summary = emulator.data.finance.summary(big);
    expect(bigStored.bankPaymentKopecks).toBe(kopecks(summary.bankPaymentSum));

    const sale = emulator.data.finance.rows(big).find((r) => r.docTypeName === 'Продажа')!;
    const [row] = await database.db
      .select()
      .from(wbFinanceRows)
      .where(and(eq(wbFinanceRows.companyId, COMPANY), eq(wbFinanceRows.rrdId, sale.rrdId)));
    expect(row!.reportId).toBe(big.reportId);
    expect(row!.country).toBe(sale.country);
    expect(row!.deliveryMethod).toBe(sale.deliveryMethod);
    expect(row!.acquiringFeeKopecks).toBe(kopecks(sale.acquiringFee));
    expect(row!.acquiringFeeKopecks).toBeGreaterThan(0);
  }, 120_000);

  it('a later sync stores the rows WB adds to a past week below the last rrdId seen, and its new totals', async () => {
    const { database, emulator } = world;
    const added = emulator.data.finance.publishCorrection();
    const maxSeen = Math.max(
      ...(await database.db.select({ id: wbFinanceRows.rrdId }).from(wbFinanceRows)).map((r) => r.id),
    );
    expect(added.every((r) => r.rrdId < maxSeen)).toBe(true);
    expect((await sync()).kind).toBe('done');
    const stored = await database.db
      .select()
      .from(wbFinanceRows)
      .where(
        and(
          eq(wbFinanceRows.companyId, COMPANY),
          inArray(
            wbFinanceRows.rrdId,
            added.map((r) => r.rrdId),
          ),
        ),
      );
    expect(stored.map((r) => [r.rrdId, r.sellerOperName]).sort()).toEqual(
      added.map((r) => [r.rrdId, r.sellerOperName]).sort(),
    );
    const payment = added.find((r) => r.sellerOperName === 'Доплаты')!;
    expect(stored.find((r) => r.rrdId === payment.rrdId)!.additionalPaymentKopecks).toBe(
      kopecks(payment.additionalPayment),
    );
    const report = emulator.data.finance.reports().find((r) => r.reportId === payment.reportId)!;
    const [list] = await database.db
      .select()
      .from(wbFinanceReports)
      .where(and(eq(wbFinanceReports.companyId, COMPANY), eq(wbFinanceReports.reportId, report.reportId)));
    expect(list!.bankPaymentKopecks).toBe(kopecks(emulator.data.finance.summary(report).bankPaymentSum));
  });
});

/** WB's decimal text ("376.9", "-12") as kopecks, by moving the point. */
function kopecks(text: unknown): number {
  const [whole, fraction = ''] = String(text).replace('-', '').split('.');
  const value = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return String(text).startsWith('-') ? -value : value;
}

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { startWbEmulator, type WbEmulator } from '@seller-helper/wb-emulator';
import type { DatabaseHandle } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { addDays, moscowDay } from '../../lib/moscow-time.ts';
import { createTestDatabase } from '../../../test/support/test-database.ts';
import { createCompany, syncServices, syncUntilDone, TIME_SCALE } from '../../../test/support/sync-kit.ts';
import { runDatasetSync, type SyncOutcome } from '../sync/sync-runner.ts';
import { getSyncState } from '../sync/sync-state.repo.ts';
import { wbPaidAcceptance, wbPaidStorage } from './storage.tables.ts';

const COMPANY = 152_000_001;
const STORAGE_CREATE = '/seller-analytics-api/api/v1/paid_storage';
const STORAGE_STATUS = /^\/seller-analytics-api\/api\/v1\/paid_storage\/tasks\/[^/]+\/status$/;

/** Millionths of a ruble of a decimal WB wrote: exact sums to compare with the database's. */
const micro = (value: number | string) => {
  const [whole = '0', fraction = ''] = String(value).split('.');
  return BigInt(whole) * 1_000_000n + BigInt(fraction.padEnd(6, '0'));
};

describe("sync of WB's paid storage and acceptance reports (tasks)", () => {
  let database: DatabaseHandle;
  let emulator: WbEmulator;
  let token: string;
  let nextCompany = COMPANY;
  // One clock for the sync's pacing and WB's limits, so the tests count requests without hoping that two
  // real clocks keep step: a late tick on a busy machine once had WB answer a status check 429.
  let nowMs = Date.now();
  const clock: Clock = {
    now: () => new Date(nowMs),
    sleep: async (ms) => void (nowMs += ms),
  };
  beforeAll(async () => {
    database = await createTestDatabase();
    emulator = await startWbEmulator({ seed: 7, timeScale: TIME_SCALE, scale: 0.05, now: () => nowMs });
    token = emulator.issueToken({ type: 'personal', categories: ['analytics'] });
  });
  afterEach(() => {
    emulator.faults.clear();
    emulator.reportTasks.clear();
  });
  afterAll(async () => {
    await emulator.close();
    await database.close();
  });
  const company = async () => {
    const id = nextCompany++;
    await createCompany(database, id);
    return id;
  };
  const services = () => ({ ...syncServices(database, emulator), clock });

  it("stores 60 days of paid storage, asked for 8 days a task, exactly as WB's report sums them", async () => {
    const companyId = await company();
    const sent = emulator.requests.length;
    expect((await syncUntilDone(services(), companyId, 'paidStorage', async () => [token])).kind).toBe('done');
    const creates = emulator.requests.slice(sent).filter((r) => r.path === STORAGE_CREATE);
    const periods = creates.map((r) => {
      const q = new URLSearchParams(r.query);
      return [q.get('dateFrom')!, q.get('dateTo')!] as const;
    });
    const yesterday = addDays(moscowDay(new Date()), -1);
    expect(periods[0]![0]).toBe(addDays(yesterday, -59));
    expect(periods.at(-1)![1]).toBe(yesterday);
    for (const [from, to] of periods) expect(to > from && addDays(from, 7) >= to).toBe(true);
    // Each task was asked about until done: first «processing», then «done».
    expect(emulator.requests.slice(sent).filter((r) => STORAGE_STATUS.test(r.path))).toHaveLength(2 * creates.length);
    expect(emulator.requests.slice(sent).every((r) => r.status === 200)).toBe(true);

    const wb = emulator.data.paidReports.storage(addDays(yesterday, -59), yesterday);
    const [stored] = await database.db
      .select({ rows: sql<number>`count(*)::int`, total: sql<string>`sum(${wbPaidStorage.price})::text` })
      .from(wbPaidStorage)
      .where(eq(wbPaidStorage.companyId, companyId));
    expect(stored!.rows).toBe(wb.length);
    const wbTotal = wb.reduce((sum, d) => sum + BigInt(d.priceUnits) * 100n, 0n);
    expect(micro(stored!.total)).toBe(wbTotal);
    const one = wb.find((d) => d.priceUnits % 100 !== 0)!;
    const [row] = await database.db
      .select()
      .from(wbPaidStorage)
      .where(
        and(
          eq(wbPaidStorage.companyId, companyId),
          eq(wbPaidStorage.day, one.date),
          eq(wbPaidStorage.barcode, one.card.sizes[one.sizeIndex]!.barcode),
          eq(wbPaidStorage.officeId, one.warehouseId),
        ),
      );
    expect(row).toMatchObject({ nmId: one.card.nmID, units: one.units, warehouseName: one.warehouseName });
    expect(micro(row!.price)).toBe(BigInt(one.priceUnits) * 100n);

    // A later sync reads the last 8 days again (WB recounts them) and keeps one row per key.
    expect((await syncUntilDone(services(), companyId, 'paidStorage', async () => [token])).kind).toBe('done');
    const [again] = await database.db
      .select({ rows: sql<number>`count(*)::int` })
      .from(wbPaidStorage)
      .where(eq(wbPaidStorage.companyId, companyId));
    expect(again!.rows).toBe(wb.length);
  }, 120_000);

  it('stores 90 days of paid acceptance per income and card, 31 days a task', async () => {
    const companyId = await company();
    expect((await syncUntilDone(services(), companyId, 'acceptance', async () => [token])).kind).toBe('done');
    const yesterday = addDays(moscowDay(new Date()), -1);
    const wb = emulator.data.paidReports.acceptance(addDays(yesterday, -89), yesterday);
    const stored = await database.db.select().from(wbPaidAcceptance).where(eq(wbPaidAcceptance.companyId, companyId));
    expect(stored).toHaveLength(wb.length);
    expect(wb.length).toBeGreaterThan(0);
    for (const charge of wb) {
      const row = stored.find((r) => r.incomeId === charge.supply.supplyID && r.nmId === charge.card.nmID)!;
      expect(row.units).toBe(charge.count);
      expect(micro(row.total)).toBe(BigInt(charge.kopecks) * 10_000n);
    }
  }, 120_000);

  it("asks for the next window's report before storing the one downloaded, so WB builds it meanwhile", async () => {
    const companyId = await company();
    const sent = emulator.requests.length;
    // WB holds its answer to the second task's request until the test has looked at what is stored.
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    emulator.faults.inject({ path: STORAGE_CREATE, kind: 'slow', after: 1, until: held });
    const sync = syncUntilDone(services(), companyId, 'paidStorage', async () => [token]);
    const creates = () => emulator.requests.slice(sent).filter((r) => r.path === STORAGE_CREATE);
    await vi.waitFor(() => expect(creates()).toHaveLength(2), { timeout: 30_000 });
    // The first window is downloaded, and not yet stored: its rows wait for the second request.
    const downloads = emulator.requests.slice(sent).filter((r) => r.path.endsWith('/download'));
    expect(downloads).toHaveLength(1);
    const storedRows = async () =>
      (
        await database.db
          .select({ rows: sql<number>`count(*)::int` })
          .from(wbPaidStorage)
          .where(eq(wbPaidStorage.companyId, companyId))
      )[0]!.rows;
    expect(await storedRows()).toBe(0);
    answer();
    expect((await sync).kind).toBe('done');
    const yesterday = addDays(moscowDay(new Date()), -1);
    expect(await storedRows()).toBe(emulator.data.paidReports.storage(addDays(yesterday, -59), yesterday).length);
  }, 120_000);

  it('puts the sync off as WB says on 429, and goes on from there', async () => {
    const companyId = await company();
    emulator.faults.inject({ path: STORAGE_CREATE, kind: 'rate-limit', retryAfterSeconds: 2 });
    const first = await runDatasetSync(services(), { companyId, dataset: 'paidStorage' }, async () => [token]);
    expect(first.kind).toBe('later');
    expect((first as Extract<SyncOutcome, { kind: 'later' }>).afterMs).toBeGreaterThanOrEqual(2_000);
    const [none] = await database.db
      .select({ rows: sql<number>`count(*)::int` })
      .from(wbPaidStorage)
      .where(eq(wbPaidStorage.companyId, companyId));
    expect(none!.rows).toBe(0);
    expect((await getSyncState(database.db, companyId, 'paidStorage'))!.lastError).toBeNull();
    expect((await syncUntilDone(services(), companyId, 'paidStorage', async () => [token])).kind).toBe('done');
  }, 120_000);

  it('names the token category to add when the token has no Analytics, and asks WB nothing', async () => {
    const companyId = await company();
    const statistics = emulator.issueToken({ type: 'personal', categories: ['statistics', 'supplies'] });
    const sent = emulator.requests.length;
    for (const dataset of ['paidStorage', 'acceptance'] as const) {
      const outcome = await runDatasetSync(services(), { companyId, dataset }, async () => [statistics]);
      const what = dataset === 'paidStorage' ? 'отчёты о платном хранении' : 'отчёты о платной приёмке';
      expect(outcome).toEqual({
        kind: 'failed',
        message: `У токена нет категории «Аналитика»: ${what} не загружаются`,
      });
    }
    expect(emulator.requests.length).toBe(sent);
  });

  it('ends a task WB refused with a clear status, and asks for the same days again at the next sync', async () => {
    const companyId = await company();
    emulator.reportTasks.holdNext('canceled');
    const outcome = await syncUntilDone(services(), companyId, 'acceptance', async () => [token]);
    const yesterday = addDays(moscowDay(new Date()), -1);
    const from = addDays(yesterday, -89);
    const day = (d: string) => d.split('-').reverse().join('.');
    expect(outcome).toEqual({
      kind: 'failed',
      message: `WB отклонил отчёт о платной приёмке за ${day(from)}–${day(addDays(from, 30))}: запросим его снова при следующей загрузке`,
    });
    expect((await getSyncState(database.db, companyId, 'acceptance'))!.lastError).toBe(
      (outcome as { message: string }).message,
    );
    expect((await syncUntilDone(services(), companyId, 'acceptance', async () => [token])).kind).toBe('done');
    const [first] = emulator.requests
      .filter((r) => r.path === '/seller-analytics-api/api/v1/acceptance_report')
      .slice(-3)
      .map((r) => new URLSearchParams(r.query).get('dateFrom'));
    expect(first).toBe(from);
  }, 120_000);
});

describe('a report task WB never finishes', () => {
  let database: DatabaseHandle;
  let emulator: WbEmulator;
  // One clock for the sync and for WB's limits: the test moves it, nothing waits.
  let nowMs = Date.now();
  const clock: Clock = {
    now: () => new Date(nowMs),
    sleep: async (ms) => void (nowMs += ms),
  };
  beforeAll(async () => {
    database = await createTestDatabase();
    emulator = await startWbEmulator({ seed: 7, timeScale: TIME_SCALE, scale: 0.05, now: () => nowMs });
  });
  afterAll(async () => {
    await emulator.close();
    await database.close();
  });

  it('checks it at growing intervals within the limits, gives up after 30 minutes with a clear status, and asks again next run', async () => {
    const companyId = 152_100_001;
    await createCompany(database, companyId);
    const token = emulator.issueToken({ type: 'personal', categories: ['analytics'] });
    const services = { ...syncServices(database, emulator), clock };
    emulator.reportTasks.holdNext('never');
    const yesterday = addDays(moscowDay(new Date(nowMs)), -1);
    const waits: number[] = [];
    let outcome: SyncOutcome;
    for (let step = 0; ; step++) {
      expect(step).toBeLessThan(100);
      outcome = await runDatasetSync(services, { companyId, dataset: 'paidStorage', continued: step > 0 }, async () => [
        token,
      ]);
      if (outcome.kind !== 'later') break;
      // The job's pause is WB's time shortened by the time scale; WB's clock moves by the whole of it.
      waits.push(outcome.afterMs * TIME_SCALE);
      nowMs += outcome.afterMs * TIME_SCALE;
    }
    const from = addDays(yesterday, -59);
    const day = (d: string) => d.split('-').reverse().join('.');
    expect(outcome).toEqual({
      kind: 'failed',
      message: `WB не подготовил отчёт о платном хранении за ${day(from)}–${day(addDays(from, 7))} за 30 минут: запросим его снова при следующей загрузке`,
    });
    expect(waits.slice(0, 5)).toEqual([5_000, 10_000, 20_000, 40_000, 80_000]);
    expect(Math.max(...waits)).toBe(120_000);
    const statuses = emulator.requests.filter((r) => STORAGE_STATUS.test(r.path));
    expect(statuses.every((r) => r.status === 200)).toBe(true);
    expect(statuses.length).toBe(waits.length + 1);

    // The next run asks WB again for the same days, and this time WB builds the report.
    const rerun: SyncOutcome[] = [];
    for (let step = 0; step < 20; step++) {
      const next = await runDatasetSync(
        services,
        { companyId, dataset: 'paidStorage', continued: step > 0 },
        async () => [token],
      );
      rerun.push(next);
      if (next.kind !== 'later') break;
      nowMs += next.afterMs * TIME_SCALE;
    }
    expect(rerun.at(-1)).toEqual({ kind: 'done' });
    const creates = emulator.requests.filter((r) => r.path === STORAGE_CREATE);
    expect(new URLSearchParams(creates[1]!.query).get('dateFrom')).toBe(from);
    expect((await getSyncState(database.db, companyId, 'paidStorage'))!.lastError).toBeNull();
  }, 120_000);
});

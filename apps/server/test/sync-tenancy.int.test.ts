import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncStates } from '../src/db/schema/index.ts';
import { DATASETS } from '../src/modules/sync/datasets.ts';
import { SYNC_QUEUE, type SyncJobData } from '../src/modules/sync/sync-jobs.ts';
import { adminOfNewCompany, errorCode, memberOf, tryAuth, type SignedIn } from './support/sign-in.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

const STATUS = '{ syncStatus { dataset lastSuccessAt lastError running done total } }';
const SYNC_NOW = 'mutation Now($datasets: [SyncDataset!]) { syncNow(datasets: $datasets) { id message } }';

interface StateAnswer {
  dataset: string;
  lastSuccessAt: string | null;
  lastError: string | null;
  running: boolean;
  done: number;
  total: number | null;
}

/**
 * Sync states and "sync now" belong to the company of the session: a person of company B sees
 * none of company A's states and cannot start A's sync, whatever the request carries.
 */
describe('sync states and sync now of one company only', () => {
  let app: TestApp;
  let companyA: string;
  let memberOfA: SignedIn;
  let adminOfB: SignedIn;
  let companyB: string;
  const errorOfA = 'WB не ответил: ошибка компании A';

  beforeAll(async () => {
    app = await createTestApp({ DEMO_MODE: 'true' });
    // The app creates the queue at start; the test app has no workers.
    await app.services.jobs.boss.createQueue(SYNC_QUEUE, { policy: 'stately' });
    const a = await adminOfNewCompany(app, 'admin@sync-a.by');
    companyA = a.companyId;
    memberOfA = await memberOf(app, a.admin, companyA, 'member@sync-a.by');
    const b = await adminOfNewCompany(app, 'admin@sync-b.by');
    companyB = b.companyId;
    adminOfB = b.admin;
    await app.services.db.insert(syncStates).values(
      DATASETS.map((dataset) => ({
        companyId: Number(companyA),
        dataset,
        running: dataset === 'finance',
        done: 777,
        total: 1000,
        lastError: dataset === 'orders' ? errorOfA : null,
        lastSuccessAt: new Date('2026-01-02T03:04:05.000Z'),
      })),
    );
  });
  afterAll(() => app?.close());

  const statusOf = async (by: SignedIn) => {
    const answer = await app.graphql<{ syncStatus: StateAnswer[] }>(STATUS, {}, by.headers);
    expect(answer.errors).toBeUndefined();
    return answer.data!.syncStatus;
  };
  const jobsOf = (companyId: string) =>
    app.services.jobs.boss.findJobs<SyncJobData>(SYNC_QUEUE, { data: { companyId: Number(companyId) } });

  it("shows a member of A the company's states", async () => {
    const states = await statusOf(memberOfA);
    expect(states.map((s) => s.dataset)).toEqual([...DATASETS]);
    expect(states.find((s) => s.dataset === 'orders')).toMatchObject({ lastError: errorOfA, done: 777, total: 1000 });
    expect(states.find((s) => s.dataset === 'finance')?.running).toBe(true);
  });

  it("shows B's admin only B's states: every dataset not synced yet, nothing of A's", async () => {
    const states = await statusOf(adminOfB);
    expect(states).toEqual(
      DATASETS.map((dataset) => ({ dataset, lastSuccessAt: null, lastError: null, running: false, done: 0, total: null })),
    );
    expect(JSON.stringify(states)).not.toContain(errorOfA);
  });

  it("queues B's admin's sync now for B alone", async () => {
    const answer = await app.graphql(SYNC_NOW, { datasets: ['orders', 'cards'] }, adminOfB.headers);
    expect(answer.errors).toBeUndefined();
    const queued = await jobsOf(companyB);
    expect(queued.map((job) => job.data.dataset).sort()).toEqual(['cards', 'orders']);
    expect(await jobsOf(companyA)).toEqual([]);
  });

  it('takes no company from the request: a company argument is refused and queues nothing', async () => {
    const answer = await app.graphql(
      `mutation { syncNow(datasets: [finance], companyId: "${companyA}") { id message } }`,
      {},
      adminOfB.headers,
    );
    expect(answer.errors?.length).toBeGreaterThan(0);
    const status = await app.graphql(`{ syncStatus(companyId: "${companyA}") { dataset lastError } }`, {}, adminOfB.headers);
    expect(status.errors?.length).toBeGreaterThan(0);
    expect(JSON.stringify(status)).not.toContain(errorOfA);
    expect(await jobsOf(companyA)).toEqual([]);
  });

  it("gives B's admin no session in A, so no way to A's states or A's sync", async () => {
    const answer = await tryAuth(app, 'demo:admin@sync-b.by', companyA);
    expect(answer.data?.auth ?? null).toBeNull();
    expect(errorCode(answer)).toBeDefined();
  });

  it('answers nobody who is not signed in', async () => {
    const status = await app.graphql(STATUS);
    expect(errorCode(status)).toBe('UNAUTHENTICATED');
    const now = await app.graphql(SYNC_NOW, { datasets: ['cards'] });
    expect(errorCode(now)).toBe('UNAUTHENTICATED');
    expect(await jobsOf(companyA)).toEqual([]);
  });
});

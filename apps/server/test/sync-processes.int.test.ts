import { spawn, type ChildProcess } from 'node:child_process';
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { toMskDate } from '@seller-helper/wb';
import { startWbEmulator, type WbEmulator } from '@seller-helper/wb-emulator';
import { loadConfig } from '../src/config.ts';
import { rowsOf, type DatabaseHandle } from '../src/db/client.ts';
import { wbCards, wbFinanceRows } from '../src/db/schema/index.ts';
import { startJobQueue, type JobQueue } from '../src/jobs/queue.ts';
import { createLogger } from '../src/logger.ts';
import { FINANCE_WINDOW_DAYS } from '../src/modules/reports/reports.sync.ts';
import { DATASETS } from '../src/modules/sync/datasets.ts';
import '../src/sync-datasets.ts';
import { createSyncJobDefinitions, requestSync, SYNC_QUEUE } from '../src/modules/sync/sync-jobs.ts';
import { getSyncState } from '../src/modules/sync/sync-state.repo.ts';
import { saveCompanyWbTokens } from '../src/modules/tokens-vault/tokens-vault.service.ts';
import { createCompany } from './support/sync-kit.ts';
import { createTestDatabase } from './support/test-database.ts';

// Real processes on one PostgreSQL server: only in the server-pg project.
const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);

const serverDir = fileURLToPath(new URL('..', import.meta.url));
/**
 * WB's periods run this many times faster, in the emulator and in our buckets alike. Request
 * timeouts shrink by the same factor, so the kill test, whose report pages are 40 MB, runs slower.
 */
const FAST = 60;
const BIG_PAGES = 10;
const SECRETS = {
  AUTH_SECRET: 'processes-test-secret-processes-test-secret',
  TOKEN_ENCRYPTION_KEY: '5a'.repeat(32),
};
const DAY_MS = 86_400_000;

const running = new Set<ChildProcess>();

interface Started {
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
}

/** `src/main.ts` (API) or `src/worker-main.ts` as its own process, the way they run in production. */
function startProcess(
  entry: 'src/main.ts' | 'src/worker-main.ts',
  timeScale: number,
  env: Record<string, string>,
): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'sh-proc-')),
      DEMO_MODE: 'false',
      LOG_LEVEL: 'info',
      WB_TIME_SCALE: String(timeScale),
      ...SECRETS,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  return { child, output: () => output, exited };
}

async function stopAll(): Promise<void> {
  const children = [...running];
  for (const child of children) child.kill('SIGKILL');
  await Promise.all(children.map((child) => new Promise((resolve) => child.once('exit', resolve))));
}

/** Polls until `check` answers a value; the error names what was awaited and what the processes said. */
async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined | null | false>,
  timeoutMs: number,
  processes: Started[] = [],
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) {
      const said = processes.map((p, i) => `--- process ${i}:\n${p.output().slice(-2000)}`).join('\n');
      throw new Error(`timed out waiting for ${what}\n${said}`);
    }
    await sleep(200);
  }
}

/** The realization rows a first sync asks WB for: a year back from today (Moscow). */
function expectedFinanceRrdIds(emulator: WbEmulator): number[] {
  const first = toMskDate(new Date(Date.now() - 365 * DAY_MS));
  const today = toMskDate(new Date());
  const ids: number[] = [];
  for (const report of emulator.data.finance.reports()) {
    for (const row of emulator.data.finance.rows(report)) {
      if (row.rrDate >= first && row.rrDate <= today) ids.push(row.rrdId);
    }
  }
  return ids.sort((a, b) => a - b);
}

async function storedFinanceRrdIds(database: DatabaseHandle, companyId: number): Promise<number[]> {
  const rows = await database.db
    .select({ rrdId: wbFinanceRows.rrdId })
    .from(wbFinanceRows)
    .where(eq(wbFinanceRows.companyId, companyId))
    .orderBy(wbFinanceRows.rrdId);
  return rows.map((r) => r.rrdId);
}

interface SyncJobRow {
  key: string;
  state: string;
  retryCount: number;
  /** Epoch milliseconds of the (last) start and of the end. */
  startedAt: number | null;
  completedAt: number | null;
}

/** The sync jobs pg-boss kept, in the order each (company, dataset) ran them. */
async function syncJobs(database: DatabaseHandle): Promise<SyncJobRow[]> {
  const result = await database.db.execute(sql`
    select singleton_key, state, retry_count,
      extract(epoch from started_on) * 1000 as started_ms, extract(epoch from completed_on) * 1000 as completed_ms
    from pgboss.job where name = ${SYNC_QUEUE}
    order by singleton_key, started_on`);
  const ms = (value: unknown) => (value === null ? null : Number(value));
  return rowsOf<Record<string, unknown>>(result).map((row) => ({
    key: String(row.singleton_key),
    state: String(row.state),
    retryCount: Number(row.retry_count),
    startedAt: ms(row.started_ms),
    completedAt: ms(row.completed_ms),
  }));
}

/** Pairs of jobs of one (company, dataset) whose active periods overlapped. */
function overlappingRuns(jobs: SyncJobRow[]): string[] {
  const overlaps: string[] = [];
  const byKey = new Map<string, SyncJobRow[]>();
  for (const job of jobs.filter((j) => j.startedAt !== null)) byKey.set(job.key, [...(byKey.get(job.key) ?? []), job]);
  for (const [key, runs] of byKey) {
    for (let i = 1; i < runs.length; i++) {
      const before = runs[i - 1]!;
      const after = runs[i]!;
      if (before.completedAt === null || before.completedAt > after.startedAt!) overlaps.push(key);
    }
  }
  return overlaps;
}

/** The most jobs that were active at one moment. */
function mostAtOnce(jobs: SyncJobRow[]): number {
  const edges = jobs
    .filter((j) => j.startedAt !== null && j.completedAt !== null)
    .flatMap((j) => [
      { at: j.startedAt!, step: 1 },
      { at: j.completedAt!, step: -1 },
    ])
    .sort((a, b) => a.at - b.at || a.step - b.step);
  let now = 0;
  let most = 0;
  for (const edge of edges) most = Math.max(most, (now += edge.step));
  return most;
}

/** Which sync job a WB request belongs to, by its host prefix and, where two datasets share a host, its path. */
function datasetOfRequest(pathname: string): string | null {
  const [, host = '', ...rest] = pathname.split('/');
  const wbPath = rest.join('/');
  if (host === 'common-api') return wbPath.includes('commission') ? 'commissions' : 'tariffs';
  if (host === 'statistics-api') return wbPath.includes('sales') ? 'sales' : 'orders';
  return host === 'photos' || host === '' ? null : host;
}

/**
 * A barrier between the processes and WB: while closed it holds every request, so each job that
 * reaches WB stays active until the test opens it. Jobs held at once are then jobs run at once,
 * whatever the machine's speed.
 */
async function startWbGate(
  target: string,
): Promise<{ url: string; heldDatasets(): Set<string>; open(): void; close(): void }> {
  const held: { dataset: string | null; forward(): void }[] = [];
  let opened = false;
  const forward = (req: IncomingMessage, res: ServerResponse, body: Buffer) => {
    const upstream = httpRequest(new URL(req.url!, target), { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode!, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    upstream.end(body);
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const send = () => forward(req, res, Buffer.concat(chunks));
      if (opened) send();
      else held.push({ dataset: datasetOfRequest(new URL(req.url!, target).pathname), forward: send });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    heldDatasets: () => new Set(held.flatMap((h) => (h.dataset ? [h.dataset] : []))),
    open() {
      opened = true;
      for (const request of held.splice(0)) request.forward();
    },
    close: () => server.close(),
  };
}

afterAll(stopAll);

describe.skipIf(!onPostgres)('a worker killed in the middle of a sync', () => {
  const COMPANY = 190_000_011;
  let database: DatabaseHandle;
  let emulator: WbEmulator;
  let jobs: JobQueue;
  let worker: Record<string, string>;
  beforeAll(async () => {
    database = await createTestDatabase();
    // About 26 000 report rows: a page of 20 000, then the rest.
    emulator = await startWbEmulator({ seed: 11, timeScale: BIG_PAGES, scale: 0.25 });
    await createCompany(database, COMPANY);
    const config = loadConfig({ DEMO_MODE: 'false', LOG_LEVEL: 'silent', ...SECRETS });
    const token = emulator.issueToken({ type: 'personal', categories: ['finance'] });
    await saveCompanyWbTokens(database.db, config, COMPANY, { mpAndStatisticToken: token }, null);
    const queue = createSyncJobDefinitions(async () => []).filter((d) => d.name === SYNC_QUEUE);
    jobs = await startJobQueue(database, { logger: createLogger('silent'), definitions: queue, work: false });
    worker = { DATABASE_URL: database.jobs.connectionString!, WB_BASE_URL: emulator.url };
  });
  afterAll(async () => {
    await stopAll();
    await jobs?.stop();
    await emulator?.close();
    await database?.close();
  });

  it('resumes from the saved cursor in a new worker: every report row once, the cursor at the end', async () => {
    const expected = expectedFinanceRrdIds(emulator);
    expect(expected.length).toBeGreaterThan(20_000);
    const started = Date.now();
    const first = startProcess('src/worker-main.ts', BIG_PAGES, worker);
    expect(await requestSync(jobs, COMPANY, ['finance'])).toEqual(['finance']);

    // The first page is stored with its cursor, the sync goes on: now the worker dies.
    const midway = await waitFor(
      'the first page of the report',
      async () => {
        const state = await getSyncState(database.db, COMPANY, 'finance');
        return Number(state?.cursor?.rrdId ?? 0) > 0 && !state?.lastSuccessAt && state;
      },
      120_000,
      [first],
    );
    first.child.kill('SIGKILL');
    await first.exited;
    const killedAt = Date.now();
    const storedAtKill = (await storedFinanceRrdIds(database, COMPANY)).length;
    expect(storedAtKill).toBeLessThan(expected.length);
    expect((await getSyncState(database.db, COMPANY, 'finance'))?.lastSuccessAt).toBeNull();

    const second = startProcess('src/worker-main.ts', BIG_PAGES, worker);
    const finished = await waitFor(
      'the sync to finish in the new worker',
      async () => {
        const state = await getSyncState(database.db, COMPANY, 'finance');
        return state?.lastSuccessAt && !state.running && state;
      },
      150_000,
      [second],
    );
    const resumedIn = Date.now() - killedAt;

    expect(await storedFinanceRrdIds(database, COMPANY)).toEqual(expected);
    expect(finished.lastError).toBeNull();
    // Finished: the next sync reads the re-read window again from its first row (a Moscow day that
    // may have turned while the test ran).
    const windowAt = (ms: number) => toMskDate(new Date(ms - FINANCE_WINDOW_DAYS * DAY_MS));
    expect(finished.cursor).toMatchObject({ rrdId: 0 });
    expect([windowAt(started), windowAt(Date.now())]).toContain((finished.cursor as { dateFrom: string }).dateFrom);
    // The progress of the interrupted run carries on instead of starting again from zero.
    expect(finished.done).toBeGreaterThanOrEqual(expected.length);
    // pg-boss noticed the dead worker and retried the same job; nothing ran twice at once.
    const finance = await syncJobs(database);
    expect(finance.map((j) => [j.state, j.retryCount])).toContainEqual(['completed', 1]);
    expect(overlappingRuns(finance)).toEqual([]);
    console.info(
      `kill test: ${expected.length} rows, ${storedAtKill} stored at the kill (progress ${midway.done}),` +
        ` resumed and finished ${resumedIn} ms after it, ${Date.now() - started} ms in all`,
    );
  }, 400_000);
});

describe.skipIf(!onPostgres)('two API processes and two workers on one database', () => {
  const COMPANY = 190_000_012;
  const CLIENT_ID = 'processes-test.apps.googleusercontent.com';
  let database: DatabaseHandle;
  let emulator: WbEmulator;
  let gate: Awaited<ReturnType<typeof startWbGate>>;
  let keys: Server;
  let privateKey: CryptoKey;
  const apis: { process: Started; url: string }[] = [];
  const workers: Started[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
    emulator = await startWbEmulator({ seed: 12, timeScale: FAST, scale: 0.05 });
    gate = await startWbGate(emulator.url);
    // Google's key set, served locally: the API processes verify our ID token against it.
    const pair = await generateKeyPair('RS256', { extractable: true });
    privateKey = pair.privateKey;
    const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
    keys = createServer((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ keys: [jwk] }));
    });
    await new Promise<void>((resolve) => keys.listen(0, '127.0.0.1', resolve));
    const env = { DATABASE_URL: database.jobs.connectionString!, WB_BASE_URL: gate.url };
    // One process first: it creates the tables and queues the others find ready.
    const first = startProcess('src/main.ts', FAST, {
      ...env,
      PORT: '0',
      RUN_JOBS: 'false',
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_JWKS_URL: `http://127.0.0.1:${(keys.address() as AddressInfo).port}/certs`,
    });
    apis.push({ process: first, url: await listening(first) });
    const second = startProcess('src/main.ts', FAST, {
      ...env,
      PORT: '0',
      RUN_JOBS: 'false',
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_JWKS_URL: `http://127.0.0.1:${(keys.address() as AddressInfo).port}/certs`,
    });
    workers.push(startProcess('src/worker-main.ts', FAST, env), startProcess('src/worker-main.ts', FAST, env));
    apis.push({ process: second, url: await listening(second) });
  });
  afterAll(async () => {
    await stopAll();
    keys?.close();
    gate?.close();
    await emulator?.close();
    await database?.close();
  });

  async function listening(server: Started): Promise<string> {
    return waitFor(
      'the API process to listen',
      async () => {
        if (server.child.exitCode !== null) throw new Error(`the API process stopped:\n${server.output()}`);
        return /Seller Helper: (http:\/\/[\d.]+:\d+)/.exec(server.output())?.[1];
      },
      120_000,
      [server],
    );
  }

  async function graphql<Data>(
    url: string,
    query: string,
    variables: Record<string, unknown> = {},
    accessToken?: string,
  ): Promise<Data> {
    const response = await fetch(`${url}/api/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-graphql-yoga-csrf': '1',
        ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: Data; errors?: { message: string }[] };
    if (body.errors?.length) throw new Error(`${query}: ${body.errors.map((e) => e.message).join('; ')}`);
    return body.data!;
  }

  function googleIdToken(): Promise<string> {
    return new SignJWT({ email: 'owner@example.com', email_verified: true, name: 'Анна Владелец' })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer('https://accounts.google.com')
      .setAudience(CLIENT_ID)
      .setSubject('1000000000001')
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(privateKey);
  }

  it('runs each dataset once at a time and keeps within WB limits across processes', async () => {
    const started = Date.now();
    const [one, two] = [apis[0]!.url, apis[1]!.url];
    const idToken = await googleIdToken();
    const { auth: newcomer } = await graphql<{ auth: string }>(one, 'query ($t: String!) { auth(token: $t) }', {
      t: idToken,
    });
    await graphql(
      two,
      'mutation ($d: CompanyInput!) { addCompany(data: $d) { id } }',
      {
        d: {
          companyId: String(COMPANY),
          shortName: 'ООО «Лён»',
          fullName: 'Общество с ограниченной ответственностью «Лён»',
          address: 'г. Минск, ул. Льняная, 1',
          generalManager: 'Иванова А. А.',
        },
      },
      newcomer,
    );
    const { auth: owner } = await graphql<{ auth: string }>(
      one,
      'query ($t: String!, $c: ID) { auth(token: $t, companyId: $c) }',
      { t: idToken, c: String(COMPANY) },
    );
    await graphql(
      two,
      'mutation ($mp: String, $cp: String) { setCompanyWbTokens(mpAndStatisticToken: $mp, contentAndPricesToken: $cp) { message } }',
      {
        mp: emulator.issueToken({
          type: 'personal',
          categories: ['statistics', 'finance', 'marketplace', 'supplies', 'promotion', 'analytics'],
        }),
        cp: emulator.issueToken({ type: 'personal', categories: ['content', 'prices'] }),
      },
      owner,
    );

    // The seller presses "update" in two tabs served by different API processes at once.
    const SYNC_NOW = 'mutation { syncNow { message } }';
    const answers = await Promise.all(
      [one, two].map((url) => graphql<{ syncNow: { message: string } }>(url, SYNC_NOW, {}, owner)),
    );
    expect(answers.map((a) => a.syncNow.message)).toContain('Обновление данных запущено');

    // Each worker runs two jobs at a time, and every job stays at its first WB request until the
    // gate opens: three datasets waiting at once means both workers took jobs.
    const waiting = await waitFor(
      'three datasets waiting on WB at once',
      async () => gate.heldDatasets().size >= 3 && gate.heldDatasets(),
      120_000,
      [...workers, ...apis.map((a) => a.process)],
    );
    expect(waiting.size).toBeGreaterThan(2);
    gate.open();

    type Status = { dataset: string; lastSuccessAt: string | null; lastError: string | null; running: boolean };
    const STATUS = '{ syncStatus { dataset lastSuccessAt lastError running } }';
    let asks = 0;
    const states = await waitFor(
      'every dataset to finish',
      async () => {
        const url = asks++ % 2 ? two : one;
        const { syncStatus } = await graphql<{ syncStatus: Status[] }>(url, STATUS, {}, owner);
        const stuck = syncStatus.find((s) => s.lastError && !s.running);
        if (stuck) throw new Error(`${stuck.dataset}: ${stuck.lastError}`);
        return syncStatus.every((s) => s.lastSuccessAt && !s.running) && syncStatus;
      },
      150_000,
      [...workers, ...apis.map((a) => a.process)],
    );
    expect(states.map((s) => s.dataset)).toEqual([...DATASETS]);
    expect(states.filter((s) => s.lastError)).toEqual([]);

    const jobs = await syncJobs(database);
    expect(new Set(jobs.map((j) => j.key))).toEqual(new Set(DATASETS.map((d) => `${COMPANY}:${d}`)));
    expect(jobs.filter((j) => j.state !== 'completed')).toEqual([]);
    expect(overlappingRuns(jobs)).toEqual([]);

    // Both workers drew from the buckets in PostgreSQL: WB (the emulator, limits on) never said 429.
    const wbRequests = emulator.requests.filter((r) => r.host !== 'photos');
    expect(wbRequests.length).toBeGreaterThan(20);
    expect(wbRequests.filter((r) => r.status === 429).map((r) => `${r.time} ${r.group} ${r.path}`)).toEqual([]);

    const cards = await database.db.select({ n: count() }).from(wbCards).where(eq(wbCards.companyId, COMPANY));
    expect(cards[0]!.n).toBe(emulator.data.cards.length);
    expect(await storedFinanceRrdIds(database, COMPANY)).toEqual(expectedFinanceRrdIds(emulator));
    console.info(
      `processes test: ${wbRequests.length} WB requests, ${jobs.length} jobs (${mostAtOnce(jobs)} at once), ` +
        `${Date.now() - started} ms from sign-in to every dataset synced`,
    );
  }, 400_000);
});

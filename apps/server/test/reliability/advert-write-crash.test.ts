import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { startWbEmulator, type WbEmulator } from '@seller-helper/wb-emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '../../src/graphql/yoga.ts';
import { UNANSWERED_AFTER_MS } from '../../src/modules/adverts/advert-actions.service.ts';
import { companyForm, newCompanyId } from '../support/sign-in.ts';
import { TIME_SCALE } from '../support/sync-kit.ts';
import { GOOGLE_CLIENT_ID, startGoogleStandIn, type GoogleStandIn } from './support/google-stand-in.ts';
import {
  freePort,
  startServerProcess,
  terminate,
  waitFor,
  waitForAsync,
  type ServerProcess,
} from './support/server-process.ts';

// A real server process (embedded database) killed with SIGKILL while WB holds its request to pause
// a campaign, then started again on the same data folder. The emulator runs in this process and
// keeps the request pending until the server is dead, so the kill lands certainly between «sent to
// WB» and WB's answer. The change must never read as done: it is logged as sent, and as unanswered
// once no request could still be waiting (ten minutes; the entry's time is moved back for that).

const ENV = {
  DEMO_MODE: 'false',
  GOOGLE_CLIENT_ID,
  AUTH_SECRET: 'crash-secret-crash-secret-crash-secret-1',
  TOKEN_ENCRYPTION_KEY: 'cd'.repeat(32),
  WB_TIME_SCALE: String(TIME_SCALE),
};
const SENT = 'Отправлено в WB, ждём ответа';
const UNANSWERED =
  'Ответ WB не получен: сервер остановился, пока ждал WB. Проверьте кампанию: её состояние и фразы обновятся со следующей загрузкой данных WB';

interface Running {
  server: ServerProcess;
  gql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>): Promise<T>;
}

let google: GoogleStandIn;
let wb: WbEmulator;
let dataDir: string | undefined;
let accessToken = '';
const servers: ServerProcess[] = [];

beforeAll(async () => {
  google = await startGoogleStandIn();
  wb = await startWbEmulator({ seed: 7, timeScale: TIME_SCALE, scale: 0.05 });
});
afterAll(async () => {
  for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  await wb?.close();
  await google?.close();
});

/** The server on the test's data folder (kept across restarts) and the emulator as WB. */
async function start(): Promise<Running> {
  const port = await freePort();
  const server = startServerProcess('reads', {
    ...ENV,
    PORT: String(port),
    GOOGLE_JWKS_URL: google.jwksUrl,
    WB_BASE_URL: wb.url,
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
  });
  dataDir ??= server.dataDir;
  servers.push(server);
  await waitFor('the server to listen', () => server.output().includes('Seller Helper: http://'));
  const gql = async <T>(query: string, variables: Record<string, unknown> = {}) => {
    const answer = await fetch(`http://127.0.0.1:${port}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1', authorization: accessToken },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await answer.json()) as { data?: T; errors?: unknown[] };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data!;
  };
  return { server, gql };
}

const AUTH = 'query ($token: String!, $companyId: ID) { auth(token: $token, companyId: $companyId) }';
const LOG = 'query ($id: Int!) { advertActions(advertId: $id) { action outcome wbAnswer undoable } }';
const STATUS = 'query ($id: Int!, $day: Date!) { advert(advertId: $id, from: $day, to: $day) { info { status } } }';
const today = new Date().toISOString().slice(0, 10);

/** Signs in through Google, adds a company with a promotion token. */
async function signUp({ gql }: Running): Promise<void> {
  accessToken = (await gql<{ auth: string }>(AUTH, { token: await google.idToken('crash@example.com') })).auth;
  const companyId = newCompanyId();
  await gql('mutation ($data: CompanyInput!) { addCompany(data: $data) { id } }', { data: companyForm(companyId) });
  const token = await google.idToken('crash@example.com');
  accessToken = (await gql<{ auth: string }>(AUTH, { token, companyId })).auth;
  const wbToken = wb.issueToken({ type: 'personal', categories: ['promotion'] });
  await gql('mutation ($t: String) { setCompanyWbTokens(mpAndStatisticToken: $t) { id } }', { t: wbToken });
}

/** Asks for a sync of the campaigns and waits until one ends after the ask. */
async function syncAdverts({ gql }: Running): Promise<void> {
  const asked = new Date();
  await gql('mutation { syncNow(datasets: [adverts]) { message } }');
  await waitForAsync('the campaigns to be synced', async () => {
    const { syncStatus } = await gql<{ syncStatus: { dataset: string; lastSuccessAt: string | null }[] }>(
      '{ syncStatus { dataset lastSuccessAt } }',
    );
    const adverts = syncStatus.find((s) => s.dataset === 'adverts');
    return Boolean(adverts?.lastSuccessAt && new Date(adverts.lastSuccessAt) >= asked);
  });
}

/** The journal's rows of the campaign, read from the data folder while no server has it open. */
async function journalOnDisk(advertId: number, moveBackMs = 0) {
  const db = new PGlite(path.join(dataDir!, 'pglite'));
  try {
    if (moveBackMs > 0) {
      await db.query(
        `update advert_actions set created_at = created_at - make_interval(secs => $2) where advert_id = $1`,
        [advertId, moveBackMs / 1000],
      );
    }
    return (
      await db.query<{ action: string; outcome: string }>(
        'select action, outcome from advert_actions where advert_id = $1 order by id',
        [advertId],
      )
    ).rows;
  } finally {
    await db.close();
  }
}

describe('a server killed while WB holds its campaign change', () => {
  it('never reads the change as done: sent after the restart, unanswered past any request’s time', async () => {
    const first = await start();
    await signUp(first);
    await syncAdverts(first);
    const campaign = wb.data.adverts.adverts.find((a) => a.status === 9)!;
    let answerWb!: () => void;
    wb.faults.inject({ path: '/adv/v0/pause', kind: 'slow', until: new Promise<void>((r) => (answerWb = r)) });
    const atWb = () =>
      wb.requests.find((r) => r.path.endsWith('/adv/v0/pause') && r.query.includes(String(campaign.id)));
    const change = first
      .gql('mutation ($id: Int!) { changeAdvertActivity(advertId: $id, type: "pause") { id } }', { id: campaign.id })
      .catch((error: unknown) => error);
    await waitFor('the pause to reach WB', () => atWb() !== undefined);

    first.server.child.kill('SIGKILL');
    expect(await first.server.exited).toBe('SIGKILL');
    expect(await change).toBeInstanceOf(Error);
    // WB carries the pause out after the server died: only WB knows it did.
    answerWb();
    await waitFor('WB to pause the campaign', () => campaign.status === 11);
    expect(atWb()!.status).toBe(200);
    expect(await journalOnDisk(campaign.id)).toEqual([{ action: 'pause', outcome: 'sent' }]);

    const killedAt = performance.now();
    const second = await start();
    const restartSeconds = ((performance.now() - killedAt) / 1000).toFixed(1);
    const log = async (running: Running) =>
      (await running.gql<{ advertActions: unknown[] }>(LOG, { id: campaign.id })).advertActions;
    const status = async (running: Running) =>
      (await running.gql<{ advert: { info: { status: number } } }>(STATUS, { id: campaign.id, day: today })).advert.info
        .status;
    expect(await log(second)).toEqual([{ action: 'pause', outcome: 'sent', wbAnswer: SENT, undoable: false }]);
    expect(await status(second)).toBe(9);
    // The next sync brings WB's status; the journal still does not claim the change.
    await syncAdverts(second);
    expect(await status(second)).toBe(11);
    expect(await log(second)).toEqual([{ action: 'pause', outcome: 'sent', wbAnswer: SENT, undoable: false }]);
    expect((await terminate(second.server)).result).toBe(0);

    // Ten minutes on: the entry's time moved back past the rule's bound, as the clock would move on.
    expect(await journalOnDisk(campaign.id, UNANSWERED_AFTER_MS + 60_000)).toEqual([
      { action: 'pause', outcome: 'sent' },
    ]);
    const third = await start();
    expect(await log(third)).toEqual([
      { action: 'pause', outcome: 'unanswered', wbAnswer: UNANSWERED, undoable: false },
    ]);
    expect((await terminate(third.server)).result).toBe(0);
    console.info(
      `reliability figure: pause killed (SIGKILL) while WB held it; restarted and answering in ${restartSeconds} s; journal: 1 entry sent, 0 done; unanswered past ${UNANSWERED_AFTER_MS / 60_000} min`,
    );
  });
});

import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { sellerProfile, TokenAuthority } from '@seller-helper/wb-emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnWbEmulator } from '../../src/demo/demo-emulator.ts';
import { companyForm, newCompanyId } from '../support/sign-in.ts';
import { GOOGLE_CLIENT_ID, startGoogleStandIn, type GoogleStandIn } from './support/google-stand-in.ts';
import { startServerProcess, terminate, waitFor, type ServerProcess } from './support/server-process.ts';

const SEED = 42;
const AUTH_SECRET = 'logs-secret-logs-secret-logs-secret-7';
const TOKEN_ENCRYPTION_KEY = 'ab'.repeat(32);

let google: GoogleStandIn;
let emulator: { url: string; close(): Promise<void> };
let server: ServerProcess;
let base: string;

beforeAll(async () => {
  google = await startGoogleStandIn();
  emulator = await spawnWbEmulator(['--seed', String(SEED)]);
  const port = await freePort();
  server = startServerProcess('reads', {
    PORT: String(port),
    DEMO_MODE: 'false',
    LOG_LEVEL: 'trace',
    GOOGLE_CLIENT_ID,
    GOOGLE_JWKS_URL: google.jwksUrl,
    AUTH_SECRET,
    TOKEN_ENCRYPTION_KEY,
    WB_BASE_URL: emulator.url,
  });
  base = `http://127.0.0.1:${port}`;
  await waitFor('the server to listen', () => server.output().includes('Seller Helper: http://'));
});
afterAll(async () => {
  if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  await emulator?.close();
  await google?.close();
});

async function post(query: string, variables: object, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return { data: body.data!, cookie: /sh_refresh=[^;]+/.exec(response.headers.getSetCookie().join('\n'))?.[0] };
}

const AUTH = 'query ($token: String!, $companyId: ID) { auth(token: $token, companyId: $companyId) }';

describe('secrets in the logs of a full run at LOG_LEVEL=trace', () => {
  it('never appear: WB tokens, the Google ID token, access and refresh tokens, AUTH_SECRET, the encryption key', async () => {
    const secrets: string[] = [AUTH_SECRET, TOKEN_ENCRYPTION_KEY];
    const idToken = await google.idToken('logs@example.com');
    secrets.push(idToken);
    const first = await post(AUTH, { token: idToken });
    const companyId = newCompanyId();
    await post(
      'mutation ($data: CompanyInput!) { addCompany(data: $data) { id } }',
      { data: companyForm(companyId) },
      {
        authorization: first.data.auth as string,
      },
    );
    const secondIdToken = await google.idToken('logs@example.com');
    secrets.push(secondIdToken);
    const signedIn = await post(AUTH, { token: secondIdToken, companyId });
    const accessToken = signedIn.data.auth as string;
    secrets.push(accessToken, first.data.auth as string, signedIn.cookie!.slice('sh_refresh='.length));

    const tokens = new TokenAuthority(SEED, sellerProfile(SEED).sid);
    const wb = {
      mpAndStatisticToken: tokens.issue({
        type: 'personal',
        categories: ['marketplace', 'statistics', 'finance', 'supplies', 'promotion'],
      }),
      contentAndPricesToken: tokens.issue({ type: 'personal', categories: ['content', 'prices'] }),
    };
    secrets.push(wb.mpAndStatisticToken, wb.contentAndPricesToken);
    const withTokens = { authorization: accessToken, ...wb };
    await post(
      'mutation ($a: String, $b: String) { setCompanyWbTokens(mpAndStatisticToken: $a, contentAndPricesToken: $b) { message } }',
      { a: wb.mpAndStatisticToken, b: wb.contentAndPricesToken },
      withTokens,
    );
    await post(
      'query ($t: [String!]!) { checkWbTokens(tokensData: $t) { valid } }',
      { t: [wb.mpAndStatisticToken] },
      withTokens,
    );
    await post('mutation { syncNow(datasets: [cards, tariffs]) { message } }', {}, withTokens);
    const synced = async () => {
      const { data } = await post('{ syncStatus { dataset lastSuccessAt lastError } }', {}, withTokens);
      const states = data.syncStatus as { dataset: string; lastSuccessAt: string | null }[];
      return ['cards', 'tariffs'].every((name) => states.some((s) => s.dataset === name && s.lastSuccessAt));
    };
    for (let done = await synced(); !done; done = await synced()) await new Promise((r) => setTimeout(r, 500));
    const refreshed = await post(
      '{ refreshToken }',
      {},
      { authorization: `Bearer ${accessToken}`, cookie: signedIn.cookie! },
    );
    secrets.push(refreshed.data.refreshToken as string, refreshed.cookie!.slice('sh_refresh='.length));

    expect((await terminate(server)).result).toBe(0);
    const lines = server.output().split('\n');
    const leaks = secrets.flatMap((secret) =>
      lines.filter((line) => line.includes(secret)).map((line) => line.slice(0, 200)),
    );
    expect(leaks).toEqual([]);
    console.info(`reliability figure: ${lines.length} log lines at trace level, ${secrets.length} secrets, 0 found`);
    // The run logged its requests in detail (yoga's debug lines), so the search covered them.
    expect(lines.filter((line) => line.includes('"level":20')).length).toBeGreaterThan(10);
  });
});

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

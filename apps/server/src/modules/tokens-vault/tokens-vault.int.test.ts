import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOfNewCompany, dataOf, errorCode, memberOf, type SignedIn } from '../../../test/support/sign-in.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { companyWbTokens } from '../../db/schema/index.ts';
import { getCompanyWbTokens } from './tokens-vault.service.ts';

const TOKENS = '{ companyWbTokens { kind isSet masked expiresAt updatedAt } }';
const SET_TOKENS = `mutation SetTokens($mp: String, $content: String) {
  setCompanyWbTokens(mpAndStatisticToken: $mp, contentAndPricesToken: $content) { id message }
}`;

const CLEAR_TOKEN = `mutation ClearToken($kind: WbTokenKind!) {
  clearCompanyWbToken(kind: $kind) { id message companyWbTokens { kind isSet masked expiresAt updatedAt } }
}`;

interface StoredToken {
  kind: string;
  isSet: boolean;
  masked: string | null;
  expiresAt: string | null;
  updatedAt: string | null;
}

/** A token shaped like WB's: a JWT whose payload carries the expiry and the seller's id. */
function wbToken(expiresAt: Date): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return [
    part({ alg: 'ES256', kid: '20240101v1', typ: 'JWT' }),
    part({ exp: Math.floor(expiresAt.getTime() / 1000), id: randomBytes(8).toString('hex'), s: 1073741822, sid: 'x' }),
    randomBytes(64).toString('base64url'),
  ].join('.');
}

const MP_EXPIRES = new Date('2031-05-01T10:00:00.000Z');
const CONTENT_EXPIRES = new Date('2030-01-15T00:00:00.000Z');

let app: TestApp;
let companyId: string;
let admin: SignedIn;
let member: SignedIn;
const mpToken = wbToken(MP_EXPIRES);
const contentToken = wbToken(CONTENT_EXPIRES);

beforeAll(async () => {
  app = await createTestApp({ DEMO_MODE: 'true' });
  ({ companyId, admin } = await adminOfNewCompany(app, 'owner@shop.by'));
  member = await memberOf(app, admin, companyId, 'clerk@shop.by');
});

afterAll(() => app?.close());

function setTokens(by: SignedIn, mp: string | null | undefined, content: string | null | undefined) {
  return app.graphql<{ setCompanyWbTokens: { id: string; message: string } }>(SET_TOKENS, { mp, content }, by.headers);
}

function clearToken(by: SignedIn, kind: string) {
  return app.graphql<{ clearCompanyWbToken: { id: string; message: string; companyWbTokens: StoredToken[] } }>(
    CLEAR_TOKEN,
    { kind },
    by.headers,
  );
}

function readTokens(by: SignedIn) {
  return app.graphql<{ companyWbTokens: StoredToken[] }>(TOKENS, {}, by.headers);
}

/** No piece of a token long enough to be useful appears in the text. */
function expectNoSecret(text: string, ...tokens: string[]) {
  for (const token of tokens) {
    expect(text).not.toContain(token);
    for (const part of token.split('.').slice(1)) expect(text).not.toContain(part);
  }
}

describe('stored WB tokens', () => {
  it('are unset at first', async () => {
    const { companyWbTokens } = dataOf(await readTokens(member));
    expect(companyWbTokens).toEqual([
      { kind: 'mpAndStatisticToken', isSet: false, masked: null, expiresAt: null, updatedAt: null },
      { kind: 'contentAndPricesToken', isSet: false, masked: null, expiresAt: null, updatedAt: null },
    ]);
  });

  it('the admin sets them; the answer does not repeat them', async () => {
    const answer = await setTokens(admin, mpToken, ` ${contentToken}\n`);
    expect(dataOf(answer).setCompanyWbTokens).toEqual({ id: companyId, message: 'Токены WB сохранены.' });
    expectNoSecret(JSON.stringify(answer), mpToken, contentToken);
  });

  it('a member reads only the masked tokens and their expiry', async () => {
    const answer = await readTokens(member);
    const [mp, content] = dataOf(answer).companyWbTokens;
    expect(mp).toMatchObject({
      kind: 'mpAndStatisticToken',
      isSet: true,
      masked: `${mpToken.slice(0, 6)}…${mpToken.slice(-4)}`,
      expiresAt: MP_EXPIRES.toISOString(),
    });
    expect(content).toMatchObject({
      kind: 'contentAndPricesToken',
      isSet: true,
      masked: `${contentToken.slice(0, 6)}…${contentToken.slice(-4)}`,
      expiresAt: CONTENT_EXPIRES.toISOString(),
    });
    expect(Date.parse(mp!.updatedAt!)).not.toBeNaN();
    expectNoSecret(JSON.stringify(answer), mpToken, contentToken);
  });

  it('the admin sees no more than the member', async () => {
    const answer = await readTokens(admin);
    expect(answer.data).toEqual((await readTokens(member)).data);
    expectNoSecret(JSON.stringify(answer), mpToken, contentToken);
  });

  it('are stored encrypted, and the server can still read them for sync', async () => {
    const [row] = await app.services.db
      .select()
      .from(companyWbTokens)
      .where(eq(companyWbTokens.companyId, Number(companyId)));
    expect(row?.mpAndStatisticToken).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(row?.contentAndPricesToken).toMatch(/^v1\./);
    expectNoSecret(JSON.stringify(row), mpToken, contentToken);
    // Each value is sealed with its own random nonce.
    expect(row?.mpAndStatisticToken).not.toBe(row?.contentAndPricesToken);

    const clear = await getCompanyWbTokens(app.services.db, app.services.config, Number(companyId));
    expect(clear).toEqual([mpToken, contentToken]);
  });

  it('a member cannot set them (FORBIDDEN), and they stay as they were', async () => {
    const before = dataOf(await readTokens(admin));
    const answer = await setTokens(member, wbToken(new Date('2032-01-01')), null);
    expect(errorCode(answer)).toBe('FORBIDDEN');
    expect(dataOf(await readTokens(admin))).toEqual(before);
  });

  it('refuses something that is not a token, without echoing it', async () => {
    const before = dataOf(await readTokens(admin));
    const notAToken = 'секрет-без-точек-1234567890';
    const answer = await setTokens(admin, notAToken, contentToken);
    expect(errorCode(answer)).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0]?.message).toMatch(/Токен WB/);
    expect(JSON.stringify(answer)).not.toContain(notAToken);
    expect(dataOf(await readTokens(admin))).toEqual(before);
  });

  it('saving one token keeps the other as stored, whether the other is empty or absent', async () => {
    const before = dataOf(await readTokens(admin)).companyWbTokens;
    const replacement = wbToken(new Date('2033-03-03T00:00:00.000Z'));
    expect(dataOf(await setTokens(admin, replacement, '')).setCompanyWbTokens.message).toBe(
      'Токен «Маркетплейс и статистика» сохранён.',
    );
    const afterEmpty = dataOf(await readTokens(member)).companyWbTokens;
    expect(afterEmpty.map((token) => [token.kind, token.isSet, token.expiresAt])).toEqual([
      ['mpAndStatisticToken', true, '2033-03-03T00:00:00.000Z'],
      ['contentAndPricesToken', true, CONTENT_EXPIRES.toISOString()],
    ]);
    expect(afterEmpty[1]!.masked).toBe(before[1]!.masked);

    dataOf(await setTokens(admin, undefined, contentToken));
    expect(await getCompanyWbTokens(app.services.db, app.services.config, Number(companyId))).toEqual([
      replacement,
      contentToken,
    ]);
  });

  it('saving nothing changes nothing, and says so', async () => {
    const before = dataOf(await readTokens(admin));
    for (const [mp, content] of [
      ['', ''],
      [null, null],
      [undefined, undefined],
      ['  ', '\n'],
    ] as const) {
      const answer = await setTokens(admin, mp, content);
      expect(errorCode(answer)).toBe('BAD_USER_INPUT');
      expect(answer.errors?.[0]?.message).toMatch(/не изменились/);
    }
    expect(dataOf(await readTokens(admin))).toEqual(before);
  });

  it('a member cannot clear a token (FORBIDDEN), and it stays', async () => {
    const before = dataOf(await readTokens(admin));
    expect(errorCode(await clearToken(member, 'contentAndPricesToken'))).toBe('FORBIDDEN');
    expect(dataOf(await readTokens(admin))).toEqual(before);
  });

  it('the admin of another company clears only their own (here: nothing stored)', async () => {
    const before = dataOf(await readTokens(admin));
    const other = await adminOfNewCompany(app, 'neighbour@shop.by');
    expect(errorCode(await clearToken(other.admin, 'contentAndPricesToken'))).toBe('NOT_FOUND');
    expect(dataOf(await readTokens(admin))).toEqual(before);
  });

  it('a token is cleared only on the explicit request, and the other stays', async () => {
    const answer = await clearToken(admin, 'contentAndPricesToken');
    expect(dataOf(answer).clearCompanyWbToken.message).toMatch(/^Токен «Контент и цены» удалён/);
    const { companyWbTokens } = dataOf(await readTokens(member));
    expect(companyWbTokens.map((token) => [token.kind, token.isSet])).toEqual([
      ['mpAndStatisticToken', true],
      ['contentAndPricesToken', false],
    ]);
    // The answer carries the stored tokens as they are now, so the tab updates without asking again.
    expect(dataOf(answer).clearCompanyWbToken.companyWbTokens).toEqual(companyWbTokens);
    expect(await getCompanyWbTokens(app.services.db, app.services.config, Number(companyId))).toHaveLength(1);
    expect(errorCode(await clearToken(admin, 'contentAndPricesToken'))).toBe('NOT_FOUND');
  });

  it('refuses a kind it does not know', async () => {
    expect(errorCode(await clearToken(admin, 'everything'))).toBe('BAD_REQUEST');
  });

  it('belong to one company: another company sees none of them', async () => {
    const other = await adminOfNewCompany(app, 'other@shop.by');
    const answer = await readTokens(other.admin);
    expect(dataOf(answer).companyWbTokens.every((token) => !token.isSet)).toBe(true);
  });

  it('need a signed-in member of a company', async () => {
    expect(errorCode(await app.graphql(TOKENS))).toBe('UNAUTHENTICATED');
    expect(errorCode(await app.graphql(SET_TOKENS, { mp: mpToken, content: null }))).toBe('UNAUTHENTICATED');
    expect(errorCode(await app.graphql(CLEAR_TOKEN, { kind: 'mpAndStatisticToken' }))).toBe('UNAUTHENTICATED');
  });
});

import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyMembers } from '../../src/db/schema/index.ts';
import { companyForm, newCompanyId } from '../support/sign-in.ts';
import { startGoogleStandIn, unsigned, GOOGLE_CLIENT_ID, type GoogleStandIn } from './support/google-stand-in.ts';
import { codeOf, startHttpApp, type HttpAnswer, type HttpApp } from './support/http-app.ts';

const AUTH_SECRET = 'reliability-secret-reliability-secret-1';
const AUTH = 'query ($token: String!, $companyId: ID) { auth(token: $token, companyId: $companyId) }';
const ME = '{ me { email } }';
const REFRESH = '{ refreshToken }';

let google: GoogleStandIn;
let http: HttpApp;

beforeAll(async () => {
  google = await startGoogleStandIn();
  http = await startHttpApp({
    AUTH_SECRET,
    GOOGLE_CLIENT_ID,
    GOOGLE_JWKS_URL: google.jwksUrl,
    DEMO_MODE: 'false',
  });
});
afterAll(async () => {
  await http?.close();
  await google?.close();
});

function cookiesOf(answer: HttpAnswer): string[] {
  return answer.headers.getSetCookie();
}

function refreshCookie(answer: HttpAnswer): string {
  const value = /sh_refresh=([^;]*)/.exec(cookiesOf(answer).at(-1) ?? '')?.[1];
  if (!value) throw new Error(`no refresh cookie in ${JSON.stringify(cookiesOf(answer))}`);
  return `sh_refresh=${value}`;
}

async function signIn(email: string, companyId: string | null = null, headers: Record<string, string> = {}) {
  const answer = await http.post(
    { query: AUTH, variables: { token: await google.idToken(email), companyId } },
    headers,
  );
  const accessToken = answer.json.data?.auth as string;
  expect(accessToken).toEqual(expect.any(String));
  return { answer, accessToken, cookie: refreshCookie(answer) };
}

/** An access token with our claims and secret, changed in one way. */
async function accessToken(change: { secret?: string; audience?: string; issuer?: string; expiresAt?: number }) {
  const now = Math.floor(Date.now() / 1000);
  const { accessToken: real } = await signIn(`model-${now}-${Math.random()}@example.com`);
  const claims = JSON.parse(Buffer.from(real.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
  return new SignJWT({ companyId: claims.companyId as number | null, sid: claims.sid as string })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub as string)
    .setIssuer(change.issuer ?? (claims.iss as string))
    .setAudience(change.audience ?? (claims.aud as string))
    .setIssuedAt(now - 120)
    .setExpirationTime(change.expiresAt ?? now + 600)
    .sign(new TextEncoder().encode(change.secret ?? AUTH_SECRET));
}

describe('access tokens', () => {
  it('accepts a token exactly as the server issued it (the control case)', async () => {
    const control = await accessToken({});
    expect((await http.post({ query: ME }, { authorization: control })).json.data?.me).toBeTruthy();
  });

  it.each([
    ['forged (a signature made up)', async () => `${(await accessToken({})).split('.').slice(0, 2).join('.')}.AAAA`],
    ['expired', () => accessToken({ expiresAt: Math.floor(Date.now() / 1000) - 5 })],
    ['unsigned (alg none)', async () => unsigned(await accessToken({}))],
    ['signed with another key', () => accessToken({ secret: 'another-secret-another-secret-another' })],
    ['issued for another audience', () => accessToken({ audience: 'another-app' })],
    ['issued by someone else', () => accessToken({ issuer: 'another-issuer' })],
  ])('refuses a token %s with UNAUTHENTICATED', async (_case, make) => {
    const answer = await http.post({ query: ME }, { authorization: `Bearer ${await make()}` });
    expect(codeOf(answer)).toBe('UNAUTHENTICATED');
    expect(answer.json.data ?? null).toBeNull();
  });
});

describe('Google ID tokens', () => {
  it.each([
    [
      'forged (a signature made up)',
      async () => `${(await google.idToken('f@example.com')).split('.').slice(0, 2).join('.')}.AAAA`,
    ],
    ['expired', () => google.idToken('e@example.com', { expiresAt: Math.floor(Date.now() / 1000) - 5 })],
    ['unsigned (alg none)', async () => unsigned(await google.idToken('n@example.com'))],
    ['signed with another key', () => google.idToken('k@example.com', { key: 'stranger' })],
    [
      'issued for another application',
      () => google.idToken('a@example.com', { audience: 'other.apps.googleusercontent.com' }),
    ],
  ])('refuses one %s with UNAUTHENTICATED and sets no cookie', async (_case, make) => {
    const answer = await http.post({ query: AUTH, variables: { token: await make() } });
    expect(codeOf(answer)).toBe('UNAUTHENTICATED');
    expect(cookiesOf(answer)).toEqual([]);
  });
});

describe('the refresh cookie and sessions', () => {
  it('is httpOnly, SameSite=Strict, for /api only, and Secure only when the browser came over HTTPS', async () => {
    const plain = await signIn('plain@example.com');
    expect(cookiesOf(plain.answer)[0]).toMatch(/; Path=\/api; HttpOnly; SameSite=Strict; Max-Age=\d+$/);
    const behindProxy = await signIn('tls@example.com', null, { 'x-forwarded-proto': 'https' });
    expect(cookiesOf(behindProxy.answer)[0]).toMatch(/; HttpOnly; SameSite=Strict; Max-Age=\d+; Secure$/);
    const chain = await signIn('chain@example.com', null, { 'x-forwarded-proto': 'https, http' });
    expect(cookiesOf(chain.answer)[0]).toMatch(/; Secure$/);
  });

  it('a reused refresh cookie revokes the whole session: every token of it stops working', async () => {
    const first = await signIn('reuse@example.com');
    const rotated = await http.post({ query: REFRESH }, { cookie: first.cookie });
    const newest = rotated.json.data?.refreshToken as string;
    expect(newest).toEqual(expect.any(String));

    const reuse = await http.post({ query: REFRESH }, { cookie: first.cookie });
    expect(codeOf(reuse)).toBe('UNAUTHENTICATED');
    expect(codeOf(await http.post({ query: REFRESH }, { cookie: refreshCookie(rotated) }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await http.post({ query: ME }, { authorization: newest }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await http.post({ query: ME }, { authorization: first.accessToken }))).toBe('UNAUTHENTICATED');
  });

  it('a member removed from the company loses it with the very next request, before the token expires', async () => {
    const creator = await signIn('owner@example.com');
    const companyId = newCompanyId();
    const added = await http.post(
      {
        query: 'mutation ($data: CompanyInput!) { addCompany(data: $data) { id } }',
        variables: { data: companyForm(companyId) },
      },
      { authorization: creator.accessToken },
    );
    expect(added.json.data).toBeTruthy();
    const member = await signIn('owner@example.com', companyId);
    expect((await http.post({ query: '{ company { id } }' }, { authorization: member.accessToken })).json.data).toEqual(
      {
        company: { id: companyId },
      },
    );

    await http.app.services.db.delete(companyMembers).where(eq(companyMembers.companyId, Number(companyId)));
    const after = await http.post({ query: '{ company { id } }' }, { authorization: member.accessToken });
    expect(codeOf(after)).toBe('FORBIDDEN');
  });
});

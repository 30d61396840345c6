import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addCompany,
  authHeaders,
  dataOf,
  errorCode,
  refreshCookieOf,
  signInWith,
  tryAuth,
} from '../../../test/support/sign-in.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { companyMembers, sessions, users } from '../../db/schema/index.ts';
import { upsertUser } from './auth.repo.ts';

const CLIENT_ID = 'test-client.apps.googleusercontent.com';
const ME = '{ me { id name email picture companies { id name selected isAdmin } } }';
const REFRESH = '{ refreshToken }';
const LOGOUT = 'mutation { logout { id message } }';

interface Me {
  me: {
    id: string;
    name: string;
    email: string;
    picture: string | null;
    companies: { id: string; name: string; selected: boolean; isAdmin: boolean }[];
  };
}

/** A stand-in for Google: an RS256 key pair whose public half is served as a JWKS on loopback. */
let googleKey: CryptoKey;
let strangerKey: CryptoKey;
let jwks: Server;
let app: TestApp;

beforeAll(async () => {
  const google = await generateKeyPair('RS256');
  googleKey = google.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const publicJwk = { ...(await exportJWK(google.publicKey)), kid: 'google-1', alg: 'RS256', use: 'sig' };
  jwks = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ keys: [publicJwk] }));
  });
  await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
  const { port } = jwks.address() as AddressInfo;
  app = await createTestApp({
    DEMO_MODE: 'false',
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/jwks`,
  });
});

afterAll(async () => {
  await app?.close();
  await new Promise((resolve) => jwks?.close(resolve));
});

interface GoogleTokenOptions {
  key?: CryptoKey;
  issuer?: string;
  audience?: string;
  expiresAt?: number;
  claims?: JWTPayload;
}

let nextSub = 100_000;

/** An ID token as Google issues it for this person (overridable piece by piece). */
function googleToken(email: string, options: GoogleTokenOptions = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    email,
    email_verified: true,
    name: 'Пётр Петров',
    picture: 'https://lh3.googleusercontent.com/a/photo-1',
    ...options.claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'google-1', typ: 'JWT' })
    .setSubject(typeof options.claims?.sub === 'string' ? options.claims.sub : String(nextSub++))
    .setIssuer(options.issuer ?? 'https://accounts.google.com')
    .setAudience(options.audience ?? CLIENT_ID)
    .setIssuedAt(now - 60)
    .setExpirationTime(options.expiresAt ?? now + 3600)
    .sign(options.key ?? googleKey);
}

async function signInWithGoogle(email: string, companyId?: string) {
  return signInWith(app, await googleToken(email), companyId);
}

function me(headers: Record<string, string>) {
  return app.graphql<Me>(ME, {}, headers);
}

describe('sign-in with a Google ID token', () => {
  it('creates the user with the name, e-mail and picture from the token', async () => {
    const signedIn = await signInWithGoogle('petr@example.com');
    expect(signedIn.accessToken.split('.')).toHaveLength(3);
    const { me: user } = dataOf(await me(signedIn.headers));
    expect(user).toMatchObject({
      name: 'Пётр Петров',
      email: 'petr@example.com',
      picture: 'https://lh3.googleusercontent.com/a/photo-1',
      companies: [],
    });
  });

  it('updates the name and picture on a later sign-in, keeping the same user', async () => {
    const first = await signInWith(app, await googleToken('anna@example.com', { claims: { sub: 'google-anna' } }));
    const before = dataOf(await me(first.headers)).me;
    const token = await googleToken('Anna@Example.com', {
      claims: { sub: 'google-anna', name: 'Анна Сидорова', picture: 'https://lh3.googleusercontent.com/a/photo-2' },
    });
    const second = await signInWith(app, token);
    const after = dataOf(await me(second.headers)).me;
    expect(after).toMatchObject({
      id: before.id,
      name: 'Анна Сидорова',
      email: 'anna@example.com',
      picture: 'https://lh3.googleusercontent.com/a/photo-2',
    });
  });

  it('sets the refresh token as an httpOnly cookie only for the API path', async () => {
    const answer = await tryAuth(app, await googleToken('cookie@example.com'));
    expect(answer.setCookies).toHaveLength(1);
    expect(answer.setCookies[0]).toMatch(/^sh_refresh=[\w-]{20,}; Path=\/api; HttpOnly; SameSite=Strict; Max-Age=\d+/);
    expect(JSON.stringify(answer.data)).not.toContain(refreshCookieOf(answer)!.slice('sh_refresh='.length));
  });

  it.each([
    ['signed with another key', () => googleToken('forged@example.com', { key: strangerKey })],
    ['expired', () => googleToken('late@example.com', { expiresAt: Math.floor(Date.now() / 1000) - 10 })],
    ['issued for another application', () => googleToken('aud@example.com', { audience: 'someone-else' })],
    ['issued by someone else', () => googleToken('iss@example.com', { issuer: 'https://evil.example.com' })],
    ['with an unconfirmed e-mail', () => googleToken('unverified@example.com', { claims: { email_verified: false } })],
    ['without an e-mail', () => googleToken('', { claims: { email: undefined } })],
    ['unsigned (alg none)', async () => unsigned(await googleToken('none@example.com'))],
    ['not a token at all', async () => 'garbage'],
  ])('refuses a token %s with UNAUTHENTICATED and no cookie', async (_case, makeToken) => {
    const answer = await tryAuth(app, await makeToken());
    expect(errorCode(answer)).toBe('UNAUTHENTICATED');
    expect(answer.errors?.[0]?.message).toMatch(/[а-я]/i);
    expect(answer.data?.auth ?? null).toBeNull();
    expect(refreshCookieOf(answer)).toBeNull();
  });

  it('signs in the same new person from several tabs at once as one user', async () => {
    // Straight at the store: through the endpoint the token checks stagger the requests too much to collide.
    const identity = { email: 'twin@example.com', name: 'Близнец', picture: null, googleSub: 'google-twin' };
    const ids = await Promise.all([1, 2, 3].map(() => upsertUser(app.services.db, identity)));
    expect(new Set(ids).size).toBe(1);
    expect(await app.services.db.select().from(users).where(eq(users.email, 'twin@example.com'))).toHaveLength(1);
    const signedIn = await signInWithGoogle('twin@example.com');
    expect(dataOf(await me(signedIn.headers)).me.id).toBe(ids[0]);
  });

  it('does not create a user for a refused token', async () => {
    await tryAuth(app, await googleToken('ghost@example.com', { key: strangerKey }));
    const ghosts = await app.services.db.select().from(users).where(eq(users.email, 'ghost@example.com'));
    expect(ghosts).toEqual([]);
  });

  it('refuses the demo credential when demo mode is off', async () => {
    for (const credential of ['demo', 'demo:someone@example.com']) {
      const answer = await tryAuth(app, credential);
      expect(errorCode(answer)).toBe('UNAUTHENTICATED');
      expect(refreshCookieOf(answer)).toBeNull();
    }
  });
});

describe('choosing the company at sign-in', () => {
  let ownerToken: string;
  let first: string;
  let second: string;
  let foreign: string;

  beforeAll(async () => {
    ownerToken = await googleToken('owner@example.com', { claims: { sub: 'google-owner' } });
    const owner = await signInWith(app, ownerToken);
    first = await addCompany(app, { email: 'owner@example.com', ...owner });
    second = await addCompany(app, { email: 'owner@example.com', ...owner });
    const stranger = await signInWithGoogle('stranger@example.com');
    foreign = await addCompany(app, { email: 'stranger@example.com', ...stranger });
  });

  it('selects the requested company the user belongs to', async () => {
    const signedIn = await signInWith(app, ownerToken, second);
    expect(accessClaims(signedIn.accessToken).companyId).toBe(Number(second));
    const { companies } = dataOf(await me(signedIn.headers)).me;
    expect(companies.map((c) => [c.id, c.selected, c.isAdmin])).toEqual([
      [first, false, true],
      [second, true, true],
    ]);
    const company = dataOf(await app.graphql<{ company: { id: string } }>('{ company { id } }', {}, signedIn.headers));
    expect(company.company.id).toBe(second);
  });

  it('selects the first company when none is requested', async () => {
    const signedIn = await signInWith(app, ownerToken);
    expect(accessClaims(signedIn.accessToken).companyId).toBe(Number(first));
    const { companies } = dataOf(await me(signedIn.headers)).me;
    expect(companies.filter((c) => c.selected).map((c) => c.id)).toEqual([first]);
  });

  it.each([
    ['a company of someone else', () => foreign],
    ['a company that does not exist', () => '999999999999'],
    ['an id that is not a number', () => 'abc'],
  ])('refuses %s with FORBIDDEN and no session', async (_case, companyId) => {
    const answer = await tryAuth(app, ownerToken, companyId());
    expect(errorCode(answer)).toBe('FORBIDDEN');
    expect(refreshCookieOf(answer)).toBeNull();
  });

  it('puts the user id, the session id and the company id into the access token', async () => {
    const signedIn = await signInWith(app, ownerToken, first);
    const claims = accessClaims(signedIn.accessToken);
    const { me: user } = dataOf(await me(signedIn.headers));
    expect(claims).toMatchObject({ sub: user.id, companyId: Number(first) });
    expect(claims.sid).toEqual(expect.any(String));
    expect(decodePart(signedIn.accessToken, 0)).toMatchObject({ alg: 'HS256' });
  });
});

describe('sessions', () => {
  it('accepts the access token with and without "Bearer "', async () => {
    const signedIn = await signInWithGoogle('bearer@example.com');
    for (const authorization of [
      signedIn.accessToken,
      `Bearer ${signedIn.accessToken}`,
      `bearer ${signedIn.accessToken}`,
    ]) {
      const answer = await me({ authorization });
      expect(dataOf(answer).me.email).toBe('bearer@example.com');
    }
  });

  it.each([
    ['nothing', {}],
    ['an empty header', { authorization: '' }],
    ['garbage', { authorization: 'garbage' }],
    ['"Bearer " alone', { authorization: 'Bearer ' }],
    ['a token signed with another secret', { authorization: `Bearer ${FOREIGN_ACCESS_TOKEN}` }],
  ])('answers UNAUTHENTICATED to %s in the authorization header', async (_case, headers) => {
    const answer = await me(headers);
    expect(errorCode(answer)).toBe('UNAUTHENTICATED');
    expect(answer.data ?? null).toBeNull();
  });

  it('refresh answers a new access token and rotates the refresh cookie', async () => {
    const signedIn = await signInWithGoogle('refresh@example.com');
    const answer = await app.graphql<{ refreshToken: string }>(REFRESH, {}, { cookie: signedIn.refreshCookie });
    const accessToken = dataOf(answer).refreshToken;
    const rotated = refreshCookieOf(answer);
    expect(accessToken).not.toBe(signedIn.accessToken);
    expect(rotated).not.toBeNull();
    expect(rotated).not.toBe(signedIn.refreshCookie);
    // The new session still belongs to the same person.
    expect(dataOf(await me(authHeaders(accessToken))).me.email).toBe('refresh@example.com');
    expect(accessClaims(accessToken).sub).toBe(accessClaims(signedIn.accessToken).sub);
    // And the rotated cookie refreshes again.
    const again = await app.graphql<{ refreshToken: string }>(REFRESH, {}, { cookie: `theme=dark; ${rotated}` });
    expect(dataOf(again).refreshToken).toEqual(expect.any(String));
  });

  it('keeps the selected company across a refresh', async () => {
    const creator = await signInWithGoogle('keeper@example.com');
    const companyId = await addCompany(app, { email: 'keeper@example.com', ...creator });
    const signedIn = await signInWith(app, await googleToken('keeper@example.com'), companyId);
    const answer = await app.graphql<{ refreshToken: string }>(REFRESH, {}, { cookie: signedIn.refreshCookie });
    expect(accessClaims(dataOf(answer).refreshToken).companyId).toBe(Number(companyId));
  });

  it('a reused refresh cookie ends the whole session, including the newest token', async () => {
    const signedIn = await signInWithGoogle('stolen@example.com');
    const first = await app.graphql<{ refreshToken: string }>(REFRESH, {}, { cookie: signedIn.refreshCookie });
    const newest = dataOf(first).refreshToken;
    const newestCookie = refreshCookieOf(first)!;

    const reuse = await app.graphql<{ refreshToken: string }>(REFRESH, {}, { cookie: signedIn.refreshCookie });
    expect(errorCode(reuse)).toBe('UNAUTHENTICATED');
    expect(reuse.setCookies.at(-1)).toMatch(/^sh_refresh=;.*Max-Age=0/);

    const withNewest = await app.graphql(REFRESH, {}, { cookie: newestCookie });
    expect(errorCode(withNewest)).toBe('UNAUTHENTICATED');
    expect(errorCode(await me(authHeaders(newest)))).toBe('UNAUTHENTICATED');
    expect(errorCode(await me(signedIn.headers))).toBe('UNAUTHENTICATED');
  });

  it('a reuse ends only that session, not the other sign-ins of the same person', async () => {
    const token = await googleToken('two-devices@example.com', { claims: { sub: 'google-two-devices' } });
    const laptop = await signInWith(app, token);
    const phone = await signInWith(app, token);
    await app.graphql(REFRESH, {}, { cookie: laptop.refreshCookie });
    await app.graphql(REFRESH, {}, { cookie: laptop.refreshCookie });
    expect(errorCode(await me(laptop.headers))).toBe('UNAUTHENTICATED');
    expect(dataOf(await me(phone.headers)).me.email).toBe('two-devices@example.com');
  });

  it('two refreshes racing with one cookie: one wins, the other is treated as a reuse', async () => {
    const signedIn = await signInWithGoogle('racing@example.com');
    const answers = await Promise.all([
      app.graphql<{ refreshToken: string }>(REFRESH, {}, { cookie: signedIn.refreshCookie }),
      app.graphql<{ refreshToken: string }>(REFRESH, {}, { cookie: signedIn.refreshCookie }),
    ]);
    expect(answers.map((answer) => errorCode(answer) ?? 'ok').sort()).toEqual(['UNAUTHENTICATED', 'ok']);
  });

  it('an expired refresh session is refused', async () => {
    const signedIn = await signInWithGoogle('expired-session@example.com');
    await app.services.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, accessClaims(signedIn.accessToken).sid));
    const answer = await app.graphql(REFRESH, {}, { cookie: signedIn.refreshCookie });
    expect(errorCode(answer)).toBe('UNAUTHENTICATED');
    expect(answer.setCookies.at(-1)).toMatch(/^sh_refresh=;.*Max-Age=0/);
  });

  it('a person removed from the company loses it at once, and the next refresh selects none', async () => {
    const creator = await signInWithGoogle('removed-admin@example.com');
    const companyId = await addCompany(app, { email: 'removed-admin@example.com', ...creator });
    const signedIn = await signInWith(app, await googleToken('removed-admin@example.com'), companyId);
    expect(dataOf(await app.graphql('{ company { id } }', {}, signedIn.headers))).toEqual({
      company: { id: companyId },
    });

    await app.services.db.delete(companyMembers).where(eq(companyMembers.companyId, Number(companyId)));
    const company = await app.graphql('{ company { id } }', {}, signedIn.headers);
    expect(errorCode(company)).toBe('FORBIDDEN');
    expect(company.errors?.[0]?.message).toBe('Вы больше не состоите в этой компании.');

    const refreshed = await app.graphql<{ refreshToken: string }>(REFRESH, {}, { cookie: signedIn.refreshCookie });
    expect(accessClaims(dataOf(refreshed).refreshToken).companyId).toBeNull();
  });

  it('refuses a refresh without a cookie or with an unknown one', async () => {
    for (const headers of [
      {} as Record<string, string>,
      { cookie: 'sh_refresh=' },
      { cookie: 'sh_refresh=made-up' },
      { cookie: 'other=1' },
    ]) {
      const answer = await app.graphql(REFRESH, {}, headers);
      expect(errorCode(answer)).toBe('UNAUTHENTICATED');
    }
  });

  it('logout stops the access token and the refresh cookie', async () => {
    const signedIn = await signInWithGoogle('leaving@example.com');
    expect(dataOf(await me(signedIn.headers)).me.email).toBe('leaving@example.com');
    const answer = await app.graphql<{ logout: { message: string } }>(
      LOGOUT,
      {},
      {
        ...signedIn.headers,
        cookie: signedIn.refreshCookie,
      },
    );
    expect(dataOf(answer).logout.message).toMatch(/[а-я]/i);
    expect(answer.setCookies.at(-1)).toMatch(/^sh_refresh=;.*Max-Age=0/);
    expect(errorCode(await me(signedIn.headers))).toBe('UNAUTHENTICATED');
    expect(errorCode(await app.graphql(REFRESH, {}, { cookie: signedIn.refreshCookie }))).toBe('UNAUTHENTICATED');
  });

  it('logout with only the access token still ends the refresh cookie of that session', async () => {
    const signedIn = await signInWithGoogle('no-cookie@example.com');
    dataOf(await app.graphql(LOGOUT, {}, signedIn.headers));
    expect(errorCode(await app.graphql(REFRESH, {}, { cookie: signedIn.refreshCookie }))).toBe('UNAUTHENTICATED');
  });

  it('logout with only the refresh cookie still ends the access token of that session', async () => {
    const signedIn = await signInWithGoogle('cookie-only@example.com');
    dataOf(await app.graphql(LOGOUT, {}, { cookie: signedIn.refreshCookie }));
    expect(errorCode(await me(signedIn.headers))).toBe('UNAUTHENTICATED');
  });

  it('logout ends a session refreshed after sign-in', async () => {
    const signedIn = await signInWithGoogle('refreshed-then-left@example.com');
    const refreshed = await app.graphql<{ refreshToken: string }>(REFRESH, {}, { cookie: signedIn.refreshCookie });
    const accessToken = dataOf(refreshed).refreshToken;
    dataOf(await app.graphql(LOGOUT, {}, authHeaders(accessToken)));
    expect(errorCode(await me(authHeaders(accessToken)))).toBe('UNAUTHENTICATED');
    expect(errorCode(await app.graphql(REFRESH, {}, { cookie: refreshCookieOf(refreshed)! }))).toBe('UNAUTHENTICATED');
  });
});

/** A well-formed HS256 token whose signature uses a secret the server does not know. */
const FOREIGN_ACCESS_TOKEN =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.' +
  Buffer.from(JSON.stringify({ sub: '00000000-0000-0000-0000-000000000000', sid: 'x', companyId: null })).toString(
    'base64url',
  ) +
  '.c2lnbmF0dXJl';

/** The same claims with `alg: none` and no signature, built by hand as an attacker would. */
function unsigned(token: string): string {
  const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
  return `${header}.${token.split('.')[1]}.`;
}

function decodePart(token: string, index: number): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[index] ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}

function accessClaims(token: string) {
  return decodePart(token, 1) as { sub: string; sid: string; companyId: number | null };
}

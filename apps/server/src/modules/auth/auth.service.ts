import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { GraphQLContext } from '../../graphql/context.ts';
import { appError } from '../../graphql/errors.ts';
import { acceptInvites } from './auth.repo.ts';
import { signAccessToken } from './access-token.ts';
import * as repo from './auth.repo.ts';
import { verifyGoogleCredential } from './google.ts';
import { demoIdentity } from './demo-identity.ts';
import { callerClaims } from './guards.ts';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie.ts';

const hashRefreshToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** `auth(token, companyId)`: a Google credential (or the demo credential in demo mode) → an access token. */
export async function signIn(ctx: GraphQLContext, credential: string, requestedCompanyId: string | null) {
  const identity = demoIdentity(ctx.config, credential) ?? (await verifyGoogleCredential(ctx.config, credential));
  const userId = await repo.upsertUser(ctx.db, identity);
  await acceptInvites(ctx.db, userId, identity.email);
  const companies = await repo.userCompanies(ctx.db, userId);
  let companyId = companies[0]?.id ?? null;
  if (requestedCompanyId !== null && requestedCompanyId !== '') {
    const requested = Number(requestedCompanyId);
    const member = companies.find((company) => company.id === requested);
    if (!member) throw appError('FORBIDDEN', `Вы не состоите в компании с УНП ${requestedCompanyId}.`);
    companyId = member.id;
  }
  return startSession(ctx, { userId, companyId, familyId: randomUUID() });
}

async function startSession(
  ctx: GraphQLContext,
  session: { userId: string; companyId: number | null; familyId: string },
) {
  const refreshToken = randomBytes(32).toString('base64url');
  const ttl = ctx.config.REFRESH_TOKEN_TTL;
  const sessionId = await repo.createSession(ctx.db, {
    ...session,
    refreshHash: hashRefreshToken(refreshToken),
    expiresAt: new Date(Date.now() + ttl * 1000),
  });
  setRefreshCookie(ctx.request, refreshToken, ttl);
  return signAccessToken(ctx.config, { userId: session.userId, companyId: session.companyId, sessionId });
}

/** `refreshToken`: the cookie's refresh token → a new access token, and the refresh token rotated. */
export async function refresh(ctx: GraphQLContext) {
  const presented = readRefreshCookie(ctx.request);
  const session = presented ? await repo.findSessionByRefreshHash(ctx.db, hashRefreshToken(presented)) : undefined;
  if (!session || session.revokedAt || session.expiresAt <= new Date()) {
    clearRefreshCookie(ctx.request);
    throw appError('UNAUTHENTICATED', 'Сессия завершена. Войдите снова.');
  }
  if (session.usedAt || !(await repo.markSessionUsed(ctx.db, session.id))) {
    // A refresh token is good once: a second use means someone else holds a copy.
    await repo.revokeFamily(ctx.db, session.familyId);
    clearRefreshCookie(ctx.request);
    throw appError('UNAUTHENTICATED', 'Сессия завершена из соображений безопасности. Войдите снова.');
  }
  const stillMember =
    session.companyId !== null && (await repo.findMembership(ctx.db, session.userId, session.companyId));
  return startSession(ctx, {
    userId: session.userId,
    companyId: stillMember ? session.companyId : null,
    familyId: session.familyId,
  });
}

/** `logout`: ends the session on the server, whichever of the two tokens the browser still has. */
export async function logout(ctx: GraphQLContext) {
  const claims = await callerClaims(ctx);
  const presented = readRefreshCookie(ctx.request);
  const fromCookie = presented ? await repo.findSessionByRefreshHash(ctx.db, hashRefreshToken(presented)) : undefined;
  const live = claims ? await repo.findLiveSession(ctx.db, claims.sessionId) : undefined;
  for (const familyId of new Set([live?.familyId, fromCookie?.familyId])) {
    if (familyId) await repo.revokeFamily(ctx.db, familyId);
  }
  clearRefreshCookie(ctx.request);
  return { id: null, message: 'Вы вышли из системы.' };
}

/** What other modules may read of the signed-in user and their memberships. */
export { findUser, userCompanies } from './auth.repo.ts';

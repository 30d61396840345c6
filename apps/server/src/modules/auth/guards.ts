import type { GraphQLContext } from '../../graphql/context.ts';
import { appError } from '../../graphql/errors.ts';
import { readAccessToken, tokenFromHeader, type AccessClaims } from './access-token.ts';
import { versionText } from '../data-versions/data-version-sql.ts';
import { findLiveSession, findLiveSessionMembership, findMembership, membersSetPrices } from './auth.repo.ts';

/** A signed-in caller, as the session names them: the selected company may be none. */
export type SignedInCaller = AccessClaims;

/** A caller working in a company they are (still) a member of. */
export interface CompanyCaller {
  userId: string;
  companyId: number;
  isAdmin: boolean;
}

const checked = new WeakMap<GraphQLContext, Promise<AccessClaims | null>>();

/** The claims of the request's token when its signature holds; its session is not checked here. */
async function tokenClaims(ctx: GraphQLContext): Promise<AccessClaims | null> {
  const token = tokenFromHeader(ctx.request.headers.get('authorization'));
  return token ? readAccessToken(ctx.config, token) : null;
}

/** The caller's verified claims, checked once per request: a valid signature and a session not revoked. */
export function callerClaims(ctx: GraphQLContext): Promise<AccessClaims | null> {
  let claims = checked.get(ctx);
  if (!claims) {
    claims = (async () => {
      const read = await tokenClaims(ctx);
      if (!read) return null;
      return (await findLiveSession(ctx.db, read.sessionId)) ? read : null;
    })();
    checked.set(ctx, claims);
  }
  return claims;
}

/** A signed-in user, any company or none. */
export async function requireUser(ctx: GraphQLContext): Promise<SignedInCaller> {
  const claims = await callerClaims(ctx);
  if (!claims) throw appError('UNAUTHENTICATED', 'Войдите в систему, чтобы продолжить.');
  return claims;
}

/**
 * The company the caller works in: the one named by their session, and only while they are
 * still a member. Every company-scoped field is declared with it (access.ts); no operation takes a company id.
 */
export function requireCompany(ctx: GraphQLContext): Promise<CompanyCaller> {
  let caller = companyCallers.get(ctx);
  if (!caller) companyCallers.set(ctx, (caller = readCompanyCaller(ctx)));
  return caller;
}

/** The company caller of a request, read once however many fields (and the answer cache) ask. */
const companyCallers = new WeakMap<GraphQLContext, Promise<CompanyCaller>>();

async function readCompanyCaller(ctx: GraphQLContext): Promise<CompanyCaller> {
  const checkedWithSession = checked.has(ctx) ? undefined : await checkSessionAndMembership(ctx);
  const claims = await requireUser(ctx);
  if (claims.companyId === null) throw appError('FORBIDDEN', 'Выберите компанию, чтобы продолжить.');
  const membership = checkedWithSession ?? (await findMembership(ctx.db, claims.userId, claims.companyId));
  if (!membership) throw appError('FORBIDDEN', 'Вы больше не состоите в этой компании.');
  return { userId: claims.userId, companyId: claims.companyId, isAdmin: membership.isAdmin };
}

/** The company's data version read in the same statement as the caller's session and membership. */
const versionsReadWithSession = new WeakMap<GraphQLContext, string>();

/**
 * The company's data version as read with the caller's session by `requireCompany` (before any of the
 * company's rows); undefined when the session was checked apart, and then the version is read on its own.
 */
export function dataVersionReadWithSession(ctx: GraphQLContext): string | undefined {
  return versionsReadWithSession.get(ctx);
}

/**
 * For a request whose session is not checked yet: checks it and reads the membership of its company in one
 * statement, a round trip fewer before every company screen. Records the session's check for the request;
 * answers the membership, or undefined when there is none to read this way (the usual path then decides).
 */
async function checkSessionAndMembership(ctx: GraphQLContext): Promise<{ isAdmin: boolean } | undefined> {
  const read = await tokenClaims(ctx);
  if (!read || read.companyId === null) return undefined;
  const found = await findLiveSessionMembership(ctx.db, read.sessionId, read.userId, read.companyId);
  checked.set(ctx, Promise.resolve(found ? read : null));
  if (found?.isAdmin == null) return undefined;
  versionsReadWithSession.set(ctx, versionText(found.dataVersion));
  return { isAdmin: found.isAdmin };
}

/** Company-scoped operations that only the company's admins may perform. */
export async function requireAdmin(ctx: GraphQLContext): Promise<CompanyCaller> {
  const caller = await requireCompany(ctx);
  if (!caller.isAdmin) throw appError('FORBIDDEN', 'Это действие доступно только администратору компании.');
  return caller;
}

/** Whether the caller may send prices to WB: an admin, or a member when the company allows it. */
export async function mayChangePrices(ctx: GraphQLContext, company: { id: number; membersSetPrices: boolean }) {
  const caller = await requireCompany(ctx);
  return caller.companyId === company.id && (caller.isAdmin || company.membersSetPrices);
}

/**
 * Sending prices to WB and joining WB's promotions: an admin, or a member of a company whose admin
 * allowed members to (`membersSetPrices`, docs/access.md). Seeing prices and promotions is every member's.
 */
export async function requirePriceRight(ctx: GraphQLContext): Promise<CompanyCaller> {
  const caller = await requireCompany(ctx);
  if (caller.isAdmin || (await membersSetPrices(ctx.db, caller.companyId))) return caller;
  throw appError(
    'FORBIDDEN',
    'Менять цены в WB и добавлять товары в акции может администратор компании или сотрудник, которому он это разрешил в настройках компании.',
  );
}

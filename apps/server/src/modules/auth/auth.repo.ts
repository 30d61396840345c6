import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companyDataVersionColumn } from '../data-versions/data-version-sql.ts';
import { companies, companyMembers, invites, sessions, users } from './auth.tables.ts';

export interface SignInIdentity {
  email: string;
  name: string;
  picture: string | null;
  googleSub: string | null;
}

/** Creates the user on first sign-in; later sign-ins refresh the name and picture. */
export async function upsertUser(db: Database, identity: SignInIdentity): Promise<string> {
  const existing = await updateKnownUser(db, identity);
  if (existing) return existing;
  const [created] = await db
    .insert(users)
    .values({ email: identity.email, name: identity.name, picture: identity.picture, googleSub: identity.googleSub })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (created) return created.id;
  // The same person signed in from another tab at the same moment and their request created the user.
  const concurrent = await updateKnownUser(db, identity);
  if (!concurrent) throw new Error('the user was neither found nor created');
  return concurrent;
}

async function updateKnownUser(db: Database, identity: SignInIdentity): Promise<string | null> {
  const match = identity.googleSub
    ? or(eq(users.googleSub, identity.googleSub), eq(users.email, identity.email))
    : eq(users.email, identity.email);
  const [existing] = await db.select({ id: users.id }).from(users).where(match).limit(1);
  if (!existing) return null;
  await db
    .update(users)
    .set({
      name: identity.name,
      picture: identity.picture,
      email: identity.email,
      ...(identity.googleSub ? { googleSub: identity.googleSub } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, existing.id));
  return existing.id;
}

export function findUser(db: Database, userId: string) {
  return db
    .select()
    .from(users)
    .where(eq(users.id, userId))
    .then((rows) => rows[0]);
}

/** The user's companies, oldest membership first (the default selection). */
export function userCompanies(db: Database, userId: string) {
  return db
    .select({
      id: companies.id,
      shortName: companies.shortName,
      address: companies.address,
      generalManager: companies.generalManager,
      isAdmin: companyMembers.isAdmin,
    })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(companyMembers.userId, userId))
    .orderBy(asc(companyMembers.createdAt), asc(companies.id));
}

export function findMembership(db: Database, userId: string, companyId: number) {
  return db
    .select({ isAdmin: companyMembers.isAdmin })
    .from(companyMembers)
    .where(and(eq(companyMembers.userId, userId), eq(companyMembers.companyId, companyId)))
    .then((rows) => rows[0]);
}

export async function createSession(
  db: Database,
  session: { familyId: string; userId: string; companyId: number | null; refreshHash: string; expiresAt: Date },
): Promise<string> {
  const [row] = await db.insert(sessions).values(session).returning({ id: sessions.id });
  return row!.id;
}

export function findSessionByRefreshHash(db: Database, refreshHash: string) {
  return db
    .select()
    .from(sessions)
    .where(eq(sessions.refreshHash, refreshHash))
    .then((rows) => rows[0]);
}

export function findLiveSession(db: Database, sessionId: string) {
  return db
    .select({ id: sessions.id, familyId: sessions.familyId })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .then((rows) => rows[0]);
}

/**
 * The live session with the user's membership of the company in one statement: a row when the session is
 * live, its `isAdmin` null when the user is not a member. The company's data version comes along (null before
 * its first change): read before any of the company's rows, it keys a kept answer without a round trip more.
 */
export function findLiveSessionMembership(db: Database, sessionId: string, userId: string, companyId: number) {
  return db
    .select({ isAdmin: companyMembers.isAdmin, dataVersion: companyDataVersionColumn(companyId) })
    .from(sessions)
    .leftJoin(companyMembers, and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)))
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .then((rows) => rows[0]);
}

/** Marks a refresh token used; false when another request used it first. */
export async function markSessionUsed(db: Database, sessionId: string): Promise<boolean> {
  const updated = await db
    .update(sessions)
    .set({ usedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.usedAt)))
    .returning({ id: sessions.id });
  return updated.length === 1;
}

export async function revokeFamily(db: Database, familyId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.familyId, familyId), isNull(sessions.revokedAt)));
}

/** Turns every invite of this e-mail into a membership (never admin) and removes the invites. */
export async function acceptInvites(db: Database, userId: string, email: string): Promise<void> {
  await db.transaction(async (tx) => {
    const pending = await tx
      .delete(invites)
      .where(eq(invites.email, email))
      .returning({ companyId: invites.companyId });
    if (pending.length === 0) return;
    await tx
      .insert(companyMembers)
      .values(pending.map(({ companyId }) => ({ companyId, userId, isAdmin: false })))
      .onConflictDoNothing();
  });
}

/** Whether the company lets members who are not admins send prices to WB. */
export async function membersSetPrices(db: Database, companyId: number): Promise<boolean> {
  const [row] = await db
    .select({ allowed: companies.membersSetPrices })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.allowed ?? false;
}

import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companies, companyMembers, invites, users } from '../auth/auth.tables.ts';

export function companyInvites(db: Database, companyId: number) {
  return db
    .select({ id: invites.id, email: invites.email, createdAt: invites.createdAt })
    .from(invites)
    .where(eq(invites.companyId, companyId))
    .orderBy(asc(invites.createdAt));
}

export function memberByEmail(db: Database, companyId: number, email: string) {
  return db
    .select({ userId: users.id })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), eq(users.email, email)))
    .then((rows) => rows[0]);
}

/** Inserts the invite; false when this e-mail is already invited to this company. */
export async function insertInvite(db: Database, companyId: number, email: string, invitedBy: string) {
  const inserted = await db
    .insert(invites)
    .values({ companyId, email, invitedBy })
    .onConflictDoNothing()
    .returning({ id: invites.id, email: invites.email, createdAt: invites.createdAt });
  return inserted[0] ?? null;
}

export async function deleteInvite(db: Database, companyId: number, inviteId: string): Promise<boolean> {
  const deleted = await db
    .delete(invites)
    .where(and(eq(invites.id, inviteId), eq(invites.companyId, companyId)))
    .returning({ id: invites.id });
  return deleted.length === 1;
}

/** Invites addressed to this user's e-mail (the verified one they signed in with), with the company's name. */
export function invitesForUser(db: Database, userId: string) {
  return db
    .select({ id: invites.id, companyName: companies.shortName, createdAt: invites.createdAt })
    .from(invites)
    .innerJoin(users, eq(users.email, invites.email))
    .innerJoin(companies, eq(companies.id, invites.companyId))
    .where(eq(users.id, userId))
    .orderBy(asc(invites.createdAt));
}

/** Turns one invite addressed to this user into a membership (never admin); the company id, or null. */
export async function acceptInviteOfUser(db: Database, userId: string, inviteId: string): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (!user) return null;
    const [accepted] = await tx
      .delete(invites)
      .where(and(eq(invites.id, inviteId), eq(invites.email, user.email)))
      .returning({ companyId: invites.companyId });
    if (!accepted) return null;
    await tx
      .insert(companyMembers)
      .values({ companyId: accepted.companyId, userId, isAdmin: false })
      .onConflictDoNothing();
    return accepted.companyId;
  });
}

export async function companyName(db: Database, companyId: number): Promise<string> {
  const [row] = await db
    .select({ shopName: companies.shopName, shortName: companies.shortName })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.shopName || row?.shortName || String(companyId);
}

import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companyMembers, invites, users } from '../auth/auth.tables.ts';

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
    .returning({ id: invites.id });
  return inserted[0]?.id ?? null;
}

export async function deleteInvite(db: Database, companyId: number, inviteId: string): Promise<boolean> {
  const deleted = await db
    .delete(invites)
    .where(and(eq(invites.id, inviteId), eq(invites.companyId, companyId)))
    .returning({ id: invites.id });
  return deleted.length === 1;
}

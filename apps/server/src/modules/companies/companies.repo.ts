import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companies, companyMembers, users } from '../auth/auth.tables.ts';

export interface CompanyFields {
  shortName: string;
  fullName: string;
  address: string;
  generalManager: string;
  shopName: string | null;
  currentAccount: string | null;
}

export function findCompany(db: Database, companyId: number) {
  return db
    .select()
    .from(companies)
    .where(eq(companies.id, companyId))
    .then((rows) => rows[0]);
}

/** Creates the company with its creator as admin; false when the УНП is taken. */
export async function insertCompanyWithAdmin(db: Database, companyId: number, fields: CompanyFields, userId: string) {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(companies)
      .values({ id: companyId, ...fields })
      .onConflictDoNothing()
      .returning({ id: companies.id });
    if (inserted.length === 0) return false;
    await tx.insert(companyMembers).values({ companyId, userId, isAdmin: true });
    return true;
  });
}

export async function updateCompany(db: Database, companyId: number, fields: CompanyFields): Promise<void> {
  await db
    .update(companies)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(companies.id, companyId));
}

export function companyUsers(db: Database, companyId: number) {
  return db
    .select({ id: users.id, email: users.email, name: users.name, isAdmin: companyMembers.isAdmin })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId)))
    .orderBy(asc(companyMembers.createdAt));
}

export async function setMembersSetPrices(db: Database, companyId: number, allowed: boolean): Promise<void> {
  await db
    .update(companies)
    .set({ membersSetPrices: allowed, updatedAt: new Date() })
    .where(eq(companies.id, companyId));
}

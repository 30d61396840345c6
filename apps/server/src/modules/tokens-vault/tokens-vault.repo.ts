import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companyWbTokens } from './tokens-vault.tables.ts';

export function findStoredTokens(db: Database, companyId: number) {
  return db
    .select()
    .from(companyWbTokens)
    .where(eq(companyWbTokens.companyId, companyId))
    .then((rows) => rows[0]);
}

export async function storeTokens(
  db: Database,
  companyId: number,
  sealed: { mpAndStatisticToken: string | null; contentAndPricesToken: string | null },
  userId: string | null,
): Promise<void> {
  const values = { ...sealed, updatedBy: userId, updatedAt: new Date() };
  await db
    .insert(companyWbTokens)
    .values({ companyId, ...values })
    .onConflictDoUpdate({ target: companyWbTokens.companyId, set: values });
}

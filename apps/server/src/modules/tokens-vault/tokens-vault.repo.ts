import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companyWbTokens } from './tokens-vault.tables.ts';

export interface SealedTokens {
  mpAndStatisticToken?: string | null;
  contentAndPricesToken?: string | null;
}

export function findStoredTokens(db: Database, companyId: number) {
  return db
    .select()
    .from(companyWbTokens)
    .where(eq(companyWbTokens.companyId, companyId))
    .then((rows) => rows[0]);
}

/**
 * Writes only the tokens named in `sealed` (a null there clears that one); a token left out keeps
 * what is stored, so saving one token never touches the other.
 */
export async function storeTokens(db: Database, companyId: number, sealed: SealedTokens, userId: string | null) {
  const named = Object.fromEntries(Object.entries(sealed).filter(([, value]) => value !== undefined)) as SealedTokens;
  if (Object.keys(named).length === 0) return;
  const values = { ...named, updatedBy: userId, updatedAt: new Date() };
  await db
    .insert(companyWbTokens)
    .values({ companyId, ...values })
    .onConflictDoUpdate({ target: companyWbTokens.companyId, set: values });
}

import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companyTaxSettings } from './taxes.tables.ts';

export function findTaxSettings(db: Database, companyId: number) {
  return db
    .select()
    .from(companyTaxSettings)
    .where(eq(companyTaxSettings.companyId, companyId))
    .then((rows) => rows[0]);
}

export async function saveTaxSettings(
  db: Database,
  companyId: number,
  values: { regime: string; vatRate: string | null; usnRate: string | null; vatDeductible: boolean },
  userId: string,
): Promise<void> {
  const row = { ...values, updatedAt: new Date(), updatedBy: userId };
  await db
    .insert(companyTaxSettings)
    .values({ companyId, ...row })
    .onConflictDoUpdate({ target: companyTaxSettings.companyId, set: row });
}

import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companyUnitSettings } from './unit.tables.ts';

export type UnitSettingsRow = typeof companyUnitSettings.$inferSelect;
export type UnitSettingsValues = Pick<
  UnitSettingsRow,
  'buyoutPercent' | 'acquiringPercent' | 'acceptanceKopecks' | 'packagingKopecks' | 'deliveryToWbKopecks'
>;

export function findUnitSettings(db: Database, companyId: number): Promise<UnitSettingsRow | undefined> {
  return db
    .select()
    .from(companyUnitSettings)
    .where(eq(companyUnitSettings.companyId, companyId))
    .then((rows) => rows[0]);
}

/** Writes only the columns given: a save never clears what it does not name. */
export async function saveUnitSettings(
  db: Database,
  companyId: number,
  values: Partial<UnitSettingsValues>,
  userId: string,
): Promise<void> {
  const row = { ...values, updatedAt: new Date(), updatedBy: userId };
  await db
    .insert(companyUnitSettings)
    .values({ companyId, ...row })
    .onConflictDoUpdate({ target: companyUnitSettings.companyId, set: row });
}

import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { companyDataVersionColumn, versionText } from './data-version-sql.ts';

/**
 * The company's data version as of now: it differs from every earlier one once a transaction that
 * changed any of the company's rows has committed. '0' before the company's first change.
 */
export async function companyDataVersion(db: Database, companyId: number): Promise<string> {
  const [row] = rowsOf<{ version: string | number | bigint | null }>(
    await db.execute(sql`select ${companyDataVersionColumn(companyId)} as version`),
  );
  return versionText(row?.version);
}

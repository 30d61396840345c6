import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { companyDataVersions } from './data-versions.tables.ts';

/**
 * The company's data version as of now: it differs from every earlier one once a transaction that
 * changed any of the company's rows has committed. '0' before the company's first change.
 */
export async function companyDataVersion(db: Database, companyId: number): Promise<string> {
  const [row] = rowsOf<{ version: string | number | bigint }>(
    await db.execute(sql`select version from ${companyDataVersions} where company_id = ${companyId}`),
  );
  return row ? String(row.version) : '0';
}

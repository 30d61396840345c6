import { sql } from 'drizzle-orm';
import { companyDataVersions } from './data-versions.tables.ts';

/**
 * The company's data version as a column of another module's statement (null before the company's first
 * change): the session check reads it, so a kept answer costs no statement of its own.
 */
export const companyDataVersionColumn = (companyId: number) =>
  sql<string | number | null>`(select version from ${companyDataVersions} where company_id = ${companyId})`;

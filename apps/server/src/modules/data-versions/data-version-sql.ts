import { sql } from 'drizzle-orm';
import { companyDataVersions } from './data-versions.tables.ts';

/**
 * The company's data version as a column of a statement (null before the company's first change): the
 * session check reads it with the session, so a kept answer costs no statement of its own.
 */
export const companyDataVersionColumn = (companyId: number) =>
  sql<string | number | null>`(select version from ${companyDataVersions} where company_id = ${companyId})`;

/** The version as the kept answers compare it, whichever driver read it: '0' before the first change. */
export const versionText = (read: string | number | bigint | null | undefined): string => String(read ?? 0);

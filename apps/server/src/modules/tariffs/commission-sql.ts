import { sql, type SQL } from 'drizzle-orm';
import { bareColumns } from '../../lib/bare-columns.ts';
import { wbCommissions } from './tariffs.tables.ts';

// WB's commission by subject, for other modules' statements (the cards' list): no other module names
// this module's tables.

const commission = bareColumns(wbCommissions);

/**
 * WB's commission of a subject, for rows naming a company and a subject (`companyId`, `subjectId`, both SQL
 * of the outer statement): `join` goes after the statement's `from` (alias subject_commission); `fbsPercent`
 * and `fboPercent` are the columns, percents with two decimals, null where WB gives none.
 */
export function subjectCommission(of: { companyId: SQL; subjectId: SQL }): {
  fbsPercent: SQL;
  fboPercent: SQL;
  join: SQL;
} {
  return {
    fbsPercent: sql`subject_commission.${commission.fbsPercent}`,
    fboPercent: sql`subject_commission.${commission.fboPercent}`,
    join: sql`left join ${wbCommissions} subject_commission
      on subject_commission.${commission.companyId} = ${of.companyId}
      and subject_commission.${commission.subjectId} = ${of.subjectId}`,
  };
}

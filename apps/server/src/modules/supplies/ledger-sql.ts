import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { bareColumns } from '../../lib/bare-columns.ts';
import { unitLedger } from './supplies.tables.ts';

// What other modules' statements need of the unit ledger, built here from its table so that no other
// module names it: whether a unit is in it, a unit's saved cost price, a supply's saved units.

const ledger = bareColumns(unitLedger);

/**
 * A condition for a query of another module: the unit of this ШК is not in the company's ledger yet. A sync
 * that enters shipped units sends only those, not every unit of the company again at each run.
 */
export function notInLedger(companyId: SQLWrapper, shkId: SQLWrapper): SQL {
  return sql`not exists (select 1 from ${unitLedger} where ${unitLedger.companyId} = ${companyId} and ${unitLedger.shkId} = ${shkId})`;
}

/**
 * A unit's own cost price in kopecks from the ledger, for rows naming a unit by its ШК (`shkId`, text) and by
 * its FBS sticker (`stickerId`, text or null), both SQL of the outer statement: the entry of its ШК, else of
 * its sticker; null when neither is saved. `joins` go after the statement's `from` (aliases own, sticker).
 */
export function savedUnitCost(companyId: number, of: { shkId: SQL; stickerId: SQL }): { cost: SQL; joins: SQL } {
  return {
    cost: sql`coalesce(own.${ledger.firstPriceKopecks}, sticker.${ledger.firstPriceKopecks})`,
    joins: sql`left join ${unitLedger} own on own.${ledger.companyId} = ${companyId} and own.${ledger.shkId} = ${of.shkId}
    left join ${unitLedger} sticker on sticker.${ledger.companyId} = ${companyId} and sticker.${ledger.shkId} = ${of.stickerId}`,
  };
}

/** The ledger's units of one supply (its company and supply id as SQL of the outer statement): how many, and their cost. */
export function savedOfSupply(companyId: SQL, supplyId: SQL): { count: SQL<number>; cost: SQL<number> } {
  const ofSupply = sql`from ${unitLedger} l where l.${ledger.companyId} = ${companyId} and l.${ledger.supplyId} = ${supplyId}`;
  return {
    count: sql<number>`(select count(*)::int ${ofSupply})`,
    cost: sql<number>`(select coalesce(sum(l.${ledger.firstPriceKopecks}), 0)::bigint ${ofSupply})`,
  };
}

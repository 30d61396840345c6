import { sql, type SQL } from 'drizzle-orm';
import { wbFboSupplies, wbFboSupplyGoods } from './fbo.tables.ts';

// What other modules' statements need of the incomes (FBO supplies), built here from their tables so that
// no other module names them: an income by its id, and a card's income before an instant.

/**
 * The company's incomes of an id (`supplyId`, SQL of the outer statement: WB's giId), for a lateral join:
 * `supply_id`, `create_date`, `supply_date`.
 */
export function incomeById(companyId: number, supplyId: SQL): SQL {
  return sql`select ${wbFboSupplies.supplyId} supply_id, ${wbFboSupplies.createDate} create_date,
    ${wbFboSupplies.supplyDate} supply_date
  from ${wbFboSupplies} where ${wbFboSupplies.companyId} = ${companyId} and ${wbFboSupplies.supplyId} = ${supplyId}`;
}

/**
 * The card's (`nmId`) latest income created by an instant (`at`), both SQL of the outer statement, for a
 * lateral join: `income_id` (its supply id, else its preorder id, as text) and `create_date`; no row when none.
 */
export function latestIncomeOfCard(companyId: number, of: { nmId: SQL; at: SQL }): SQL {
  return sql`select coalesce(${wbFboSupplies.supplyId}, ${wbFboSupplies.preorderId})::text income_id,
    ${wbFboSupplies.createDate} create_date
  from ${wbFboSupplies} join ${wbFboSupplyGoods} on ${wbFboSupplyGoods.companyId} = ${wbFboSupplies.companyId}
    and ${wbFboSupplyGoods.preorderId} = ${wbFboSupplies.preorderId}
  where ${wbFboSupplies.companyId} = ${companyId} and ${wbFboSupplyGoods.nmId} = ${of.nmId}
    and ${wbFboSupplies.createDate} <= ${of.at}
  order by ${wbFboSupplies.createDate} desc limit 1`;
}

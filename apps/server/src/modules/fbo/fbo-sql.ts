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

/** Statuses of a supply on its way to WB: planned, shipment allowed, being accepted (not yet accepted). */
const ON_THE_WAY = [2, 3, 4];

/**
 * Goods of the company's incomes still on their way to WB, by barcode and warehouse: `barcode,
 * warehouse_name, quantity` (units not accepted yet): a statement for other modules' `with`.
 */
export function incomingGoodsRows(companyId: number): SQL {
  return sql`select g.barcode, s.warehouse_name,
      greatest(0, g.quantity - coalesce(g.accepted_quantity, 0))::int as quantity
    from ${wbFboSupplies} s join ${wbFboSupplyGoods} g on g.company_id = s.company_id and g.preorder_id = s.preorder_id
    where s.company_id = ${companyId} and s.status_id in (${sql.join(
      ON_THE_WAY.map((id) => sql`${id}`),
      sql`, `,
    )}) and s.warehouse_name is not null`;
}

/**
 * The company's first income to a warehouse (`warehouse`) created at or after an instant (`at`), both SQL of
 * the outer statement, for a lateral join: `preorder_id, income_id` (supply id, else preorder id, as text),
 * `status_id, create_date`; no row when none yet.
 */
export function firstIncomeTo(companyId: number, of: { warehouse: SQL; at: SQL }): SQL {
  return sql`select preorder_id, coalesce(supply_id, preorder_id)::text income_id, status_id, create_date
    from ${wbFboSupplies}
    where company_id = ${companyId} and warehouse_name = ${of.warehouse} and create_date >= ${of.at}
    order by create_date, preorder_id limit 1`;
}

/** The goods of the company's incomes: `preorder_id, barcode, quantity, accepted_quantity`, for `with`. */
export function incomeGoodsRows(companyId: number): SQL {
  return sql`select preorder_id, barcode, quantity, accepted_quantity from ${wbFboSupplyGoods}
    where company_id = ${companyId}`;
}

import { sql, type SQL } from 'drizzle-orm';
import { shipped } from './fbs.repo.ts';
import { wbFbsOrders, wbFbsSupplies } from './fbs.tables.ts';

// What other modules' statements need of the FBS orders and supplies, built here from their tables so that
// no other module names them: a sticker's order, and the units that left with a supply.

const ofItsSupply = sql`left join ${wbFbsSupplies} on ${wbFbsSupplies.companyId} = ${wbFbsOrders.companyId}
  and ${wbFbsSupplies.supplyId} = ${wbFbsOrders.supplyId}`;

/**
 * The company's FBS order of a sticker (`stickerId`, SQL of the outer statement), for a lateral join: its
 * `order_id`, `supply_id` and the supply's `supply_created_at`; no row when no order has the sticker.
 */
export function fbsOrderOfSticker(companyId: number, stickerId: SQL): SQL {
  return sql`select ${wbFbsOrders.orderId} order_id, ${wbFbsOrders.supplyId} supply_id,
    ${wbFbsSupplies.createdAt} supply_created_at
  from ${wbFbsOrders} ${ofItsSupply}
  where ${wbFbsOrders.companyId} = ${companyId} and ${wbFbsOrders.stickerId} = ${stickerId} limit 1`;
}

/**
 * The company's FBS units that left with a supply (the seller's cancellations never left): `sticker_id`,
 * `nm_id`, `article`, `chrt_id`, `order_id`, `supply_id`, and `shipped_at`: the supply's creation, else the
 * order's, as the unit was shipped by then.
 */
export function fbsShippedUnits(companyId: number): SQL {
  return sql`select ${wbFbsOrders.stickerId} sticker_id, ${wbFbsOrders.nmId} nm_id, ${wbFbsOrders.article} article,
    ${wbFbsOrders.chrtId} chrt_id, ${wbFbsOrders.orderId} order_id, ${wbFbsOrders.supplyId} supply_id,
    coalesce(${wbFbsSupplies.createdAt}, ${wbFbsOrders.createdAt}) shipped_at
  from ${wbFbsOrders} ${ofItsSupply}
  where ${wbFbsOrders.companyId} = ${companyId} and ${wbFbsOrders.stickerId} <> ''
    and ${wbFbsOrders.supplyId} is not null and ${shipped()}`;
}

import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { moscowDayStart } from '../../lib/moscow-time.ts';
import { moscowDate } from './order-days.ts';
import { wbOrderSizeDays, wbOrders } from './orders.tables.ts';

// The company's orders as other modules count them (stock: how fast each size sells, and where).

/**
 * The company's orders made from `from` (inclusive) to `to` (exclusive): `nm_id, tech_size, barcode,
 * warehouse_name, warehouse_type, country_name, oblast_okrug_name, date, is_cancel`: a statement for other modules' `with`.
 */
export function orderRows(companyId: number, from: Date, to: Date): SQL {
  const where = and(eq(wbOrders.companyId, companyId), gte(wbOrders.date, from), lt(wbOrders.date, to));
  return sql`select ${wbOrders.nmId} as nm_id, ${wbOrders.techSize} as tech_size, ${wbOrders.barcode} as barcode,
      ${wbOrders.warehouseName} as warehouse_name, ${wbOrders.warehouseType} as warehouse_type,
      ${wbOrders.countryName} as country_name,
      ${wbOrders.oblastOkrugName} as oblast_okrug_name, ${wbOrders.date} as date, ${wbOrders.isCancel} as is_cancel
    from ${wbOrders} where ${where}`;
}

/**
 * The orders each size got a Moscow day from `fromDay` (inclusive) to `toDay` (exclusive), cancelled ones
 * left out: `nm_id, tech_size ('' without a size), day, orders, last_at`. Over every warehouse the sync keeps
 * them counted (wb_order_size_days); from one warehouse they are counted here from its rows.
 */
export function orderSizeDays(companyId: number, fromDay: string, toDay: string, warehouse: string | null): SQL {
  if (warehouse === null) {
    const t = wbOrderSizeDays;
    return sql`select ${t.nmId} as nm_id, ${t.techSize} as tech_size, ${t.day} as day, ${t.orders} as orders,
        ${t.lastAt} as last_at
      from ${t} where ${t.companyId} = ${companyId} and ${t.day} >= ${fromDay}::date and ${t.day} < ${toDay}::date`;
  }
  const o = wbOrders;
  const where = and(
    eq(o.companyId, companyId),
    gte(o.date, moscowDayStart(fromDay)),
    lt(o.date, moscowDayStart(toDay)),
    eq(o.warehouseName, warehouse),
    eq(o.isCancel, false),
  );
  return sql`select ${o.nmId} as nm_id, coalesce(${o.techSize}, '') as tech_size, ${moscowDate(o.date)} as day,
      count(*) as orders, max(${o.date}) as last_at
    from ${o} where ${where} group by 1, 2, 3`;
}

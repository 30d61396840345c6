import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { wbOrders } from './orders.tables.ts';

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

import { sql, type SQL } from 'drizzle-orm';
import { wbStocks } from './stocks.tables.ts';

// The stock as other modules' statements read it (the supply plan), built here from its table.

/**
 * The company's WB stock by size and warehouse: `nm_id, chrt_id, warehouse_name, region_name, quantity`
 * (buyers can order them) and `in_way_from_client` (coming back to that warehouse): a statement for `with`.
 */
export function stockByWarehouseRows(companyId: number): SQL {
  return sql`select nm_id, chrt_id, warehouse_name, region_name, quantity, in_way_from_client
    from ${wbStocks} where company_id = ${companyId}`;
}

import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { wbCards } from './cards.tables.ts';

// The sizes of the company's cards, for modules that key their rows by WB's size id (chrtId): stock.

/**
 * One row per size of each card of the company: `nm_id, chrt_id, tech_size, barcode` (the size's first
 * barcode), `vendor_code, title`: a statement for other modules' `with`.
 */
export function cardSizeRows(companyId: number): SQL {
  return sql`select c.nm_id, (s.size->>'chrtID')::bigint as chrt_id, s.size->>'techSize' as tech_size,
      s.size->'skus'->>0 as barcode, c.vendor_code, c.title
    from ${wbCards} c cross join lateral jsonb_array_elements(c.sizes) as s(size)
    where c.company_id = ${companyId}`;
}

/** The size ids of every card of the company, to ask WB what an own warehouse holds of them. */
export async function companySizeIds(db: Database, companyId: number): Promise<number[]> {
  const rows = rowsOf<{ chrt_id: string | number }>(
    await db.execute(
      sql`select distinct (s.size->>'chrtID')::bigint as chrt_id
        from ${wbCards} c cross join lateral jsonb_array_elements(c.sizes) as s(size)
        where c.company_id = ${companyId} order by 1`,
    ),
  );
  return rows.map((r) => Number(r.chrt_id));
}

import type { SellerDatabase } from './seller-process.ts';

// What a crash test reads of the unit ledger, on either database.

/** The whole ledger: its rows and a digest of every row, to tell it unchanged. */
export async function wholeLedger(db: SellerDatabase): Promise<{ n: number; digest: string }> {
  const { rows } = await db.query<{ n: number; digest: string }>(
    `select count(*)::int n, md5(coalesce(string_agg(u::text, '|' order by company_id, shk_id), '')) digest
     from unit_ledger u`,
  );
  return rows[0]!;
}

/** A file's units in the ledger: rows, distinct ШК, and rows that carry the file's name and cost price. */
export async function fileInLedger(
  db: SellerDatabase,
  file: { name: string; shks: readonly string[]; kopecks: number },
): Promise<{ n: number; shks: number; fromFile: number }> {
  const { rows } = await db.query<{ n: number; shks: number; fromFile: number }>(
    `select count(*)::int n, count(distinct shk_id)::int shks,
       (count(*) filter (where file_name = $2 and first_price_kopecks = $3))::int "fromFile"
     from unit_ledger where shk_id = any($1)`,
    [file.shks, file.name, file.kopecks],
  );
  return rows[0]!;
}

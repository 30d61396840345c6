import { and, asc, count, eq, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import type { ListPlan } from '../../lib/list-query/list-query.ts';
import { inTextList } from '../../lib/text-list.ts';
import { rowsOf } from '../sync/rate-limiter.ts';
import { unitLedger } from './supplies.tables.ts';

export type LedgerRow = typeof unitLedger.$inferSelect;
export type LedgerInsert = typeof unitLedger.$inferInsert;

/** Units entered at the card's cost: a unit already in the ledger (from a file or an earlier sync) keeps its row. */
export async function insertMissing(tx: Tx, rows: LedgerInsert[]): Promise<number> {
  let inserted = 0;
  // A thousand rows a statement keeps the parameters well under PostgreSQL's limit.
  for (let start = 0; start < rows.length; start += 1000) {
    const written = await tx
      .insert(unitLedger)
      .values(rows.slice(start, start + 1000))
      .onConflictDoNothing()
      .returning({ shkId: unitLedger.shkId });
    inserted += written.length;
  }
  return inserted;
}

/** A unit from a file, as saveFromFile writes it. */
export interface FileUnitRow {
  companyId: number;
  shkId: string;
  nmId: number;
  article: string | null;
  firstPriceKopecks: number;
  supplyId: string;
  type: 'FBS' | 'FBO';
  supplyDate: string;
  fileName: string;
  fileRow: number;
  orderId: number | null;
}

/**
 * Units from a file: new ones are inserted, known ones updated only when something about the unit
 * differs, so the same file loaded again writes nothing. Answers the number of units written.
 * The batch goes as one JSON parameter: a statement of a thousand rows of bound values costs more
 * to build than to run.
 */
export async function saveFromFile(tx: Tx, rows: FileUnitRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const result = await tx.execute(sql`
    insert into ${unitLedger} (company_id, shk_id, nm_id, article, first_price_kopecks, supply_id, type, supply_date,
      cost_source, file_name, file_row, order_id)
    select "companyId", "shkId", "nmId", article, "firstPriceKopecks", "supplyId", type, "supplyDate",
      'file', "fileName", "fileRow", "orderId"
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as unit("companyId" bigint, "shkId" text, "nmId" bigint,
      article text, "firstPriceKopecks" bigint, "supplyId" text, type text, "supplyDate" date, "fileName" text,
      "fileRow" integer, "orderId" bigint)
    on conflict (company_id, shk_id) do update set
      nm_id = excluded.nm_id,
      article = excluded.article,
      first_price_kopecks = excluded.first_price_kopecks,
      supply_id = excluded.supply_id,
      type = excluded.type,
      supply_date = excluded.supply_date,
      cost_source = excluded.cost_source,
      file_name = excluded.file_name,
      file_row = excluded.file_row,
      order_id = coalesce(excluded.order_id, ${unitLedger}.order_id),
      saved_at = now()
    where (${unitLedger}.nm_id, ${unitLedger}.first_price_kopecks, ${unitLedger}.supply_id, ${unitLedger}.type,
        ${unitLedger}.supply_date, ${unitLedger}.cost_source)
      is distinct from (excluded.nm_id, excluded.first_price_kopecks, excluded.supply_id, excluded.type,
        excluded.supply_date, excluded.cost_source)
    returning 1`);
  return rowsOf(result).length;
}

/** Which of these ШК another company has in its ledger. */
export async function shksOfOthers(db: Database | Tx, companyId: number, shks: string[]): Promise<Set<string>> {
  if (shks.length === 0) return new Set();
  const rows = await db
    .select({ shkId: unitLedger.shkId })
    .from(unitLedger)
    .where(and(inTextList(unitLedger.shkId, shks), ne(unitLedger.companyId, companyId)));
  return new Set(rows.map((row) => row.shkId));
}

export function unitsByShk(db: Database | Tx, companyId: number, shks: string[]) {
  if (shks.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(unitLedger)
    .where(and(eq(unitLedger.companyId, companyId), inTextList(unitLedger.shkId, shks)));
}

export function unitsOfSupplies(db: Database, companyId: number, supplyIds: string[]) {
  if (supplyIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(unitLedger)
    .where(and(eq(unitLedger.companyId, companyId), inArray(unitLedger.supplyId, supplyIds)))
    .orderBy(asc(unitLedger.shkId));
}

const inPeriod = (companyId: number, from: string, to: string) =>
  and(eq(unitLedger.companyId, companyId), gte(unitLedger.supplyDate, from), lte(unitLedger.supplyDate, to));

export function unitsOfPeriod(db: Database, companyId: number, from: string, to: string) {
  return db
    .select()
    .from(unitLedger)
    .where(inPeriod(companyId, from, to))
    .orderBy(asc(unitLedger.supplyDate), asc(unitLedger.supplyId), asc(unitLedger.shkId));
}

export async function unitsPage(db: Database, companyId: number, from: string, to: string, plan: ListPlan) {
  const where: SQL | undefined = and(inPeriod(companyId, from, to), plan.where);
  const items = await db
    .select()
    .from(unitLedger)
    .where(where)
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset);
  const [total] = await db.select({ n: count() }).from(unitLedger).where(where);
  return { items, totalCount: total?.n ?? 0 };
}

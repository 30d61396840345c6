import { and, asc, count, eq, gte, inArray, lte, ne, sql, sum, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import type { ListPlan } from '../../lib/list-query/list-query.ts';
import { inTextList } from '../../lib/text-list.ts';
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

/**
 * Units from a file: new ones are inserted, known ones updated only when something about the unit
 * differs, so the same file loaded again writes nothing. Answers the number of units written.
 */
export async function saveFromFile(tx: Tx, rows: LedgerInsert[]): Promise<number> {
  let written = 0;
  for (let start = 0; start < rows.length; start += 1000) {
    const chunk = rows.slice(start, start + 1000);
    const changed = await tx
      .insert(unitLedger)
      .values(chunk)
      .onConflictDoUpdate({
        target: [unitLedger.companyId, unitLedger.shkId],
        set: {
          nmId: sql`excluded.nm_id`,
          article: sql`excluded.article`,
          firstPriceKopecks: sql`excluded.first_price_kopecks`,
          supplyId: sql`excluded.supply_id`,
          type: sql`excluded.type`,
          supplyDate: sql`excluded.supply_date`,
          costSource: sql`excluded.cost_source`,
          fileName: sql`excluded.file_name`,
          fileRow: sql`excluded.file_row`,
          orderId: sql`coalesce(excluded.order_id, ${unitLedger.orderId})`,
          savedAt: sql`now()`,
        },
        setWhere: sql`(${unitLedger.nmId}, ${unitLedger.firstPriceKopecks}, ${unitLedger.supplyId}, ${unitLedger.type}, ${unitLedger.supplyDate}, ${unitLedger.costSource})
          is distinct from (excluded.nm_id, excluded.first_price_kopecks, excluded.supply_id, excluded.type, excluded.supply_date, excluded.cost_source)`,
      })
      .returning({ shkId: unitLedger.shkId });
    written += changed.length;
  }
  return written;
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

/** Saved units and their cost per supply. */
export function totalsOfSupplies(db: Database, companyId: number, supplyIds: string[]) {
  if (supplyIds.length === 0) return Promise.resolve([]);
  return db
    .select({ supplyId: unitLedger.supplyId, units: count(), sumKopecks: sum(unitLedger.firstPriceKopecks) })
    .from(unitLedger)
    .where(and(eq(unitLedger.companyId, companyId), inArray(unitLedger.supplyId, supplyIds)))
    .groupBy(unitLedger.supplyId);
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

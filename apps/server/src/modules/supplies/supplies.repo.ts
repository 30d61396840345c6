import { and, asc, count, eq, getTableName, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database, type Tx } from '../../db/client.ts';
import { copyLine, copyRows } from '../../db/copy-rows.ts';
import type { ListPlan } from '../../lib/list-query/list-query.ts';
import { arrayLiteral } from '../../lib/array-literal.ts';
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

/** A unit from a file, as saveFromFile writes it: where it was shipped, and the cost price and row the file gives it. */
export interface FileUnitRow {
  shkId: string;
  nmId: number;
  article: string | null;
  supplyId: string;
  type: 'FBS' | 'FBO';
  supplyDate: string;
  orderId?: number | null;
  /** The file's row, or no line when the cost was given by hand. */
  row: { line: number | null; firstPrice: number };
}

/** Where a batch's cost prices come from: a file by its name, or a cost given by hand, described. */
export interface CostOrigin {
  source: 'file' | 'manual';
  name: string;
}

/** What storing a batch of a file did. */
export interface StoredBatch {
  /** ШК of the batch that another company has: when there are any, nothing of the batch was written. */
  others: Set<string>;
  /** Units written: new ones and those whose values changed. */
  saved: number;
}

/**
 * A batch of units given one cost by hand, in one statement: its ШК are looked up in other companies' ledgers
 * and, when none is there, new units are inserted and known ones updated only when something about
 * the unit differs, so the same file loaded again writes nothing. The batch goes as one array
 * parameter a column: a statement of a thousand rows of bound values costs more to build than to
 * run, and the server reads typed arrays at half the cost of the same rows in jsonb (a fifth of json);
 * what is the same for every row — the company, the file — goes once.
 */
export async function saveFromFile(
  tx: Tx,
  companyId: number,
  origin: CostOrigin,
  rows: FileUnitRow[],
): Promise<StoredBatch> {
  if (rows.length === 0) return { others: new Set(), saved: 0 };
  const column = (value: (unit: FileUnitRow) => string | number | null) => arrayLiteral(rows.map(value));
  const result = await tx.execute(sql`
    with unit as (
      select * from unnest(${column((unit) => unit.shkId)}::text[], ${column((unit) => unit.nmId)}::bigint[],
        ${column((unit) => unit.article)}::text[], ${column((unit) => unit.row.firstPrice)}::bigint[],
        ${column((unit) => unit.supplyId)}::text[], ${column((unit) => unit.type)}::text[],
        ${column((unit) => unit.supplyDate)}::date[], ${column((unit) => unit.row.line)}::integer[],
        ${column((unit) => unit.orderId ?? null)}::bigint[])
        as unit(shk_id, nm_id, article, first_price_kopecks, supply_id, type, supply_date, file_row, order_id)
    ),
    others as (${ofOthers(companyId, sql`array(select shk_id from unit)`)}),
    saved as (
      insert into ${unitLedger} (company_id, shk_id, nm_id, article, first_price_kopecks, supply_id, type, supply_date,
        cost_source, file_name, file_row, order_id)
      select ${companyId}, shk_id, nm_id, article, first_price_kopecks, supply_id, type, supply_date,
        ${origin.source}, ${origin.name}, file_row, order_id
      from unit
      where not exists (select from others)
      ${UPSERT_CHANGED}
      returning 1
    )
    select (select coalesce(jsonb_agg(shk_id), '[]') from others) as others,
      (select count(*) from saved)::integer as saved`);
  const [row] = rowsOf<{ others: string[]; saved: number }>(result);
  return { others: new Set(row!.others), saved: row!.saved };
}

/** A unit already in the ledger takes the file's values only when one that matters differs. */
const UPSERT_CHANGED = sql`
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
      excluded.supply_date, excluded.cost_source)`;

/** The units of other companies among these ШК (a text[]), found by the index on shk_id. */
const ofOthers = (companyId: number, shks: SQL) =>
  sql`select shk_id from ${unitLedger} where shk_id = any(${shks}) and company_id <> ${companyId}`;

/** The ledger's columns a file's unit is copied into, in the order of {@link copyNewUnits}'s lines. */
const COPIED_COLUMNS =
  'company_id, shk_id, nm_id, article, first_price_kopecks, supply_id, type, supply_date, cost_source, file_name, file_row, order_id';

/**
 * Which of these ШК any ledger already holds, and whether it is the company's own: one probe of the
 * index on shk_id a ШК, the batch sent as one array.
 */
export async function knownUnits(
  tx: Tx,
  companyId: number,
  shks: string[],
): Promise<{ shkId: string; own: boolean }[]> {
  if (shks.length === 0) return [];
  const rows = rowsOf<{ shk_id: string; own: boolean }>(
    await tx.execute(sql`
      select shk_id, company_id = ${companyId} as own from ${unitLedger}
      where shk_id = any(${arrayLiteral(shks)}::text[])`),
  );
  return rows.map((row) => ({ shkId: row.shk_id, own: row.own }));
}

/**
 * Units no ledger of the company holds yet, straight into it by COPY: no statement to plan, no
 * parameters to bind, no conflict to look for (the caller has looked them up in this transaction).
 */
export async function copyNewUnits(
  tx: Tx,
  companyId: number,
  origin: CostOrigin,
  rows: FileUnitRow[],
): Promise<number> {
  await copyRows(
    tx,
    `${getTableName(unitLedger)} (${COPIED_COLUMNS})`,
    rows.map((unit) =>
      copyLine([
        companyId,
        unit.shkId,
        unit.nmId,
        unit.article,
        unit.row.firstPrice,
        unit.supplyId,
        unit.type,
        unit.supplyDate,
        origin.source,
        origin.name,
        unit.row.line,
        unit.orderId ?? null,
      ]),
    ),
  );
  return rows.length;
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

/**
 * One cost for the ledger's units of the period that the list's filter keeps (and, when given, only these
 * ШК); a unit already at that cost is left as it is. Answers how many changed.
 */
export async function setCostOfUnits(
  db: Database,
  companyId: number,
  period: { from: string; to: string; where: SQL | undefined; shks: readonly string[] | null },
  cost: number,
  describe: (changed: number) => string,
): Promise<number> {
  const where = and(
    inPeriod(companyId, period.from, period.to),
    period.where,
    period.shks ? inTextList(unitLedger.shkId, [...period.shks]) : undefined,
    sql`${unitLedger.firstPriceKopecks} <> ${cost}`,
  );
  return db.transaction(async (tx) => {
    const [changing] = await tx.select({ n: count() }).from(unitLedger).where(where);
    const changed = changing?.n ?? 0;
    if (changed === 0) return 0;
    await tx
      .update(unitLedger)
      .set({
        firstPriceKopecks: cost,
        costSource: 'manual',
        fileName: describe(changed),
        fileRow: null,
        savedAt: sql`now()`,
      })
      .where(where);
    return changed;
  });
}

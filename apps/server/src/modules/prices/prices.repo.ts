import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { planList, type ListDeclaration, type ListQueryInput } from '../../lib/list-query/list-query.ts';
import { users } from '../auth/auth.tables.ts';
import {
  priceChangeLines,
  priceChanges,
  type PriceChangeKind,
  type PriceChangeSource,
  type PriceChangeStatus,
  type PriceLineStatus,
} from './prices.tables.ts';

export type PriceChangeRow = typeof priceChanges.$inferSelect;
export type PriceLineRow = typeof priceChangeLines.$inferSelect;
export type NewPriceLine = Omit<typeof priceChangeLines.$inferInsert, 'companyId' | 'changeId' | 'status' | 'wbError'>;

/** A line's change, for the joins of the log. */
const changeOfLine = and(
  eq(priceChanges.companyId, priceChangeLines.companyId),
  eq(priceChanges.id, priceChangeLines.changeId),
);

/** Logs a change with its lines before anything reaches WB; answers its id. */
export async function logChange(
  db: Database,
  change: {
    companyId: number;
    userId: string;
    kind: PriceChangeKind;
    source: PriceChangeSource;
    undoes?: number;
  },
  lines: NewPriceLine[],
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(priceChanges)
      .values({ ...change, status: 'sending' })
      .returning({ id: priceChanges.id });
    await tx
      .insert(priceChangeLines)
      .values(lines.map((line) => ({ ...line, companyId: change.companyId, changeId: row!.id })));
    return row!.id;
  });
}

export async function findChange(db: Database, companyId: number, id: number): Promise<PriceChangeRow | undefined> {
  const [row] = await db
    .select()
    .from(priceChanges)
    .where(and(eq(priceChanges.companyId, companyId), eq(priceChanges.id, id)));
  return row;
}

export function linesOf(db: Database, companyId: number, changeIds: number[]): Promise<PriceLineRow[]> {
  if (changeIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(priceChangeLines)
    .where(and(eq(priceChangeLines.companyId, companyId), inArray(priceChangeLines.changeId, changeIds)))
    .orderBy(asc(priceChangeLines.nmId), asc(priceChangeLines.sizeId));
}

/** Changes still waiting for WB, oldest first: what a restarted job goes on with. */
export function unfinishedChanges(db: Database, companyId: number): Promise<PriceChangeRow[]> {
  return db
    .select()
    .from(priceChanges)
    .where(and(eq(priceChanges.companyId, companyId), inArray(priceChanges.status, ['sending', 'processing'])))
    .orderBy(asc(priceChanges.id));
}

export async function setStatus(
  db: Database,
  companyId: number,
  id: number,
  fields: { status: PriceChangeStatus; taskId?: number; wbAnswer?: string | null },
): Promise<void> {
  await db
    .update(priceChanges)
    .set({ ...fields, updatedAt: new Date() })
    .where(and(eq(priceChanges.companyId, companyId), eq(priceChanges.id, id)));
}

/** WB's answer card by card, and the change's outcome, in one transaction. */
export async function completeChange(
  db: Database,
  companyId: number,
  id: number,
  outcome: { status: PriceChangeStatus; wbAnswer: string },
  lines: { nmId: number; sizeId: number; status: PriceLineStatus; wbError: string | null }[],
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const line of lines) {
      await tx
        .update(priceChangeLines)
        .set({ status: line.status, wbError: line.wbError })
        .where(
          and(
            eq(priceChangeLines.companyId, companyId),
            eq(priceChangeLines.changeId, id),
            eq(priceChangeLines.nmId, line.nmId),
            eq(priceChangeLines.sizeId, line.sizeId),
          ),
        );
    }
    await tx
      .update(priceChanges)
      .set({ ...outcome, updatedAt: new Date() })
      .where(and(eq(priceChanges.companyId, companyId), eq(priceChanges.id, id)));
  });
}

/** The change that undoes this one, if any: a change is undone once. */
export async function undoOf(db: Database, companyId: number, id: number): Promise<PriceChangeRow | undefined> {
  const [row] = await db
    .select()
    .from(priceChanges)
    .where(
      and(
        eq(priceChanges.companyId, companyId),
        eq(priceChanges.undoes, id),
        sql`${priceChanges.status} <> 'refused' and ${priceChanges.status} <> 'failed'`,
      ),
    );
  return row;
}

/**
 * The latest price change WB took (or is taking) for each of the cards, to tell whether an older one may
 * still be undone; a WB Club discount does not change the price, so it is not counted.
 */
export async function lastDoneChangeOf(db: Database, companyId: number, nmIds: number[]) {
  if (nmIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ nmId: priceChangeLines.nmId, changeId: sql<string>`max(${priceChangeLines.changeId})` })
    .from(priceChangeLines)
    .innerJoin(priceChanges, changeOfLine)
    .where(
      and(
        eq(priceChangeLines.companyId, companyId),
        inArray(priceChangeLines.nmId, nmIds),
        inArray(priceChangeLines.status, ['done', 'waiting']),
        sql`${priceChanges.kind} <> 'club'`,
      ),
    )
    .groupBy(priceChangeLines.nmId);
  return new Map(rows.map((r) => [r.nmId, Number(r.changeId)]));
}

/** One line of the log with its change: who, when, WB's answer. */
export interface LogLineRow extends PriceLineRow {
  createdAt: Date;
  updatedAt: Date;
  changeStatus: PriceChangeStatus;
  kind: PriceChangeKind;
  source: PriceChangeSource;
  taskId: number | null;
  wbAnswer: string | null;
  who: string | null;
}

/** Who made a change: the name, else the e-mail; null once they are gone. */
const whoColumn = sql<string | null>`coalesce(nullif(${users.name}, ''), ${users.email})`;

const logColumns = {
  line: priceChangeLines,
  createdAt: priceChanges.createdAt,
  updatedAt: priceChanges.updatedAt,
  changeStatus: priceChanges.status,
  kind: priceChanges.kind,
  source: priceChanges.source,
  taskId: priceChanges.taskId,
  wbAnswer: priceChanges.wbAnswer,
  who: whoColumn,
};

const toLogLine = (r: {
  line: PriceLineRow;
  createdAt: Date;
  updatedAt: Date;
  changeStatus: PriceChangeStatus;
  kind: PriceChangeKind;
  source: PriceChangeSource;
  taskId: number | null;
  wbAnswer: string | null;
  who: string | null;
}): LogLineRow => ({ ...r.line, ...r, who: r.who });

/** The log's columns by their GraphQL names, for the screen's sort, filters and search. */
const LOG_LIST: ListDeclaration = {
  columns: {
    createdAt: { column: priceChanges.createdAt, kind: 'datetime' },
    who: { column: whoColumn, kind: 'text', search: true },
    source: {
      column: priceChanges.source,
      kind: 'enum',
      values: { HAND: 'hand', MARGIN: 'margin', PROFIT: 'profit', FILE: 'file', UNDO: 'undo' },
    },
    kind: { column: priceChanges.kind, kind: 'enum', values: { CARD: 'card', SIZE: 'size', CLUB: 'club' } },
    nmID: { column: priceChangeLines.nmId, kind: 'integer' },
    vendorCode: { column: priceChangeLines.vendorCode, kind: 'text', search: true },
    techSize: { column: priceChangeLines.techSize, kind: 'text' },
    oldPrice: { column: priceChangeLines.oldPriceKopecks, kind: 'money' },
    newPrice: { column: priceChangeLines.newPriceKopecks, kind: 'money' },
    oldDiscount: { column: priceChangeLines.oldDiscount, kind: 'integer' },
    newDiscount: { column: priceChangeLines.newDiscount, kind: 'integer' },
    status: {
      column: priceChangeLines.status,
      kind: 'enum',
      values: { WAITING: 'waiting', DONE: 'done', REFUSED: 'refused', QUARANTINE: 'quarantine' },
    },
    wbError: { column: priceChangeLines.wbError, kind: 'text', search: true },
  },
  defaultOrder: [desc(priceChanges.id), asc(priceChangeLines.nmId), asc(priceChangeLines.sizeId)],
};

function logSince(companyId: number, since: Date, nmId: number | null) {
  return and(
    eq(priceChangeLines.companyId, companyId),
    sql`${priceChanges.createdAt} >= ${since.toISOString()}`,
    nmId === null ? undefined : eq(priceChangeLines.nmId, nmId),
  );
}

/** The log's lines since a moment, newest change first (a card's history on its row). */
export async function logLines(
  db: Database,
  companyId: number,
  since: Date,
  nmId: number | null,
): Promise<LogLineRow[]> {
  const rows = await db
    .select(logColumns)
    .from(priceChangeLines)
    .innerJoin(priceChanges, changeOfLine)
    .leftJoin(users, eq(users.id, priceChanges.userId))
    .where(logSince(companyId, since, nmId))
    .orderBy(...LOG_LIST.defaultOrder);
  return rows.map(toLogLine);
}

/** One page of the log since a moment, sorted and filtered on the server, with the count of all its lines. */
export async function logPage(
  db: Database,
  companyId: number,
  since: Date,
  query: ListQueryInput,
): Promise<{ items: LogLineRow[]; totalCount: number }> {
  const plan = planList(query, LOG_LIST);
  const where = and(logSince(companyId, since, null), plan.where);
  const [rows, [total]] = await Promise.all([
    db
      .select(logColumns)
      .from(priceChangeLines)
      .innerJoin(priceChanges, changeOfLine)
      .leftJoin(users, eq(users.id, priceChanges.userId))
      .where(where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset),
    db
      .select({ count: count() })
      .from(priceChangeLines)
      .innerJoin(priceChanges, changeOfLine)
      .leftJoin(users, eq(users.id, priceChanges.userId))
      .where(where),
  ]);
  return { items: rows.map(toLogLine), totalCount: total?.count ?? 0 };
}

/** The name (else the e-mail) of who made the change; null once they are gone. */
export async function authorOf(db: Database, change: PriceChangeRow): Promise<string | null> {
  if (!change.userId) return null;
  const [row] = await db
    .select({ who: sql<string | null>`coalesce(nullif(${users.name}, ''), ${users.email})` })
    .from(users)
    .where(eq(users.id, change.userId));
  return row?.who ?? null;
}

import { and, asc, between, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { planList, type ListDeclaration, type ListQueryInput } from '../../lib/list-query/list-query.ts';
import { wbPaidAcceptance, wbPaidStorage } from './storage.tables.ts';

const s = wbPaidStorage;
const ofPeriod = (companyId: number, from: string, to: string) =>
  and(eq(s.companyId, companyId), between(s.day, from, to));

/** The first and last day the stored paid storage report holds; null when none is stored. */
export async function storageCover(db: Database, companyId: number) {
  const [row] = await db
    .select({ first: sql<string | null>`min(${s.day})::text`, last: sql<string | null>`max(${s.day})::text` })
    .from(s)
    .where(eq(s.companyId, companyId));
  return row?.first && row.last ? { first: row.first, last: row.last } : null;
}

/** Each card's storage charged on the days `from`…`to`, rubles as exact decimal text. */
export function storageChargedByCard(db: Database, companyId: number, from: string, to: string) {
  return db
    .select({ nmId: s.nmId, charged: sql<string>`sum(${s.price})::text` })
    .from(s)
    .where(ofPeriod(companyId, from, to))
    .groupBy(s.nmId);
}

/** Whether any acceptance report row is stored. */
export async function hasAcceptance(db: Database, companyId: number): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(wbPaidAcceptance)
    .where(eq(wbPaidAcceptance.companyId, companyId))
    .limit(1);
  return rows.length > 0;
}

/** Each card's acceptance charged for units accepted on the days `from`…`to`, with the units. */
export function acceptanceByCard(db: Database, companyId: number, from: string, to: string) {
  const a = wbPaidAcceptance;
  return db
    .select({ nmId: a.nmId, charged: sql<string>`sum(${a.total})::text`, units: sql<number>`sum(${a.units})::int` })
    .from(a)
    .where(and(eq(a.companyId, companyId), between(a.acceptedOn, from, to)))
    .groupBy(a.nmId);
}

/** A card's storage at one warehouse over the period, charged rounded to the kopeck once per line. */
const charged = () => sql<number>`round(sum(${s.price}) * 100)::bigint`;
const STORAGE_LIST: ListDeclaration = {
  columns: {
    nmId: { column: s.nmId, kind: 'integer' },
    vendorCode: { column: sql`max(${s.vendorCode})`, kind: 'text', search: true },
    subject: { column: sql`max(${s.subject})`, kind: 'text', search: true },
    warehouseName: { column: s.warehouseName, kind: 'text', search: true },
    days: { column: sql`count(distinct ${s.day})`, kind: 'integer' },
    unitDays: { column: sql`sum(${s.units})`, kind: 'integer' },
    charged: { column: charged(), kind: 'money' },
  },
  defaultOrder: [asc(s.nmId), asc(s.warehouseName)],
};

/**
 * A page of the period's storage by card and warehouse, sorted and filtered on the server; the
 * filters test each line's figures, so they go after the grouping. The totals add up every line the
 * filter keeps, each as the page shows it (rounded once per line).
 */
export async function storageLines(db: Database, companyId: number, from: string, to: string, query: ListQueryInput) {
  const plan = planList(query, STORAGE_LIST);
  const lines = db
    .select({
      nmId: s.nmId,
      vendorCode: sql<string | null>`max(${s.vendorCode})`.as('vendor_code'),
      subject: sql<string | null>`max(${s.subject})`.as('subject'),
      warehouseName: s.warehouseName,
      days: sql<number>`count(distinct ${s.day})::int`.as('days'),
      unitDays: sql<number>`sum(${s.units})::int`.as('unit_days'),
      charged: charged().mapWith(Number).as('charged'),
    })
    .from(s)
    .where(ofPeriod(companyId, from, to))
    .groupBy(s.nmId, s.warehouseName)
    .having(plan.where);
  const kept = lines.as('kept');
  const [items, [totals]] = await Promise.all([
    lines
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset),
    db
      .select({
        count: sql<number>`count(*)::int`,
        charged: sql<number>`coalesce(sum(${kept.charged}), 0)::bigint`.mapWith(Number),
        unitDays: sql<number>`coalesce(sum(${kept.unitDays}), 0)::int`,
      })
      .from(kept),
  ]);
  return {
    items,
    totalCount: totals?.count ?? 0,
    chargedKopecks: totals?.charged ?? 0,
    unitDays: totals?.unitDays ?? 0,
  };
}

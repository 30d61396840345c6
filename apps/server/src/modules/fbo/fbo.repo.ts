import { and, desc, eq, gte, inArray, or, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { wbFboSupplies, wbFboSupplyGoods } from './fbo.tables.ts';

/** Incomes created on or after the instant (or with no creation date yet), newest first. */
export function incomesSince(db: Database, companyId: number, from: Date) {
  return db
    .select()
    .from(wbFboSupplies)
    .where(
      and(
        eq(wbFboSupplies.companyId, companyId),
        or(gte(wbFboSupplies.createDate, from), isNull(wbFboSupplies.createDate)),
      ),
    )
    .orderBy(desc(wbFboSupplies.createDate), desc(wbFboSupplies.preorderId));
}

export function goodsOf(db: Database, companyId: number, preorderIds: number[]) {
  if (preorderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(wbFboSupplyGoods)
    .where(and(eq(wbFboSupplyGoods.companyId, companyId), inArray(wbFboSupplyGoods.preorderId, preorderIds)))
    .orderBy(wbFboSupplyGoods.vendorCode, wbFboSupplyGoods.barcode);
}

/** The company's income named by WB's supply ID or, before it has one, by its preorder ID. */
export async function incomeById(db: Database, companyId: number, id: number) {
  const rows = await db
    .select()
    .from(wbFboSupplies)
    .where(
      and(
        eq(wbFboSupplies.companyId, companyId),
        or(eq(wbFboSupplies.supplyId, id), and(isNull(wbFboSupplies.supplyId), eq(wbFboSupplies.preorderId, id))),
      ),
    );
  return rows[0] ?? null;
}

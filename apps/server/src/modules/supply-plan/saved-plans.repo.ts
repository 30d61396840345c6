import { and, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { firstIncomeTo, incomeGoodsRows } from '../fbo/fbo-sql.ts';
import { supplyPlanLines, supplyPlans } from './supply-plan.tables.ts';

export interface NewPlan {
  companyId: number;
  warehouseName: string;
  coverDays: number;
  leadDays: number;
  windowDays: number;
  createdAt: Date;
  lines: { barcode: string; nmId: number; techSize: string | null; vendorCode: string | null; quantity: number }[];
}

/** Saves a plan with its lines in one transaction; answers its id. */
export async function insertPlan(db: Database, plan: NewPlan): Promise<number> {
  const { lines, ...head } = plan;
  return db.transaction(async (tx) => {
    const [saved] = await tx.insert(supplyPlans).values(head).returning({ id: supplyPlans.id });
    const id = saved!.id;
    await tx.insert(supplyPlanLines).values(lines.map((line) => ({ ...line, planId: id, companyId: plan.companyId })));
    return id;
  });
}

/** Deletes one of the company's plans; false when it has none of that id. */
export async function deletePlan(db: Database, companyId: number, id: number): Promise<boolean> {
  const gone = await db
    .delete(supplyPlans)
    .where(and(eq(supplyPlans.companyId, companyId), eq(supplyPlans.id, id)))
    .returning({ id: supplyPlans.id });
  return gone.length > 0;
}

export interface PlanHead {
  id: string;
  warehouse_name: string;
  cover_days: number;
  lead_days: number;
  window_days: number;
  created_at: string | Date;
  preorder_id: string | null;
  income_id: string | null;
  status_id: number | null;
  income_created_at: string | Date | null;
}

/** The company's latest plans, newest first, each with the first income to its warehouse since it was saved. */
export async function plansOf(db: Database, companyId: number, limit: number) {
  return rowsOf<PlanHead>(
    await db.execute(sql`select p.id, p.warehouse_name, p.cover_days, p.lead_days, p.window_days, p.created_at,
        i.preorder_id, i.income_id, i.status_id, i.create_date as income_created_at
      from ${supplyPlans} p
      left join lateral (${firstIncomeTo(companyId, { warehouse: sql`p.warehouse_name`, at: sql`p.created_at` })}) i
        on true
      where p.company_id = ${companyId} order by p.created_at desc, p.id desc limit ${limit}`),
  );
}

export async function linesOf(db: Database, companyId: number, planIds: number[]) {
  if (planIds.length === 0) return [];
  return db
    .select()
    .from(supplyPlanLines)
    .where(and(eq(supplyPlanLines.companyId, companyId), inArray(supplyPlanLines.planId, planIds)))
    .orderBy(supplyPlanLines.planId, supplyPlanLines.nmId, supplyPlanLines.barcode);
}

/** What the incomes hold, by barcode: shipped and (once accepted) accepted units. */
export async function goodsOf(db: Database, companyId: number, preorderIds: number[]) {
  if (preorderIds.length === 0) return [];
  return rowsOf<{ preorder_id: string; barcode: string; quantity: number; accepted_quantity: number | null }>(
    await db.execute(sql`select * from (${incomeGoodsRows(companyId)}) g
      where g.preorder_id in (${sql.join(
        preorderIds.map((id) => sql`${id}`),
        sql`, `,
      )}) order by g.barcode`),
  );
}

import { and, asc, eq, max } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { wbBoxTariffs, wbPalletTariffs } from './tariffs.tables.ts';

/** The box tariffs of the latest day synced for the company (WB publishes a day's tariffs whole). */
export async function latestBoxTariffs(db: Database, companyId: number) {
  const [latest] = await db
    .select({ date: max(wbBoxTariffs.tariffDate) })
    .from(wbBoxTariffs)
    .where(eq(wbBoxTariffs.companyId, companyId));
  if (!latest?.date) return { date: null, rows: [] };
  const rows = await db
    .select()
    .from(wbBoxTariffs)
    .where(and(eq(wbBoxTariffs.companyId, companyId), eq(wbBoxTariffs.tariffDate, latest.date)))
    .orderBy(asc(wbBoxTariffs.warehouseName));
  return { date: latest.date, rows };
}

export async function latestPalletTariffs(db: Database, companyId: number) {
  const [latest] = await db
    .select({ date: max(wbPalletTariffs.tariffDate) })
    .from(wbPalletTariffs)
    .where(eq(wbPalletTariffs.companyId, companyId));
  if (!latest?.date) return { date: null, rows: [] };
  const rows = await db
    .select()
    .from(wbPalletTariffs)
    .where(and(eq(wbPalletTariffs.companyId, companyId), eq(wbPalletTariffs.tariffDate, latest.date)))
    .orderBy(asc(wbPalletTariffs.warehouseName));
  return { date: latest.date, rows };
}

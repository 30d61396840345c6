import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Database } from '../../../apps/server/src/db/client.ts';
import { MONTH } from '../screen-seller.ts';

// The baseline of the export: the month's orders read by one statement, as the database gives them,
// and written as they are by ExcelJS's streaming writer into a stream that keeps nothing.

/** The columns the export writes, in its order. */
const COLUMNS = sql.raw(`date, supplier_article, nm_id, barcode, tech_size, subject, brand, warehouse_name,
  warehouse_type, region_name, oblast_okrug_name, country_name, total_price_kopecks, discount_percent, spp,
  price_with_disc_kopecks, finished_price_kopecks, sticker, g_number, srid, is_cancel, cancel_date`);

/** The instant a Moscow day starts, `days` after the given one. */
const mskMidnight = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00+03:00`) + days * 86_400_000).toISOString();

export async function bareMonthWrite(db: Database, companyId: number): Promise<number> {
  const { rows } = (await db.execute(sql`
    select ${COLUMNS} from wb_orders
    where company_id = ${companyId} and date >= ${mskMidnight(MONTH.dateFrom, 0)} and date < ${mskMidnight(MONTH.dateTo, 1)}
    order by date desc`)) as unknown as { rows: Record<string, unknown>[] };
  let bytes = 0;
  const discard = new Writable({
    write(chunk: Buffer, _encoding, done) {
      bytes += chunk.byteLength;
      done();
    },
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: discard, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Заказы');
  for (const row of rows) sheet.addRow(Object.values(row)).commit();
  sheet.commit();
  await workbook.commit();
  return bytes;
}

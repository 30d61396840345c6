import { and, between, eq } from 'drizzle-orm';
import { ACCEPTANCE_MAX_DAYS, PAID_STORAGE_MAX_DAYS, type AcceptanceRow, type PaidStorageRow } from '@seller-helper/wb';
import { registerDatasetSync } from '../sync/dataset-registry.ts';
import { upsertRows } from '../sync/upsert-rows.ts';
import { taskReportSync } from './report-task-sync.ts';
import { addExact } from './exact-sum.ts';
import { wbPaidAcceptance, wbPaidStorage } from './storage.tables.ts';

type StorageInsert = typeof wbPaidStorage.$inferInsert;
type AcceptanceInsert = typeof wbPaidAcceptance.$inferInsert;

/**
 * Rows of one key (WB may split a day of a barcode at a warehouse, e.g. by how it was counted) are
 * one row with their units and charges added.
 */
function storageRows(companyId: number, rows: PaidStorageRow[]): StorageInsert[] {
  const byKey = new Map<string, StorageInsert>();
  for (const r of rows) {
    const row: StorageInsert = {
      companyId,
      day: r.date,
      originalDay: r.originalDate ?? r.date,
      nmId: r.nmId,
      barcode: r.barcode,
      chrtId: r.chrtId ?? 0,
      officeId: r.officeId,
      giId: r.giId ?? 0,
      warehouseName: r.warehouse,
      size: r.size,
      vendorCode: r.vendorCode,
      subject: r.subject,
      brand: r.brand,
      volume: r.volume,
      calcType: r.calcType,
      warehouseCoef: r.warehouseCoef,
      logWarehouseCoef: r.logWarehouseCoef,
      units: r.barcodesCount,
      price: r.warehousePrice,
      loyaltyDiscount: r.loyaltyDiscount,
    };
    const key = [row.day, row.originalDay, row.nmId, row.chrtId, row.barcode, row.officeId, row.giId].join('|');
    const seen = byKey.get(key);
    if (!seen) byKey.set(key, row);
    else {
      seen.units += row.units;
      seen.price = addExact(seen.price, row.price);
      seen.loyaltyDiscount = addExact(seen.loyaltyDiscount ?? '0', row.loyaltyDiscount ?? '0');
    }
  }
  return [...byKey.values()];
}

function acceptanceRows(companyId: number, to: string, rows: AcceptanceRow[]): AcceptanceInsert[] {
  const byKey = new Map<string, AcceptanceInsert>();
  for (const r of rows) {
    const row: AcceptanceInsert = {
      companyId,
      incomeId: r.incomeId,
      nmId: r.nmId,
      // A row without its acceptance day is kept on the supply's day, else the report's last day.
      acceptedOn: r.shkCreateDate ?? r.giCreateDate ?? to,
      incomeCreatedOn: r.giCreateDate,
      subjectName: r.subjectName,
      units: r.count,
      total: r.total,
    };
    const key = [row.incomeId, row.nmId, row.acceptedOn].join('|');
    const seen = byKey.get(key);
    if (!seen) byKey.set(key, row);
    else {
      seen.units += row.units;
      seen.total = addExact(seen.total, row.total);
    }
  }
  return [...byKey.values()];
}

/** Paid storage: 8 days a report; the first sync reaches 60 days back, later ones read the last 8 again (WB recounts). */
export const syncPaidStorage = taskReportSync<PaidStorageRow>({
  title: 'отчёт о платном хранении',
  firstDays: 60,
  maxDays: PAID_STORAGE_MAX_DAYS,
  recountDays: PAID_STORAGE_MAX_DAYS,
  create: (client, from, to) => client.paidReports.createPaidStorage(from, to),
  status: (client, id) => client.paidReports.paidStorageStatus(id),
  download: (client, id) => client.paidReports.downloadPaidStorage(id),
  // A row for each barcode, warehouse and day: tens of thousands a window.
  dayOf: (row) => row.date,
  async replace(tx, companyId, from, to, rows) {
    await tx
      .delete(wbPaidStorage)
      .where(and(eq(wbPaidStorage.companyId, companyId), between(wbPaidStorage.day, from, to)));
    const t = wbPaidStorage;
    return upsertRows(
      tx,
      t,
      [t.companyId, t.day, t.nmId, t.chrtId, t.barcode, t.officeId, t.giId, t.originalDay],
      storageRows(companyId, rows),
    );
  },
});

/** Paid acceptance: 31 days a report; the first sync reaches 90 days back, later ones read the last 31 again. */
export const syncAcceptance = taskReportSync<AcceptanceRow>({
  title: 'отчёт о платной приёмке',
  firstDays: 90,
  maxDays: ACCEPTANCE_MAX_DAYS,
  recountDays: ACCEPTANCE_MAX_DAYS,
  create: (client, from, to) => client.paidReports.createAcceptance(from, to),
  status: (client, id) => client.paidReports.acceptanceStatus(id),
  download: (client, id) => client.paidReports.downloadAcceptance(id),
  async replace(tx, companyId, from, to, rows) {
    await tx
      .delete(wbPaidAcceptance)
      .where(and(eq(wbPaidAcceptance.companyId, companyId), between(wbPaidAcceptance.acceptedOn, from, to)));
    const t = wbPaidAcceptance;
    return upsertRows(tx, t, [t.companyId, t.incomeId, t.nmId, t.acceptedOn], acceptanceRows(companyId, to, rows));
  },
});

registerDatasetSync('paidStorage', syncPaidStorage);
registerDatasetSync('acceptance', syncAcceptance);

// Test fixtures for the unit ledger: synced FBS supplies with their orders and FBO incomes with
// their goods, written straight into the synced tables as the sync would leave them.
import ExcelJS from 'exceljs';
import type { TestApp } from '../../../test/support/test-app.ts';
import { wbFboSupplies, wbFboSupplyGoods, wbFbsOrders, wbFbsSupplies } from '../../db/schema/index.ts';

export async function insertFbsSupply(
  app: TestApp,
  companyId: number,
  supplyId: string,
  createdAt: string,
  orders: { orderId: number; sticker: string | null; nmId: number; article: string; status?: string }[],
): Promise<void> {
  await app.services.db.insert(wbFbsSupplies).values({
    companyId,
    supplyId,
    name: `Поставка ${supplyId}`,
    createdAt: new Date(createdAt),
    done: true,
    cargoType: 1,
  });
  if (orders.length)
    await app.services.db.insert(wbFbsOrders).values(
      orders.map((order) => ({
        companyId,
        orderId: order.orderId,
        rid: `rid-${order.orderId}`,
        supplyId,
        nmId: order.nmId,
        chrtId: order.nmId * 10,
        article: order.article,
        createdAt: new Date(createdAt),
        supplierStatus: order.status ?? 'complete',
        wbStatus: order.status === 'cancel' ? 'canceled' : 'sorted',
        stickerId: order.sticker,
      })),
    );
}

export async function insertFboIncome(
  app: TestApp,
  companyId: number,
  income: { preorderId: number; supplyId: number; createDate: string },
  goods: { barcode: string; nmId: number; vendorCode: string; quantity: number }[],
): Promise<void> {
  await app.services.db.insert(wbFboSupplies).values({
    companyId,
    preorderId: income.preorderId,
    supplyId: income.supplyId,
    statusId: 5,
    createDate: new Date(income.createDate),
    factDate: new Date(income.createDate),
    warehouseName: 'Коледино',
  });
  await app.services.db
    .insert(wbFboSupplyGoods)
    .values(goods.map((good) => ({ companyId, preorderId: income.preorderId, techSize: '48', ...good })));
}

export type Cell = string | number | null;

export async function xlsxFile(rows: Cell[][], name = 'units.xlsx'): Promise<File> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Лист1');
  for (const cells of rows) sheet.addRow(cells);
  return new File([Buffer.from(await workbook.xlsx.writeBuffer())], name);
}

/** A csv as Russian Excel saves it: Windows-1251, semicolons. */
export function cp1251Csv(text: string, name = 'units.csv'): File {
  const bytes = [...text].map((char) => {
    const code = char.charCodeAt(0);
    if (code < 128) return code;
    if (char === 'ё') return 0xb8;
    if (char === 'Ё') return 0xa8;
    if (char === '₽') return 0x88;
    return code - 0x410 + 0xc0;
  });
  return new File([new Uint8Array(bytes)], name);
}

/** The same xlsx with its zip directory declaring one entry of 2 GB unpacked, as a compression bomb does. */
export async function bombXlsx(): Promise<File> {
  const bytes = new Uint8Array(await (await xlsxFile([['ШК', 'Себестоимость']])).arrayBuffer());
  const view = new DataView(bytes.buffer);
  for (let at = bytes.length - 22; at >= 0; at--) {
    if (view.getUint32(at, true) !== 0x06054b50) continue;
    const directory = view.getUint32(at + 16, true);
    view.setUint32(directory + 24, 2_000_000_000, true);
    break;
  }
  return new File([bytes], 'bomb.xlsx');
}

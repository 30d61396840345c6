import type { AnyColumn } from 'drizzle-orm';
import type { ListColumn } from '../../lib/list-query/list-query.ts';

// What the orders and sales grids sort, filter and search by: the columns an order and a sale share.

type SharedColumn =
  | 'date'
  | 'lastChangeDate'
  | 'warehouseName'
  | 'warehouseType'
  | 'countryName'
  | 'oblastOkrugName'
  | 'regionName'
  | 'supplierArticle'
  | 'nmId'
  | 'barcode'
  | 'category'
  | 'subject'
  | 'brand'
  | 'techSize'
  | 'incomeId'
  | 'totalPriceKopecks'
  | 'discountPercent'
  | 'spp'
  | 'finishedPriceKopecks'
  | 'priceWithDiscKopecks'
  | 'sticker'
  | 'gNumber'
  | 'srid';

/** GraphQL field name → column, for the fields of Order that a Sale has as well. */
export function statisticsListColumns(table: Record<SharedColumn, AnyColumn>): Record<string, ListColumn> {
  const text = (column: AnyColumn, search = false): ListColumn => ({ column, kind: 'text', search });
  return {
    date: { column: table.date, kind: 'datetime' },
    lastChangeDate: { column: table.lastChangeDate, kind: 'datetime' },
    warehouseName: text(table.warehouseName, true),
    warehouseType: text(table.warehouseType),
    orderType: text(table.warehouseType),
    countryName: text(table.countryName),
    oblastOkrugName: text(table.oblastOkrugName),
    regionName: text(table.regionName, true),
    supplierArticle: text(table.supplierArticle, true),
    nmId: { column: table.nmId, kind: 'integer' },
    barcode: text(table.barcode, true),
    category: text(table.category),
    subject: text(table.subject, true),
    brand: text(table.brand, true),
    techSize: text(table.techSize),
    incomeID: { column: table.incomeId, kind: 'integer' },
    totalPrice: { column: table.totalPriceKopecks, kind: 'money' },
    discountPercent: { column: table.discountPercent, kind: 'integer' },
    spp: { column: table.spp, kind: 'decimal' },
    finishedPrice: { column: table.finishedPriceKopecks, kind: 'money' },
    priceWithDisc: { column: table.priceWithDiscKopecks, kind: 'money' },
    sticker: text(table.sticker),
    gNumber: text(table.gNumber),
    srid: text(table.srid, true),
  };
}

import { downloadXlsx, xlsxNumber, type XlsxColumn } from '../../shared/export-xlsx.ts';
import type { Tariff } from './unit.graphql.ts';

type Part = 'box' | 'pallet';

/** The tariff table's columns as the export writes them: [part, field, header]. */
export const TARIFF_EXPORT_FIELDS: [Part, string, string][] = [
  ['box', 'boxDeliveryAndStorageExpr', 'Короба: коэф. логистики, %'],
  ['box', 'boxDeliveryBase', 'Короба: первый литр, ₽'],
  ['box', 'boxDeliveryLiter', 'Короба: доп. литр, ₽'],
  ['box', 'boxDeliveryMarketplaceBase', 'Короба FBS: первый литр, ₽'],
  ['box', 'boxDeliveryMarketplaceLiter', 'Короба FBS: доп. литр, ₽'],
  ['box', 'boxStorageExpr', 'Короба: коэф. хранения, %'],
  ['box', 'boxStorageBase', 'Короба: хранение первого литра в день, ₽'],
  ['box', 'boxStorageLiter', 'Короба: хранение доп. литра в день, ₽'],
  ['pallet', 'palletDeliveryExpr', 'Монопаллеты: коэф. логистики, %'],
  ['pallet', 'palletDeliveryValueBase', 'Монопаллеты: первый литр, ₽'],
  ['pallet', 'palletDeliveryValueLiter', 'Монопаллеты: доп. литр, ₽'],
  ['pallet', 'palletStorageExpr', 'Монопаллеты: коэф. хранения, %'],
  ['pallet', 'palletStorageValueExpr', 'Монопаллеты: хранение паллеты в день, ₽'],
];

export function tariffValue(row: Tariff, part: Part, field: string): string | null {
  return (row[part] as Record<string, string | null> | null)?.[field] ?? null;
}

export function exportTariffs(rows: Tariff[], tariffDate: string | null) {
  const columns: XlsxColumn[] = [
    { header: 'Склад', width: 28 },
    { header: 'Регион', width: 22 },
    ...TARIFF_EXPORT_FIELDS.map(([, , header]) => ({ header, width: 16, numFmt: '0.00##' })),
  ];
  const cells = rows.map((row) => [
    row.warehouseName,
    row.geoName || null,
    ...TARIFF_EXPORT_FIELDS.map(([part, field]) => xlsxNumber(tariffValue(row, part, field))),
  ]);
  return downloadXlsx(`Тарифы складов${tariffDate ? ` на ${tariffDate}` : ''}.xlsx`, 'Тарифы', columns, cells);
}

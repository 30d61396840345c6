import { downloadXlsx, xlsxNumber, type XlsxColumn } from '../../shared/export-xlsx.ts';
import type { UnitRow } from './unit.graphql.ts';
import { SCHEME_LABELS, type Scheme } from './unit-view.ts';

const RUB = '#,##0.00';
const money = (header: string): XlsxColumn => ({ header, numFmt: RUB, width: 14 });

export function exportUnitEconomics(rows: UnitRow[], warehouseName: string | null) {
  const columns: XlsxColumn[] = [
    { header: 'nmID', width: 12 },
    { header: 'Артикул продавца', width: 20 },
    { header: 'Название', width: 36 },
    { header: 'Схема', width: 16 },
    money('Себестоимость, ₽'),
    money('Цена до скидки, ₽'),
    { header: 'Скидка, %', width: 10 },
    money('Цена продажи, ₽'),
    { header: 'Комиссия, %', width: 12 },
    money('Комиссия, ₽'),
    money('Логистика, ₽'),
    money('Хранение, ₽'),
    money('Возвраты, ₽'),
    money('Брак, ₽'),
    money('Налог, ₽'),
    money('Прибыль, ₽'),
    { header: 'Маржа, %', width: 10 },
    { header: 'ROI, %', width: 10 },
    money('Цена для целевой маржи, ₽'),
  ];
  const schemes: Scheme[] = ['fbo', 'fbs'];
  const cells = rows.flatMap((row) =>
    schemes.map((scheme) => {
      const e = row[scheme];
      return [
        row.nmID,
        row.vendorCode,
        row.title,
        SCHEME_LABELS[scheme],
        xlsxNumber(row.firstPrice),
        xlsxNumber(row.price),
        row.discount,
        xlsxNumber(row.priceAfterDiscount),
        xlsxNumber(e?.commissionPercent),
        xlsxNumber(e?.commission),
        xlsxNumber(e?.logistics),
        xlsxNumber(e?.storage),
        xlsxNumber(e?.returns),
        xlsxNumber(e?.defects),
        xlsxNumber(e?.tax),
        xlsxNumber(e?.profit),
        xlsxNumber(e?.marginPercent),
        xlsxNumber(e?.roiPercent),
        xlsxNumber(e?.priceForTargetMargin),
      ];
    }),
  );
  const sheet = warehouseName ? `Склад ${warehouseName}`.slice(0, 31) : 'Юнит-экономика';
  return downloadXlsx('Юнит-экономика.xlsx', sheet, columns, cells);
}

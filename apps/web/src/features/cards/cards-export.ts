import { downloadXlsx, xlsxNumber, type XlsxColumn } from '../../shared/export-xlsx.ts';
import type { Card } from './cards.graphql.ts';
import { sizeName } from './size-name.ts';

const RUB = '#,##0.00';

const COLUMNS: XlsxColumn[] = [
  { header: 'nmID', width: 12 },
  { header: 'Артикул продавца', width: 20 },
  { header: 'Название', width: 40 },
  { header: 'Бренд' },
  { header: 'Предмет' },
  { header: 'Размер', width: 10 },
  { header: 'Баркоды', width: 20 },
  { header: 'Цена, ₽', numFmt: RUB },
  { header: 'Скидка, %', width: 10 },
  { header: 'Цена со скидкой, ₽', numFmt: RUB },
  { header: 'Объём, л', numFmt: '0.000', width: 10 },
  { header: 'Габариты под сомнением', width: 12 },
  { header: 'Ярлыки' },
  { header: 'Себестоимость, ₽', numFmt: RUB },
  { header: 'Наименование для ТН', width: 30 },
  { header: 'Возвраты, %', width: 12 },
  { header: 'Брак, %', width: 10 },
  { header: 'Комиссия FBS, %', width: 12 },
  { header: 'Комиссия FBO, %', width: 12 },
];

/** One row per size, so each size's price and barcodes get their own cells. */
export function cardExportRows(cards: Card[]) {
  return cards.flatMap((card) => {
    const sizes = card.sizes.length > 0 ? card.sizes : [null];
    return sizes.map((size) => [
      card.nmID,
      card.vendorCode,
      card.title,
      card.brand,
      card.subjectName,
      size ? sizeName(size) : null,
      size?.skus.join(', ') ?? null,
      xlsxNumber(size?.price),
      size?.discount ?? null,
      xlsxNumber(size?.discountedPrice),
      xlsxNumber(card.capacity),
      card.dimensions.isValid === false ? 'да' : null,
      card.tags.map((tag) => tag.name).join(', ') || null,
      xlsxNumber(card.firstPrice),
      card.titleForTn,
      xlsxNumber(card.returnPercent),
      xlsxNumber(card.defectPercent),
      xlsxNumber(card.fbsCommission ?? card.wbFbsCommission),
      xlsxNumber(card.fboCommission ?? card.wbFboCommission),
    ]);
  });
}

export function exportCards(cards: Card[]) {
  return downloadXlsx('Мои товары.xlsx', 'Товары', COLUMNS, cardExportRows(cards));
}

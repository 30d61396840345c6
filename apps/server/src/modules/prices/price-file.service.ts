import type { GraphQLContext } from '../../graphql/context.ts';
import type { CompanyCaller } from '../auth/guards.ts';
import { companyCards, type CardShape } from '../cards/cards.service.ts';
import { refusedImport, type FileDownloadShape, type FileImportShape } from '../imports/import-result.ts';
import { countOf, ROWS } from '../imports/russian-count.ts';
import { openUploadedTable } from '../imports/uploaded-table.ts';
import { priceFileTemplate } from './price-file-template.ts';
import { readPriceFile, type CurrentPrice } from './price-file.ts';
import { pricePreview, type PreviewShape, type PriceScheme } from './price-preview.service.ts';

export interface PriceFileShape {
  file: FileImportShape;
  /** The cards the file changes with old and new figures; null when the file has problems or changes nothing. */
  preview: PreviewShape | null;
}

/** The price the card sells at now: its first priced size, as the preview and a send read it. */
const currentOf = (card: CardShape): CurrentPrice & { title: string | null } => {
  const size = card.sizes.find((s) => s.price !== null);
  return {
    nmId: card.nmID,
    vendorCode: card.vendorCode,
    title: card.title,
    price: size?.price ?? null,
    discount: size?.discount ?? null,
  };
};

/**
 * New prices from a file, counted into the preview: nothing is saved and nothing sent. A file with
 * any problem answers every problem by row and column and no preview.
 */
export async function priceFilePreview(
  ctx: GraphQLContext,
  caller: CompanyCaller,
  file: File,
  scheme: PriceScheme,
  warehouseName: string | null,
): Promise<PriceFileShape> {
  const table = await openUploadedTable(ctx, file);
  const cards = (await companyCards(ctx.db, caller.companyId)).map(currentOf);
  const { rows, errors, rowCount } = await readPriceFile(table, cards);
  if (errors.length) return { file: refusedImport(table.fileId, rowCount, errors), preview: null };
  const unchanged = rowCount - rows.length;
  const message =
    rows.length === 0
      ? `Новых цен нет: в ${countOf(rowCount, ['строке', 'строках', 'строках'])} цены и скидки совпадают с нынешними или не заполнены.`
      : `В файле ${countOf(rowCount, ROWS)}: новые цены у ${countOf(rows.length, ['товара', 'товаров', 'товаров'])}, без изменений ${unchanged}. Проверьте расчёт и отправьте в WB.`;
  const fileResult = { id: table.fileId, message, rows: rowCount, saved: rows.length, unchanged, errors: [] };
  if (rows.length === 0) return { file: fileResult, preview: null };
  const preview = await pricePreview(ctx, caller, {
    scheme,
    mode: 'hand',
    warehouseName,
    targetMarginPercent: null,
    targetProfit: null,
    cards: rows.map((row) => ({ nmID: row.nmId, price: row.price, discount: row.discount })),
  });
  return { file: fileResult, preview };
}

export async function downloadPriceFileTemplate(
  ctx: GraphQLContext,
  caller: CompanyCaller,
): Promise<FileDownloadShape> {
  return priceFileTemplate((await companyCards(ctx.db, caller.companyId)).map(currentOf));
}

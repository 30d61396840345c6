// The shapes every file import answers with, and the rule that one bad row saves nothing.

export interface RowErrorShape {
  row: number;
  column: string | null;
  message: string;
}

export interface FileImportShape {
  message: string;
  rows: number;
  saved: number;
  unchanged: number;
  errors: RowErrorShape[];
}

export interface FileDownloadShape {
  fileName: string;
  contentType: string;
  base64: string;
}

/** The list is cut here: past a hundred problems the seller fixes the pattern, not each row. */
const ERRORS_SHOWN = 100;

export function refusedImport(rows: number, errors: RowErrorShape[]): FileImportShape {
  const more = errors.length > ERRORS_SHOWN ? ` Показаны первые ${ERRORS_SHOWN}.` : '';
  return {
    message: `Файл не загружен: ошибок — ${errors.length}.${more} Ничего не сохранено; исправьте файл и загрузите его снова.`,
    rows,
    saved: 0,
    unchanged: 0,
    errors: errors.slice(0, ERRORS_SHOWN),
  };
}

export function doneImport(rows: number, saved: number): FileImportShape {
  const message =
    saved === 0
      ? `Изменений нет: все ${rows} строк совпадают с сохранёнными данными.`
      : `Загружено строк: ${rows}; изменено: ${saved}, без изменений: ${rows - saved}.`;
  return { message, rows, saved, unchanged: rows - saved, errors: [] };
}

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

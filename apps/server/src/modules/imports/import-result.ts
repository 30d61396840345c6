// The shapes every file import answers with, and the rule that one bad row saves nothing.

import { countOf, plural, ROWS } from './russian-count.ts';

export interface RowErrorShape {
  row: number;
  column: string | null;
  message: string;
}

export interface FileImportShape {
  /** The file's fingerprint (see UploadedTable): loading the same file again answers the same id. */
  id: string;
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

/** `errors` in the order of rows; `count` of them all, when only the first are kept (see FileProblems). */
export function refusedImport(
  id: string,
  rows: number,
  errors: RowErrorShape[],
  count = errors.length,
): FileImportShape {
  const more = count > ERRORS_SHOWN ? ` Показаны первые ${ERRORS_SHOWN}.` : '';
  return {
    id,
    message: `Файл не загружен: ${countOf(count, ['ошибка', 'ошибки', 'ошибок'])}.${more} Ничего не сохранено; исправьте файл и загрузите его снова.`,
    rows,
    saved: 0,
    unchanged: 0,
    errors: errors.slice(0, ERRORS_SHOWN),
  };
}

/**
 * A file's problems as they are found, batch after batch and then for the whole file: every one
 * counted, only the first hundred by row kept, so a file wrong in every one of its hundred thousand
 * rows does not hold a hundred thousand messages.
 */
export class FileProblems {
  count = 0;
  shown: RowErrorShape[] = [];

  /** Problems of any rows, in any order; those of one row stay in the order they were found. */
  add(problems: RowErrorShape[]): void {
    if (problems.length === 0) return;
    this.count += problems.length;
    const last = this.shown.at(-1);
    if (this.shown.length === ERRORS_SHOWN && problems.every((problem) => problem.row >= last!.row)) return;
    this.shown = [...this.shown, ...problems].sort((a, b) => a.row - b.row).slice(0, ERRORS_SHOWN);
  }
}

/** One line that says what the file did: «Загружено 5 строк: изменено 2, без изменений 3.» */
export function doneImport(id: string, rows: number, saved: number): FileImportShape {
  const unchanged = rows - saved;
  const message =
    saved === 0
      ? rows === 1
        ? 'Изменений нет: строка совпадает с сохранёнными данными.'
        : `Изменений нет: все ${countOf(rows, ROWS)} совпадают с сохранёнными данными.`
      : `${plural(rows, ['Загружена', 'Загружено', 'Загружено'])} ${countOf(rows, ROWS)}: изменено ${saved}, без изменений ${unchanged}.`;
  return { id, message, rows, saved, unchanged, errors: [] };
}

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

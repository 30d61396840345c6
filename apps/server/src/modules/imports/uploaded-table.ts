// Every file import opens its file here: the upload limit first, then the table (with its zip-bomb guard).
import type { GraphQLContext } from '../../graphql/context.ts';
import { appError } from '../../graphql/errors.ts';
import { openTable, type Table } from './table-file.ts';

/** Refuses a file over the upload limit before reading a byte of it, then opens it as a table read row by row.
 * The upload is already in memory; what is never held whole is the table read from it. */
export async function openUploadedTable(ctx: GraphQLContext, file: File): Promise<Table> {
  const limit = ctx.config.MAX_UPLOAD_BYTES;
  if (file.size > limit)
    throw appError(
      'BAD_USER_INPUT',
      `Файл больше ${(limit / 1_000_000).toLocaleString('ru-RU')} МБ: разделите его на части.`,
    );
  return openTable(file.name, new Uint8Array(await file.arrayBuffer()));
}

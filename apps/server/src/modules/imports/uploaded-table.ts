// Every file import reads its file here: the upload limit first, then the table (with its zip-bomb guard).
import type { GraphQLContext } from '../../graphql/context.ts';
import { appError } from '../../graphql/errors.ts';
import { readTable, type Table } from './table-file.ts';

/** Refuses a file over the upload limit before reading a byte of it, then reads it as a table. */
export async function readUploadedTable(ctx: GraphQLContext, file: File): Promise<Table> {
  const limit = ctx.config.MAX_UPLOAD_BYTES;
  if (file.size > limit)
    throw appError(
      'BAD_USER_INPUT',
      `Файл больше ${(limit / 1_000_000).toLocaleString('ru-RU')} МБ: разделите его на части.`,
    );
  return readTable(file.name, new Uint8Array(await file.arrayBuffer()));
}

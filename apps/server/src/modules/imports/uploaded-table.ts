// Every file import opens its file here: the upload limit first, then the table (with its zip-bomb guard).
import { createHash } from 'node:crypto';
import type { GraphQLContext } from '../../graphql/context.ts';
import { appError } from '../../graphql/errors.ts';
import { openTable, type Table } from './table-file.ts';

/** A table with the id its import answers with: the file's fingerprint, the same for the same bytes under any name. */
export type UploadedTable = Table & { fileId: string };

const fileIdOf = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex').slice(0, 16);

/** Refuses a file over the upload limit before reading a byte of it, then opens it as a table read row by row.
 * The upload is already in memory; what is never held whole is the table read from it. */
export async function openUploadedTable(ctx: GraphQLContext, file: File): Promise<UploadedTable> {
  const limit = ctx.config.MAX_UPLOAD_BYTES;
  if (file.size > limit)
    throw appError(
      'BAD_USER_INPUT',
      `Файл больше ${(limit / 1_000_000).toLocaleString('ru-RU')} МБ: разделите его на части.`,
    );
  const bytes = new Uint8Array(await file.arrayBuffer());
  return Object.assign(await openTable(file.name, bytes), { fileId: fileIdOf(bytes) });
}

import type { ScalarRef } from '@pothos/core';
import { builder } from '../../graphql/builder.ts';
import { appError } from '../../graphql/errors.ts';

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

function isFile(value: unknown): value is File {
  const candidate = value as Partial<File> | null;
  return typeof candidate?.arrayBuffer === 'function' && typeof candidate.name === 'string';
}

/** An uploaded file: the GraphQL multipart request puts a web File in its variable. */
export const FileUpload = builder.scalarType(
  'File' as never,
  {
    description: 'A file sent as a GraphQL multipart request (an xlsx or csv table).',
    serialize: () => {
      throw new Error('File is an input only');
    },
    parseValue: (value: unknown) => {
      // The server's fetch implementation brings its own File class, so it is known by its shape.
      if (isFile(value)) return value;
      throw appError('BAD_USER_INPUT', 'Файл не получен: отправьте его как вложение запроса.');
    },
  } as never,
) as unknown as ScalarRef<Types, File, File>;

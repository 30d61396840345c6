import { lexicographicSortSchema, printSchema } from 'graphql';
import { schema } from './schema.ts';

/** The schema as committed in schema.graphql at the repository root; the web's types come from it. */
export function printedSchema(): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}

export const schemaFile = new URL('../../../../schema.graphql', import.meta.url);

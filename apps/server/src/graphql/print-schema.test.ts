import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { printedSchema, schemaFile } from './print-schema.ts';

describe('schema.graphql', () => {
  it('matches the schema the server builds (run `npm run codegen` after changing it)', () => {
    expect(readFileSync(schemaFile, 'utf8')).toBe(printedSchema());
  });
});

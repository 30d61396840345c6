import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { accessFile, accessTable } from '../modules/auth/access-docs.ts';
import { printedSchema, schemaFile } from './print-schema.ts';
import { schema } from './schema.ts';

describe('schema.graphql', () => {
  it('matches the schema the server builds (run `npm run codegen` after changing it)', () => {
    expect(readFileSync(schemaFile, 'utf8')).toBe(printedSchema());
  });
});

describe('docs/access.md', () => {
  it("matches the root fields' declared access (run `npm run codegen` after changing it)", () => {
    expect(readFileSync(accessFile, 'utf8')).toBe(accessTable(schema));
  });
});

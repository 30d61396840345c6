import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { printedSchema, schemaFile } from '../src/graphql/print-schema.ts';
import { schema } from '../src/graphql/schema.ts';
import { accessFile, accessTable } from '../src/modules/auth/access-docs.ts';

writeFileSync(schemaFile, printedSchema());
process.stdout.write(`${fileURLToPath(schemaFile)} обновлён\n`);
writeFileSync(accessFile, accessTable(schema));
process.stdout.write(`${fileURLToPath(accessFile)} обновлён\n`);

import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { printedSchema, schemaFile } from '../src/graphql/print-schema.ts';

writeFileSync(schemaFile, printedSchema());
process.stdout.write(`${fileURLToPath(schemaFile)} обновлён\n`);

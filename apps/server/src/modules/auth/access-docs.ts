import type { GraphQLSchema } from 'graphql';
import { rootFields, type AccessLevel } from './access.ts';

const LEVEL_TEXT: Record<AccessLevel, string> = {
  public: 'public',
  signedIn: 'signed in',
  member: 'member',
  priceRight: 'price right',
  admin: 'admin',
};

const cell = (text: string) => text.replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim();

/** docs/access.md: every root field with who may call it, printed from the fields' declarations. */
export function accessTable(schema: GraphQLSchema): string {
  const rows = rootFields(schema).map((field) => {
    if (!field.access) throw new Error(`${field.operation}.${field.name} declares no access (modules/auth/access.ts)`);
    if (!field.description) throw new Error(`${field.operation}.${field.name} has no description`);
    return `| ${field.operation} | \`${field.name}\` | ${LEVEL_TEXT[field.access]} | ${cell(field.description)} |`;
  });
  return [
    '# Who may call what',
    '',
    'Printed by `npm run codegen` from the access each root field declares (apps/server/src/modules/auth/access.ts);',
    'a test fails when this file is stale. Levels: **public** — anyone; **signed in** — any signed-in user;',
    '**member** — a member of the company the session works in; **price right** — an admin of that company, or a',
    'member when the company lets members send prices to WB (`setMembersSetPrices`); **admin** — an admin of that',
    'company. The company always comes from the session, and the membership is re-checked on every request.',
    '',
    '| Operation | Field | Access | What it does |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}

export const accessFile = new URL('../../../../../docs/access.md', import.meta.url);

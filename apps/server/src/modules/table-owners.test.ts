import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Each table has one owner, the module whose *.tables.ts defines it; a statement another module needs of it
// is built by the owner (a fragment or a function it exports). This reads the owners from the *.tables.ts
// files and the SQL of every module from its sql`` templates, and names each table a module's SQL spells
// out while another module owns it.
const modulesDir = path.dirname(fileURLToPath(import.meta.url));

const modules = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const sourcesOf = (module: string) =>
  readdirSync(path.join(modulesDir, module), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.includes('.test.'))
    .map((file) => ({ file: `${module}/${file}`, text: readFileSync(path.join(modulesDir, module, file), 'utf8') }));

/** Table name → its module, from `pgTable('name', …)` in each module's *.tables.ts. */
function tableOwners(): Map<string, string> {
  const owners = new Map<string, string>();
  for (const module of modules)
    for (const { file, text } of sourcesOf(module))
      if (file.endsWith('.tables.ts'))
        for (const [, table = ''] of text.matchAll(/pgTable\(\s*'([a-z0-9_]+)'/g)) owners.set(table, module);
  return owners;
}

/**
 * The literal text of every sql`` template in a source (sql`…`, sql<T>`…`, sql.raw(`…`) or sql.raw('…')),
 * without its `${…}` parts: what reaches the database as written. A template inside a `${…}` is found on its own.
 */
function sqlTextsOf(source: string): string[] {
  const texts = [...source.matchAll(/\bsql\.raw\('([^']*)'\)/g)].map(([, text = '']) => text);
  for (const start of source.matchAll(/\bsql(?:<[^`>]*>|\.raw\()?`/g)) {
    let at = start.index + start[0].length;
    let text = '';
    while (at < source.length && source[at] !== '`') {
      if (source[at] === '\\') {
        text += source.slice(at, at + 2);
        at += 2;
      } else if (source.startsWith('${', at)) {
        at = endOfExpression(source, at + 2);
        text += ' ';
      } else text += source[at++];
    }
    texts.push(text);
  }
  return texts;
}

/** The index just past the `}` closing a `${` expression whose body starts at `at`. */
function endOfExpression(source: string, at: number): number {
  let depth = 1;
  while (at < source.length && depth > 0) {
    const char = source[at]!;
    if (char === '`' || char === "'" || char === '"') at = endOfString(source, at);
    else {
      if (char === '{') depth += 1;
      if (char === '}') depth -= 1;
      at += 1;
    }
  }
  return at;
}

/** The index just past a string literal (a template's `${…}` parts skipped whole) opening at `at`. */
function endOfString(source: string, at: number): number {
  const quote = source[at]!;
  at += 1;
  while (at < source.length && source[at] !== quote) {
    if (source[at] === '\\') at += 2;
    else if (quote === '`' && source.startsWith('${', at)) at = endOfExpression(source, at + 2);
    else at += 1;
  }
  return at + 1;
}

/** "module/file: table (owner)" for each table a module's SQL names while another module owns it. */
function foreignTablesInSql(owners: Map<string, string>): string[] {
  const found: string[] = [];
  for (const module of modules)
    for (const { file, text } of sourcesOf(module)) {
      const sqlText = sqlTextsOf(text).join('\n');
      for (const [table, owner] of owners)
        if (owner !== module && new RegExp(`(?<![\\w.])"?${table}"?(?!\\w)`).test(sqlText))
          found.push(`${file}: ${table} (${owner})`);
    }
  return found;
}

/**
 * "module/file: ../other/x.tables.ts" for each import of another module's table objects, which puts that
 * table in the drizzle statements of the importer as surely as its name in a template. A table file
 * references other tables by foreign key, test fixtures write rows directly, and auth's identity tables
 * are everyone's.
 */
function foreignTableImports(): string[] {
  const found: string[] = [];
  for (const module of modules)
    for (const { file, text } of sourcesOf(module)) {
      if (file.endsWith('.tables.ts') || file.endsWith('fixtures.ts')) continue;
      for (const [, owner = '', target = ''] of text.matchAll(/from '\.\.\/([a-z-]+)\/([a-z-]+\.tables\.ts)'/g))
        if (owner !== module && owner !== 'auth') found.push(`${file}: ../${owner}/${target}`);
    }
  return found;
}

describe('SQL of a module', () => {
  const owners = tableOwners();

  it('reads the owners of the tables', () => {
    expect(owners.get('card_settings_history')).toBe('cards');
    expect(owners.get('unit_ledger')).toBe('supplies');
    expect(owners.get('wb_finance_rows')).toBe('reports');
    expect(owners.get('supply_plan_lines')).toBe('supply-plan');
    expect(owners.get('stock_settings')).toBe('stocks');
    expect(owners.get('telegram_bots')).toBe('notifications');
    expect(owners.get('price_change_lines')).toBe('prices');
    expect(owners.get('promotion_joins')).toBe('promotions');
  });

  it('names no table of another module: the owner builds what others need', () => {
    expect(foreignTablesInSql(owners)).toEqual([]);
  });

  it("puts no table object of another module into its statements (auth's identity tables aside)", () => {
    expect(foreignTableImports()).toEqual([]);
  });

  it('finds a foreign table in a template, outside its ${} parts', () => {
    const source = [
      'const a = sql<number>`(select count(*) from unit_ledger l where l.id = ${id})`;',
      'const b = sql`select ${sql`1`} from ${wbCards} where note = ${`card_settings`}`;',
      'const c = sql.raw(\'"wb_fbs_supplies"\');',
    ].join('\n');
    expect(sqlTextsOf(source)).toEqual([
      '"wb_fbs_supplies"',
      '(select count(*) from unit_ledger l where l.id =  )',
      'select   from   where note =  ',
      '1',
    ]);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/support/test-database.ts';
import { rowsOf, type DatabaseHandle } from './client.ts';
import { GLOBAL_TABLES } from './global-tables.ts';

interface KeyIndex {
  table: string;
  index: string;
  columns: string[];
}

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

/** Tables of the migrated schema, each with whether it has a company_id column. */
async function tables(): Promise<Map<string, boolean>> {
  const rows = rowsOf<{ table: string; tenant: boolean }>(
    await database.db.execute(sql`
      select c.relname as table,
        exists (select 1 from pg_attribute a
                where a.attrelid = c.oid and a.attname = 'company_id' and not a.attisdropped) as tenant
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and c.relname not like '__drizzle%'`),
  );
  return new Map(rows.map((row) => [row.table, row.tenant]));
}

/** Every primary key and unique index of the schema, with its columns in order. */
async function keyIndexes(): Promise<KeyIndex[]> {
  return rowsOf<KeyIndex>(
    await database.db.execute(sql`
      select c.relname as table, i.relname as index,
        array(select coalesce(a.attname::text, '(expression)')
              from unnest(x.indkey) with ordinality k(attnum, n)
              left join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
              order by k.n)::text[] as columns
      from pg_index x
      join pg_class c on c.oid = x.indrelid
      join pg_class i on i.oid = x.indexrelid
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and (x.indisprimary or x.indisunique)`),
  );
}

/** "table.index (columns)" for each key of a tenant table that does not lead with company_id. */
function keysWithoutCompanyFirst(all: Map<string, boolean>, keys: KeyIndex[]): string[] {
  return keys
    .filter(({ table, columns }) => all.get(table) && !(table in GLOBAL_TABLES) && columns[0] !== 'company_id')
    .map(({ table, index, columns }) => `${table}.${index} (${columns.join(', ')})`);
}

describe('sharding by company', () => {
  it('names only global tables that exist', async () => {
    const all = await tables();
    expect(Object.keys(GLOBAL_TABLES).filter((table) => !all.has(table))).toEqual([]);
  });

  it('has company_id in every table but the named global ones', async () => {
    const withoutCompany = [...(await tables())]
      .filter(([table, tenant]) => !tenant && !(table in GLOBAL_TABLES))
      .map(([table]) => table);
    expect(withoutCompany).toEqual([]);
  });

  it('leads every key and unique index of a tenant table with company_id', async () => {
    expect(keysWithoutCompanyFirst(await tables(), await keyIndexes())).toEqual([]);
  });

  it('finds a key that does not lead with company_id', async () => {
    await database.db.execute(sql`create table tenant_keys_probe (id int primary key, company_id bigint)`);
    try {
      const found = keysWithoutCompanyFirst(await tables(), await keyIndexes());
      expect(found).toEqual(['tenant_keys_probe.tenant_keys_probe_pkey (id)']);
    } finally {
      await database.db.execute(sql`drop table tenant_keys_probe`);
    }
  });

  it("notes a change of every tenant table in its company's data version (migration 0031)", async () => {
    const triggers = rowsOf<{ table: string; events: string[] }>(
      await database.db.execute(sql`
        select c.relname as table,
          array_agg(case when t.tgtype & 4 <> 0 then 'insert' when t.tgtype & 8 <> 0 then 'delete' else 'update' end
            order by 1)::text[] as events
        from pg_trigger t join pg_class c on c.oid = t.tgrelid
        join pg_proc p on p.oid = t.tgfoid
        where p.proname in ('note_company_change', 'note_company_row_change')
        group by c.relname`),
    );
    const noted = new Map(triggers.map(({ table, events }) => [table, [...events].sort().join(',')]));
    // The versions' own tables, and the month's cards /main keeps summed (migration 0032): their triggers follow
    // tables whose changes move the version already, and /main itself moves their window as it reads.
    const versionTables = new Set([
      'company_changes',
      'company_data_versions',
      'card_month_windows',
      'card_month_sales',
      'card_month_profits',
    ]);
    const missing = [...(await tables())]
      .filter(([table, tenant]) => (tenant || table === 'companies') && !versionTables.has(table))
      .filter(([table]) => noted.get(table) !== 'delete,insert,update')
      .map(([table]) => table);
    expect(missing).toEqual([]);
  });
});

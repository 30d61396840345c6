import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openPglite, type DatabaseHandle } from '../../src/db/client.ts';
import { applyMigrations } from '../../src/db/migrate.ts';
import { companies, companyMembers, users } from '../../src/db/schema/index.ts';
import { startJobQueue } from '../../src/jobs/queue.ts';
import { createLogger } from '../../src/logger.ts';

/** Every table of the product and of the job queue, with its row count and a digest of all its rows. */
async function contents(handle: DatabaseHandle): Promise<Record<string, string>> {
  const tables = await handle.db.execute<{ name: string }>(sql`
    select format('%I.%I', table_schema, table_name) as name from information_schema.tables
    where table_schema in ('public', 'pgboss', 'drizzle') and table_type = 'BASE TABLE' order by 1`);
  const found: Record<string, string> = {};
  for (const { name } of rowsOf<{ name: string }>(tables)) {
    const digest = await handle.db.execute<{ rows: number; digest: string | null }>(
      sql.raw(`select count(*)::int as rows, md5(string_agg(t::text, '|' order by t::text)) as digest from ${name} t`),
    );
    const [row] = rowsOf<{ rows: number; digest: string | null }>(digest);
    found[name] = `${row!.rows} rows, ${row!.digest ?? 'empty'}`;
  }
  return found;
}

function rowsOf<Row>(result: unknown): Row[] {
  return (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
}

describe('backup and restore of the embedded database (README «Резервная копия»)', () => {
  it('a copy of the data folder taken with the server stopped opens with every row', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sh-backup-'));
    const original = await openPglite(path.join(dataDir, 'pglite'));
    await applyMigrations(original);
    const jobs = await startJobQueue(original, { logger: createLogger('silent'), definitions: [], work: false });
    await jobs.boss.createQueue('backup-check');
    for (let i = 1; i <= 50; i += 1) await jobs.send('backup-check', { i });
    await jobs.stop();
    for (let i = 1; i <= 200; i += 1) {
      const id = 190_500_000 + i;
      await original.db.insert(companies).values({
        id,
        shortName: `ООО «Копия ${i}»`,
        fullName: `Общество с ограниченной ответственностью «Копия ${i}»`,
        address: 'г. Минск',
        generalManager: 'Иванов И. И.',
      });
      const [user] = await original.db
        .insert(users)
        .values({ email: `backup-${i}@example.com`, name: `Продавец ${i}`, googleSub: `backup-${i}` })
        .returning({ id: users.id });
      await original.db.insert(companyMembers).values({ companyId: id, userId: user!.id, isAdmin: i % 2 === 0 });
    }
    const before = await contents(original);
    await original.close();

    const backup = mkdtempSync(path.join(tmpdir(), 'sh-backup-copy-'));
    cpSync(dataDir, backup, { recursive: true });
    const restored = await openPglite(path.join(backup, 'pglite'));
    const after = await contents(restored);
    await restored.close();

    expect(after).toEqual(before);
    expect(before['public.companies']).toMatch(/^200 rows/);
    expect(before['public.company_members']).toMatch(/^200 rows/);
    expect(Object.values(before).filter((value) => !value.startsWith('0 rows')).length).toBeGreaterThan(3);
    console.info(`reliability figure: backup restored ${Object.keys(before).length} tables, every row identical`);
  });
});

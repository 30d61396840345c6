import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { rowsOf } from '../../db/client.ts';
import { insertCard, sellerWithCompany, type Seller } from '../cards/catalog-fixtures.ts';
import { companyDataVersion } from './data-versions.repo.ts';

describe("a company's data version", () => {
  let app: TestApp;
  let first: Seller;
  let second: Seller;
  beforeAll(async () => {
    app = await createTestApp({ DEMO_MODE: 'true' });
    first = await sellerWithCompany(app, 'versions-first@example.com');
    second = await sellerWithCompany(app, 'versions-second@example.com');
  });
  afterAll(() => app.close());

  const versionOf = (seller: Seller) => companyDataVersion(app.services.db, seller.companyId);
  const db = () => app.services.db;

  it('moves when a row of the company is inserted, updated or deleted, and only for that company', async () => {
    const before = [await versionOf(first), await versionOf(second)];
    await insertCard(app, first.companyId, { nmId: 501, vendorCode: 'ВЕР-1' });
    const inserted = await versionOf(first);
    expect(inserted).not.toBe(before[0]);
    expect(await versionOf(second)).toBe(before[1]);

    await db().execute(sql`update wb_cards set title = 'Новое' where company_id = ${first.companyId} and nm_id = 501`);
    const updated = await versionOf(first);
    expect(updated).not.toBe(inserted);

    await db().execute(sql`delete from wb_cards where company_id = ${first.companyId} and nm_id = 501`);
    expect(await versionOf(first)).not.toBe(updated);
    expect(await versionOf(second)).toBe(before[1]);
  });

  it('moves once a transaction commits, not before, and not at all when it rolls back', async () => {
    const before = await versionOf(first);
    let seenInside: string | undefined;
    await db().transaction(async (tx) => {
      await tx.execute(
        sql`insert into card_settings (company_id, nm_id, title_for_tn) values (${first.companyId}, 777, 'А')`,
      );
      await tx.execute(
        sql`update card_settings set title_for_tn = 'Б' where company_id = ${first.companyId} and nm_id = 777`,
      );
      seenInside = await companyDataVersion(tx as never, first.companyId);
    });
    expect(seenInside).toBe(before);
    const committed = await versionOf(first);
    expect(committed).not.toBe(before);

    await expect(
      db().transaction(async (tx) => {
        await tx.execute(sql`delete from card_settings where company_id = ${first.companyId}`);
        throw new Error('откат');
      }),
    ).rejects.toThrow('откат');
    expect(await versionOf(first)).toBe(committed);
    // Nothing is left noted between transactions.
    expect(rowsOf(await db().execute(sql`select * from company_changes`))).toEqual([]);
  });

  it("moves when the company's own settings change", async () => {
    const before = await versionOf(second);
    await db().execute(sql`update companies set short_name = short_name where id = ${second.companyId}`);
    expect(await versionOf(second)).not.toBe(before);
  });

  it('never comes back to an earlier value, even when the versions are emptied', async () => {
    const before = await versionOf(first);
    await db().execute(sql`delete from company_data_versions`);
    await insertCard(app, first.companyId, { nmId: 502, vendorCode: 'ВЕР-2' });
    expect(BigInt(await versionOf(first))).toBeGreaterThan(BigInt(before));
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { statementWaitsOnLock } from '../../../test/support/lock-waits.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { unitLedger } from '../../db/schema/index.ts';
import type { FileImportShape } from '../imports/import-result.ts';
import { insertCard, sellerWithCompany, type Seller } from '../cards/catalog-fixtures.ts';

// A unit file whose new ШК another writer enters while the file is being copied (the sync entering shipped
// units at the card's cost, another import) is read again and saved whole, not refused with the ledger's key.
// Two writers at once need two connections: a PostgreSQL server's pool (the embedded database has one).

const IMPORT_UNSAVED = `mutation ($file: File!) { importUnsavedShk(file: $file) { message rows saved errors { row column message } } }`;
const RACED_SHK = '91000005';

const unitsCsv = () =>
  new File(
    [
      ['ШК;Артикул WB;Себестоимость, ₽;Поставка;Дата поставки']
        .concat(Array.from({ length: 10 }, (_, i) => `${91_000_000 + i};701;250,00;7001;04.10.2026`))
        .join('\n'),
    ],
    'Единицы.csv',
  );

describe.runIf(process.env.TEST_DB === 'postgres')('a unit file raced by another writer of its ШК', () => {
  let app: TestApp;
  let seller: Seller;
  beforeAll(async () => {
    app = await createTestApp({ DEMO_MODE: 'true' });
    seller = await sellerWithCompany(app, 'units-race@example.com');
    await insertCard(app, seller.companyId, { nmId: 701, vendorCode: 'ЕД-01' });
  });
  afterAll(() => app.close());

  it('is saved whole, the raced unit with the file’s cost price', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    // The other writer enters one of the file's ШК and holds its transaction open until the copy waits on it.
    const other = app.services.db.transaction(async (tx) => {
      await tx.insert(unitLedger).values({
        companyId: seller.companyId,
        shkId: RACED_SHK,
        nmId: 701,
        firstPriceKopecks: 10_000,
        supplyId: '7001',
        type: 'FBO',
        supplyDate: '2026-10-04',
        costSource: 'card',
      });
      await released;
    });
    const answer = app.upload<{ importUnsavedShk: FileImportShape }>(IMPORT_UNSAVED, unitsCsv(), seller.headers);
    while (!(await statementWaitsOnLock(app.services.db))) await new Promise((resolve) => setImmediate(resolve));
    release();
    await other;

    const result = await answer;
    expect(result.errors).toBeUndefined();
    expect(result.data!.importUnsavedShk).toMatchObject({ rows: 10, saved: 10, errors: [] });
    const ledger = await app.services.db
      .select({ shkId: unitLedger.shkId, firstPriceKopecks: unitLedger.firstPriceKopecks })
      .from(unitLedger)
      .where(eq(unitLedger.companyId, seller.companyId));
    expect(ledger).toHaveLength(10);
    expect(ledger.every((unit) => unit.firstPriceKopecks === 25_000)).toBe(true);
    const [raced] = await app.services.db
      .select()
      .from(unitLedger)
      .where(and(eq(unitLedger.companyId, seller.companyId), eq(unitLedger.shkId, RACED_SHK)));
    expect(raced!.costSource).toBe('file');
  });
});

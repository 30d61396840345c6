import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { unitLedger } from '../../db/schema/index.ts';
import type { FileImportShape } from '../imports/import-result.ts';
import { insertCard, sellerWithCompany, type Seller } from '../cards/catalog-fixtures.ts';
import { BATCH_ROWS } from './unit-import.ts';

// A file of a hundred thousand units, as large as sellers load, is checked whole before anything is written; units are
// written a batch at a time in one transaction, so a wrong row anywhere, or a ШК another company holds, saves nothing.
// The rollback of a written file is shown on a fifth of it, ten batches: writing the whole twice took a minute of CI's
// processor, and `npm run bench` imports the hundred thousand (docs/benchmarks.md).

const IMPORT_UNSAVED = `mutation ($file: File!) { importUnsavedShk(file: $file) { message rows saved unchanged errors { row column message } } }`;
const ROWS = 100_000;
const WRITTEN_ROWS = 20_000;
const FOREIGN_SHK = '33330001';

/** The file's `rows`, numbered from 2 under the header; `change` rewrites some of them. */
function unitsCsv(change: (line: number) => string | undefined = () => undefined, rows = ROWS): File {
  const lines = ['ШК;Артикул WB;Себестоимость, ₽;Поставка;Дата поставки'];
  for (let line = 2; line < rows + 2; line++)
    lines.push(change(line) ?? `${90_000_000 + line};701;${100 + (line % 50)},50;7001;04.10.2026`);
  return new File([lines.join('\n')], 'Единицы.csv');
}

describe('a unit file of a hundred thousand rows', () => {
  let app: TestApp;
  let seller: Seller;
  let other: Seller;
  beforeAll(async () => {
    app = await createTestApp({ DEMO_MODE: 'true', MAX_UPLOAD_BYTES: '20000000' });
    seller = await sellerWithCompany(app, 'units-100k@example.com');
    other = await sellerWithCompany(app, 'units-100k-other@example.com');
    await insertCard(app, seller.companyId, { nmId: 701, vendorCode: 'ЕД-01' });
    await insertCard(app, other.companyId, { nmId: 801, vendorCode: 'ЧУЖ-01' });
    await app.services.db.insert(unitLedger).values({
      companyId: other.companyId,
      shkId: FOREIGN_SHK,
      nmId: 801,
      firstPriceKopecks: 100,
      supplyId: '9001',
      type: 'FBO',
      supplyDate: '2026-10-01',
      costSource: 'file',
    });
  });
  afterAll(() => app.close());

  const upload = async (file: File) => {
    const answer = await app.upload<{ importUnsavedShk: FileImportShape }>(IMPORT_UNSAVED, file, seller.headers);
    expect(answer.errors).toBeUndefined();
    return answer.data!.importUnsavedShk;
  };
  const ledgerOf = (who: Seller) =>
    app.services.db.select().from(unitLedger).where(eq(unitLedger.companyId, who.companyId));

  it('with a wrong row and another company’s ШК saves nothing, naming each by row and column in row order', async () => {
    const othersBefore = await ledgerOf(other);
    const result = await upload(
      unitsCsv((line) =>
        line === 50_002
          ? `${90_000_000 + line};701;сто;7001;04.10.2026`
          : line === 99_000
            ? `${FOREIGN_SHK};701;10;7001;04.10.2026`
            : line === 99_500
              ? `${90_000_000 + line};999;10;7001;04.10.2026`
              : undefined,
      ),
    );
    expect(result).toMatchObject({
      rows: ROWS,
      saved: 0,
      message: expect.stringMatching(/^Файл не загружен: 3 ошибки/),
    });
    expect(result.errors).toEqual([
      { row: 50_002, column: 'Себестоимость, ₽', message: expect.stringContaining('«сто»') },
      { row: 99_000, column: 'ШК', message: `ШК ${FOREIGN_SHK} уже учтён в другой компании: проверьте файл.` },
      { row: 99_500, column: 'Артикул WB', message: 'Карточки с артикулом WB «999» нет среди товаров компании.' },
    ]);
    expect(await ledgerOf(seller)).toEqual([]);
    expect(await ledgerOf(other)).toEqual(othersBefore);
  });

  it('with one wrong row, its last, saves nothing; fixed, saves every unit', async () => {
    expect(WRITTEN_ROWS / BATCH_ROWS).toBeGreaterThanOrEqual(10);
    const last = WRITTEN_ROWS + 1;
    const wrong = await upload(
      unitsCsv((line) => (line === last ? `${90_000_000 + line};701;-5;7001;04.10.2026` : undefined), WRITTEN_ROWS),
    );
    expect(wrong.errors).toEqual([
      { row: last, column: 'Себестоимость, ₽', message: 'Себестоимость не может быть отрицательной.' },
    ]);
    expect(await ledgerOf(seller)).toEqual([]);

    const othersBefore = await ledgerOf(other);
    expect(await upload(unitsCsv(undefined, WRITTEN_ROWS))).toMatchObject({
      rows: WRITTEN_ROWS,
      saved: WRITTEN_ROWS,
      errors: [],
    });
    const saved = await ledgerOf(seller);
    expect(saved).toHaveLength(WRITTEN_ROWS);
    expect(saved.find((unit) => unit.fileRow === 17_000)).toMatchObject({
      shkId: String(90_017_000),
      nmId: 701,
      article: 'ЕД-01',
      firstPriceKopecks: 10_050,
      supplyId: '7001',
      type: 'FBO',
      supplyDate: '2026-10-04',
      costSource: 'file',
      fileName: 'Единицы.csv',
    });
    expect(await ledgerOf(other)).toEqual(othersBefore);
  });
});

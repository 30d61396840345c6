import type { Download, Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { signInAsDemo } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';

const grid = (page: Page) => page.getByRole('grid');

/** The demo's first sync fills the screens over minutes: open the page again until `ready` shows. */
async function openWhenSynced(page: Page, path: string, ready: () => Locator) {
  await expect(async () => {
    await page.goto(path);
    await expect(ready()).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 240_000, intervals: [5_000] });
}

test('a seller loads an FBS supply file on /fbs and sees its units saved; /fbo shows saved of total', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signInAsDemo(page);

  // The demo seller's FBS supplies arrive with the first sync; an older one is handed over and has stickers.
  await openWhenSynced(page, '/fbs', () =>
    grid(page)
      .getByRole('link', { name: /^WB-GI-/ })
      .nth(2),
  );
  await expect(page.getByRole('heading', { name: 'FBS', exact: true })).toBeVisible();
  await expect(page.getByText('Строк на странице:')).toBeVisible();
  const supplyLink = grid(page)
    .getByRole('link', { name: /^WB-GI-/ })
    .nth(2);
  const supplyId = (await supplyLink.innerText()).trim();
  const stickerCells = grid(page).locator('[data-field="shk_id"][role="gridcell"]');
  // Stickers come at the end of the FBS sync.
  await openWhenSynced(page, `/fbs/${supplyId}`, () => stickerCells.filter({ hasText: /^\d+$/ }).first());
  await expect(page.getByRole('heading', { name: `Поставка ${supplyId}` })).toBeVisible();
  const stickers = (await stickerCells.allInnerTexts()).map((text) => text.trim()).filter((text) => /^\d+$/.test(text));
  expect(stickers.length).toBeGreaterThan(0);

  await page.goto('/fbs');
  await page.getByRole('button', { name: 'Загрузить поставку из файла' }).click();
  const dialog = page.getByRole('dialog', { name: 'Загрузка поставки FBS из файла' });
  await dialog.getByLabel('Файл поставки FBS').setInputFiles({
    name: `поставка ${supplyId}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(`ШК;Себестоимость, ₽\n${stickers.map((shk) => `${shk};432,10`).join('\n')}\n`),
  });
  await expect(dialog.getByText(new RegExp(`^Загружен\\S* ${stickers.length} строк`))).toBeVisible();
  await dialog.getByRole('button', { name: 'Закрыть' }).click();

  await page.goto(`/fbs/${supplyId}`);
  const savedRows = grid(page).getByRole('row').filter({ hasText: stickers[0]! });
  await expect(savedRows.first()).toContainText('Сохранён');
  await expect(savedRows.first()).toContainText('432,10');

  await page.goto('/fbo');
  await expect(page.getByRole('heading', { name: 'FBO', exact: true })).toBeVisible();
  await expect(grid(page)).toBeVisible({ timeout: 240_000 });
  await expect(
    grid(page)
      .getByText(/^\d+ из \d+$/)
      .first(),
  ).toBeVisible();
});

/** The file a button saves, read back with the spreadsheet library. */
async function downloaded(page: Page, click: () => Promise<void>) {
  const download: Promise<Download> = page.waitForEvent('download');
  await click();
  const file = await download;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  return { workbook, name: file.suggestedFilename() };
}

const xlsxBuffer = async (workbook: ExcelJS.Workbook) => Buffer.from(await workbook.xlsx.writeBuffer());

test("a seller downloads a supply's filled template, changes two costs, loads it back and sees the supply saved", async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signInAsDemo(page);
  await openWhenSynced(page, '/fbs', () =>
    grid(page)
      .getByRole('link', { name: /^WB-GI-/ })
      .nth(3),
  );
  const supplyId = (
    await grid(page)
      .getByRole('link', { name: /^WB-GI-/ })
      .nth(3)
      .innerText()
  ).trim();
  const stickerCells = grid(page).locator('[data-field="shk_id"][role="gridcell"]');
  await openWhenSynced(page, `/fbs/${supplyId}`, () => stickerCells.filter({ hasText: /^\d+$/ }).first());

  await page.getByRole('button', { name: 'Загрузить себестоимость' }).click();
  const dialog = page.getByRole('dialog', { name: `Себестоимость поставки ${supplyId}` });
  const { workbook, name } = await downloaded(page, () =>
    dialog.getByRole('button', { name: 'Скачать шаблон' }).click(),
  );
  expect(name).toBe(`Поставка FBS ${supplyId}.xlsx`);
  const sheet = workbook.getWorksheet('Единицы')!;
  expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  expect(sheet.getRow(1).values).toEqual([
    undefined,
    'ШК',
    'Себестоимость, ₽',
    'Поставка',
    'Артикул WB',
    'Артикул продавца',
    'Размер',
    'Наименование',
  ]);
  // One row a unit of the supply: its sticker as text, the cost the ledger holds as a number in rubles.
  const units = sheet.rowCount - 1;
  expect(units).toBeGreaterThan(1);
  for (let row = 2; row <= sheet.rowCount; row++) {
    expect(sheet.getCell(row, 1).numFmt).toBe('@');
    expect(String(sheet.getCell(row, 1).value)).toMatch(/^\d+$/);
    expect(sheet.getCell(row, 2).numFmt).toBe('#,##0.00');
    expect(sheet.getCell(row, 3).value).toBe(supplyId);
    // A card without a cost price leaves its cell empty: the seller fills it.
    if (typeof sheet.getCell(row, 2).value !== 'number') sheet.getCell(row, 2).value = 100;
  }
  const changed = [String(sheet.getCell(2, 1).value), String(sheet.getCell(3, 1).value)];
  sheet.getCell(2, 2).value = 123.45;
  sheet.getCell(3, 2).value = 234.56;

  await dialog.getByLabel('Файл поставки FBS').setInputFiles({
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await xlsxBuffer(workbook),
  });
  await expect(dialog.getByText(/^Загружен\S* \d+ строк\S*: изменено \d+, без изменений \d+\.$/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Закрыть' }).click();

  await expect(page.getByText(`Сохранена (${units})`)).toBeVisible();
  await expect(grid(page).getByRole('row').filter({ hasText: changed[0]! })).toContainText('123,45');
  await expect(grid(page).getByRole('row').filter({ hasText: changed[1]! })).toContainText('234,56');
});

const unsavedWarning = (page: Page) => page.getByRole('alert').filter({ hasText: /не в учёте ШК/ });
const unsavedCount = async (page: Page) => Number(/(\d+) прода/.exec(await unsavedWarning(page).innerText())![1]);

test('a seller opens the unsaved units from the /main warning, downloads them, fills the file, loads it and sees the count fall', async ({
  page,
}) => {
  test.setTimeout(600_000);
  await signInAsDemo(page);
  // The warning needs the realization reports, which come late in the demo's first sync.
  await openWhenSynced(page, '/main', () => unsavedWarning(page));
  const before = await unsavedCount(page);
  expect(before).toBeGreaterThan(0);

  await unsavedWarning(page).getByRole('link', { name: 'Исправить' }).click();
  await expect(page).toHaveURL(/\/supplies\/unsaved\?soldFrom=\d{4}-\d\d-\d\d&soldTo=\d{4}-\d\d-\d\d$/);
  await expect(page.getByRole('heading', { name: 'Не в учёте ШК' })).toBeVisible();
  await expect(grid(page).getByRole('row').nth(1)).toBeVisible();

  const { workbook } = await downloaded(page, () =>
    page.getByRole('button', { name: 'Скачать файл для заполнения' }).click(),
  );
  const sheet = workbook.getWorksheet('Единицы')!;
  expect(sheet.getRow(1).values).toEqual([
    undefined,
    'ШК',
    'Себестоимость, ₽',
    'Артикул WB',
    'Артикул продавца',
    'Поставка',
    'Дата поставки',
    'Тип',
    'Размер',
    'Наименование',
    'Откуда',
  ]);
  // The file lists the units the warning counts (the same 30 days), each with its supply and day.
  expect(sheet.rowCount - 1).toBeGreaterThanOrEqual(before);
  for (let row = 2; row <= sheet.rowCount; row++) {
    expect(sheet.getCell(row, 1).numFmt).toBe('@');
    expect(sheet.getCell(row, 2).numFmt).toBe('#,##0.00');
    expect(sheet.getCell(row, 6).numFmt).toBe('dd.mm.yyyy');
    expect(sheet.getCell(row, 6).value).toBeInstanceOf(Date);
    expect(sheet.getCell(row, 5).value).toBeTruthy();
    if (typeof sheet.getCell(row, 2).value !== 'number') sheet.getCell(row, 2).value = 150;
  }

  await page.getByRole('button', { name: 'Загрузить файл' }).click();
  const dialog = page.getByRole('dialog', { name: 'Загрузка несохранённых ШК' });
  await dialog.getByLabel('Файл несохранённых ШК').setInputFiles({
    name: 'несохранённые.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await xlsxBuffer(workbook),
  });
  await expect(dialog.getByText(/^Загружен\S* \d+ строк\S*: изменено \d+/)).toBeVisible({ timeout: 120_000 });
  await dialog.getByRole('button', { name: 'Закрыть' }).click();
  await expect(page.getByText('С этим отбором все единицы в учёте')).toBeVisible();

  await page.goto('/main');
  await expect(page.getByRole('region', { name: '30 дней' })).toBeVisible({ timeout: 120_000 });
  // Units sold since the file was made may still be missing; those the file held are in the ledger now.
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('region', { name: '30 дней' })).toBeVisible();
    const after = (await unsavedWarning(page).count()) ? await unsavedCount(page) : 0;
    expect(after).toBeLessThan(before);
  }).toPass({ timeout: 60_000 });
});

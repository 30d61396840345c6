import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { signInAsDemo } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';

const grid = (page: Page) => page.getByRole('grid');
const pager = (page: Page) => page.locator('.MuiTablePagination-displayedRows');

test('a seller opens /stocks, sees a size that runs out first, downloads the list, builds a supply plan and downloads it', async ({
  page,
}) => {
  test.setTimeout(720_000);
  await signInAsDemo(page);
  await page.getByRole('link', { name: 'Остатки' }).click();
  await expect(page).toHaveURL(/\/stocks$/);
  await expect(page.getByRole('heading', { name: 'Остатки' })).toBeVisible();

  // The demo's first sync brings the stock and the orders it is counted against.
  await expect(async () => {
    await page.reload();
    await expect(grid(page).getByRole('row').nth(1)).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 170_000 });
  await expect(page.getByLabel('Загрузка данных WB')).toBeHidden({ timeout: 480_000 });
  await page.reload();

  // Soonest to run out first: the first row sold lately and has less than two weeks of stock left.
  const first = grid(page).getByRole('row').nth(1);
  const daysLeft = Number((await first.locator('[data-field="daysOfStock"]').innerText()).replace(',', '.'));
  expect(daysLeft).toBeLessThan(14);
  expect(Number((await first.locator('[data-field="salesPerDay"]').innerText()).replace(',', '.'))).toBeGreaterThan(0);
  await page.screenshot({ path: test.info().outputPath('stocks.png'), fullPage: true });

  const total = Number(/из\s*([\d\s ]+)/.exec(await pager(page).innerText())?.[1]?.replace(/\D/g, ''));
  expect(total).toBeGreaterThan(50);

  // A shorter sales window is a step in the address.
  await page.getByLabel('Продажи за').click();
  await page.getByRole('option', { name: '7 дней' }).click();
  await expect(page).toHaveURL(/days=7/);
  await expect(page.getByText('Продажи в день — заказы за 7 дней')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Выгрузить в Excel' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^Остатки на \d\d\.\d\d\.\d{4}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const sheet = workbook.worksheets[0]!;
  // A header and every row of the list, not the visible page only.
  const shown = Number(/из\s*([\d\s ]+)/.exec(await pager(page).innerText())?.[1]?.replace(/\D/g, ''));
  expect(sheet.rowCount).toBe(shown + 1);
  expect(String(sheet.getRow(1).getCell(1).value)).toBe('Артикул WB');

  // The supply plan: what to ship to which warehouse, and WB's supply file for one of them.
  await page.getByRole('tab', { name: 'План поставки' }).click();
  await expect(page).toHaveURL(/tab=plan/);
  await page.getByLabel('Запас после поставки').click();
  await page.getByRole('option', { name: 'на 60 дней' }).click();
  await expect(page).toHaveURL(/cover=60/);
  const target = page.getByTestId('plan-warehouses').locator('[data-warehouse]').first();
  await expect(target).toBeVisible();
  const warehouse = (await target.getAttribute('data-warehouse'))!;
  const units = Number(await target.getAttribute('data-units'));
  expect(units).toBeGreaterThan(0);
  await expect(grid(page).getByRole('row').nth(1)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('supply-plan.png'), fullPage: true });

  const planDownload = page.waitForEvent('download');
  await target.getByRole('button', { name: 'Файл для WB' }).click();
  const planFile = await planDownload;
  expect(planFile.suggestedFilename()).toBe(
    `Поставка ${warehouse} на ${new Date().toLocaleDateString('ru-RU', { timeZone: 'Europe/Moscow' })}.xlsx`,
  );
  const planBook = new ExcelJS.Workbook();
  await planBook.xlsx.readFile(await planFile.path());
  const planSheet = planBook.worksheets[0]!;
  // WB's supply form: «Баркод», «Количество», a row per barcode, together the units the plan sends there.
  expect(planSheet.getRow(1).values).toEqual([undefined, 'Баркод', 'Количество']);
  const rows: [string, number][] = [];
  planSheet.eachRow((row, n) => {
    if (n > 1) rows.push([String(row.getCell(1).value), Number(row.getCell(2).value)]);
  });
  expect(rows.length).toBeGreaterThan(0);
  for (const [barcode, quantity] of rows) {
    expect(barcode).toMatch(/^\d+$/);
    expect(Number.isInteger(quantity) && quantity > 0).toBe(true);
  }
  expect(new Set(rows.map(([barcode]) => barcode)).size).toBe(rows.length);
  expect(rows.reduce((sum, [, quantity]) => sum + quantity, 0)).toBe(units);

  // Saved as a planned supply, to check against the income when it comes.
  await target.getByRole('button', { name: 'Сохранить как поставку' }).click();
  await expect(page.getByTestId('saved-plans').getByText(`${warehouse}, `)).toBeVisible();
  await expect(page.getByTestId('saved-plans').getByText(`по плану ${units} шт.`)).toBeVisible();
  // No income to that warehouse since: nothing shipped against the plan yet.
  await page.getByTestId('saved-plans').getByText(`по плану ${units} шт.`).click();
  await expect(page.getByTestId('saved-plans').getByRole('row')).toHaveCount(rows.length + 1);
  await page.getByTestId('saved-plans').screenshot({ path: test.info().outputPath('saved-plans.png') });
  // Deleted, it leaves the list by the mutation's answer alone.
  await page.getByTestId('saved-plans').getByRole('button', { name: 'Удалить план' }).click();
  await expect(page.getByTestId('saved-plans').getByText(`по плану ${units} шт.`)).toHaveCount(0);

  // A new lead time: the plan is counted again with it; the old one is put back for the specs after.
  const leadDays = page.getByLabel('Срок поставки, дней');
  const before = await leadDays.inputValue();
  const other = before === '21' ? '22' : '21';
  for (const days of [other, before]) {
    await leadDays.fill(days);
    await page.getByRole('button', { name: 'Сохранить срок' }).click();
    await expect(page.getByText(`поставки (${days} дн.)`)).toBeVisible();
  }

  // Localisation: the share of orders served in the buyer's own district.
  await page.getByRole('tab', { name: 'Локализация' }).click();
  await expect(page.getByTestId('localisation-total')).toContainText('Локализация за 7 дней');
  await page.screenshot({ path: test.info().outputPath('localisation.png'), fullPage: true });
});

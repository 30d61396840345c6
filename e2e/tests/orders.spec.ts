import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';

async function signInAsDemo(page: Page) {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Войти в демо-режиме' }).click();
  await expect(page.getByRole('button', { name: 'Меню пользователя' })).toBeVisible();
}

const grid = (page: Page) => page.getByRole('grid');
/** The grid's pager text: «1–50 из 1234». */
const pager = (page: Page) => page.locator('.MuiTablePagination-displayedRows');

test('a seller sees orders of the last week by day and row by row, pages through them and exports them', async ({
  page,
}) => {
  await signInAsDemo(page);
  await page.goto('/orders');
  await expect(page.getByRole('heading', { name: 'Заказы' })).toBeVisible();

  // The demo's first sync brings the orders; the chart and the rows follow.
  await expect(async () => {
    await page.reload();
    await expect(grid(page)).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 170_000 });
  await expect(page.getByTestId('statistics-chart')).toBeVisible();
  await expect(page.getByTestId('statistics-chart').locator('.recharts-bar-rectangle').first()).toBeVisible();

  const rows = grid(page).getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  const firstPage = await pager(page).innerText();
  const total = Number(/из\s*([\d\s ]+)/.exec(firstPage)?.[1]?.replace(/\D/g, ''));
  expect(total).toBeGreaterThan(0);

  if (total > 50) {
    const firstSrid = await rows.nth(1).locator('[data-field="srid"]').innerText();
    await page
      .getByRole('button', { name: 'Go to next page' })
      .or(page.getByRole('button', { name: /следующ/i }))
      .click();
    await expect(pager(page)).toContainText('51–');
    await expect(rows.nth(1).locator('[data-field="srid"]')).not.toHaveText(firstSrid);
  }

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Экспорт в Excel' }).click();
  const file = await download;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(readFileSync(await file.path()));
  const sheet = workbook.worksheets[0]!;
  // A header, every row of the period (not the visible page), and the totals row.
  expect(sheet.rowCount).toBe(total + 2);
  expect(String(sheet.getRow(sheet.rowCount).getCell(1).value)).toBe(`Итого: ${total}`);

  await page.getByRole('tab', { name: 'Продажи' }).click();
  await expect(page.getByTestId('statistics-totals')).toContainText('Продажи');
  await expect(grid(page)).toBeVisible();
});

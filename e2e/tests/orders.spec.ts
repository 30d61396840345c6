import type { Page } from '@playwright/test';
import { signInAsDemo } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';
import ExcelJS from 'exceljs';

const grid = (page: Page) => page.getByRole('grid');
/** The grid's pager text: «1–50 из 1234». */
const pager = (page: Page) => page.locator('.MuiTablePagination-displayedRows');

test('a seller sees orders of the last week by day and row by row, pages through them and exports them', async ({
  page,
}) => {
  test.setTimeout(720_000);
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
  // Every row of the period is counted once WB's rows are all in: statistics page until WB's end, and the
  // sales' last page waits its minute of WB's limit.
  await expect(page.getByLabel('Загрузка данных WB')).toBeHidden({ timeout: 480_000 });
  await page.reload();
  await expect(grid(page)).toBeVisible();

  const rows = grid(page).getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  const firstPage = await pager(page).innerText();
  const total = Number(/из\s*([\d\s ]+)/.exec(firstPage)?.[1]?.replace(/\D/g, ''));
  // The demo seller has over a thousand orders a week: more than one page.
  expect(total).toBeGreaterThan(50);

  // A row's id is its srid, whichever columns are scrolled into view.
  const firstSrid = await rows.nth(1).getAttribute('data-id');
  await page.getByRole('button', { name: 'Перейти на следующую страницу' }).click();
  await expect(pager(page)).toContainText('51–');
  await expect(rows.nth(1)).not.toHaveAttribute('data-id', firstSrid!);

  // One export per list: the grid's own (the visible page only) is not offered.
  await expect(page.getByRole('button', { name: 'Экспорт', exact: true })).toHaveCount(0);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Экспорт в Excel' }).click();
  const file = await download;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const sheet = workbook.worksheets[0]!;
  // A header, every row of the period (not the visible page), then after an empty row the totals.
  expect(sheet.rowCount).toBe(total + 3);
  expect(sheet.autoFilter).toBe(`A1:${sheet.getColumn(sheet.columnCount).letter}${total + 1}`);
  expect(String(sheet.getRow(sheet.rowCount).getCell(1).value)).toBe(`Итого: ${total}`);

  await page.getByRole('tab', { name: 'Продажи' }).click();
  await expect(page.getByTestId('statistics-totals')).toContainText('Продажи');
  // WB's other operations are neither sales nor returns: their own total, and their own kind in the rows.
  await expect(page.getByTestId('statistics-totals')).toContainText(/Прочие операции WB.*\d+ операци/);
  await expect(grid(page)).toBeVisible();
  await expect(grid(page).getByRole('columnheader', { name: 'Операция' })).toBeVisible();
});

test('the period, sort and page of /orders live in the address: a reload keeps them and Back returns', async ({
  page,
}) => {
  await signInAsDemo(page);
  await page.goto('/orders');
  await expect(async () => {
    await page.reload();
    await expect(grid(page)).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 170_000 });
  await expect(pager(page)).toContainText('1–');
  const dateFrom = page.getByLabel('С', { exact: true });
  // The field shows дд.мм.гггг; the address holds YYYY-MM-DD.
  const firstDay = await dateFrom.inputValue();
  const [day, month, year] = firstDay.split('.');
  const earlierIso = new Date(Date.parse(`${year}-${month}-${day}`) - 7 * 86_400_000).toISOString().slice(0, 10);
  const earlier = earlierIso.split('-').reverse().join('.');

  // A fortnight instead of a week, sorted by the WB article, its second page.
  await dateFrom.fill(earlier);
  await expect(page).toHaveURL(new RegExp(`dateFrom=${earlierIso}`));
  await grid(page).getByRole('columnheader', { name: 'Артикул WB' }).click();
  await expect(page).toHaveURL(/sort=nmId/);
  await page.getByRole('button', { name: 'Перейти на следующую страницу' }).click();
  await expect(pager(page)).toContainText('51–');
  await expect(page).toHaveURL(/page=2/);
  const address = page.url();

  await page.reload();
  await expect(pager(page)).toContainText('51–');
  expect(page.url()).toBe(address);
  await expect(dateFrom).toHaveValue(earlier);
  await expect(grid(page).getByRole('columnheader', { name: 'Артикул WB' })).toHaveAttribute('aria-sort', 'ascending');

  // Back: the first page of the same sort, then the week's list unsorted by the article, then the week.
  await page.goBack();
  await expect(pager(page)).toContainText('1–50');
  await expect(page).toHaveURL(/sort=nmId/);
  await page.goBack();
  await expect(page).not.toHaveURL(/sort=/);
  await expect(dateFrom).toHaveValue(earlier);
  await page.goBack();
  await expect(dateFrom).toHaveValue(firstDay);
  await expect(page).toHaveURL(/\/orders$/);
});

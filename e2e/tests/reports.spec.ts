import { signInAsDemo } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';
import ExcelJS from 'exceljs';

/** A figure as the screen writes it ("−1 234,50 ₽") in the decimal form Excel's number prints to ("-1234.50"). */
const screenMoney = (text: string) =>
  text
    .replace(/[\s\u00a0₽]/g, '')
    .replace('−', '-')
    .replace(',', '.');

/** The ruble amounts of a totals sheet: each label and its amount as Excel prints it at two places. */
function rubLines(totals: ExcelJS.Worksheet) {
  const lines = new Map<string, string>();
  totals.eachRow((row, index) => {
    const amount = row.getCell(3).value;
    // A line of a count alone (units) has no amount.
    if (index === 1 || row.getCell(2).value !== 'RUB' || typeof amount !== 'number') return;
    lines.set(String(row.getCell(1).value), amount.toFixed(2));
  });
  return lines;
}

test("the demo seller's /reports shows WB's weeks reconciled, the figures, a unit's report rows under it and exports the same totals", async ({
  page,
}) => {
  test.setTimeout(480_000);
  await signInAsDemo(page);
  await page.goto('/reports');
  await expect(page.getByRole('heading', { name: 'Отчёты о реализации' })).toBeVisible();

  // The first finance sync brings the recent five weeks and WB's report list before the year behind them (WB gives
  // a page a minute); reload until the period's four weeks are in and reconciled with WB's totals.
  const weeks = page.getByTestId('report-weeks');
  await expect(async () => {
    await page.reload();
    await expect(weeks.getByText('Сходится')).toHaveCount(4, { timeout: 5_000 });
  }).toPass({ timeout: 400_000, intervals: [10_000] });
  await expect(weeks.getByRole('row')).toHaveCount(5);
  // /reports opens on both reports together: the profit is the sum of the lines under it.
  const combined = page.getByTestId('combined-RUB');
  await expect(combined.getByTestId('combined-sumProfit')).toContainText('₽');
  const combinedShown = new Map<string, string>();
  for (const line of await combined.getByRole('row').all()) {
    const [label, value] = await line.getByRole('cell').allInnerTexts();
    combinedShown.set(label!.trim(), screenMoney(value!));
  }
  expect(combinedShown.size).toBe(5);
  // Its file is named by the tab and the period shown, and holds the same lines.
  const period = `${await page.getByLabel('С', { exact: true }).inputValue()} — ${await page.getByLabel('По', { exact: true }).inputValue()}`;
  const bothDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Выгрузить в Excel' }).click();
  expect((await bothDownload).suggestedFilename()).toBe(`Оба отчёта ${period}.xlsx`);
  const bothFile = new ExcelJS.Workbook();
  await bothFile.xlsx.readFile(await (await bothDownload).path());
  expect(bothFile.worksheets.map((sheet) => sheet.name)).toEqual(['Единицы', 'Итоги']);
  expect(bothFile.getWorksheet('Единицы')!.getRow(1).getCell(1).value).toBe('Отчёт');
  const bothTotals = rubLines(bothFile.getWorksheet('Итоги')!);
  for (const [label, value] of combinedShown) expect(bothTotals.get(label), label).toBe(value);

  await page.getByRole('tab', { name: 'Основной отчёт' }).click();
  await expect(page).toHaveURL(/tab=main/);
  const units = page.getByRole('table', { name: 'Единицы товара (ШК)' });
  await expect(page.getByTestId('stat-sumToPay')).toContainText('₽');
  await expect(page.getByTestId('wholesale-total')).toContainText('₽');
  // The units' page answers apart from the figures: its count is read once its first row is in.
  const firstUnit = units.getByRole('row').nth(1);
  await expect(firstUnit).toBeVisible();
  const counted = await page.locator('.MuiTablePagination-displayedRows').innerText();
  const unitCount = Number(/из\s+([\d\s\u00a0]+)/.exec(counted)![1]!.replace(/\D/g, ''));

  const shk = (await firstUnit.locator('[data-field="shk_id"]').innerText()).trim();
  // A click opens the unit: its rows of WB's report, in a table under it.
  await firstUnit.click();
  await expect(firstUnit.getByRole('button', { name: 'Скрыть строки отчёта WB' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  const reportRows = units.getByRole('table', { name: `Строки отчёта WB по ШК ${shk}` });
  await expect(reportRows.getByRole('row').nth(1)).toBeVisible();

  // Every card of the report currency's block: its label and its figure.
  const cards = page.locator('[data-testid^="stat-"], [data-testid^="wholesale-"]');
  await expect(cards).toHaveCount(18);
  const shown = new Map<string, string>();
  for (const card of await cards.all()) {
    // A paragraph's text ends in a blank line: the label and the figure are the two lines that are not blank.
    const [label, value] = (await card.innerText())
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    shown.set(label!, screenMoney(value!));
  }

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Выгрузить в Excel' }).click();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await (await download).path());
  expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Единицы', 'Итоги']);
  const exported = rubLines(workbook.getWorksheet('Итоги')!);
  for (const [label, value] of shown) expect(exported.get(label), label).toBe(value);
  // The units sheet: a header and one line a unit, as many as the table counts.
  expect(workbook.getWorksheet('Единицы')!.rowCount).toBe(unitCount + 1);
});

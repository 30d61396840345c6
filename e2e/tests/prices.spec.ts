import type { Locator } from '@playwright/test';
import { signInAsDemo } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';

const NBSP = '\u00a0';

interface Figures {
  price: string | null;
  discount: number | null;
  priceAfterDiscount: string | null;
  profit: string | null;
  marginPercent: string | null;
  roiPercent: string | null;
}

interface PreviewRow {
  nmID: number;
  vendorCode: string;
  problem: string | null;
  before: Figures;
  after: Figures;
}

/** "1234.5" → "1 234,50 ₽", as the screen writes an amount. */
function rub(value: string | null): string {
  if (value === null) return '—';
  const negative = value.startsWith('-');
  const [whole = '0', fraction = ''] = value.replace('-', '').split('.');
  return `${negative ? '−' : ''}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP)},${fraction.padEnd(2, '0')}${NBSP}₽`;
}

/** "30.01" → "30,01 %", "21.00" → "21 %". */
function percent(value: string | null): string {
  if (value === null) return '—';
  const trimmed = value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
  return `${trimmed.replace('.', ',')}${NBSP}%`;
}

const cellsOf = (row: Locator) => row.getByRole('cell');

test('a seller sets a margin target for three cards on /unit, sees the preview, sends it, and sees WB’s answer and the log', async ({
  page,
}) => {
  await signInAsDemo(page);
  // The buyout and the days on the shelf are fixed, since the running sync keeps changing the cards' own.
  await page.goto('/unit?days=30&buyout=90');
  const grid = page.getByRole('grid');
  await expect(grid.getByRole('row').nth(3)).toBeVisible({ timeout: 120_000 });
  await expect(grid.getByRole('row').nth(1).locator('[data-field="fbo.profit"]')).toHaveText(/₽$/, {
    timeout: 60_000,
  });

  for (const index of [1, 2, 3]) await grid.getByRole('row').nth(index).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Изменить цены (3)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новые цены для 3 товаров' });
  await dialog.getByLabel('Целевая маржа, %').fill('30');

  // What the screen shows is what the server counted: every figure of every card, to the kopeck.
  const answered = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/graphql') && (response.request().postData() ?? '').includes('PricePreview'),
  );
  await dialog.getByRole('button', { name: 'Рассчитать' }).click();
  const preview = ((await (await answered).json()) as { data: { pricePreview: { rows: PreviewRow[] } } }).data
    .pricePreview.rows;
  expect(preview).toHaveLength(3);
  const table = dialog.getByRole('table', { name: 'Предпросмотр цен' });
  for (const row of preview) {
    const cells = cellsOf(table.getByTestId(`preview-${row.nmID}`));
    await expect(cells.nth(0)).toContainText(row.vendorCode);
    await expect(cells.nth(1)).toHaveText(`${rub(row.before.price)} → ${rub(row.after.price)}`);
    await expect(cells.nth(2)).toHaveText(`${row.before.discount} → ${row.after.discount} %`);
    await expect(cells.nth(3)).toHaveText(
      `${rub(row.before.priceAfterDiscount)} → ${rub(row.after.priceAfterDiscount)}`,
    );
    await expect(cells.nth(4)).toHaveText(`${rub(row.before.profit)} → ${rub(row.after.profit)}`);
    await expect(cells.nth(5)).toHaveText(`${percent(row.before.marginPercent)} → ${percent(row.after.marginPercent)}`);
    await expect(cells.nth(6)).toHaveText(`${percent(row.before.roiPercent)} → ${percent(row.after.roiPercent)}`);
    // The lowest whole-ruble price reaching the margin: at least 30 %.
    expect(row.problem).toBeNull();
    expect(Number(row.after.marginPercent)).toBeGreaterThanOrEqual(30);
  }

  await dialog.getByRole('button', { name: 'Отправить в WB (3)' }).click();
  const sent = page.getByRole('dialog', { name: 'Цены отправлены в WB' });
  // WB processes the upload later: the screen follows it to WB's answer.
  await expect(sent.getByText('WB изменил цены 3 из 3.')).toBeVisible({ timeout: 60_000 });
  const answers = sent.getByRole('table', { name: 'Ответ WB по товарам' });
  for (const row of preview) {
    const cells = cellsOf(answers.getByTestId(`answer-${row.nmID}`));
    await expect(cells.nth(1)).toHaveText(`${rub(row.before.price)}, скидка ${row.before.discount} %`);
    await expect(cells.nth(2)).toHaveText(`${rub(row.after.price)}, скидка ${row.after.discount} %`);
    await expect(cells.nth(3)).toHaveText('изменена');
  }
  await page.screenshot({ path: test.info().outputPath('wb-answer.png') });
  await sent.getByRole('button', { name: 'Закрыть' }).click();

  // The log: who sent which price, and WB's answer.
  await page.getByRole('tab', { name: 'Журнал цен' }).click();
  await expect(page).toHaveURL(/tab=prices/);
  const log = page.getByRole('grid');
  for (const row of preview) {
    const line = log.getByRole('row').filter({ hasText: row.vendorCode });
    await expect(line).toContainText(rub(row.after.price));
    await expect(line).toContainText('изменена');
  }
  await page.screenshot({ path: test.info().outputPath('price-log.png'), fullPage: true });
});

test('a seller loads new prices from a file in WB’s layout, sees its mistakes, then the preview, and sends it', async ({
  page,
}) => {
  await signInAsDemo(page);
  await page.goto('/unit?days=30&buyout=90');
  const grid = page.getByRole('grid');
  await expect(grid.getByRole('row').nth(3)).toBeVisible({ timeout: 120_000 });
  const nmIds = await Promise.all([4, 5].map((index) => grid.getByRole('row').nth(index).getAttribute('data-id')));

  await page.getByRole('button', { name: 'Цены из файла' }).click();
  const dialog = page.getByRole('dialog', { name: 'Цены из файла' });
  const file = (rows: string[]) => ({
    name: 'Цены.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(['Артикул WB;Новая розн. цена (до скидки);Новая скидка', ...rows].join('\n')),
  });

  // A mistake: nothing is counted, the row and the column are named.
  await dialog.getByLabel('Файл с ценами').setInputFiles(file([`${nmIds[0]};4321;150`]));
  const errors = dialog.getByRole('table', { name: 'Ошибки в файле' });
  await expect(errors.getByRole('row').nth(1)).toHaveText(/^2Новая скидкаСкидка — целое число от 0 до 99 %/);

  await dialog.getByLabel('Файл с ценами').setInputFiles(file([`${nmIds[0]};4321;`, `${nmIds[1]};;33`]));
  const previewDialog = page.getByRole('dialog', { name: 'Новые цены из файла' });
  const table = previewDialog.getByRole('table', { name: 'Предпросмотр цен' });
  await expect(table.getByTestId(`preview-${nmIds[0]}`).getByRole('cell').nth(1)).toContainText(
    `→ 4${NBSP}321,00${NBSP}₽`,
  );
  await expect(table.getByTestId(`preview-${nmIds[1]}`).getByRole('cell').nth(2)).toContainText('→ 33 %');
  await page.screenshot({ path: test.info().outputPath('price-file-preview.png') });

  await previewDialog.getByRole('button', { name: 'Отправить в WB (2)' }).click();
  const sent = page.getByRole('dialog', { name: 'Цены из файла отправлены в WB' });
  await expect(sent.getByText('WB изменил цены 2 из 2.')).toBeVisible({ timeout: 60_000 });
  await sent.getByRole('button', { name: 'Закрыть' }).click();

  await page.getByRole('tab', { name: 'Журнал цен' }).click();
  const log = page.getByRole('grid');
  await expect(log.getByRole('row').filter({ hasText: 'из файла' }).first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('price-log-file.png'), fullPage: true });
});

test('a seller sets the WB Club discount of two cards in the price dialog and sees WB’s answer', async ({ page }) => {
  await signInAsDemo(page);
  await page.goto('/unit?days=30&buyout=90');
  const grid = page.getByRole('grid');
  await expect(grid.getByRole('row').nth(8)).toBeVisible({ timeout: 120_000 });
  for (const index of [7, 8]) await grid.getByRole('row').nth(index).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Изменить цены (2)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новые цены для 2 товаров' });

  await dialog.getByRole('tab', { name: 'По размерам' }).click();
  await expect(dialog.getByRole('table', { name: 'Цены размеров' }).or(dialog.getByRole('alert'))).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('size-prices.png') });

  await dialog.getByRole('tab', { name: 'Скидка WB Клуба' }).click();
  const club = dialog.getByRole('table', { name: 'Скидки WB Клуба' });
  const fields = club.getByRole('textbox');
  await expect(fields).toHaveCount(2);
  const now = await Promise.all([0, 1].map((i) => fields.nth(i).inputValue()));
  // A new discount for each: one more than now, kept under 100 %.
  for (const [i, value] of now.entries()) await fields.nth(i).fill(String((Number(value) + 1) % 100));
  await page.screenshot({ path: test.info().outputPath('club-discounts.png') });
  await dialog.getByRole('button', { name: 'Отправить скидки WB Клуба' }).click();
  const sent = page.getByRole('dialog', { name: 'Цены отправлены в WB' });
  await expect(sent.getByText('WB изменил скидки WB Клуба 2 из 2.')).toBeVisible({ timeout: 60_000 });
  await page.screenshot({ path: test.info().outputPath('club-answer.png') });
});

test('a seller sees the profit of each size at its new price before sending', async ({ page }) => {
  await signInAsDemo(page);
  await page.goto('/unit?days=30&buyout=90');
  const grid = page.getByRole('grid');
  await expect(grid.getByRole('row').nth(8)).toBeVisible({ timeout: 120_000 });
  // Every card of the page: about one in ten of the demo's clothes and shoes is priced by size.
  await grid.getByRole('row').first().getByRole('checkbox').check();
  await page.getByRole('button', { name: /Изменить цены/ }).click();
  const dialog = page.getByRole('dialog', { name: /Новые цены для/ });
  await dialog.getByRole('tab', { name: 'По размерам' }).click();
  const sizes = dialog.getByRole('table', { name: 'Цены размеров' });
  const field = sizes.getByRole('textbox').first();
  await field.fill(String(Number(await field.inputValue()) + 100));
  await dialog.getByRole('button', { name: 'Рассчитать прибыль' }).click();
  const preview = dialog.getByRole('table', { name: 'Предпросмотр цен' });
  await expect(preview.getByRole('columnheader', { name: 'Размер' })).toBeVisible({ timeout: 60_000 });
  // The raised size is the one line that can be sent; every other size keeps its price.
  await expect(preview.getByText('Цена не меняется.')).not.toHaveCount(0);
  await expect(preview.getByRole('row').nth(1).getByText('Цена не меняется.')).toHaveCount(0);
  await preview.screenshot({ path: test.info().outputPath('size-preview.png') });
});

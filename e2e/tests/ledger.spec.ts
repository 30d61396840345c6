import type { Locator, Page } from '@playwright/test';
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
  await expect(dialog.getByText(`Загружено строк: ${stickers.length}`, { exact: false })).toBeVisible();
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

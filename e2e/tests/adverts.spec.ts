import { signInAsDemo } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';

test('a seller excludes two search clusters of an active campaign, restores one, pauses the campaign and starts it again', async ({
  page,
}) => {
  await signInAsDemo(page);

  // The demo seller's campaigns arrive with the first sync.
  await page.goto('/adverts');
  await expect(page.getByRole('heading', { name: 'Продвижение' })).toBeVisible();
  const list = page.getByRole('grid');
  await expect(list).toBeVisible({ timeout: 150_000 });
  await page.getByRole('combobox', { name: 'Статус' }).click();
  await page.getByRole('option', { name: 'Активна' }).click();
  // The second row: the first (most spend) is the demo's 120-product campaign, slow to change product by product.
  const campaign = list.getByRole('row').nth(2);
  await expect(campaign.getByText('Активна')).toBeVisible();
  await campaign.locator('[data-field="name"] a').click();

  // The campaign's clusters: two of them are chosen and excluded in one step.
  await expect(page.getByText('Поисковые кластеры')).toBeVisible();
  const clusters = page.getByLabel('Поисковые кластеры').getByRole('grid');
  // Clusters come in a later step of the first sync than the campaigns: look again until they are there.
  await expect(async () => {
    await page.reload();
    await expect(clusters.getByRole('row').nth(2)).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 150_000 });
  const phraseOf = async (n: number) =>
    (await clusters.getByRole('row').nth(n).locator('[data-field="cluster"]').innerText()).trim();
  const first = await phraseOf(1);
  const second = await phraseOf(2);
  await clusters.getByRole('row').nth(1).getByRole('checkbox').check();
  await clusters.getByRole('row').nth(2).getByRole('checkbox').check();
  await page.getByRole('button', { name: /Исключить выбранные \(2\)/ }).click();
  // WB takes the products one by one in the background; a notice says when it is done.
  await expect(page.getByText(/^Фразы «.+», «.+» исключены у \d+ товар/).first()).toBeVisible({ timeout: 60_000 });

  const excluded = page.getByLabel('Исключённые фразы');
  await expect(excluded.getByText(first, { exact: true })).toBeVisible();
  await expect(excluded.getByText(second, { exact: true })).toBeVisible();
  await expect(clusters.locator('[data-field="cluster"]', { hasText: new RegExp(`^${first}$`) })).toHaveCount(0);

  // One of them comes back; the other stays excluded.
  await excluded.getByRole('button', { name: first, exact: true }).locator('.MuiChip-deleteIcon').click();
  await expect(page.getByText(new RegExp(`^Фраза «${first}» возвращена у \\d+ товар`)).first()).toBeVisible({
    timeout: 60_000,
  });
  await expect(excluded.getByText(first, { exact: true })).toHaveCount(0);
  await expect(excluded.getByText(second, { exact: true })).toBeVisible();
  const log = page.getByLabel('Журнал действий');
  await expect(log.getByText(/Возвращены фразы/)).toBeVisible();
  await expect(log.getByText(/Исключены фразы/)).toBeVisible();

  // Pause and start again, each after a confirmation.
  const status = page.getByTestId('advert-status');
  await expect(status).toHaveText('Активна');
  await page.getByRole('button', { name: 'Приостановить' }).click();
  await page
    .getByRole('dialog', { name: 'Приостановить кампанию?' })
    .getByRole('button', { name: 'Приостановить' })
    .click();
  await expect(status).toHaveText('Приостановлена', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Запустить' }).click();
  await page.getByRole('dialog', { name: 'Запустить кампанию?' }).getByRole('button', { name: 'Запустить' }).click();
  await expect(status).toHaveText('Активна', { timeout: 60_000 });
  await expect(log.getByText('Пауза')).toBeVisible();
  await expect(log.getByText('Запуск')).toBeVisible();
});

test('a seller excludes a phrase on the campaign of 120 products and keeps using the page while WB takes it', async ({
  page,
}) => {
  // The clusters of 120 products come late in the first sync, and WB takes the products one by one.
  test.setTimeout(480_000);
  await signInAsDemo(page);
  await page.goto('/adverts');
  const list = page.getByRole('grid');
  await expect(list).toBeVisible({ timeout: 150_000 });
  // The demo's campaign of 120 products, found by its name.
  await page.getByLabel('Поиск').fill('Весь ассортимент');
  await list.getByRole('row').nth(1).locator('[data-field="name"] a').click();
  await expect(page.getByText('Товаров: 120')).toBeVisible();

  const clusters = page.getByLabel('Поисковые кластеры').getByRole('grid');
  await expect(async () => {
    await page.reload();
    await expect(clusters.getByRole('row').nth(1)).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 300_000 });
  const phrase = (await clusters.getByRole('row').nth(1).locator('[data-field="cluster"]').innerText()).trim();
  await clusters.getByRole('row').nth(1).getByRole('checkbox').check();
  await page.getByRole('button', { name: /Исключить выбранные \(1\)/ }).click();

  // The change runs in the background: its progress is on the campaign, and the page stays usable.
  const progress = page.getByRole('status', { name: 'Изменение в работе' });
  await expect(progress).toContainText(new RegExp(`Исключаем «${phrase}»: \\d+ из 120 товаров`));
  await expect(page.getByRole('button', { name: 'Приостановить' })).toBeEnabled();
  await page.getByRole('combobox', { name: 'Период' }).click();
  await page.getByRole('option', { name: /30/ }).click();
  await expect(clusters.getByRole('row').nth(1)).toBeVisible();
  await expect(progress).toBeVisible();
  const log = page.getByLabel('Журнал действий');
  await expect(log.getByText(/В работе: \d+ из 120 товаров/)).toBeVisible();

  // Done: the notice and the journal name the phrase and the number of products, not each product.
  const done = `Фраза «${phrase}» исключена у 120 товаров.`;
  await expect(page.getByRole('alert').filter({ hasText: done })).toBeVisible({ timeout: 150_000 });
  await expect(progress).toHaveCount(0);
  await expect(log.getByText(done)).toBeVisible();
  await expect(page.getByLabel('Исключённые фразы').getByText(phrase, { exact: true })).toBeVisible();

  // Undone once: «Отменить» is gone as soon as the undo is asked.
  const entry = log.getByRole('listitem').filter({ hasText: done });
  await entry.getByRole('button', { name: 'Отменить' }).click();
  await expect(entry.getByRole('button', { name: 'Отменить' })).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: `Фраза «${phrase}» возвращена у 120 товаров.` })).toBeVisible({
    timeout: 150_000,
  });
  await expect(log.getByRole('listitem').filter({ hasText: 'Возвращены фразы' })).toHaveCount(1);
});

test('a seller sees the advertising cost of a campaign by product and takes it into unit economics', async ({
  page,
}) => {
  await signInAsDemo(page);
  await page.goto('/adverts');
  const list = page.getByRole('grid');
  await expect(list).toBeVisible({ timeout: 150_000 });
  await page.getByRole('combobox', { name: 'Статус' }).click();
  await page.getByRole('option', { name: 'Активна' }).click();
  await list.getByRole('row').nth(2).locator('[data-field="name"] a').click();

  // Spend of the campaign on each product against the product's own orders and sales (ДРР).
  const costs = page.getByLabel('ДРР по товарам');
  await expect(costs.getByRole('heading', { name: 'ДРР по товарам' })).toBeVisible();
  const product = costs.getByRole('row').nth(1);
  // Orders and sales come in their own datasets of the first sync: look again until they are there.
  await expect(async () => {
    await page.reload();
    await expect(product.locator('[data-field="costPerOrder"]')).toHaveText(/\d\s₽$/, { timeout: 5_000 });
  }).toPass({ timeout: 150_000 });
  await expect(product.locator('[data-field="spend"]')).toHaveText(/\d\s₽$/);
  await expect(product.locator('[data-field="drrOrders"]')).toHaveText(/\d\s%$/);
  await expect(product.locator('[data-field="orders"]')).not.toHaveText('0');
  const nmID = (await product.locator('[data-field="nm"]').innerText()).replace(/\D/g, '');

  // On /unit the same card's advertising cost per sale of the last 30 days counts in its profit by default.
  await page.goto(`/unit?q=${nmID}&days=30&buyout=90`);
  const row = page.getByRole('grid').getByRole('row').nth(1);
  const advert = row.locator('[data-field="advertPerSale"]');
  await expect(advert).toContainText('из рекламы');
  await expect(advert).not.toContainText(/^0,00/);
  const profit = row.locator('[data-field="fbo.profit"]');
  // Switched off (and so in the address), the profit leaves it out and the card offers it; one click counts it again.
  const counting = page.getByLabel('Учитывать рекламу');
  await counting.click();
  await expect(counting).not.toBeChecked();
  await expect(page).toHaveURL(/advert=off/);
  const offer = advert.getByRole('button', { name: /^из рекламы/ });
  await expect(offer).toBeVisible();
  await expect(advert).toContainText(/^0,00\s₽/);
  const without = await profit.innerText();
  const figure = (await offer.textContent())!.replace('из рекламы', '').trim();
  await offer.click();
  await expect(advert).toHaveText(figure);
  await expect(profit).not.toHaveText(without);
  await expect(page.getByText('Расчёт «что если»', { exact: false })).toBeVisible();
});

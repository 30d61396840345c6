import { expect, test, type Page } from '@playwright/test';

async function signInAsDemo(page: Page) {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Войти в демо-режиме' }).click();
  await expect(page.getByRole('button', { name: 'Меню пользователя' })).toBeVisible();
}

test("the demo seller's /reports shows WB's weeks reconciled, the figures and a unit's report rows", async ({
  page,
}) => {
  test.setTimeout(480_000);
  await signInAsDemo(page);
  await page.goto('/reports');
  await expect(page.getByRole('heading', { name: 'Отчёты о реализации' })).toBeVisible();

  // The finance reports and WB's report list arrive with the first sync (a year of weeks); reload until the
  // period's four weeks are in and reconciled with WB's totals.
  const weeks = page.getByTestId('report-weeks');
  await expect(async () => {
    await page.reload();
    await expect(weeks.getByText('Сходится')).toHaveCount(4, { timeout: 5_000 });
  }).toPass({ timeout: 400_000, intervals: [10_000] });
  await expect(weeks.getByRole('row')).toHaveCount(5);
  const units = page.getByRole('grid');
  await expect(page.getByTestId('stat-sumToPay')).toContainText('₽');
  await expect(page.getByTestId('wholesale-total')).toContainText('₽');

  const firstUnit = units.getByRole('row').nth(1);
  const shk = (await firstUnit.locator('[data-field="shk_id"]').innerText()).trim();
  await firstUnit.click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`ШК ${shk}`) });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('grid').getByRole('row').nth(1)).toBeVisible();
});

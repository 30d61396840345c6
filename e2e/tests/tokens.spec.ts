import { demoToken } from '../support/demo-token.ts';
import { expect, test } from '../support/test.ts';

test('a seller checks WB tokens on the settings screen, locally and with WB itself', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Войти в демо-режиме' }).click();
  await expect(page.getByRole('button', { name: 'Меню пользователя' })).toBeVisible();
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Токены WB' }).click();

  await page.getByLabel('Токен «Маркетплейс и статистика»').fill('это не токен');
  await page.getByRole('button', { name: 'Проверить', exact: true }).click();
  await expect(page.getByText(/Это не токен WB API/)).toBeVisible();

  await page.getByLabel('Токен «Маркетплейс и статистика»').fill('');
  await page.getByLabel('Токен «Контент и цены»').fill(demoToken());
  await page.getByRole('button', { name: 'Проверить', exact: true }).click();
  await expect(page.getByText('Токен «Контент и цены»: Персональный')).toBeVisible();
  await page.getByRole('button', { name: 'Проверить в WB' }).click();
  await expect(page.getByText('Токен «Контент и цены»: WB принял токен: продавец ООО «Лён да Хлопок».')).toBeVisible();
});

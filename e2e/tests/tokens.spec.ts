import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { recordSecrets } from '../support/secrets-used.ts';
import { expect, test } from '../support/test.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** A token the demo's WB stand-in accepts: same seed, so the same signing key and seller. */
function demoToken(): string {
  const output = execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'packages/wb-emulator/src/cli.ts',
      'token',
      '--type',
      'personal',
      '--categories',
      'content,prices',
      '--seed',
      '42',
    ],
    { cwd: repoRoot, encoding: 'utf8' },
  );
  const token = output.trim().split('\n').at(-1)!;
  recordSecrets([token]);
  return token;
}

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

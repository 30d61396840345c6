import type { Page } from '@playwright/test';
import { expect } from './test.ts';

/** Signs in with the demo button of the sign-in screen and waits for the signed-in layout (its user menu). */
export async function signInAsDemo(page: Page) {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Войти в демо-режиме' }).click();
  await expect(page.getByRole('button', { name: 'Меню пользователя' })).toBeVisible();
}

import type { Page } from '@playwright/test';
import { signInAsDemo } from '../support/sign-in.ts';
import { syncStatus } from '../support/sync-status.ts';
import { expect, test } from '../support/test.ts';

/** When the company's cards were last synced, as the server answers `syncStatus`. */
async function cardsSyncedAt(page: Page): Promise<string | null> {
  return (await syncStatus(page)).find((state) => state.dataset === 'cards')?.lastSuccessAt ?? null;
}

test('the sync bar says how fresh the WB data is and «Обновить» loads them again', async ({ page }) => {
  await signInAsDemo(page);
  await page.goto('/cards');
  // The demo's first sync brings the cards; then the bar shows their time.
  const fresh = page.getByText(/^данные на \d\d\.\d\d\.\d{4} \d\d:\d\d$/);
  await expect(fresh).toBeVisible({ timeout: 120_000 });
  const before = await cardsSyncedAt(page);
  expect(before).not.toBeNull();

  const refresh = page.getByRole('button', { name: 'Обновить' });
  await expect(refresh).toBeEnabled();
  await refresh.click();
  await expect(page.getByText(/Обновление данных запущено|Обновление уже идёт/)).toBeVisible();

  // The cards are read from WB again: a later success, and the bar is back to its time and button.
  await expect.poll(() => cardsSyncedAt(page), { timeout: 120_000 }).not.toBe(before);
  await expect(fresh).toBeVisible({ timeout: 30_000 });
  await expect(refresh).toBeEnabled();
});

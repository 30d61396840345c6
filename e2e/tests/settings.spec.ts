import type { Page } from '@playwright/test';
import { signInAsDemo } from '../support/sign-in.ts';
import { demoToken } from '../support/demo-token.ts';
import { expect, test } from '../support/test.ts';

/** Another demo person, signed in by the API as the web app would store it. */
async function signInAs(page: Page, email: string) {
  await page.goto('/auth');
  await page.evaluate(async (who) => {
    const answer = await fetch('/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' },
      body: JSON.stringify({ query: `{ auth(token: "demo:${who}") }` }),
    });
    const body = (await answer.json()) as { data: { auth: string } };
    localStorage.setItem('token', body.data.auth);
  }, email);
}

test('saving one WB token keeps the other stored on the server; removing one asks first', async ({ page }) => {
  await signInAsDemo(page);
  await page.goto('/settings/tokens');
  const mpStored = page.getByText(/^Токен «Маркетплейс и статистика»: /);
  const contentStored = page.getByText(/^Токен «Контент и цены»: /);
  await expect(mpStored).toContainText('действует до');
  const mpBefore = await mpStored.textContent();
  const contentBefore = await contentStored.textContent();

  // The fields start empty whatever the server keeps, and an empty form saves nothing.
  await expect(page.getByLabel('Токен «Маркетплейс и статистика»')).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Сохранить' })).toBeDisabled();

  const token = demoToken();
  await page.getByLabel('Токен «Контент и цены»').fill(token);
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Токен «Контент и цены» сохранён.')).toBeVisible();
  await expect(contentStored).toContainText(`${token.slice(0, 6)}…${token.slice(-4)}`);
  expect(await contentStored.textContent()).not.toBe(contentBefore);
  await expect(mpStored).toHaveText(mpBefore!);
  await expect(page.getByLabel('Токен «Контент и цены»')).toHaveValue('');

  // «Удалить токен» asks in words; «Отмена» keeps the token.
  await page.getByRole('button', { name: 'Удалить токен' }).first().click();
  const confirm = page.getByRole('dialog', { name: 'Удалить токен с сервера?' });
  await expect(confirm).toContainText('перестанут обновляться');
  await confirm.getByRole('button', { name: 'Отмена' }).click();
  await expect(confirm).toBeHidden();
  await page.reload();
  await expect(mpStored).toHaveText(mpBefore!);
});

test('settings tabs open by their address; an unknown tab opens the first', async ({ page }) => {
  await signInAsDemo(page);
  await page.goto('/settings/taxes');
  await expect(page.getByRole('tab', { name: 'Налоги' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Система налогообложения')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'УСН 6 % с доходов' })).toBeVisible();

  await page.goto('/settings/sync');
  await expect(page.getByRole('tab', { name: 'Синхронизация' })).toHaveAttribute('aria-selected', 'true');
  const table = page.getByRole('table', { name: 'Синхронизация данных WB' });
  await expect(table.getByRole('row', { name: /Заказы/ })).toContainText('каждые 30 минут');
  await expect(page.getByRole('button', { name: 'Синхронизировать всё сейчас' })).toBeVisible();

  await page.goto('/settings/nonsense');
  await expect(page).toHaveURL(/\/settings\/company$/);
  await expect(page.getByRole('tab', { name: 'Компания' })).toHaveAttribute('aria-selected', 'true');
});

test('the create-company dialog cancels with «Отмена» and with Escape', async ({ page }) => {
  await signInAsDemo(page);
  const dialog = page.getByRole('dialog', { name: 'Создание компании' });
  await page.getByRole('button', { name: 'Меню пользователя' }).click();
  await page.getByRole('menuitem', { name: 'Добавить компанию' }).click();
  await dialog.getByLabel('Краткое наименование').fill('ООО «Черновик»');
  // A click beside the dialog loses nothing typed.
  await page.mouse.click(5, 500);
  await expect(dialog.getByLabel('Краткое наименование')).toHaveValue('ООО «Черновик»');
  await dialog.getByRole('button', { name: 'Отмена' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Меню пользователя' }).click();
  await page.getByRole('menuitem', { name: 'Добавить компанию' }).click();
  await expect(dialog.getByLabel('Краткое наименование')).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a person without a company is told why a section did not open, and accepts an invite on /main', async ({
  page,
  browser,
}) => {
  const newcomerContext = await browser.newContext();
  const newcomer = await newcomerContext.newPage();
  await signInAs(newcomer, 'newcomer@example.com');
  await newcomer.goto('/main');
  await expect(newcomer.getByText('Добро пожаловать!')).toBeVisible();
  await expect(newcomer.getByRole('button', { name: 'Создать компанию' })).toBeVisible();
  await expect(newcomer.getByText(/Приглашений пока нет/)).toBeVisible();

  await newcomer.getByRole('link', { name: 'Открыть' }).first().click();
  await expect(newcomer).toHaveURL(/\/main$/);
  await expect(newcomer.getByText(/Сначала создайте компанию или примите приглашение/)).toBeVisible();

  await signInAsDemo(page);
  await page.goto('/settings/users');
  await page.getByLabel('Электронная почта').fill('newcomer@example.com');
  await page.getByRole('button', { name: 'Пригласить' }).click();
  await expect(page.getByText('Ожидают входа')).toBeVisible();

  await newcomer.reload();
  await newcomer.getByRole('button', { name: 'Принять' }).click();
  await expect(newcomer).toHaveURL(/\/auth$/);
  await newcomerContext.close();
});

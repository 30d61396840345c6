import { signInAsDemo } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';

test('the demo seller links Telegram with the code, a warning arrives with its link, and the bell shows it', async ({
  page,
}) => {
  // The warning is raised by the minute job once the first sync has brought the cards.
  test.setTimeout(420_000);
  await signInAsDemo(page);
  await page.goto('/settings/notifications');
  await page.getByRole('button', { name: 'Привязать мой чат' }).click();
  await expect(page.getByTestId('telegram-code')).toHaveText(/^\/start [A-Z0-9]{8}$/);
  await page.getByRole('button', { name: 'Отправить код боту (демо)' }).click();
  await expect(page.getByText('Ваш чат привязан')).toBeVisible();

  const botMessages = page.getByLabel('Сообщения бота');
  await expect(async () => {
    await page.reload();
    await expect(botMessages.getByText(/без себестоимости/)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 300_000, intervals: [10_000] });
  await expect(botMessages.getByText('/cards', { exact: true })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('notifications-tab.png'), fullPage: true });

  await page.getByRole('button', { name: /^Уведомления: \d+ непрочитанных$/ }).click();
  const bell = page.getByRole('region', { name: 'Уведомления' });
  const warning = bell.getByRole('button').filter({ hasText: /без себестоимости/ });
  await expect(warning).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('bell.png') });
  await warning.click();
  await expect(page).toHaveURL(/\/cards$/);
});

// Takes a screenshot of a page of a running server, signed in as the demo seller unless --no-demo:
// node scripts/screenshot.mjs <url> <out.png> [width] [height] [--no-demo]
import { chromium } from '@playwright/test';

const args = process.argv.slice(2);
const signIn = !args.includes('--no-demo');
const [url, out, width = '1366', height = '900'] = args.filter((arg) => arg !== '--no-demo');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) }, locale: 'ru-RU' });
if (signIn) {
  await page.goto(new URL('/auth', url).href);
  await page.getByRole('button', { name: 'Войти в демо-режиме' }).click();
  // The user menu appears once the sign-in answer is stored, not merely when the address changes.
  await page.getByRole('button', { name: 'Меню пользователя' }).waitFor({ timeout: 60_000 });
}
await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
await page.waitForTimeout(Number(process.env.SCREENSHOT_WAIT_MS ?? 1500));
await page.screenshot({ path: out, fullPage: true });
await browser.close();

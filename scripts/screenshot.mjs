// Takes a screenshot of a page of a running server: node scripts/screenshot.mjs <url> <out.png> [width] [height]
import { chromium } from '@playwright/test';

const [url, out, width = '1366', height = '900'] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) }, locale: 'ru-RU' });
await page.goto(url, { waitUntil: 'networkidle' });
await page.screenshot({ path: out, fullPage: true });
await browser.close();

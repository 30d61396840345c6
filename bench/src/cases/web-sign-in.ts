import { performance } from 'node:perf_hooks';
import type { Browser } from '@playwright/test';
import type { BenchResult } from '../measure.ts';
import { startDemoServer } from '../web/demo-server.ts';

/** A returning seller's sign-in to a drawn /main, at most this many times a static file from the same server. */
const BUDGET = 5;

/**
 * Demo sign-in to a rendered /main in headless Chromium, each time in a fresh browser context (empty
 * cache), against loading a static file from the same server in a fresh context. The server is started
 * as the end-to-end tests start it: `scripts/start.mjs` (which builds the web app when it is stale) in demo mode.
 */
export async function webSignIn(quick: boolean): Promise<BenchResult> {
  const { base, browser, close } = await startDemoServer();
  try {
    const runs = quick ? 3 : 7;
    // The first demo sign-in creates the demo seller: a one-off, not what a returning seller waits for.
    await signInOnce(browser, base);
    const blank: number[] = [];
    const signIn: { screen: number; main: number }[] = [];
    for (let run = 0; run < runs; run++) {
      blank.push(await staticFileOnce(browser, base));
      signIn.push(await signInOnce(browser, base));
    }
    const blankMs = median(blank);
    const screenMs = median(signIn.map((run) => run.screen));
    const mainMs = median(signIn.map((run) => run.main));
    return {
      name: 'Демо-вход до отрисованной /main (Chromium)',
      meaning: `открыть /auth в новом контексте браузера (пустой кэш), нажать «Войти в демо-режиме» и дождаться /main с меню пользователя и цифрами за 30 дней; медиана ${runs} раз; экран входа из них виден через ${ms(screenMs)}; база — загрузка статического файла /favicon.svg с того же сервера в новом контексте`,
      baseline: { label: 'статический файл', value: ms(blankMs) },
      subject: { label: 'вход → /main', value: ms(mainMs) },
      ratio: mainMs / blankMs,
      target: `≤ ${BUDGET}`,
      met: mainMs / blankMs <= BUDGET,
    };
  } finally {
    await close();
  }
}

async function staticFileOnce(browser: Browser, base: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const started = performance.now();
  await page.goto(`${base}/favicon.svg`, { waitUntil: 'load' });
  const elapsed = performance.now() - started;
  await context.close();
  return elapsed;
}

async function signInOnce(browser: Browser, base: string) {
  const context = await browser.newContext({ locale: 'ru-RU', timezoneId: 'Europe/Moscow' });
  const page = await context.newPage();
  const started = performance.now();
  await page.goto(`${base}/auth`);
  const button = page.getByRole('button', { name: 'Войти в демо-режиме' });
  await button.waitFor({ timeout: 60_000 });
  const screen = performance.now() - started;
  await button.click();
  await page.getByRole('button', { name: 'Меню пользователя' }).waitFor({ timeout: 60_000 });
  await page.getByRole('region', { name: '30 дней' }).filter({ hasText: 'Заказы' }).waitFor({ timeout: 60_000 });
  const main = performance.now() - started;
  await context.close();
  return { screen, main };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${value.toFixed(0)} мс`;

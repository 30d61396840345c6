import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium, type Browser } from '@playwright/test';
import type { BenchResult } from '../measure.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/**
 * Demo sign-in to a rendered /main in headless Chromium, each time in a fresh browser context (empty
 * cache), against loading a static file from the same server in a fresh context. The server is started
 * as the end-to-end tests start it: `scripts/start.mjs` (which builds the web app when it is stale) in demo mode.
 */
export async function webSignIn(quick: boolean): Promise<BenchResult> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'seller-helper-bench-web-'));
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_MODE: 'true',
      LOG_LEVEL: 'warn',
    },
  });
  const base = `http://127.0.0.1:${port}`;
  let browser: Browser | undefined;
  try {
    await untilHealthy(base);
    // A server that could not take the port has exited by now; whoever answered is someone else's.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    if (server.exitCode !== null) throw new Error(`Сервер не запустился на порту ${port}`);
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
    });
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
      target: 'записано',
      met: true,
    };
  } finally {
    await browser?.close();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
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

async function untilHealthy(base: string) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const healthy = await fetch(`${base}/healthz`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('Сервер не ответил на /healthz за 3 минуты');
}

function freePort() {
  return new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${value.toFixed(0)} мс`;

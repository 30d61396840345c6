import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { freePort } from './free-port.ts';

// The real server in demo mode, on a free port, with a data folder of its own for this run.
// Workers load this file again: the environment carries the first choice over to them.
process.env.E2E_PORT ??= String(freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'seller-helper-e2e-'));
const port = Number(process.env.E2E_PORT);
const dataDir = process.env.E2E_DATA_DIR;
const repoRoot = path.resolve(import.meta.dirname, '..');
const WITHOUT_SYNCED_DATA = /(platform|settings|tokens|auth-companies)\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  // The specs that need none of the demo seller's synced data run first, while the demo's first sync (a minute and
  // more at WB's limits) goes on; the others start once it has read what comes first (first-sync.setup.ts).
  projects: [
    { name: 'без данных синхронизации', testMatch: WITHOUT_SYNCED_DATA },
    {
      name: 'первая синхронизация демо',
      testMatch: /first-sync\.setup\.ts$/,
      dependencies: ['без данных синхронизации'],
    },
    { name: 'данные демо-продавца', testIgnore: WITHOUT_SYNCED_DATA, dependencies: ['первая синхронизация демо'] },
  ],
  timeout: 180_000,
  expect: { timeout: 30_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // After the run: the server's log must hold none of the secrets the run used.
  globalTeardown: './support/logs-have-no-secrets.ts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    // The whole log goes to a file of the run, for the secrets check at the end.
    command: `node scripts/start.mjs > "${path.join(dataDir, 'server.log')}" 2>&1`,
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'ignore',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_MODE: 'true',
      LOG_LEVEL: 'debug',
    },
  },
});

import { defineConfig } from '@playwright/test';
import { demoServer, repoRoot } from './demo-server.ts';

const server = demoServer();
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
    baseURL: server.url,
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
    command: server.command,
    cwd: repoRoot,
    url: `${server.url}/healthz`,
    timeout: 180_000,
    // CI may have started it already, before the README's tests (start-demo-server.ts).
    reuseExistingServer: process.env.E2E_SERVER_PID !== undefined,
    stdout: 'ignore',
    stderr: 'ignore',
    env: server.env,
  },
});

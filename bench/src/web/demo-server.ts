import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** A demo server started as the end-to-end tests start it, and a headless Chromium to open it. */
export interface DemoServer {
  base: string;
  browser: Browser;
  close(): Promise<void>;
}

/**
 * `scripts/start.mjs` (which builds the web app when it is stale) in demo mode, on the embedded
 * database or, given `databaseUrl`, on that PostgreSQL database.
 */
export async function startDemoServer(databaseUrl?: string): Promise<DemoServer> {
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
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
  });
  const close = async () => {
    server.kill('SIGTERM');
    if (server.exitCode === null) await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  try {
    await untilHealthy(base);
    // A server that could not take the port has exited by now; whoever answered is someone else's.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    if (server.exitCode !== null) throw new Error(`Сервер не запустился на порту ${port}`);
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
    });
    return {
      base,
      browser,
      close: async () => {
        await browser.close();
        await close();
      },
    };
  } catch (error) {
    await close();
    throw error;
  }
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

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.ts';

/** The server the browser tests run against: the real server in demo mode, with a port and data folder of the run. */
export interface DemoServer {
  url: string;
  dataDir: string;
  /** A shell command; the server's whole log goes to a file of the run, for the secrets check at the end. */
  command: string;
  env: Record<string, string>;
}

export const repoRoot = path.resolve(import.meta.dirname, '..');

/**
 * The port and data folder are chosen once per run and kept in the environment: Playwright's workers load the config
 * again, and CI chooses them before the tests when it starts the server early (start-demo-server.ts).
 */
export function demoServer(): DemoServer {
  process.env.E2E_PORT ??= String(freePort());
  process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'seller-helper-e2e-'));
  const port = process.env.E2E_PORT;
  const dataDir = process.env.E2E_DATA_DIR;
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    command: `node scripts/start.mjs > "${path.join(dataDir, 'server.log')}" 2>&1`,
    env: { PORT: port, HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_MODE: 'true', LOG_LEVEL: 'debug' },
  };
}

import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The secrets a run handled (access tokens, refresh cookies, WB tokens typed into forms), one a line
 * in the run's data folder, so the run's end can search the server's log for each of them.
 */
function secretsFile(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: playwright.config.ts sets it for the run');
  return path.join(dataDir, 'secrets-used.txt');
}

export function recordSecrets(values: Iterable<string | null | undefined>): void {
  const lines = [...values].filter((value): value is string => !!value && value.length >= 16);
  if (lines.length > 0) appendFileSync(secretsFile(), `${lines.join('\n')}\n`);
}

export function secretsUsed(): string[] {
  const file = secretsFile();
  if (!existsSync(file)) return [];
  return [...new Set(readFileSync(file, 'utf8').split('\n').filter(Boolean))];
}

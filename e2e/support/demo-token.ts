import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { recordSecrets } from './secrets-used.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * A token the demo's WB stand-in accepts (Content and Prices): same seed, so the same signing key and seller.
 * Recorded as a secret of the run: the server's log must not hold it.
 */
export function demoToken(): string {
  const output = execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'packages/wb-emulator/src/cli.ts',
      'token',
      '--type',
      'personal',
      '--categories',
      'content,prices',
      '--seed',
      '42',
    ],
    { cwd: repoRoot, encoding: 'utf8' },
  );
  const token = output.trim().split('\n').at(-1)!;
  recordSecrets([token]);
  return token;
}

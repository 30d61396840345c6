import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { secretsUsed } from './secrets-used.ts';

/** Three base64url parts, the first a JSON header: any JWT (ours, Google's, WB's). */
const JWT = /eyJ[\w-]{8,}\.[\w-]{8,}\.[\w-]+/g;

/**
 * The run's end: the server's whole log (every level from debug up) is searched for each secret the
 * run handled, for the demo's own secrets, and for anything shaped like a JWT. One found fails the run.
 */
export default function logsHaveNoSecrets(): void {
  const dataDir = process.env.E2E_DATA_DIR!;
  const logFile = path.join(dataDir, 'server.log');
  if (!existsSync(logFile)) throw new Error(`the server's log ${logFile} is missing`);
  const log = readFileSync(logFile, 'utf8');
  const used = secretsUsed();
  const secrets = [...used, ...demoSecrets(dataDir)];
  const found = secrets.filter((secret) => log.includes(secret));
  const jwts = log.match(JWT) ?? [];
  const lines = log.split('\n').filter(Boolean).length;
  console.log(
    `e2e log check: ${lines} log lines; ${used.length} secrets of the run and ${secrets.length - used.length} of the demo searched; ${found.length + jwts.length} found`,
  );
  if (found.length > 0 || jwts.length > 0) {
    throw new Error(
      `the server's log holds ${found.length} secrets of this run and ${jwts.length} JWT-shaped strings (${logFile})`,
    );
  }
}

/** The demo's session and token-encryption secrets, generated into the data folder at its first start. */
function demoSecrets(dataDir: string): string[] {
  const file = path.join(dataDir, 'demo-secrets.json');
  if (!existsSync(file)) return [];
  const stored = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  return Object.values(stored);
}

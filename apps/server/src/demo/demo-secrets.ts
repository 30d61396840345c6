import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';

/**
 * Demo mode needs no configuration: the secrets it lacks are generated once into DATA_DIR
 * (readable by the owner only) and reused on every start, so sessions and stored tokens survive restarts.
 */
export function withDemoSecrets(config: Config): Config {
  if (!config.DEMO_MODE || (config.AUTH_SECRET && config.TOKEN_ENCRYPTION_KEY)) return config;
  mkdirSync(config.DATA_DIR, { recursive: true });
  const file = path.join(config.DATA_DIR, 'demo-secrets.json');
  let stored: { authSecret: string; tokenEncryptionKey: string };
  if (existsSync(file)) {
    stored = JSON.parse(readFileSync(file, 'utf8')) as typeof stored;
  } else {
    stored = { authSecret: randomBytes(32).toString('hex'), tokenEncryptionKey: randomBytes(32).toString('hex') };
    writeFileSync(file, JSON.stringify(stored), { mode: 0o600 });
  }
  return {
    ...config,
    AUTH_SECRET: config.AUTH_SECRET ?? stored.authSecret,
    TOKEN_ENCRYPTION_KEY: config.TOKEN_ENCRYPTION_KEY ?? stored.tokenEncryptionKey,
  };
}

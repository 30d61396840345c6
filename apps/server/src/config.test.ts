import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('runs in demo mode with no settings at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, HOST: '127.0.0.1', DATA_DIR: './data', DEMO_MODE: true });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('names the variable and the value when a setting is wrong', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrowError(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrowError(/^Неверная настройка PORT="abc": /);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrowError(/DATABASE_URL/);
    expect(() => loadConfig({ TOKEN_ENCRYPTION_KEY: 'short' })).toThrowError(/TOKEN_ENCRYPTION_KEY.*64/);
  });

  it('turns demo mode off when Google sign-in is configured, and then needs real secrets', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com' })).toThrowError(/AUTH_SECRET/);
    const config = loadConfig({
      GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
      AUTH_SECRET: 'x'.repeat(32),
      TOKEN_ENCRYPTION_KEY: 'a'.repeat(64),
    });
    expect(config.DEMO_MODE).toBe(false);
  });

  it('reads durations in seconds', () => {
    expect(loadConfig({ ACCESS_TOKEN_TTL: '30s', REFRESH_TOKEN_TTL: '2d' })).toMatchObject({
      ACCESS_TOKEN_TTL: 30,
      REFRESH_TOKEN_TTL: 172800,
    });
  });
});

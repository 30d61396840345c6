import { z } from 'zod';

z.config(z.locales.ru());

/** A wrong setting: `message` is one line naming the variable, printed instead of a stack trace. */
export class ConfigError extends Error {}

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const duration = z
  .string()
  .regex(/^\d+(s|m|h|d)$/, 'ожидается число с единицей: 30s, 15m, 12h, 30d')
  .transform((value) => {
    const amount = Number(value.slice(0, -1));
    const unit = value.at(-1) as 's' | 'm' | 'h' | 'd';
    return amount * { s: 1, m: 60, h: 3600, d: 86400 }[unit];
  });

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'ожидается адрес вида postgres://user@host:5432/db')
    .optional(),
  DEMO_MODE: flag.optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  AUTH_SECRET: z.string().min(32, 'не короче 32 символов').optional(),
  TOKEN_ENCRYPTION_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'ожидается 64 шестнадцатеричных символа (32 байта)')
    .optional(),
  ACCESS_TOKEN_TTL: duration.default(900),
  REFRESH_TOKEN_TTL: duration.default(30 * 86400),
  WB_BASE_URL: z.url().optional(),
  WB_EMULATOR_SEED: z.coerce.number().int().default(42),
  /** Shortens WB's rate-limit periods for a WB emulator started with the same timeScale; 1 against WB. */
  WB_TIME_SCALE: z.coerce.number().positive().default(1),
  RUN_JOBS: flag.default(true),
  MAX_BODY_BYTES: z.coerce.number().int().positive().default(1_000_000),
  MAX_UPLOAD_BYTES: z.coerce.number().int().positive().default(20_000_000),
  /** Telegram's Bot API; demo mode and tests point it at the in-process stand-in. */
  TELEGRAM_API_URL: z.url().default('https://api.telegram.org'),
  /** The app's address people open, for links in Telegram and e-mail; without it links are paths. */
  APP_URL: z.url().optional(),
  /** E-mail by SMTP: SMTP_URL (smtp://user:password@host:587) or SMTP_HOST with the others; none: no e-mail. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'ожидается адрес вида smtp://user:password@host:587')
    .optional(),
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_USER: z.string().min(1).optional(),
  SMTP_PASSWORD: z.string().min(1).optional(),
  SMTP_FROM: z.string().min(3).default('Seller Helper <noreply@localhost>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

type Env = z.infer<typeof envSchema>;

export type Config = Omit<Env, 'DEMO_MODE'> & {
  /** Demo mode: the in-process WB emulator and the demo sign-in. On unless Google sign-in is configured. */
  DEMO_MODE: boolean;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? '');
    throw new ConfigError(`Неверная настройка ${name}=${JSON.stringify(env[name] ?? '')}: ${issue.message}`);
  }
  const config = { ...parsed.data, DEMO_MODE: parsed.data.DEMO_MODE ?? !parsed.data.GOOGLE_CLIENT_ID };
  if (!config.DEMO_MODE && !config.AUTH_SECRET) {
    throw new ConfigError('Не задана настройка AUTH_SECRET: она обязательна вне демо-режима');
  }
  if (!config.DEMO_MODE && !config.TOKEN_ENCRYPTION_KEY) {
    throw new ConfigError('Не задана настройка TOKEN_ENCRYPTION_KEY: она обязательна вне демо-режима');
  }
  return config;
}

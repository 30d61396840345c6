import { pino, type Logger } from 'pino';

export type { Logger };

/** JSON lines to stdout; WB tokens and session secrets are redacted wherever they appear in a log object. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: {
      paths: [
        'token',
        '*.token',
        'authorization',
        '*.authorization',
        'headers.authorization',
        'req.headers.authorization',
        'req.headers.cookie',
        'mpAndStatisticToken',
        'contentAndPricesToken',
        '*.mpAndStatisticToken',
        '*.contentAndPricesToken',
      ],
      censor: '[скрыто]',
    },
  });
}

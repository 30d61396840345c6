import { pino, type Logger } from 'pino';
import { LogOutput } from './log-output.ts';

export type { Logger };

/** What the output holds back, at most, while its reader is slow; more is dropped, never waited for. */
const stdout = new LogOutput(1, 4_000_000);

/** A plain line for the person who started the process (the address to open), through the same output. */
export function printLine(line: string): void {
  stdout.write(`${line}\n`);
}

/** Waits until the lines written so far reach the reader, or `ms` passes (a stalled reader never holds an exit). */
export function flushLogs(ms: number): Promise<void> {
  return stdout.drained(ms);
}

/** JSON lines to stdout; WB tokens and session secrets are redacted wherever they appear in a log object. */
export function createLogger(level: string): Logger {
  return pino(
    {
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
    },
    stdout,
  );
}

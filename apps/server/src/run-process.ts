import { ConfigError, loadConfig, type Config } from './config.ts';
import { DatabaseUnavailableError } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { killAfter } from './exit-watchdog.ts';
import { createLogger, flushLogs, type Logger } from './logger.ts';

/** A container runtime kills 10 s after SIGTERM: stop in order well before, or exit regardless. */
export const STOP_DEADLINE_MS = 8_000;
/** Should even the exit at the deadline not happen (the main thread busy throughout), the process is killed. */
const KILL_DEADLINE_MS = 9_500;

/**
 * Runs a server or worker process: reads the configuration, starts, and on SIGTERM/SIGINT
 * stops in order. Expected failures print one line and exit 1, without a stack trace.
 */
export async function runProcess(start: (config: Config, logger: Logger) => Promise<() => Promise<void>>) {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) exitWith(error.message);
    throw error;
  }
  const logger = createLogger(config.LOG_LEVEL);
  // Signals are caught from the first moment: one that arrives while starting stops the process right after.
  let stop: (() => Promise<void>) | undefined;
  let stopRequested: string | undefined;
  const shutdown = (signal: string) => {
    if (stopRequested) {
      // A second signal: the person wants it gone now.
      process.exit(1);
    }
    stopRequested = signal;
    logger.info({ signal }, 'stopping');
    // Set at the signal, not once the start is over: a start that hangs must not hold the exit.
    setTimeout(() => void exit(1), STOP_DEADLINE_MS);
    killAfter(KILL_DEADLINE_MS);
    if (stop) void stopNow(stop, logger);
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  try {
    stop = await start(config, logger);
  } catch (error) {
    if (error instanceof DatabaseUnavailableError || error instanceof DataDirLockedError) exitWith(error.message);
    logger.fatal({ err: error }, 'start failed');
    return exit(1);
  }
  if (stopRequested) await stopNow(stop, logger);
}

async function stopNow(stop: () => Promise<void>, logger: Logger): Promise<void> {
  try {
    await stop();
    logger.info('stopped');
    await exit(0);
  } catch (error) {
    logger.error({ err: error }, 'stop failed');
    await exit(1);
  }
}

/** Exits once the last log lines are out, or after a second if their reader has stalled. */
async function exit(code: number): Promise<never> {
  await flushLogs(1_000);
  process.exit(code);
}

function exitWith(line: string): never {
  process.stderr.write(`${line}\n`);
  process.exit(1);
}

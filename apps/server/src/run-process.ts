import { ConfigError, loadConfig, type Config } from './config.ts';
import { DatabaseUnavailableError } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { createLogger, type Logger } from './logger.ts';

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
    if (stopRequested) return;
    stopRequested = signal;
    if (stop) void stopNow(stop, signal, logger);
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  try {
    stop = await start(config, logger);
  } catch (error) {
    if (error instanceof DatabaseUnavailableError || error instanceof DataDirLockedError) exitWith(error.message);
    logger.fatal({ err: error }, 'start failed');
    process.exit(1);
  }
  if (stopRequested) await stopNow(stop, stopRequested, logger);
}

async function stopNow(stop: () => Promise<void>, signal: string, logger: Logger): Promise<void> {
  logger.info({ signal }, 'stopping');
  setTimeout(() => process.exit(1), 30_000).unref();
  try {
    await stop();
    logger.info('stopped');
    process.exit(0);
  } catch (error) {
    logger.error({ err: error }, 'stop failed');
    process.exit(1);
  }
}

function exitWith(line: string): never {
  process.stderr.write(`${line}\n`);
  process.exit(1);
}

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
  let stop: () => Promise<void>;
  try {
    stop = await start(config, logger);
  } catch (error) {
    if (error instanceof DatabaseUnavailableError || error instanceof DataDirLockedError) exitWith(error.message);
    logger.fatal({ err: error }, 'start failed');
    process.exit(1);
  }
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping');
    const forced = setTimeout(() => process.exit(1), 30_000).unref();
    stop()
      .then(() => {
        clearTimeout(forced);
        logger.info('stopped');
        process.exit(0);
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, 'stop failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

function exitWith(line: string): never {
  process.stderr.write(`${line}\n`);
  process.exit(1);
}

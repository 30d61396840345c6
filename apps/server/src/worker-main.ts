import { startCore } from './app.ts';
import { runProcess } from './run-process.ts';

// A worker process alone: runs background jobs against the shared database, serves no HTTP.
await runProcess(async (config, logger) => {
  const app = await startCore(config, logger, { work: true });
  logger.info({ database: app.database.kind }, 'worker started');
  return () => app.close();
});

import { once } from 'node:events';
import { createWebServer, startCore } from './app.ts';
import { printLine } from './logger.ts';
import { runProcess } from './run-process.ts';

// The whole product in one process: web app, GraphQL API and (unless RUN_JOBS=false) the job worker.
await runProcess(async (config, logger) => {
  const app = await startCore(config, logger, { work: config.RUN_JOBS });
  const server = createWebServer(app);
  server.listen(config.PORT, config.HOST);
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  logger.info({ port, demoMode: config.DEMO_MODE, database: app.database.kind }, 'listening');
  printLine(`Seller Helper: http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${port}`);
  return async () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    await closed;
    await app.close();
  };
});

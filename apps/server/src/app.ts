import path from 'node:path';
import type { Server } from 'node:http';
import type { Config } from './config.ts';
import { openPglite, openPostgres, type DatabaseHandle } from './db/client.ts';
import { lockDataDir } from './db/data-dir-lock.ts';
import { applyMigrations } from './db/migrate.ts';
import { createGraphQLHandler } from './graphql/yoga.ts';
import type { AppServices } from './graphql/context.ts';
import { createHttpServer } from './http/server.ts';
import { jobDefinitions } from './job-definitions.ts';
import { startJobQueue } from './jobs/queue.ts';
import type { Logger } from './logger.ts';
import { startDemoEmulator, type DemoWb } from './demo/demo-emulator.ts';
import { withDemoSecrets } from './demo/demo-secrets.ts';
import { seedDemo } from './demo/seed-demo.ts';
import { DATASETS } from './modules/sync/datasets.ts';
import { requestSync } from './modules/sync/sync-jobs.ts';
import { statisticsExportRoutes } from './modules/sales/statistics-export.ts';
import { MOVE_GUIDE } from './modules/home/embedded-limit.ts';
import { readmeRoute } from './http/readme.ts';
import { paths } from './paths.ts';
import { connectDemoBot } from './modules/notifications/notifications.service.ts';
import { startTelegramStandIn, type TelegramStandIn } from './modules/notifications/telegram-stand-in.ts';

const webRoot = paths.webBuild;

export interface RunningApp {
  services: AppServices;
  database: DatabaseHandle;
  /** The in-process WB stand-in of demo mode (it issues the demo company's WB tokens). */
  demoEmulator?: DemoWb;
  /** Stops the job queue, then closes the database and frees the data folder. */
  close(): Promise<void>;
}

/** Opens the database (locking PGlite's folder), applies migrations and starts the job queue. */
export async function startCore(configured: Config, logger: Logger, options: { work: boolean }): Promise<RunningApp> {
  let config = withDemoSecrets(configured);
  const unlock = config.DATABASE_URL ? () => undefined : lockDataDir(config.DATA_DIR);
  let database: DatabaseHandle | undefined;
  let emulator: DemoWb | undefined;
  let telegram: TelegramStandIn | undefined;
  try {
    database = config.DATABASE_URL
      ? await openPostgres(config.DATABASE_URL)
      : await openPglite(path.join(config.DATA_DIR, 'pglite'));
    await applyMigrations(database);
    emulator = config.DEMO_MODE && !config.WB_BASE_URL ? await startDemoEmulator(config, logger) : undefined;
    const demoCompanyId = emulator ? await seedDemo(database.db, config, emulator) : undefined;
    // Demo mode's Telegram is a stand-in in the process, with the demo company's bot connected.
    if (config.DEMO_MODE) {
      telegram = await startTelegramStandIn();
      config = { ...config, TELEGRAM_API_URL: telegram.url };
      if (demoCompanyId !== undefined) await connectDemoBot(database.db, config, demoCompanyId);
    }
    const wbBaseUrl = config.WB_BASE_URL ?? emulator?.url;
    const jobs = await startJobQueue(database, {
      logger,
      config,
      wbBaseUrl,
      definitions: jobDefinitions,
      work: options.work,
    });
    // The demo shop fills in right away instead of waiting for the schedule.
    if (demoCompanyId !== undefined && options.work) await requestSync(jobs, demoCompanyId, [...DATASETS]);
    const services: AppServices = {
      config,
      db: database.db,
      logger,
      jobs,
      wbBaseUrl,
    };
    const opened = database;
    const openedEmulator = emulator;
    const openedTelegram = telegram;
    return {
      services,
      database: opened,
      demoEmulator: openedEmulator,
      close: async () => {
        await jobs.stop();
        await openedEmulator?.close();
        await openedTelegram?.close();
        await opened.close();
        unlock();
      },
    };
  } catch (error) {
    await emulator?.close().catch(() => undefined);
    await telegram?.close().catch(() => undefined);
    await database?.close().catch(() => undefined);
    unlock();
    throw error;
  }
}

export function createWebServer(app: RunningApp): Server {
  const { config, logger } = app.services;
  return createHttpServer({
    graphql: createGraphQLHandler(app.services),
    webRoot: path.resolve(webRoot),
    logger,
    maxBodyBytes: config.MAX_BODY_BYTES,
    maxUploadBytes: config.MAX_UPLOAD_BYTES,
    requestsPerMinute: 600,
    isHealthy: () => app.database.ping(),
    googleSignIn: Boolean(config.GOOGLE_CLIENT_ID),
    photoOrigin: app.services.wbBaseUrl ? new URL(app.services.wbBaseUrl).origin : undefined,
    downloads: { ...statisticsExportRoutes(app.services), [MOVE_GUIDE]: readmeRoute },
  });
}

import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import type { JobQueue } from '../jobs/queue.ts';

/** What every resolver receives: shared services plus what the request says about its caller. */
export interface AppServices {
  config: Config;
  db: Database;
  logger: Logger;
  jobs: JobQueue;
}

export interface RequestInfo {
  headers: Headers;
  /** Cookies the server sets on the answer (the refresh token). */
  setCookies: string[];
  ip: string;
}

export type GraphQLContext = AppServices & { request: RequestInfo };

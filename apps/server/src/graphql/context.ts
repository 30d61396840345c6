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
  /** Where WB's hosts are: one base with the host name as path prefix (WB_BASE_URL or the demo emulator); unset means WB itself. */
  wbBaseUrl?: string;
}

/** An answer's bytes as sent, and their gzip for clients that accept it. */
export interface SentAnswer {
  bytes: Buffer;
  gzipped(): Promise<Buffer>;
}

export interface RequestInfo {
  headers: Headers;
  /** Cookies the server sets on the answer (the refresh token). */
  setCookies: string[];
  ip: string;
  /**
   * Set when the answer is a kept one (cached-answers.ts): its bytes, and their gzip, made once for every
   * request it answers.
   */
  keptAnswer?: SentAnswer;
}

export type GraphQLContext = AppServices & { request: RequestInfo };

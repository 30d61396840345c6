import type { AddressInfo } from 'node:net';
import type { IssueTokenOptions } from './auth/tokens.ts';
import { TokenAuthority } from './auth/tokens.ts';
import { generateSellerData, type SellerData } from './data/seller.ts';
import { generateTariffs } from './data/tariffs.ts';
import { Faults, type FaultRule } from './faults.ts';
import { advertRoutes } from './hosts/advert.ts';
import { analyticsRoutes, ReportTasks, type TaskFate } from './hosts/analytics.ts';
import { stocksReportRoutes } from './hosts/stocks-report.ts';
import { calendarRoutes } from './hosts/calendar.ts';
import { commonRoutes } from './hosts/common.ts';
import { contentRoutes } from './hosts/content.ts';
import { financeRoutes } from './hosts/finance.ts';
import { marketplaceRoutes } from './hosts/marketplace.ts';
import { pricesRoutes } from './hosts/prices.ts';
import { PriceDesk } from './data/price-tasks.ts';
import { statisticsRoutes } from './hosts/statistics.ts';
import { suppliesRoutes } from './hosts/supplies.ts';
import { pingRoutes } from './hosts/ping.ts';
import { RateLimiter } from './limits/buckets.ts';
import { photoFor } from './photos.ts';
import { createWbServer, type RequestLogEntry } from './server/http-server.ts';
import { Router, type Route } from './server/router.ts';

export interface WbEmulatorOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  seed?: number;
  scale?: number;
  /** Speeds up rate-limit periods: 60 makes a one-minute period last one second. */
  timeScale?: number;
  /** "Today" of the dataset (YYYY-MM-DD); default today in Moscow. */
  anchorDate?: string;
  rateLimits?: boolean;
  /** The clock of the rate limits; a test passes a virtual one to see refills without waiting. */
  now?: () => number;
  /** Rows per statistics answer (WB: about 80 000); a test sets a few hundred to see several pages. */
  statisticsPageRows?: number;
  /**
   * WB corrects the report of the week this many weeks before the newest one just as the report
   * list is first asked for it (see `FinanceReports.correctWhenListed`); none when absent.
   */
  correctionWeeksBack?: number;
}

export interface WbEmulator {
  /** Base URL, e.g. http://127.0.0.1:4321; WB host `content-api` lives under `${url}/content-api`. */
  url: string;
  close(): Promise<void>;
  issueToken(options: IssueTokenOptions): string;
  faults: { inject(rule: FaultRule): void; clear(): void };
  data: SellerData;
  /** Price uploads, their outcomes and the quarantine; a test marks cards WB refuses to reprice. */
  prices: PriceDesk;
  requests: RequestLogEntry[];
  /** Report tasks (paid storage, acceptance): a test holds the next ones back or has them refused. */
  reportTasks: {
    holdNext(fate: Exclude<TaskFate, 'ready'>, times?: number): void;
    /** Status checks a task answers `processing` before it is `done` (default 1). */
    setReadyAfterPolls(polls: number): void;
    clear(): void;
  };
}

export async function startWbEmulator(options: WbEmulatorOptions = {}): Promise<WbEmulator> {
  const seed = options.seed ?? 1;
  const data = generateSellerData({ seed, scale: options.scale, anchorDate: options.anchorDate });
  if (options.correctionWeeksBack !== undefined) data.finance.correctWhenListed(options.correctionWeeksBack);
  const tokens = new TokenAuthority(seed, data.seller.sid);
  const faults = new Faults();
  const requests: RequestLogEntry[] = [];
  const reportTasks = new ReportTasks();
  const cardsByNm = new Map(data.cards.map((c) => [c.nmID, c]));
  const prices = new PriceDesk(cardsByNm, options.now ?? Date.now);
  const routes: Route[] = [
    ...pingRoutes(),
    ...contentRoutes(data),
    ...pricesRoutes(data, prices),
    ...statisticsRoutes(data, options.statisticsPageRows),
    ...financeRoutes(data.finance),
    ...marketplaceRoutes(data),
    ...suppliesRoutes(data),
    ...commonRoutes(data, generateTariffs(seed)),
    ...advertRoutes(data.adverts),
    ...analyticsRoutes(data, reportTasks),
    ...stocksReportRoutes(data),
    ...calendarRoutes(data.promotions),
  ];
  let url = '';
  const server = createWbServer({
    router: new Router(routes),
    tokens,
    limiter: options.rateLimits === false ? null : new RateLimiter(options.timeScale ?? 1, options.now),
    faults,
    log: requests,
    photo: (path) => photoFor(cardsByNm, path),
    baseUrl: () => url,
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  url = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
  return {
    url,
    data,
    prices,
    requests,
    faults: { inject: (rule) => faults.inject(rule), clear: () => faults.clear() },
    issueToken: (o) => tokens.issue(o),
    reportTasks: {
      holdNext: (fate, times) => reportTasks.holdNext(fate, times),
      setReadyAfterPolls: (polls) => void (reportTasks.readyAfterPolls = polls),
      clear: () => reportTasks.clear(),
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createGraphQLHandler } from '../../src/graphql/yoga.ts';
import { createHttpServer } from '../../src/http/server.ts';
import type { TestApp } from './test-app.ts';

export interface ServedApp {
  /** http://127.0.0.1:<port> */
  base: string;
  close(): Promise<void>;
}

/**
 * The app's HTTP server on a free port, over a web folder holding an index.html titled «Seller Helper»
 * and the given files of /assets (name → text).
 */
export async function serveOverHttp(
  app: TestApp,
  assets: Record<string, string>,
  isHealthy: () => Promise<boolean> = async () => true,
): Promise<ServedApp> {
  const webRoot = mkdtempSync(path.join(tmpdir(), 'sh-web-'));
  mkdirSync(path.join(webRoot, 'assets'));
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Seller Helper</title>');
  for (const [name, text] of Object.entries(assets)) writeFileSync(path.join(webRoot, 'assets', name), text);
  const server = createHttpServer({
    graphql: createGraphQLHandler(app.services),
    webRoot,
    logger: app.services.logger,
    maxBodyBytes: 10_000,
    maxUploadBytes: 20_000,
    requestsPerMinute: 1000,
    isHealthy,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

import { mkdtempSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGraphQLHandler, CSRF_HEADER } from '../../apps/server/src/graphql/yoga.ts';
import { createHttpServer, type HttpServerOptions } from '../../apps/server/src/http/server.ts';
import type { TestApp } from '../../apps/server/test/support/test-app.ts';

// The app behind its own HTTP server on a free port, as a seller's browser reaches it: what a bench
// times through it is a whole round trip (connection kept alive, the answer compressed when asked).

export interface ServedApp {
  /** http://127.0.0.1:<port> */
  base: string;
  /** POSTs a GraphQL query as the web app does; resolves with the answer's text. */
  graphqlText(query: string, variables: Record<string, unknown>, headers: Record<string, string>): Promise<string>;
  close(): Promise<void>;
}

export async function serveApp(app: TestApp, downloads?: HttpServerOptions['downloads']): Promise<ServedApp> {
  const server: Server = createHttpServer({
    graphql: createGraphQLHandler(app.services),
    webRoot: mkdtempSync(join(tmpdir(), 'sh-bench-web-')),
    logger: app.services.logger,
    maxBodyBytes: 100_000,
    maxUploadBytes: 20_000,
    // A bench asks thousands of times a minute from one address; the limit is not what it measures.
    requestsPerMinute: 10_000_000,
    isHealthy: async () => true,
    downloads,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    async graphqlText(query, variables, headers) {
      const response = await fetch(`${base}/api/graphql`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', [CSRF_HEADER]: '1' },
        body: JSON.stringify({ query, variables }),
      });
      return response.text();
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

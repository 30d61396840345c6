import { mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createGraphQLHandler, CSRF_HEADER } from '../../../src/graphql/yoga.ts';
import { createHttpServer } from '../../../src/http/server.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

export interface HttpApp {
  app: TestApp;
  base: string;
  /** POSTs a body to /api/graphql with the CSRF header (unless overridden) and answers status and JSON. */
  post(body: unknown, headers?: Record<string, string>): Promise<HttpAnswer>;
  close(): Promise<void>;
}

export interface HttpAnswer {
  status: number;
  headers: Headers;
  json: {
    data?: Record<string, unknown> | null;
    errors?: { message: string; extensions?: { code?: string } }[];
  } & Record<string, unknown>;
}

/** The real HTTP server (body limit, request budget, headers, yoga) over a test database, on a loopback port. */
export async function startHttpApp(
  env: Partial<Record<string, string>> = {},
  limits: { requestsPerMinute?: number; maxBodyBytes?: number } = {},
): Promise<HttpApp> {
  const app = await createTestApp(env);
  const webRoot = mkdtempSync(path.join(tmpdir(), 'sh-reliability-web-'));
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Seller Helper</title>');
  const server: Server = createHttpServer({
    graphql: createGraphQLHandler(app.services),
    webRoot,
    logger: app.services.logger,
    maxBodyBytes: limits.maxBodyBytes ?? app.services.config.MAX_BODY_BYTES,
    maxUploadBytes: app.services.config.MAX_UPLOAD_BYTES,
    requestsPerMinute: limits.requestsPerMinute ?? 100_000,
    isHealthy: async () => true,
    googleSignIn: Boolean(app.services.config.GOOGLE_CLIENT_ID),
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    app,
    base,
    post: async (body, headers = {}) => {
      const response = await fetch(`${base}/api/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, headers: response.headers, json: JSON.parse(text) as HttpAnswer['json'] };
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await app.close();
    },
  };
}

/** The first error code of an answer. */
export function codeOf(answer: HttpAnswer): string | undefined {
  return answer.json.errors?.[0]?.extensions?.code;
}

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Logger } from '../logger.ts';
import { CSRF_HEADER, type GraphQLHandler } from '../graphql/yoga.ts';
import type { RequestInfo } from '../graphql/context.ts';
import { sentAnswer } from '../graphql/cached-answers.ts';
import { BodyTooLargeError, readBody } from './body.ts';
import { acceptsGzip, COMPRESS_FROM_BYTES } from './compression.ts';
import { createStaticFiles } from './static-files.ts';
import { createRequestLimit } from './request-limit.ts';
import { graphiqlSecurityHeaders, securityHeaders } from './security-headers.ts';

export interface HttpServerOptions {
  graphql: GraphQLHandler;
  webRoot: string;
  logger: Logger;
  maxBodyBytes: number;
  maxUploadBytes: number;
  requestsPerMinute: number;
  isHealthy(): Promise<boolean>;
  /** GOOGLE_CLIENT_ID is set: the page's Content-Security-Policy lets Google's sign-in button in. */
  googleSignIn?: boolean;
  /** The origin of WB_BASE_URL or the demo WB stand-in, whose product photos the pages show. */
  photoOrigin?: string;
  /** GET routes answered by a module itself (file downloads), by exact path. */
  downloads?: Readonly<Record<string, DownloadRoute>>;
}

export type DownloadRoute = (request: IncomingMessage, response: ServerResponse, url: URL) => Promise<void>;

export function createHttpServer(options: HttpServerOptions): Server {
  const serveStatic = createStaticFiles(options.webRoot);
  const allowRequest = createRequestLimit(options.requestsPerMinute);
  const headersOnEveryAnswer = Object.entries(
    securityHeaders({
      googleSignIn: options.googleSignIn ?? false,
      photoOrigin: options.photoOrigin,
    }),
  );

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    for (const [name, value] of headersOnEveryAnswer) response.setHeader(name, value);
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/healthz') {
      const healthy = await options.isHealthy().catch(() => false);
      sendJson(response, healthy ? 200 : 503, {
        status: healthy ? 'ok' : 'error',
        database: healthy ? 'ok' : 'unreachable',
      });
      return;
    }
    if (url.pathname === '/api/graphql') {
      await handleGraphQL(request, response, url);
      return;
    }
    const download = options.downloads?.[url.pathname];
    if (download && request.method === 'GET') {
      const caller = String(request.headers.authorization ?? '') || (request.socket.remoteAddress ?? 'unknown');
      if (!allowRequest(caller)) {
        sendGraphQLError(response, 429, 'TOO_MANY_REQUESTS', 'Слишком много запросов. Подождите минуту и повторите.');
        return;
      }
      await download(request, response, url);
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      sendJson(response, 405, { error: 'Метод не поддерживается' });
      return;
    }
    await serveStatic(url.pathname, response, acceptsGzip(request));
  };

  const handleGraphQL = async (request: IncomingMessage, response: ServerResponse, url: URL) => {
    const ip = request.socket.remoteAddress ?? 'unknown';
    const caller = String(request.headers.authorization ?? '') || ip;
    if (!allowRequest(caller)) {
      sendGraphQLError(response, 429, 'TOO_MANY_REQUESTS', 'Слишком много запросов. Подождите минуту и повторите.');
      return;
    }
    // Yoga lets a JSON POST without the header through (a browser preflights it); the app always sends
    // it, so every request that writes or reads data must carry it and a page of another site never can.
    if (request.method !== 'GET' && request.method !== 'HEAD' && !request.headers[CSRF_HEADER]) {
      sendGraphQLError(response, 403, 'CSRF_HEADER_MISSING', `Запрос без заголовка ${CSRF_HEADER} отклонён.`);
      request.resume();
      return;
    }
    const isUpload = String(request.headers['content-type'] ?? '').startsWith('multipart/form-data');
    const limit = isUpload ? options.maxUploadBytes : options.maxBodyBytes;
    let body: Buffer | undefined;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      try {
        body = await readBody(request, limit);
      } catch (error) {
        if (!(error instanceof BodyTooLargeError)) throw error;
        const megabytes = Math.floor(limit / 1_000_000);
        sendGraphQLError(response, 413, 'PAYLOAD_TOO_LARGE', `Запрос слишком большой: не более ${megabytes} МБ.`);
        request.resume();
        return;
      }
    }
    const requestInfo: RequestInfo = { headers: new Headers(), setCookies: [], ip };
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string') requestInfo.headers.set(name, value);
      else if (Array.isArray(value)) requestInfo.headers.set(name, value.join(', '));
    }
    const answer = await options.graphql.fetch(
      url,
      { method: request.method, headers: requestInfo.headers, body: body ? new Uint8Array(body) : undefined },
      { requestInfo },
    );
    const headers: Record<string, string | string[]> = Object.fromEntries(answer.headers.entries());
    if (requestInfo.setCookies.length) headers['set-cookie'] = requestInfo.setCookies;
    if (answer.headers.get('content-type')?.includes('text/html')) Object.assign(headers, graphiqlSecurityHeaders());
    // A kept answer's bytes, and their gzip, are made once for all who are sent them (graphql/cached-answers.ts).
    const sent = await sentAnswer(answer, requestInfo);
    if (sent.bytes.length < COMPRESS_FROM_BYTES || !acceptsGzip(request)) {
      response.writeHead(answer.status, headers);
      response.end(sent.bytes);
      return;
    }
    const gzipped = await sent.gzipped();
    headers['content-encoding'] = 'gzip';
    headers['content-length'] = String(gzipped.length);
    headers.vary = 'accept-encoding';
    response.writeHead(answer.status, headers);
    response.end(gzipped);
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      options.logger.error({ err: error }, 'request failed');
      if (!response.headersSent) sendGraphQLError(response, 500, 'INTERNAL_SERVER_ERROR', 'Внутренняя ошибка сервера');
      else response.end();
    });
  });
  // The server closing an idle connection races a request sent on it at that moment, which the client
  // sees as a dropped answer: the client or the proxy in front (60-75 s) should close first, as it does
  // by this server's Keep-Alive hint (docs/decisions.md «Idle connections kept 65 s»).
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  return server;
}

/** How long an idle connection is kept open: longer than the usual proxies keep theirs to it. */
export const KEEP_ALIVE_MS = 65_000;

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

function sendGraphQLError(response: ServerResponse, status: number, code: string, message: string): void {
  sendJson(response, status, { errors: [{ message, extensions: { code } }] });
}

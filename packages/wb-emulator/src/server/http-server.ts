import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { setImmediate as giveOthersATurn, setTimeout as sleep } from 'node:timers/promises';
import { hasCategory, isReadOnly } from '../auth/categories.ts';
import type { TokenAuthority, WbTokenClaims } from '../auth/tokens.ts';
import type { Faults } from '../faults.ts';
import type { RateLimit, RateLimiter } from '../limits/buckets.ts';
import { problem, unquoteIntegers, type Reply } from './respond.ts';
import { isWbHost, type Route, type Router, type WbHost } from './router.ts';

export interface RequestLogEntry {
  method: string;
  host: string;
  /** Full path with the host prefix, without the query. */
  path: string;
  query: string;
  /** ISO time the request arrived. */
  time: string;
  /** 0 when the connection was cut on purpose. */
  status: number;
  /** WB's limit group of the method and the figures applied to this token; absent for unknown paths. */
  group?: string;
  limit?: RateLimit;
  /** The seller (`sid`) of an accepted token: WB counts limits per seller. */
  seller?: string;
  /**
   * Set when this process's event loop had run nothing for this long before the request was handled: the
   * request may have arrived up to that much before `time`, which its limit then counted late.
   */
  heldMs?: number;
}

export interface ServerDeps {
  router: Router;
  tokens: TokenAuthority;
  /** null when rate limits are switched off. */
  limiter: RateLimiter | null;
  faults: Faults;
  log: RequestLogEntry[];
  /** Answers `/photos/...` paths (no token needed, like WB's picture CDN). */
  photo(path: string): string | undefined;
  baseUrl(): string;
}

/** Hosts that have a sandbox twin accept Test tokens; finance-api and common-api have none. */
const TEST_TOKEN_HOSTS: ReadonlySet<WbHost> = new Set([
  'content-api',
  'discounts-prices-api',
  'marketplace-api',
  'statistics-api',
  'advert-api',
  'supplies-api',
]);

const AUTH_ORIGIN = 's2s-api-auth-catalog';

/** The loop's ticks: a request handled long after the last one waited for this process, not for the network. */
const TICK_MS = 50;
const HELD_MS = 250;

export function createWbServer(deps: ServerDeps): Server {
  let lastTick = Date.now();
  const ticker = setInterval(() => (lastTick = Date.now()), TICK_MS).unref();
  const server = createServer((req, res) => {
    const heldMs = Date.now() - lastTick;
    handle(deps, req, res, heldMs > HELD_MS ? heldMs : undefined).catch((error: unknown) => {
      if (!res.headersSent) send(res, problem(500, 'internal server error', String(error), 'wb-emulator'));
      else res.destroy();
    });
  });
  // WB's front servers keep idle connections for about a minute. Node's default of 5 s closed
  // sockets that a client busy for a few seconds (the demo's embedded database) then reused.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.on('close', () => clearInterval(ticker));
  return server;
}

async function handle(deps: ServerDeps, req: IncomingMessage, res: ServerResponse, heldMs?: number): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://emulator');
  const method = req.method ?? 'GET';
  const [, hostName = '', ...rest] = url.pathname.split('/');
  const wbPath = `/${rest.join('/')}`;
  // The request log, for a benchmark that runs the emulator in a process of its own.
  if (url.pathname === '/_emulator/requests' && method === 'GET') return send(res, { status: 200, json: deps.log });
  const arrivedAt = deps.limiter?.now() ?? Date.now();
  const entry: RequestLogEntry = {
    method,
    host: hostName,
    path: url.pathname,
    query: url.search,
    time: new Date(arrivedAt).toISOString(),
    status: 0,
    ...(heldMs === undefined ? {} : { heldMs }),
  };
  deps.log.push(entry);
  const finish = (reply: Reply, remaining?: number) => {
    entry.status = reply.status;
    return send(res, reply, remaining);
  };

  if (hostName === 'photos' && method === 'GET') {
    const svg = deps.photo(url.pathname);
    if (svg === undefined) return finish({ status: 404, text: 'not found' });
    return finish({ status: 200, text: svg, contentType: 'image/svg+xml' });
  }
  if (!isWbHost(hostName)) return finish(problem(404, 'not found', `unknown host ${hostName}`, 'wb-emulator'));

  const route = deps.router.match(hostName, method, wbPath);
  if (!route) return finish(problem(404, 'not found', `${method} ${wbPath} is not served`, 'wb-emulator'));

  const fault = deps.faults.take(hostName, wbPath);
  if (fault?.kind === 'cut') {
    req.socket.destroy();
    return;
  }
  if (fault?.kind === 'server-error') {
    return finish(problem(500, 'internal server error', 'upstream service failed', 'wb-emulator'));
  }
  if (fault?.kind === 'rate-limit') {
    const retry = fault.retryAfterSeconds ?? 1;
    return finish(tooManyRequests(retry, retry, 1));
  }
  if (fault?.kind === 'malformed') {
    entry.status = 200;
    res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end('{"data":[{"nmID":12345,"vendorCode":"');
    return;
  }
  if (fault?.kind === 'wrong-shape') return finish({ status: 200, json: fault.body ?? 'unexpected' });
  if (fault?.kind === 'unauthorized') {
    return finish(problem(401, 'unauthorized', 'token problem; token has been withdrawn', AUTH_ORIGIN));
  }
  if (fault?.kind === 'refuse') {
    const status = fault.status ?? 400;
    return finish(problem(status, 'request refused', `refused by wb-emulator with ${status}`, 'wb-emulator'));
  }
  const body = method === 'GET' ? undefined : await readJson(req);
  // Held with the whole request in hand: a client that goes away meanwhile does not stop WB carrying it out.
  if (fault?.kind === 'slow') await (fault.until ?? sleep(fault.delayMs ?? 2000));
  if (body === INVALID_JSON) return finish(problem(400, 'bad request', 'request body is not valid JSON', 'wb-emulator'));

  const header = req.headers.authorization ?? '';
  const token = header.replace(/^Bearer\s+/i, '').trim();
  if (!token) return finish(problem(401, 'unauthorized', 'empty Authorization header', AUTH_ORIGIN));
  const check = await deps.tokens.verify(token);
  if (!check.ok) return finish(problem(401, 'unauthorized', check.detail, AUTH_ORIGIN));
  const claims = check.claims;
  if (claims.acc === 2 && !TEST_TOKEN_HOSTS.has(hostName)) {
    return finish(problem(401, 'unauthorized', 'token problem; test token is not allowed on this host', AUTH_ORIGIN));
  }

  const limit = pickLimit(route.route, claims);
  entry.seller = claims.sid;
  entry.group = route.route.limit.group;
  entry.limit = limit;
  const bucketKey = `${claims.sid}|${route.route.limit.group}|${limit === route.route.limit.normal ? 'n' : 'b'}`;
  let remaining: number | undefined;
  if (deps.limiter) {
    const take = deps.limiter.take(bucketKey, limit, arrivedAt);
    if (!take.allowed) return finish(tooManyRequests(take.retryS, take.resetS, take.limit));
    remaining = take.remaining;
  }

  const refusal = refuse(route.route, claims);
  let reply =
    refusal ??
    (await route.route.handle({ params: route.params, query: url.searchParams, body, claims, baseUrl: deps.baseUrl() }));
  const reshaping = reply.status === 200 ? deps.faults.take(hostName, wbPath, true) : undefined;
  if (reshaping?.reshape) reply = { status: 200, json: reshaping.reshape(jsonOf(reply)) };
  // WB counts a marketplace answer with a 4XX code as 10 requests.
  if (deps.limiter && hostName === 'marketplace-api' && reply.status >= 400 && reply.status < 500) {
    remaining = deps.limiter.charge(bucketKey, limit, 9);
  }
  return finish(reply, remaining);
}

function pickLimit(route: Route, claims: WbTokenClaims): RateLimit {
  const lowTier = claims.acc === 1 || (claims.acc === 2 && route.host === 'marketplace-api');
  return lowTier && route.limit.basic ? route.limit.basic : route.limit.normal;
}

/** WB's 403 answers for a token of the wrong category, type or a read-only token on a write method. */
function refuse(route: Route, claims: WbTokenClaims): Reply | undefined {
  if (route.category !== 'any' && !hasCategory(claims.s, route.category)) {
    return forbidden('scope is not allowed for this resource');
  }
  const type = (['basic', 'test', 'personal', 'service'] as const)[claims.acc - 1];
  if (route.tokenTypes && (!type || !route.tokenTypes.includes(type))) {
    const reply = forbidden(`${type === 'basic' ? 'base' : (type ?? 'unknown')} token is not allowed`);
    if ('json' in reply) (reply.json as { code: string }).code = `${type === 'basic' ? 'base' : type} token is not allowed for this path`;
    return reply;
  }
  if (route.write && isReadOnly(claims.s)) return forbidden('read-only token scope is not allowed for this method');
  return undefined;
}

function forbidden(detail: string): Reply {
  return problem(403, 'forbidden', detail, AUTH_ORIGIN);
}

function tooManyRequests(retryS: number, resetS: number, limit: number): Reply {
  const reply = problem(429, 'too many requests', `limited by wb-emulator`, AUTH_ORIGIN);
  return {
    ...reply,
    headers: { 'X-Ratelimit-Retry': String(retryS), 'X-Ratelimit-Limit': String(limit), 'X-Ratelimit-Reset': String(resetS) },
  };
}

/** A reply's JSON as a fresh copy a fault may change. */
function jsonOf(reply: Reply): unknown {
  if ('rows' in reply) return structuredClone([...reply.rows]);
  if ('json' in reply) return structuredClone(reply.json);
  return null;
}

const INVALID_JSON = Symbol('invalid json');

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks).toString('utf8').trim();
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return INVALID_JSON;
  }
}

async function send(res: ServerResponse, reply: Reply, remaining?: number) {
  const headers: Record<string, string> = { ...reply.headers };
  if (remaining !== undefined && reply.status !== 429) headers['X-Ratelimit-Remaining'] = String(remaining);
  if ('empty' in reply) {
    res.writeHead(reply.status, headers);
    res.end();
    return;
  }
  if ('text' in reply) {
    res.writeHead(reply.status, { ...headers, 'Content-Type': reply.contentType ?? 'text/plain; charset=utf-8' });
    res.end(reply.text);
    return;
  }
  if ('json' in reply) {
    const type = reply.contentType ?? 'application/json';
    res.writeHead(reply.status, { ...headers, 'Content-Type': `${type}; charset=utf-8` });
    res.end(unquoteIntegers(JSON.stringify(reply.json), reply.rawIntegers));
    return;
  }
  res.writeHead(reply.status, { ...headers, 'Content-Type': 'application/json; charset=utf-8' });
  let first = true;
  let chunk = '[';
  for (const row of reply.rows) {
    chunk += (first ? '' : ',') + unquoteIntegers(JSON.stringify(row), reply.rawIntegers);
    first = false;
    if (chunk.length > 256_000) {
      if (!res.write(chunk)) await once(res, 'drain');
      chunk = '';
      // Other requests get their turn between chunks: WB answers them while it streams a large page.
      await giveOthersATurn();
    }
  }
  res.end(`${chunk}]`);
}

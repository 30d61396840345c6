import type { WbCategory, WbTokenType } from '../auth/categories.ts';
import type { WbTokenClaims } from '../auth/tokens.ts';
import type { RateLimit } from '../limits/buckets.ts';
import type { Reply } from './respond.ts';

/** The WB hosts the emulator serves, each under its subdomain as the path prefix. */
export const HOSTS = [
  'content-api',
  'discounts-prices-api',
  'statistics-api',
  'finance-api',
  'marketplace-api',
  'supplies-api',
  'common-api',
  'advert-api',
  'seller-analytics-api',
  'dp-calendar-api',
] as const;

export type WbHost = (typeof HOSTS)[number];

export function isWbHost(name: string): name is WbHost {
  return (HOSTS as readonly string[]).includes(name);
}

export interface RouteContext {
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
  claims: WbTokenClaims;
  /** The emulator's own base URL, e.g. http://127.0.0.1:4321 (photo links are built from it). */
  baseUrl: string;
}

export interface LimitGroup {
  /** Requests of one group share a bucket per seller. */
  group: string;
  normal: RateLimit;
  /** Basic (and, for marketplace, Test) tokens get this row; `normal` when absent. */
  basic?: RateLimit;
}

export interface Route {
  host: WbHost;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** WB path with `{name}` placeholders. */
  path: string;
  /** 'any' = a token of any category works (tariffs, commission, seller-info). */
  category: WbCategory | 'any';
  /** Token types allowed (`x-token-types` in the spec); all when absent. */
  tokenTypes?: readonly WbTokenType[];
  /** Write methods refuse read-only tokens. */
  write?: boolean;
  limit: LimitGroup;
  handle(ctx: RouteContext): Reply | Promise<Reply>;
}

export const MINUTE = 60_000;
export const HOUR = 3_600_000;

export function per(periodMs: number, limit: number, burst: number) {
  return { periodMs, limit, burst };
}

interface CompiledRoute {
  route: Route;
  pattern: RegExp;
  names: string[];
}

export class Router {
  private readonly compiled: CompiledRoute[];

  constructor(routes: readonly Route[]) {
    this.compiled = routes.map((route) => {
      const names: string[] = [];
      const source = route.path
        .split('/')
        .map((part) => {
          const m = /^\{(\w+)\}$/.exec(part);
          if (!m) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          names.push(m[1]!);
          return '([^/]+)';
        })
        .join('/');
      return { route, pattern: new RegExp(`^${source}$`), names };
    });
  }

  match(host: WbHost, method: string, path: string): { route: Route; params: Record<string, string> } | undefined {
    for (const { route, pattern, names } of this.compiled) {
      if (route.host !== host || route.method !== method) continue;
      const m = pattern.exec(path);
      if (!m) continue;
      const params: Record<string, string> = {};
      names.forEach((name, i) => (params[name] = decodeURIComponent(m[i + 1]!)));
      return { route, params };
    }
    return undefined;
  }
}

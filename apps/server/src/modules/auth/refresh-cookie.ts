import type { RequestInfo } from '../../graphql/context.ts';

export const REFRESH_COOKIE = 'sh_refresh';

/**
 * httpOnly and SameSite=Strict: scripts cannot read it and other sites cannot send it. Secure when the
 * browser reached us over HTTPS, which the TLS-terminating proxy tells in X-Forwarded-Proto (the first
 * value is the browser's side); the server itself speaks plain HTTP (docs/reliability.md).
 */
export function setRefreshCookie(request: RequestInfo, token: string, maxAgeSeconds: number): void {
  const secure = cameOverHttps(request) ? '; Secure' : '';
  request.setCookies.push(
    `${REFRESH_COOKIE}=${token}; Path=/api; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}${secure}`,
  );
}

export function clearRefreshCookie(request: RequestInfo): void {
  request.setCookies.push(`${REFRESH_COOKIE}=; Path=/api; HttpOnly; SameSite=Strict; Max-Age=0`);
}

export function readRefreshCookie(request: RequestInfo): string | null {
  const header = request.headers.get('cookie') ?? '';
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === REFRESH_COOKIE) return value.join('=') || null;
  }
  return null;
}

function cameOverHttps(request: RequestInfo): boolean {
  const proto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return proto === 'https';
}

import { useSyncExternalStore } from 'react';

/**
 * What the browser keeps between visits (docs/api-contract.md, «Session»): the access token, the selected
 * company's id, and per company the two WB tokens sent with every request.
 */
const ACCESS_TOKEN_KEY = 'token';
const COMPANY_ID_KEY = 'companyId';
/** How far the server's clock is ahead of this computer's (negative when the computer's runs fast). */
const SERVER_CLOCK_KEY = 'serverClockOffsetMs';
/** The company just created, named once on the sign-in card after the page loads again. */
const CREATED_COMPANY_KEY = 'createdCompany';
const wbTokensKey = (companyId: string) => `settings:${companyId}`;

export interface WbTokens {
  mpAndStatisticToken: string;
  contentAndPricesToken: string;
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export const session = {
  getAccessToken: (): string | null => localStorage.getItem(ACCESS_TOKEN_KEY),
  setAccessToken: (token: string) => {
    // A token is stored the moment the server issued it: its «issued at» is the server's time now.
    const issuedAt = readTokenClaims(token)?.iat;
    if (typeof issuedAt === 'number') session.noteServerTime(issuedAt * 1000);
    localStorage.setItem(ACCESS_TOKEN_KEY, token);
    notify();
  },
  noteServerTime(serverMs: number, localMs = Date.now()) {
    localStorage.setItem(SERVER_CLOCK_KEY, String(Math.round(serverMs - localMs)));
  },
  /** The server's time now, as best known: a computer's clock may be minutes off. */
  serverNow(localMs = Date.now()): number {
    const offset = Number(localStorage.getItem(SERVER_CLOCK_KEY));
    return localMs + (Number.isFinite(offset) ? offset : 0);
  },
  noteCompanyCreated: (name: string) => sessionStorage.setItem(CREATED_COMPANY_KEY, name),
  /** The company created before the page loaded again; forgotten once the sign-in card has named it. */
  companyCreated: (): string | null => sessionStorage.getItem(CREATED_COMPANY_KEY),
  forgetCompanyCreated: () => sessionStorage.removeItem(CREATED_COMPANY_KEY),
  clearAccessToken: () => {
    localStorage.removeItem(ACCESS_TOKEN_KEY);
    notify();
  },
  /** Screens that depend on being signed in re-render when the token comes or goes. */
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The company chosen last in this browser: only a wish for the next sign-in; the token decides. */
  getCompanyId: (): string | null => localStorage.getItem(COMPANY_ID_KEY),
  setCompanyId: (companyId: string) => localStorage.setItem(COMPANY_ID_KEY, companyId),
  getWbTokens(companyId: string | null): WbTokens {
    const empty = { mpAndStatisticToken: '', contentAndPricesToken: '' };
    if (!companyId) return empty;
    try {
      return { ...empty, ...(JSON.parse(localStorage.getItem(wbTokensKey(companyId)) ?? '{}') as Partial<WbTokens>) };
    } catch {
      return empty;
    }
  },
  setWbTokens: (companyId: string, tokens: WbTokens) =>
    localStorage.setItem(wbTokensKey(companyId), JSON.stringify(tokens)),
};

/** Reads the claims of a JWT without checking it: the server checks; the browser only needs the expiry. */
export function readTokenClaims(
  token: string,
): { exp?: number; iat?: number; companyId?: string | number | null } | null {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    return JSON.parse(decodeURIComponent(escape(json))) as { exp?: number };
  } catch {
    return null;
  }
}

/**
 * The company the access token names, or null. Screens and request headers follow this one only: an
 * id left in the browser by an earlier session must not open company screens or pick that company's WB tokens.
 */
export function tokenCompanyId(token: string | null): string | null {
  const companyId = token ? readTokenClaims(token)?.companyId : null;
  return companyId === null || companyId === undefined || companyId === '' ? null : String(companyId);
}

/**
 * docs/api-contract.md, «Session»: a missing token counts as valid; a token is stale once its expiry
 * is past by the server's clock (`now`), so a computer whose clock runs fast does not refresh a token
 * the server still takes.
 */
export function isTokenExpired(token: string | null, now = session.serverNow()): boolean {
  if (!token) return false;
  const exp = readTokenClaims(token)?.exp;
  return typeof exp === 'number' && exp * 1000 <= now;
}

export function useAccessToken(): string | null {
  return useSyncExternalStore(session.subscribe, session.getAccessToken);
}

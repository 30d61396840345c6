import { useSyncExternalStore } from 'react';

/**
 * What the browser keeps between visits (docs/api-contract.md, «Session»): the access token, the selected
 * company's id, and per company the two WB tokens sent with every request.
 */
const ACCESS_TOKEN_KEY = 'token';
const COMPANY_ID_KEY = 'companyId';
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
    localStorage.setItem(ACCESS_TOKEN_KEY, token);
    notify();
  },
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
export function readTokenClaims(token: string): { exp?: number; companyId?: string | number | null } | null {
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

/** docs/api-contract.md, «Session»: a missing token counts as valid; a token is stale once its expiry is past. */
export function isTokenExpired(token: string | null, now = Date.now()): boolean {
  if (!token) return false;
  const exp = readTokenClaims(token)?.exp;
  return typeof exp === 'number' && exp * 1000 <= now;
}

export function useAccessToken(): string | null {
  return useSyncExternalStore(session.subscribe, session.getAccessToken);
}

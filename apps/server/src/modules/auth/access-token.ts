import { jwtVerify, SignJWT } from 'jose';
import type { Config } from '../../config.ts';
import { accessTokenKey } from './secrets.ts';

/** Issuer and audience of our access tokens: a token signed with the same secret for another use is refused. */
const ISSUER = 'seller-helper';
const AUDIENCE = 'seller-helper-api';

export interface AccessClaims {
  userId: string;
  /** The selected company; null until the user has one. */
  companyId: number | null;
  sessionId: string;
}

/** A short-lived JWT naming the user and the selected company; the browser keeps it (docs/api-contract.md, «Session»). */
export async function signAccessToken(config: Config, claims: AccessClaims): Promise<string> {
  return new SignJWT({ companyId: claims.companyId, sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${config.ACCESS_TOKEN_TTL}s`)
    .sign(accessTokenKey(config));
}

/** The claims of a valid token, or null for a forged, expired or malformed one. */
export async function readAccessToken(config: Config, token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, accessTokenKey(config), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
    });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    const companyId = typeof payload.companyId === 'number' ? payload.companyId : null;
    return { userId: payload.sub, companyId, sessionId: payload.sid };
  } catch {
    return null;
  }
}

/** The browser sends the token as is (docs/api-contract.md, «Transport»); `Bearer ` is accepted too. */
export function tokenFromHeader(header: string | null): string | null {
  const value = header?.trim();
  if (!value) return null;
  return value.toLowerCase().startsWith('bearer ') ? value.slice(7).trim() || null : value;
}

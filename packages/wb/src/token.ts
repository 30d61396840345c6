import { createHash } from 'node:crypto';
import { CATEGORY_BITS, READ_ONLY_BIT, TOKEN_TYPES, type WbCategory, type WbTokenType } from './categories.ts';

export interface WbTokenInfo {
  type: WbTokenType;
  categories: Set<WbCategory>;
  readOnly: boolean;
  /** A sandbox token: it works only against WB's sandbox hosts. */
  test: boolean;
  expiresAt: Date | null;
  sellerId: string | null;
  tokenId: string | null;
  /** Basic and Test tokens get WB's lower rate limits. */
  lowTier: boolean;
}

/** Not a WB token at all: the person is told so in Russian. */
export class WbTokenFormatError extends Error {
  readonly userMessage =
    'Это не токен WB API: скопируйте токен целиком из личного кабинета продавца (раздел «Доступ к API»).';
}

interface WbClaims {
  acc?: unknown;
  s?: unknown;
  t?: unknown;
  exp?: unknown;
  sid?: unknown;
  id?: unknown;
}

/**
 * What a token says of itself: type, categories, read-only, sandbox, expiry. WB signs tokens with a
 * key only WB has, so the claims are read, not verified; a live check is WB's own answer.
 */
export function decodeWbToken(token: string): WbTokenInfo {
  const parts = token.trim().split('.');
  if (parts.length !== 3) throw new WbTokenFormatError('a token has three dot-separated parts');
  let claims: WbClaims;
  try {
    claims = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8')) as WbClaims;
  } catch {
    throw new WbTokenFormatError('the payload is not JSON');
  }
  if (typeof claims !== 'object' || claims === null || typeof claims.s !== 'number') {
    throw new WbTokenFormatError('no `s` claim');
  }
  const mask = claims.s;
  const categories = new Set<WbCategory>();
  for (const [name, bit] of Object.entries(CATEGORY_BITS)) {
    if (Math.floor(mask / 2 ** bit) % 2 === 1) categories.add(name as WbCategory);
  }
  const type = TOKEN_TYPES[claims.acc as keyof typeof TOKEN_TYPES] ?? 'basic';
  return {
    type,
    categories,
    readOnly: Math.floor(mask / 2 ** READ_ONLY_BIT) % 2 === 1,
    test: claims.t === true || type === 'test',
    expiresAt: typeof claims.exp === 'number' ? new Date(claims.exp * 1000) : null,
    sellerId: typeof claims.sid === 'string' ? claims.sid : null,
    tokenId: typeof claims.id === 'string' ? claims.id : null,
    lowTier: type === 'basic' || type === 'test',
  };
}

/** The bucket key of a token: a hash, so rate-limit state never holds the token itself. */
export function tokenKey(token: string): string {
  return createHash('sha256').update(token).digest('hex').slice(0, 32);
}

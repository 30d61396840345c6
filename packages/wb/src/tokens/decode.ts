import { createHash } from 'node:crypto';
import type { WbLimitTier } from '../limits/groups.ts';
import { CATEGORY_BITS, READ_ONLY_BIT, TOKEN_TYPES, type WbCategory, type WbTokenType } from './categories.ts';

export interface WbTokenInfo {
  type: WbTokenType;
  categories: Set<WbCategory>;
  readOnly: boolean;
  /** A sandbox token: it works only against WB's sandbox hosts. */
  test: boolean;
  expiresAt: Date | null;
  /** The seller's UUID; equals `sid` of seller-info. */
  sellerId: string | null;
  /** The token's own UUID. */
  tokenId: string | null;
  /** Basic and Test tokens get WB's lower rate limits. */
  lowTier: boolean;
  tier: WbLimitTier;
}

/** Not a WB token at all: the person is told so in Russian; `details` says what is wrong with it. */
export class WbTokenFormatError extends Error {
  constructor(
    readonly details: string,
    readonly userMessage = 'Это не токен WB API: скопируйте токен целиком из личного кабинета продавца (раздел «Доступ к API»).',
  ) {
    super(details);
    this.name = 'WbTokenFormatError';
  }
}

interface WbClaims {
  acc?: unknown;
  s?: unknown;
  t?: unknown;
  exp?: unknown;
  sid?: unknown;
  id?: unknown;
}

const hasBit = (mask: number, bit: number) => Math.floor(mask / 2 ** bit) % 2 === 1;

/** The token as WB expects it in `Authorization`: without spaces around and without `Bearer `. */
export function bareToken(token: string): string {
  return token.trim().replace(/^Bearer\s+/i, '');
}

/**
 * What a token says of itself (docs/wb-api.md, «Hosts, tokens, limits»). WB signs tokens with a key only WB has, so the
 * claims are read, not verified; only WB's own answer (`checkTokenLive`) proves the token live.
 */
export function decodeWbToken(token: string): WbTokenInfo {
  const parts = bareToken(token).split('.');
  if (parts.length !== 3 || parts.some((part) => !/^[\w-]+$/.test(part))) {
    throw new WbTokenFormatError('a token has three dot-separated base64url parts');
  }
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8'));
  } catch {
    throw new WbTokenFormatError('the payload is not JSON');
  }
  if (typeof claims !== 'object' || claims === null) throw new WbTokenFormatError('the payload is not an object');
  const { acc, s, t, exp, sid, id } = claims as WbClaims;
  if (typeof s !== 'number' || !Number.isSafeInteger(s) || s < 0) throw new WbTokenFormatError('no `s` claim');
  // WB writes `acc` as a number; "4" or 4.0000001 is not WB's.
  const type = Number.isInteger(acc) ? TOKEN_TYPES[acc as keyof typeof TOKEN_TYPES] : undefined;
  if (!type) throw new WbTokenFormatError(`unknown token type acc=${JSON.stringify(acc)}`);
  const categories = new Set<WbCategory>();
  for (const [name, bit] of Object.entries(CATEGORY_BITS)) {
    if (hasBit(s, bit)) categories.add(name as WbCategory);
  }
  const lowTier = type === 'basic' || type === 'test';
  return {
    type,
    categories,
    readOnly: hasBit(s, READ_ONLY_BIT),
    test: t === true || type === 'test',
    expiresAt: typeof exp === 'number' && Number.isFinite(exp) ? new Date(exp * 1000) : null,
    sellerId: typeof sid === 'string' ? sid : null,
    tokenId: typeof id === 'string' ? id : null,
    lowTier,
    tier: lowTier ? 'basic' : 'normal',
  };
}

/** A hash of the token, so rate-limit state never holds the token itself. */
export function tokenKey(token: string): string {
  return createHash('sha256').update(bareToken(token)).digest('hex').slice(0, 32);
}

/**
 * Whose limits a token's requests count against. WB counts its limits per seller account, so every
 * token naming the same seller (`sid`) shares one bucket per limit group; a token that names no
 * seller (or is no WB token) gets buckets of its own, keyed by its hash.
 */
export function limitAccount(token: string): string {
  try {
    const sellerId = decodeWbToken(token).sellerId;
    if (sellerId) return `seller:${sellerId}`;
  } catch {
    // Not a WB token: WB will answer 401; its requests still wait in buckets of their own.
  }
  return `token:${tokenKey(token)}`;
}

/** The token for a person's eyes: its first and last characters only. */
export function maskToken(token: string): string {
  const bare = bareToken(token);
  return bare.length <= 16 ? '••••' : `${bare.slice(0, 8)}…${bare.slice(-6)}`;
}

import { createHash } from 'node:crypto';
import type { SyncCategory } from './datasets.ts';

/** Category bits of the token's `s` claim (ENDPOINTS.md §8). */
const CATEGORY_BITS: Record<SyncCategory, number> = {
  content: 1,
  prices: 3,
  marketplace: 4,
  statistics: 5,
  promotion: 6,
  supplies: 10,
  finance: 13,
};

export interface WbTokenInfo {
  /** Basic (1) and Test (2) tokens get WB's lower rate limits. */
  lowTier: boolean;
  categories: Set<SyncCategory>;
}

/**
 * What the token's own claims say; WB signs them, we only read them to choose a token and a limit
 * row. A token that is not a readable JWT has no categories.
 */
export function readWbToken(token: string): WbTokenInfo {
  const categories = new Set<SyncCategory>();
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { acc?: number; s?: number };
    const mask = payload.s ?? 0;
    for (const [name, bit] of Object.entries(CATEGORY_BITS)) {
      if (((mask >>> bit) & 1) === 1) categories.add(name as SyncCategory);
    }
    return { lowTier: payload.acc === 1 || payload.acc === 2, categories };
  } catch {
    return { lowTier: false, categories };
  }
}

/** The bucket key of a token: a hash, so the table never holds the token itself. */
export function tokenKey(token: string): string {
  return createHash('sha256').update(token).digest('hex').slice(0, 32);
}

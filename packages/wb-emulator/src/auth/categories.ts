/** Token categories and their bit in the JWT `s` mask (ENDPOINTS.md §8). */
export const CATEGORY_BITS = {
  content: 1,
  analytics: 2,
  prices: 3,
  marketplace: 4,
  statistics: 5,
  promotion: 6,
  questions: 7,
  chat: 9,
  supplies: 10,
  returns: 11,
  documents: 12,
  finance: 13,
  users: 16,
} as const;

export type WbCategory = keyof typeof CATEGORY_BITS;

export const READ_ONLY_BIT = 30;

export type WbTokenType = 'basic' | 'test' | 'personal' | 'service';

/** The `acc` claim of each token type. */
export const TOKEN_TYPE_ACC: Record<WbTokenType, number> = { basic: 1, test: 2, personal: 3, service: 4 };

export function isWbCategory(name: string): name is WbCategory {
  return Object.hasOwn(CATEGORY_BITS, name);
}

export function categoryMask(categories: readonly WbCategory[], readOnly: boolean): number {
  let mask = 0;
  for (const c of categories) mask |= 1 << CATEGORY_BITS[c];
  // `>>> 0` keeps the mask an unsigned 32-bit number once bit 30 is set.
  return (readOnly ? mask | (1 << READ_ONLY_BIT) : mask) >>> 0;
}

export function hasCategory(mask: number, category: WbCategory): boolean {
  return ((mask >>> CATEGORY_BITS[category]) & 1) === 1;
}

export function isReadOnly(mask: number): boolean {
  return ((mask >>> READ_ONLY_BIT) & 1) === 1;
}

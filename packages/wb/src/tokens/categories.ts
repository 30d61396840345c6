/** Token categories and their bits in the token's `s` claim (docs/wb-api.md, «Hosts, tokens, limits»). */
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

/** Bit 30 of `s`: the token may read but not change anything. */
export const READ_ONLY_BIT = 30;

/** The `acc` claim: 1 Basic, 2 Test (sandbox), 3 Personal, 4 Service. */
export const TOKEN_TYPES = { 1: 'basic', 2: 'test', 3: 'personal', 4: 'service' } as const;

export type WbTokenType = (typeof TOKEN_TYPES)[keyof typeof TOKEN_TYPES];

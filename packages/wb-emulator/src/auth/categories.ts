import { CATEGORY_BITS, READ_ONLY_BIT, TOKEN_TYPES, type WbCategory, type WbTokenType } from '@seller-helper/wb';

// WB's category bits are the client's table: the emulator issues and checks tokens by the same
// facts the client decodes them with (docs/decisions.md, «One token category table»).
export { CATEGORY_BITS, READ_ONLY_BIT, type WbCategory, type WbTokenType };

/** The `acc` claim of each token type, the client's table read the other way. */
export const TOKEN_TYPE_ACC = Object.fromEntries(
  Object.entries(TOKEN_TYPES).map(([acc, type]) => [type, Number(acc)]),
) as Record<WbTokenType, number>;

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

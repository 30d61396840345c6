import type { WbTokens } from '../../shared/session.ts';

export const TOKEN_KINDS = ['mpAndStatisticToken', 'contentAndPricesToken'] as const;
export type TokenKind = (typeof TOKEN_KINDS)[number];

export const TOKEN_LABELS: Record<TokenKind, string> = {
  mpAndStatisticToken: 'Токен «Маркетплейс и статистика»',
  contentAndPricesToken: 'Токен «Контент и цены»',
};

export const isTokenKind = (kind: string): kind is TokenKind => (TOKEN_KINDS as readonly string[]).includes(kind);

/**
 * What a save sends: only the tokens the admin typed (an untyped one is left out, so the server
 * keeps it); null when nothing was typed and there is nothing to save.
 */
export function tokensToSave(typed: WbTokens): Partial<WbTokens> | null {
  const entries = TOKEN_KINDS.map((kind) => [kind, typed[kind].trim()] as const).filter(([, token]) => token);
  return entries.length ? Object.fromEntries(entries) : null;
}

/** This browser's copy (the headers of docs/api-contract.md, «Transport») after a save or a removal: only the named tokens change. */
export function updatedBrowserCopy(copy: WbTokens, change: Partial<WbTokens>): WbTokens {
  return { ...copy, ...change };
}

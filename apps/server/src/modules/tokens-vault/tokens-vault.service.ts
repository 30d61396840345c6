import { decodeWbToken } from '@seller-helper/wb';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { appError } from '../../graphql/errors.ts';
import type { CompanyCaller } from '../auth/guards.ts';
import { decryptSecret, encryptSecret, tokenEncryptionKey } from './cipher.ts';
import * as repo from './tokens-vault.repo.ts';

export type WbTokenKind = 'mpAndStatisticToken' | 'contentAndPricesToken';
export const KINDS: WbTokenKind[] = ['mpAndStatisticToken', 'contentAndPricesToken'];
const KIND_NAMES: Record<WbTokenKind, string> = {
  mpAndStatisticToken: 'Токен «Маркетплейс и статистика»',
  contentAndPricesToken: 'Токен «Контент и цены»',
};

/** The company's stored WB tokens in clear, for the server's own use (sync); never for an answer or a log. */
export async function getCompanyWbTokens(db: Database, config: Config, companyId: number): Promise<string[]> {
  const stored = await repo.findStoredTokens(db, companyId);
  if (!stored) return [];
  const key = tokenEncryptionKey(config);
  return KINDS.map((kind) => stored[kind])
    .filter((sealed): sealed is string => Boolean(sealed))
    .map((sealed) => decryptSecret(sealed, key));
}

/**
 * Stores the given tokens encrypted. Only tokens with a value are written; an empty or absent one
 * keeps what is stored (clearing is `clearCompanyWbToken`, never a side effect of a save).
 */
export async function saveCompanyWbTokens(
  db: Database,
  config: Config,
  companyId: number,
  tokens: Partial<Record<WbTokenKind, string | null>>,
  userId: string | null,
): Promise<void> {
  const key = tokenEncryptionKey(config);
  const sealed: repo.SealedTokens = {};
  for (const kind of KINDS) {
    const token = tokens[kind]?.trim();
    if (token) sealed[kind] = encryptSecret(token, key);
  }
  await repo.storeTokens(db, companyId, sealed, userId);
}

/** What the home page checks of each stored token: when it expires and which WB categories it opens. */
export async function storedTokenFacts(
  db: Database,
  config: Config,
  companyId: number,
): Promise<{ kind: WbTokenKind; name: string; expiresAt: Date | null; categories: Set<string> }[]> {
  const stored = await repo.findStoredTokens(db, companyId);
  const key = tokenEncryptionKey(config);
  return KINDS.filter((kind) => stored?.[kind]).map((kind) => {
    const token = decryptSecret(stored![kind]!, key);
    let categories = new Set<string>();
    try {
      categories = new Set(decodeWbToken(token).categories);
    } catch {
      // A token WB would not read opens nothing: every category counts as missing.
    }
    return { kind, name: KIND_NAMES[kind], expiresAt: tokenExpiry(token), categories };
  });
}

/** What a person may see of a stored token: that it is there, its ends, and when it expires. */
export async function describeStoredTokens(ctx: GraphQLContext, caller: CompanyCaller) {
  const stored = await repo.findStoredTokens(ctx.db, caller.companyId);
  const key = tokenEncryptionKey(ctx.config);
  return KINDS.map((kind) => {
    const sealed = stored?.[kind];
    if (!sealed) return { kind, isSet: false, masked: null, expiresAt: null, updatedAt: null };
    const token = decryptSecret(sealed, key);
    return { kind, isSet: true, masked: maskToken(token), expiresAt: tokenExpiry(token), updatedAt: stored.updatedAt };
  });
}

/** Saves the tokens the admin typed; the others stay as stored. Nothing typed is refused, so nothing changes. */
export async function replaceStoredTokens(
  ctx: GraphQLContext,
  caller: CompanyCaller,
  tokens: Record<WbTokenKind, string | null>,
) {
  const typed = KINDS.filter((kind) => tokens[kind]?.trim());
  if (typed.length === 0) {
    throw appError('BAD_USER_INPUT', 'Введите токен WB, который нужно сохранить: сохранённые токены не изменились.');
  }
  for (const kind of typed) {
    if (tokens[kind]!.trim().split('.').length !== 3) {
      throw appError('BAD_USER_INPUT', 'Токен WB выглядит иначе: это строка из трёх частей, разделённых точками.');
    }
  }
  await saveCompanyWbTokens(ctx.db, ctx.config, caller.companyId, tokens, caller.userId);
  const message = typed.length === KINDS.length ? 'Токены WB сохранены.' : `${KIND_NAMES[typed[0]!]} сохранён.`;
  return { id: String(caller.companyId), message, companyWbTokens: await describeStoredTokens(ctx, caller) };
}

/** Removes one stored token: only ever on this explicit request. */
export async function clearStoredToken(ctx: GraphQLContext, caller: CompanyCaller, kind: WbTokenKind) {
  const stored = await repo.findStoredTokens(ctx.db, caller.companyId);
  if (!stored?.[kind]) throw appError('NOT_FOUND', `${KIND_NAMES[kind]} на сервере не сохранён.`);
  await repo.storeTokens(ctx.db, caller.companyId, { [kind]: null }, caller.userId);
  return {
    id: String(caller.companyId),
    message: `${KIND_NAMES[kind]} удалён: данные, которым он нужен, перестанут обновляться.`,
    companyWbTokens: await describeStoredTokens(ctx, caller),
  };
}

function maskToken(token: string): string {
  return token.length <= 12 ? '••••' : `${token.slice(0, 6)}…${token.slice(-4)}`;
}

function tokenExpiry(token: string): Date | null {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      exp?: unknown;
    };
    return typeof payload.exp === 'number' ? new Date(payload.exp * 1000) : null;
  } catch {
    return null;
  }
}

/** Seals another secret of the company (a Telegram bot's token) as WB tokens are sealed, for its owner to store. */
export function sealSecret(config: Config, plain: string): string {
  return encryptSecret(plain, tokenEncryptionKey(config));
}

/** Opens a secret `sealSecret` sealed: for the server's own calls, never for an answer or a log. */
export function openSecret(config: Config, sealed: string): string {
  return decryptSecret(sealed, tokenEncryptionKey(config));
}

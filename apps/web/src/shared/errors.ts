import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';

/** Codes whose message the server wrote for the person (appError): shown as they are. */
const READABLE_CODES = new Set([
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'BAD_USER_INPUT',
  'NOT_FOUND',
  'CONFLICT',
  'WB_TOKEN_MISSING',
  'WB_TOKEN_INVALID',
  'WB_RATE_LIMITED',
  'WB_REFUSED',
  'WB_UNAVAILABLE',
  'PAYLOAD_TOO_LARGE',
  'TOO_MANY_REQUESTS',
  'SERVER_BUSY',
]);

export const NO_CONNECTION = 'Нет связи с сервером. Проверьте подключение к интернету и повторите.';
const SERVER_FAILED =
  'Сервер не смог выполнить запрос. Повторите чуть позже; если не пройдёт, сообщите администратору.';

/** The server's own message when it wrote one for the person, else null. */
export function serverMessage(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const first = error.errors[0];
  const code = first?.extensions?.code;
  const message = first?.message.trim();
  return typeof code === 'string' && READABLE_CODES.has(code) && message ? message : null;
}

export function errorCode(error: unknown): string | null {
  if (CombinedGraphQLErrors.is(error)) return (error.errors[0]?.extensions?.code as string | undefined) ?? null;
  return null;
}

/** The request got no answer at all: the network is down or the server is unreachable. */
export function isNoConnection(error: unknown): boolean {
  if (error == null) return false;
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  if (CombinedGraphQLErrors.is(error) || ServerError.is(error) || ServerParseError.is(error)) return false;
  // fetch rejects with a TypeError ("Failed to fetch", "Load failed", "NetworkError…") when nothing answers.
  return error instanceof TypeError;
}

/** What a person can read about the failure: no connection, or the server's own message; else null. */
export function readableReason(error: unknown): string | null {
  return isNoConnection(error) ? NO_CONNECTION : serverMessage(error);
}

/**
 * Any failure as a Russian sentence a seller can act on. `failed` says what did not happen
 * («Не удалось загрузить карточки»); it leads when the cause is the server's internals or unknown.
 */
export function userMessage(error: unknown, failed: string): string {
  const readable = readableReason(error);
  if (readable) return readable;
  const lead = /[.!?…]$/.test(failed) ? failed : `${failed}.`;
  if (CombinedGraphQLErrors.is(error) || ServerError.is(error) || ServerParseError.is(error))
    return `${lead} ${SERVER_FAILED}`;
  return lead;
}

/** A success toast's text: the server's message, or ours when the server sent none. */
export function doneMessage(message: string | null | undefined, fallback: string): string {
  return message?.trim() || fallback;
}

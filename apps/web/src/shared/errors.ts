import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** The server's Russian message when it sent one (SPEC §8: a server message is shown first). */
export function serverMessage(error: unknown): string | null {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message ?? null;
  return null;
}

export function errorCode(error: unknown): string | null {
  if (CombinedGraphQLErrors.is(error)) return (error.errors[0]?.extensions?.code as string | undefined) ?? null;
  return null;
}

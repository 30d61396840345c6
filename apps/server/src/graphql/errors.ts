import { GraphQLError } from 'graphql';

/** The codes a client can rely on in `extensions.code`. */
export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'WB_TOKEN_MISSING'
  | 'WB_TOKEN_INVALID'
  | 'WB_RATE_LIMITED'
  | 'WB_REFUSED'
  | 'WB_UNAVAILABLE'
  | 'TELEGRAM_UNAVAILABLE'
  | 'PAYLOAD_TOO_LARGE'
  | 'TOO_MANY_REQUESTS'
  | 'SERVER_BUSY'
  | 'BAD_REQUEST'
  | 'GRAPHQL_VALIDATION_FAILED'
  | 'INTERNAL_SERVER_ERROR';

/** An error meant for the person using the product: its Russian message is shown as is. */
export function appError(code: ErrorCode, message: string, extra: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extra } });
}

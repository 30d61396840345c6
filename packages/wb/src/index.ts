export { CATEGORY_BITS, READ_ONLY_BIT, TOKEN_TYPES, type WbCategory, type WbTokenType } from './categories.ts';
export { decodeWbToken, tokenKey, WbTokenFormatError, type WbTokenInfo } from './token.ts';
export {
  limitOf,
  WB_LIMITS,
  type BucketKey,
  type BucketLimit,
  type WbLimitGroup,
  type WbRateLimiter,
} from './limits.ts';
export {
  createWbCall,
  WbAccessRefused,
  WbRateLimited,
  WbUnavailable,
  type WbCall,
  type WbHttpOptions,
  type WbRequest,
} from './http.ts';
export { checkWbToken, type WbTokenCheck } from './token-check.ts';

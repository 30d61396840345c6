import { verifyWbToken, WbTokenFormatError, type WbTokenCheck } from '@seller-helper/wb';
import { appError } from '../../graphql/errors.ts';

/** Decodes the tokens locally; WB is not called, so a check costs nothing of WB's limits. */
export function checkTokens(tokens: readonly string[]): WbTokenCheck[] {
  if (tokens.length === 0) throw appError('BAD_USER_INPUT', 'Передайте хотя бы один токен.');
  if (tokens.length > 20) throw appError('BAD_USER_INPUT', 'За один раз можно проверить не больше 20 токенов.');
  return tokens.map((token, index) => {
    try {
      return verifyWbToken(token);
    } catch (error) {
      if (!(error instanceof WbTokenFormatError)) throw error;
      const which = tokens.length > 1 ? `Токен №${index + 1}: ` : '';
      throw appError('WB_TOKEN_INVALID', `${which}${error.userMessage}`);
    }
  });
}

import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { Config } from '../../config.ts';
import { appError } from '../../graphql/errors.ts';

export interface GoogleIdentity {
  googleSub: string;
  email: string;
  name: string;
  picture: string | null;
}

const keySets = new Map<string, JWTVerifyGetKey>();

/** Google's key set, fetched once per URL and cached by jose (it refetches on an unknown key id). */
function keySet(url: string): JWTVerifyGetKey {
  let keys = keySets.get(url);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(url), { timeoutDuration: 5000 });
    keySets.set(url, keys);
  }
  return keys;
}

/** Checks a Google ID token: signature, issuer, audience, expiry and a verified e-mail. */
export async function verifyGoogleCredential(config: Config, credential: string): Promise<GoogleIdentity> {
  if (!config.GOOGLE_CLIENT_ID) throw appError('UNAUTHENTICATED', 'Вход через Google не настроен на этом сервере.');
  let payload;
  try {
    ({ payload } = await jwtVerify(credential, keySet(config.GOOGLE_JWKS_URL), {
      issuer: ['accounts.google.com', 'https://accounts.google.com'],
      audience: config.GOOGLE_CLIENT_ID,
      algorithms: ['RS256', 'ES256'],
    }));
  } catch {
    throw appError('UNAUTHENTICATED', 'Не удалось подтвердить вход через Google. Попробуйте войти ещё раз.');
  }
  if (payload.email_verified !== true || typeof payload.email !== 'string' || typeof payload.sub !== 'string') {
    throw appError('UNAUTHENTICATED', 'Адрес электронной почты в аккаунте Google не подтверждён.');
  }
  return {
    googleSub: payload.sub,
    email: payload.email.toLowerCase(),
    name: typeof payload.name === 'string' ? payload.name : payload.email,
    picture: typeof payload.picture === 'string' ? payload.picture : null,
  };
}

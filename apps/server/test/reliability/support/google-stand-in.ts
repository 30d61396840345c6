import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';

export const GOOGLE_CLIENT_ID = 'reliability.apps.googleusercontent.com';

/** Google's key set served on loopback, and ID tokens signed with its private key (or another one). */
export interface GoogleStandIn {
  jwksUrl: string;
  idToken(email: string, options?: IdTokenOptions): Promise<string>;
  close(): Promise<void>;
}

export interface IdTokenOptions {
  key?: 'google' | 'stranger';
  audience?: string;
  expiresAt?: number;
  claims?: JWTPayload;
}

export async function startGoogleStandIn(): Promise<GoogleStandIn> {
  const google = await generateKeyPair('RS256');
  const stranger: CryptoKey = (await generateKeyPair('RS256')).privateKey;
  const publicJwk = { ...(await exportJWK(google.publicKey)), kid: 'google-1', alg: 'RS256', use: 'sig' };
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ keys: [publicJwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  let nextSub = 1;
  return {
    jwksUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/jwks`,
    idToken: (email, options = {}) => {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ email, email_verified: true, name: 'Ольга Смирнова', ...options.claims })
        .setProtectedHeader({ alg: 'RS256', kid: 'google-1', typ: 'JWT' })
        .setSubject(`google-${email}-${nextSub++}`)
        .setIssuer('https://accounts.google.com')
        .setAudience(options.audience ?? GOOGLE_CLIENT_ID)
        .setIssuedAt(now - 60)
        .setExpirationTime(options.expiresAt ?? now + 3600)
        .sign(options.key === 'stranger' ? stranger : google.privateKey);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The same claims with `alg: none` and an empty signature, as an attacker builds it by hand. */
export function unsigned(token: string): string {
  const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
  return `${header}.${token.split('.')[1]}.`;
}

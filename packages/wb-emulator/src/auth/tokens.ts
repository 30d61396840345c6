import { createECDH, createHash, createPrivateKey, createPublicKey, sign, type KeyObject } from 'node:crypto';
import { jwtVerify, errors as joseErrors } from 'jose';
import { Random } from '../random.ts';
import { TOKEN_TYPE_ACC, categoryMask, type WbCategory, type WbTokenType } from './categories.ts';

export interface IssueTokenOptions {
  type: WbTokenType;
  categories: WbCategory[];
  readOnly?: boolean;
  /** Days until expiry; WB issues tokens for 180 days. Negative gives an already expired token. */
  expiresInDays?: number;
}

/** The claims WB documents for its tokens (docs/wb-api.md, «Hosts, tokens, limits»). */
export interface WbTokenClaims {
  acc: number;
  for?: string;
  t?: boolean;
  id: string;
  sid: string;
  exp: number;
  s: number;
}

export type TokenCheck = { ok: true; claims: WbTokenClaims } | { ok: false; detail: string };

/**
 * Signs and checks tokens with an ES256 key derived from the seed. The key is a test stand-in,
 * never a secret: deriving it lets `npm run wb-emulator -- token` print tokens that a separately
 * started emulator with the same seed accepts.
 */
export class TokenAuthority {
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  private readonly random: Random;

  constructor(
    seed: number,
    private readonly sellerId: string,
    private readonly now: () => number = Date.now,
  ) {
    const jwk = deriveP256Jwk(seed);
    this.privateKey = createPrivateKey({ key: jwk, format: 'jwk' });
    this.publicKey = createPublicKey(this.privateKey);
    this.random = new Random(seed, 0x70c3);
  }

  /** Signs synchronously (node:crypto) so tests can issue tokens without awaiting. */
  issue(options: IssueTokenOptions): string {
    const nowSec = Math.floor(this.now() / 1000);
    const days = options.expiresInDays ?? 180;
    const claims: WbTokenClaims = {
      acc: TOKEN_TYPE_ACC[options.type],
      id: this.random.uuid(),
      sid: this.sellerId,
      exp: nowSec + Math.round(days * 86400),
      s: categoryMask(options.categories, options.readOnly ?? false),
    };
    if (options.type === 'personal') claims.for = 'self';
    if (options.type === 'service') claims.for = 'asid:demo-service';
    if (options.type === 'test') claims.t = true;
    const header = base64url({ alg: 'ES256', kid: 'wb-emulator', typ: 'JWT' });
    const body = base64url({ ...claims, iat: nowSec });
    const signature = sign('sha256', Buffer.from(`${header}.${body}`), { key: this.privateKey, dsaEncoding: 'ieee-p1363' });
    return `${header}.${body}.${signature.toString('base64url')}`;
  }

  async verify(token: string): Promise<TokenCheck> {
    try {
      const { payload } = await jwtVerify(token, this.publicKey, {
        algorithms: ['ES256'],
        currentDate: new Date(this.now()),
      });
      const claims = payload as unknown as WbTokenClaims;
      if (typeof claims.acc !== 'number' || typeof claims.s !== 'number' || typeof claims.sid !== 'string') {
        return { ok: false, detail: 'token problem; token claims are invalid' };
      }
      return { ok: true, claims };
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) return { ok: false, detail: 'token problem; token is expired' };
      if (error instanceof joseErrors.JWSSignatureVerificationFailed) {
        return { ok: false, detail: 'token problem; signature is invalid' };
      }
      return { ok: false, detail: 'token problem; token is malformed' };
    }
  }
}

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** A P-256 key pair whose private scalar comes from hashing the seed. */
function deriveP256Jwk(seed: number) {
  const d = createHash('sha256').update(`wb-emulator signing key ${seed}`).digest();
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(d);
  const point = ecdh.getPublicKey();
  return {
    kty: 'EC',
    crv: 'P-256',
    d: d.toString('base64url'),
    x: point.subarray(1, 33).toString('base64url'),
    y: point.subarray(33, 65).toString('base64url'),
  };
}

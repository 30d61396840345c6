import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWbEmulator, type WbEmulator } from '@seller-helper/wb-emulator';
import {
  CATEGORY_BITS,
  decodeWbToken,
  limitAccount,
  READ_ONLY_BIT,
  TOKEN_TYPES,
  tokenKey,
  WbTokenFormatError,
} from '../src/index.ts';

describe('decodeWbToken', () => {
  let wb: WbEmulator;
  beforeAll(async () => {
    wb = await startWbEmulator({ seed: 3, anchorDate: '2026-11-20' });
  });
  afterAll(() => wb.close());

  it.each(['basic', 'test', 'personal', 'service'] as const)('reads the type of a %s token', (type) => {
    const info = decodeWbToken(wb.issueToken({ type, categories: ['content'] }));
    expect(info.type).toBe(type);
    expect(info.lowTier).toBe(type === 'basic' || type === 'test');
    expect(info.test).toBe(type === 'test');
  });

  it("holds WB's published bits and token types, which the emulator issues its tokens with", () => {
    // Written out here, apart from the table, as WB's token documentation lists them.
    expect(CATEGORY_BITS).toEqual({
      content: 1,
      analytics: 2,
      prices: 3,
      marketplace: 4,
      statistics: 5,
      promotion: 6,
      questions: 7,
      chat: 9,
      supplies: 10,
      returns: 11,
      documents: 12,
      finance: 13,
      users: 16,
    });
    expect(READ_ONLY_BIT).toBe(30);
    expect(TOKEN_TYPES).toEqual({ 1: 'basic', 2: 'test', 3: 'personal', 4: 'service' });
  });

  it('reads every category from the bits, and the read-only flag', () => {
    const info = decodeWbToken(
      wb.issueToken({ type: 'personal', categories: ['statistics', 'finance', 'promotion'], readOnly: true }),
    );
    expect([...info.categories].sort()).toEqual(['finance', 'promotion', 'statistics']);
    expect(info.readOnly).toBe(true);
    expect(info.sellerId).toBe(wb.data.seller.sid);
  });

  it('reads the expiry, also of an expired token', () => {
    const info = decodeWbToken(wb.issueToken({ type: 'personal', categories: ['content'], expiresInDays: -1 }));
    expect(info.expiresAt!.getTime()).toBeLessThan(Date.now());
  });

  it.each(['', 'garbage', 'a.b.c', 'eyJhbGciOiJIUzI1NiJ9.eyJmb28iOjF9.x'])(
    'refuses %j with a Russian message',
    (token) => {
      expect(() => decodeWbToken(token)).toThrowError(WbTokenFormatError);
      try {
        decodeWbToken(token);
      } catch (error) {
        expect((error as WbTokenFormatError).userMessage).toMatch(/^Это не токен WB API/);
      }
    },
  );

  it('keys rate limits by a hash, never the token', () => {
    const token = wb.issueToken({ type: 'personal', categories: ['content'] });
    expect(tokenKey(token)).toHaveLength(32);
    expect(token).not.toContain(tokenKey(token));
  });

  it('keys rate limits by the seller: every token of one seller shares its buckets', () => {
    const statistics = wb.issueToken({ type: 'personal', categories: ['statistics'] });
    const promotion = wb.issueToken({ type: 'service', categories: ['promotion'] });
    expect(limitAccount(statistics)).toBe(`seller:${wb.data.seller.sid}`);
    expect(limitAccount(promotion)).toBe(limitAccount(statistics));
    // Another seller's token (its own emulator, its own sid) gets other buckets.
    const other = unsignedToken({ acc: 3, s: 32, sid: 'another-seller', exp: 2_000_000_000 });
    expect(limitAccount(other)).toBe('seller:another-seller');
  });

  it('keys the limits of a token that names no seller by its hash', () => {
    const noSeller = unsignedToken({ acc: 3, s: 32, exp: 2_000_000_000 });
    expect(limitAccount(noSeller)).toBe(`token:${tokenKey(noSeller)}`);
    expect(limitAccount('garbage')).toBe(`token:${tokenKey('garbage')}`);
  });
});

/** A token with these claims and a dummy signature: only WB could sign one for real. */
function unsignedToken(claims: object): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'ES256', typ: 'JWT' })}.${part(claims)}.c2lnbmF0dXJl`;
}

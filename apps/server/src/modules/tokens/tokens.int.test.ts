import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWbEmulator, type WbEmulator } from '@seller-helper/wb-emulator';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';

describe('verifyWbToken and checkWbTokens', () => {
  let app: TestApp;
  let wb: WbEmulator;
  let authorization: string;
  beforeAll(async () => {
    app = await createTestApp({ DEMO_MODE: 'true' });
    wb = await startWbEmulator({ seed: 4, anchorDate: '2026-11-20' });
    const signedIn = await app.graphql<{ auth: string }>('{ auth(token: "demo:checker@example.com") }');
    authorization = signedIn.data!.auth;
  });
  afterAll(async () => {
    await wb.close();
    await app.close();
  });

  const VERIFY =
    'query ($t: String!) { verifyWbToken(tokenData: $t) { token tokenType exp methods isReading valid problems } }';

  it('answers what a token unlocks, without the token in clear', async () => {
    const token = wb.issueToken({ type: 'personal', categories: ['content', 'prices'] });
    const answer = await app.graphql<{ verifyWbToken: Record<string, unknown> }>(
      VERIFY,
      { t: token },
      { authorization },
    );
    expect(answer.data?.verifyWbToken).toMatchObject({
      tokenType: 'Персональный',
      methods: ['cards', 'prices', 'tariffs'],
      isReading: false,
      valid: true,
    });
    expect(JSON.stringify(answer)).not.toContain(token);
  });

  it('checks several tokens at once and names the bad one', async () => {
    const good = wb.issueToken({ type: 'basic', categories: ['statistics'] });
    const expired = wb.issueToken({ type: 'personal', categories: ['finance'], expiresInDays: -1 });
    const CHECK = 'query ($t: [String!]!) { checkWbTokens(tokensData: $t) { tokenType valid methods } }';
    const answer = await app.graphql<{ checkWbTokens: { valid: boolean }[] }>(
      CHECK,
      { t: [good, expired] },
      { authorization },
    );
    expect(answer.data?.checkWbTokens.map((check) => check.valid)).toEqual([true, false]);
    const bad = await app.graphql(CHECK, { t: [good, 'garbage'] }, { authorization });
    expect(bad.errors?.[0]?.extensions?.code).toBe('WB_TOKEN_INVALID');
    expect(bad.errors?.[0]?.message).toMatch(/^Токен №2: Это не токен WB API/);
  });

  it('is for signed-in people only', async () => {
    const answer = await app.graphql(VERIFY, { t: 'x.y.z' });
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

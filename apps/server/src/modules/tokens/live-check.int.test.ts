import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWbEmulator, type WbEmulator } from '@seller-helper/wb-emulator';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { waitText } from './live-check.service.ts';

const LIVE =
  'query ($t: String!) { checkWbTokenLive(tokenData: $t) { live message sellerName sellerId tradeMark sameSeller } }';

interface LiveAnswer {
  checkWbTokenLive: {
    live: boolean;
    message: string;
    sellerName: string | null;
    sellerId: string | null;
    sameSeller: boolean | null;
  };
}

describe('checkWbTokenLive: WB itself asked about a token', () => {
  let app: TestApp;
  let wb: WbEmulator;
  let otherWb: WbEmulator;
  let authorization: string;
  beforeAll(async () => {
    app = await createTestApp({ DEMO_MODE: 'true' });
    wb = await startWbEmulator({ seed: 5, anchorDate: '2026-11-20' });
    otherWb = await startWbEmulator({ seed: 6, anchorDate: '2026-11-20' });
    app.services.wbBaseUrl = wb.url;
    authorization = (await app.graphql<{ auth: string }>('{ auth(token: "demo:live-checker@example.com") }')).data!
      .auth;
  });
  afterAll(async () => {
    await Promise.all([wb.close(), otherWb.close()]);
    await app.close();
  });

  const live = (token: string, headers: Record<string, string> = { authorization }) =>
    app.graphql<LiveAnswer>(LIVE, { t: token }, headers);

  it("answers whose token it is, with WB's seller-info", async () => {
    const token = wb.issueToken({ type: 'personal', categories: ['content'] });
    const answer = (await live(token)).data!.checkWbTokenLive;
    expect(answer).toEqual({
      live: true,
      message: 'WB принял токен: продавец ООО «Лён да Хлопок».',
      sellerName: wb.data.seller.name,
      sellerId: wb.data.seller.sid,
      tradeMark: wb.data.seller.tradeMark,
      sameSeller: true,
    });
    expect(wb.requests.some((request) => request.path.endsWith('/api/v1/seller-info'))).toBe(true);
  });

  it('says in Russian when WB refuses the token', async () => {
    const forged = otherWb.issueToken({ type: 'personal', categories: ['content'] });
    const answer = (await live(forged)).data!.checkWbTokenLive;
    expect(answer.live).toBe(false);
    expect(answer.message).toMatch(/^WB не принял токен/);
    expect(answer.sellerName).toBeNull();
  });

  it('does not ask WB sooner than its limit allows, and says when to come back', async () => {
    const basic = wb.issueToken({ type: 'basic', categories: ['statistics'] });
    expect((await live(basic)).data!.checkWbTokenLive.live).toBe(true);
    const calls = wb.requests.length;
    const again = (await live(basic)).data!.checkWbTokenLive;
    expect(again.live).toBe(false);
    expect(again.message).toMatch(/^WB разрешает такую проверку редко: повторите через (23|24) ч\./);
    expect(wb.requests.length).toBe(calls);
  });

  it('refuses garbage before calling WB, and anyone not signed in', async () => {
    const calls = wb.requests.length;
    const garbage = await live('not a token');
    expect(garbage.errors?.[0]?.extensions?.code).toBe('WB_TOKEN_INVALID');
    const anonymous = await live(wb.issueToken({ type: 'personal', categories: ['content'] }), {});
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(wb.requests.length).toBe(calls);
  });

  it('writes the wait the way a person reads it', () => {
    expect(waitText(40_000)).toBe('40 с');
    expect(waitText(600_000)).toBe('10 мин');
    expect(waitText(86_400_000)).toBe('24 ч');
    expect(waitText(86_400_250)).toBe('24 ч');
  });
});

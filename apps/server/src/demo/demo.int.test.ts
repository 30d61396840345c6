import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { sellerProfile, TokenAuthority } from '@seller-helper/wb-emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, errorCode, signInWith, tryAuth } from '../../test/support/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import { loadConfig } from '../config.ts';
import { cardSettings, cardSettingsHistory, companyMembers, companyWbTokens, users } from '../db/schema/index.ts';
import { costPricesAt } from '../modules/cards/cards.service.ts';
import { DEMO_EMAIL } from '../modules/auth/demo-identity.ts';
import { getCompanyWbTokens } from '../modules/tokens-vault/tokens-vault.service.ts';
import type { DemoWb } from './demo-emulator.ts';
import { withDemoSecrets } from './demo-secrets.ts';
import { seedDemo } from './seed-demo.ts';

const SEED = 7;
const ME = '{ me { email companies { id name selected isAdmin } } }';

/** The emulator as seedDemo sees it, without starting its HTTP server: same seller, same token key. */
function demoWb(): DemoWb {
  const seller = sellerProfile(SEED);
  const tokens = new TokenAuthority(SEED, seller.sid);
  return { url: 'http://127.0.0.1:1', seller, issueToken: (options) => tokens.issue(options), close: async () => {} };
}

describe('the demo seller', () => {
  let app: TestApp;
  let companyId: number;

  beforeAll(async () => {
    app = await createTestApp({ DEMO_MODE: 'true' });
    companyId = await seedDemo(app.services.db, app.services.config, demoWb());
  });

  afterAll(async () => {
    await app?.close();
  });

  it('signs in with "demo" as the admin of the demo company, which is selected', async () => {
    const demo = await signInWith(app, 'demo');
    const { me } = dataOf(await app.graphql<{ me: { email: string; companies: unknown[] } }>(ME, {}, demo.headers));
    expect(me.email).toBe(DEMO_EMAIL);
    expect(me.companies).toEqual([
      { id: String(companyId), name: sellerProfile(SEED).name, selected: true, isAdmin: true },
    ]);
  });

  it('has a company with Belarusian requisites', async () => {
    const demo = await signInWith(app, 'demo');
    const answer = await app.graphql<{ company: Record<string, string> }>(
      '{ company { id shortName fullName address generalManager shopName currentAccount } }',
      {},
      demo.headers,
    );
    const company = dataOf(answer).company;
    expect(company.id).toBe(String(companyId));
    expect(company.address).toMatch(/Республика Беларусь/);
    expect(company.currentAccount).toMatch(/^BY\d{2}[A-Z]{4}\d{20}$/);
    expect(company.fullName).toMatch(/^Общество с ограниченной ответственностью/);
  });

  it('owns WB tokens from the emulator, stored encrypted', async () => {
    const clear = await getCompanyWbTokens(app.services.db, app.services.config, companyId);
    expect(clear).toHaveLength(2);
    const [row] = await app.services.db.select().from(companyWbTokens).where(eq(companyWbTokens.companyId, companyId));
    for (const token of clear) expect(JSON.stringify(row)).not.toContain(token);
  });

  it('is seeded once however often the server starts', async () => {
    const tokensBefore = await app.services.db.select().from(companyWbTokens);
    await seedDemo(app.services.db, app.services.config, demoWb());
    await seedDemo(app.services.db, app.services.config, demoWb());
    expect(await app.services.db.select().from(users).where(eq(users.email, DEMO_EMAIL))).toHaveLength(1);
    expect(
      await app.services.db.select().from(companyMembers).where(eq(companyMembers.companyId, companyId)),
    ).toHaveLength(1);
    expect(await app.services.db.select().from(companyWbTokens)).toEqual(tokensBefore);
  });

  it("has cost prices on most cards, each risen twice over the past months to today's", async () => {
    const db = app.services.db;
    const settings = await db.select().from(cardSettings).where(eq(cardSettings.companyId, companyId));
    const priced = settings.filter((row) => row.firstPriceKopecks !== null);
    expect(priced.length).toBeGreaterThan(100);
    const history = await db.select().from(cardSettingsHistory).where(eq(cardSettingsHistory.companyId, companyId));
    // Three changes a card, once: the repeated seeding above added none.
    expect(history).toHaveLength(priced.length * 3);
    const card = priced[0]!;
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    const [yesterday, twoMonthsAgo, longAgo] = [daysAgo(1), daysAgo(60), daysAgo(200)];
    const costAt = await costPricesAt(
      db,
      companyId,
      [yesterday, twoMonthsAgo, longAgo].map((at) => ({ nmId: card.nmId, at })),
    );
    expect(costAt(card.nmId, yesterday)).toBe(card.firstPriceKopecks);
    expect(costAt(card.nmId, twoMonthsAgo)).toBe(Math.round((card.firstPriceKopecks! * 92) / 10_000) * 100);
    expect(costAt(card.nmId, longAgo)).toBe(Math.round((card.firstPriceKopecks! * 85) / 10_000) * 100);
  });

  it('lets "demo:<e-mail>" sign in as another person, with no company until invited', async () => {
    const colleague = await signInWith(app, 'demo:Colleague@Example.com');
    const { me } = dataOf(
      await app.graphql<{ me: { email: string; companies: unknown[] } }>(ME, {}, colleague.headers),
    );
    expect(me).toEqual({ email: 'colleague@example.com', companies: [] });
  });

  it('refuses a demo credential with something that is not an e-mail', async () => {
    for (const credential of ['demo:', 'demo:not-an-email', 'demo:a b@example.com', 'demo2']) {
      expect(errorCode(await tryAuth(app, credential))).toBe('UNAUTHENTICATED');
    }
  });

  it('cannot sign in to the demo company as someone who was not invited', async () => {
    const stranger = await tryAuth(app, 'demo:stranger@example.com', companyId);
    expect(errorCode(stranger)).toBe('FORBIDDEN');
  });
});

describe('demo secrets', () => {
  let dataDir: string;

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'demo-secrets-'));
  });

  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  const demoConfig = (extra: Record<string, string> = {}) =>
    loadConfig({ DEMO_MODE: 'true', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...extra });

  it('are generated once into DATA_DIR, readable by the owner only, and reused on the next start', () => {
    const first = withDemoSecrets(demoConfig());
    const file = path.join(dataDir, 'demo-secrets.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.AUTH_SECRET).toMatch(/^[0-9a-f]{64}$/);
    expect(first.TOKEN_ENCRYPTION_KEY).toMatch(/^[0-9a-f]{64}$/);
    const second = withDemoSecrets(demoConfig());
    expect(second.AUTH_SECRET).toBe(first.AUTH_SECRET);
    expect(second.TOKEN_ENCRYPTION_KEY).toBe(first.TOKEN_ENCRYPTION_KEY);
    expect(readFileSync(file, 'utf8')).toContain(first.AUTH_SECRET!);
  });

  it('give way to secrets that are configured', () => {
    const configured = withDemoSecrets(demoConfig({ AUTH_SECRET: 'configured-secret-configured-secret-1' }));
    expect(configured.AUTH_SECRET).toBe('configured-secret-configured-secret-1');
  });

  it('are never generated outside demo mode', () => {
    const otherDir = mkdtempSync(path.join(tmpdir(), 'no-demo-secrets-'));
    try {
      const production = loadConfig({
        DEMO_MODE: 'false',
        DATA_DIR: otherDir,
        AUTH_SECRET: 'production-secret-production-secret-1',
        TOKEN_ENCRYPTION_KEY: '1'.repeat(64),
        LOG_LEVEL: 'silent',
      });
      withDemoSecrets(production);
      expect(() => statSync(path.join(otherDir, 'demo-secrets.json'))).toThrow();
    } finally {
      rmSync(otherDir, { recursive: true, force: true });
    }
  });
});

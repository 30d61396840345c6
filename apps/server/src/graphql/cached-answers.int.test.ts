import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import { errorCode } from '../../test/support/sign-in.ts';
import { insertCard, sellerWithCompany, type Seller } from '../modules/cards/catalog-fixtures.ts';
import { CACHED_FIELDS } from './cached-answers.ts';
import { schema } from './schema.ts';

const CARDS = '{ cards { nmID title firstPrice } }';
const SET_PRICE = `mutation ($id: ID!, $price: Money) { setCardSettings(cardId: $id, data: { firstPrice: $price }) { id } }`;

describe('answers kept until the company changes', () => {
  let app: TestApp;
  let seller: Seller;
  let other: Seller;
  /** The statements the app sent while counting. */
  const statements: string[] = [];
  const cardReads = () => statements.filter((query) => /from "?wb_cards"? c\b/.test(query));
  let counting = false;
  beforeAll(async () => {
    app = await createTestApp(
      { DEMO_MODE: 'true' },
      { logger: { logQuery: (query) => counting && statements.push(query) } },
    );
    seller = await sellerWithCompany(app, 'cached-first@example.com');
    other = await sellerWithCompany(app, 'cached-other@example.com');
    await insertCard(app, seller.companyId, { nmId: 801, vendorCode: 'КЭШ-1' });
    await insertCard(app, other.companyId, { nmId: 901, vendorCode: 'ЧУЖАЯ' });
  });
  afterAll(() => app.close());

  const db = () => app.services.db;
  const cardsOf = async (who: Seller, query = CARDS) =>
    (
      await app.graphql<{ cards: { nmID: number; title: string | null; firstPrice: string | null }[] }>(
        query,
        {},
        who.headers,
      )
    ).data!.cards;
  /** Changes a card's title without the trigger that notes the change: only a kept answer still shows the old one. */
  async function retitleUnnoted(companyId: number, nmId: number, title: string) {
    await db().execute(sql`alter table wb_cards disable trigger wb_cards_updated`);
    try {
      await db().execute(sql`update wb_cards set title = ${title} where company_id = ${companyId} and nm_id = ${nmId}`);
    } finally {
      await db().execute(sql`alter table wb_cards enable trigger wb_cards_updated`);
    }
  }

  it('answers a screen asked again from what it answered, while nothing of the company changed', async () => {
    await db().execute(sql`update wb_cards set title = 'Первое' where company_id = ${seller.companyId}`);
    expect((await cardsOf(seller))[0]!.title).toBe('Первое');
    await retitleUnnoted(seller.companyId, 801, 'Незамеченное');
    expect((await cardsOf(seller))[0]!.title).toBe('Первое');
  });

  it('reads again once any row of the company changed, by a statement or a mutation', async () => {
    await db().execute(sql`update wb_cards set title = 'Второе' where company_id = ${seller.companyId}`);
    expect((await cardsOf(seller))[0]).toMatchObject({ title: 'Второе', firstPrice: null });
    expect(dataOrError(await app.graphql(SET_PRICE, { id: '801', price: '120.50' }, seller.headers))).toBeNull();
    expect((await cardsOf(seller))[0]).toMatchObject({ title: 'Второе', firstPrice: '120.50' });
  });

  it("never answers one company's member with another company's answer", async () => {
    await cardsOf(seller);
    const theirs = await cardsOf(other);
    expect(theirs.map((card) => card.nmID)).toEqual([901]);
    // A change of the other company does not reach the first company's kept answer, nor the reverse.
    await retitleUnnoted(seller.companyId, 801, 'Снова незамеченное');
    await db().execute(sql`update wb_cards set title = 'Чужое' where company_id = ${other.companyId}`);
    expect((await cardsOf(other))[0]!.title).toBe('Чужое');
    expect((await cardsOf(seller))[0]!.title).toBe('Второе');
  });

  it('runs a query as usual when it asks anything beyond the cached fields', async () => {
    const withMe = '{ me { email } cards { nmID title firstPrice } }';
    await cardsOf(seller, withMe);
    await retitleUnnoted(seller.companyId, 801, 'Видное');
    expect((await cardsOf(seller, withMe))[0]!.title).toBe('Видное');
  });

  it('reads a screen once for all who ask it at the same time after a change', async () => {
    await db().execute(sql`update wb_cards set title = 'Третье' where company_id = ${seller.companyId}`);
    statements.length = 0;
    counting = true;
    try {
      const answers = await Promise.all(Array.from({ length: 5 }, () => cardsOf(seller)));
      expect(answers.map((cards) => cards[0]!.title)).toEqual(Array(5).fill('Третье'));
    } finally {
      counting = false;
    }
    expect(cardReads()).toHaveLength(1);
  });

  it("serves a kept answer after one statement: the session's, which reads the company's version with it", async () => {
    await cardsOf(seller);
    statements.length = 0;
    counting = true;
    try {
      await cardsOf(seller);
    } finally {
      counting = false;
    }
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/"sessions"/);
    expect(statements[0]).toMatch(/"company_data_versions"/);
  });

  it('keeps no refusal: a caller signed out is refused each time', async () => {
    for (let i = 0; i < 2; i++) expect(errorCode(await app.graphql(CARDS, {}, {}))).toBe('UNAUTHENTICATED');
  });

  it('names only root query fields of the schema', () => {
    const fields = schema.getQueryType()!.getFields();
    expect([...CACHED_FIELDS].filter((name) => !(name in fields))).toEqual([]);
  });
});

function dataOrError(answer: { errors?: unknown[] }) {
  return answer.errors ?? null;
}

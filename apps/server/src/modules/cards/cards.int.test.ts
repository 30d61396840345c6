import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { cardSettings, cardSettingsHistory } from '../../db/schema/index.ts';
import { insertCard, insertCommission, sellerWithCompany, type Seller } from './catalog-fixtures.ts';

const CARDS = `{ cards {
  nmID vendorCode subjectID subjectName brand title photo capacity
  dimensions { length width height weight isValid }
  sizes { chrtID techSize wbSize price discountedPrice discount skus }
  tags { id name color }
  firstPrice titleForTn returnPercent defectPercent fbsCommission fboCommission wbFbsCommission wbFboCommission
  createdAt updatedAt
} }`;

const SET = `mutation ($id: ID!, $data: CardSettingsInput!) { setCardSettings(cardId: $id, data: $data) { id message } }`;
const HISTORY = `query ($id: ID!) { cardSettingsHistory(cardId: $id) { field fieldLabel oldValue newValue changedBy changedAt } }`;

type CardAnswer = Record<string, unknown> & { nmID: number };

describe('cards and their settings', () => {
  let app: TestApp;
  let seller: Seller;
  beforeAll(async () => {
    app = await createTestApp({ DEMO_MODE: 'true' });
    seller = await sellerWithCompany(app, 'cards-seller@example.com');
    await insertCard(app, seller.companyId, {
      nmId: 301,
      vendorCode: 'ФУТ-01',
      dims: [33, 21, 9],
      discount: 27,
      sizes: [
        { chrtID: 9001, techSize: 'M', priceKopecks: 199900, discountedPriceKopecks: 145927 },
        { chrtID: 9002, techSize: 'L', priceKopecks: 209900, discountedPriceKopecks: 153227 },
      ],
    });
    await insertCard(app, seller.companyId, { nmId: 302, vendorCode: 'БЕЗ-ЦЕНЫ', subjectId: 999 });
    await insertCommission(app, seller.companyId, 105, '21', '19.5');
  });
  afterAll(() => app.close());

  const cards = async () => (await app.graphql<{ cards: CardAnswer[] }>(CARDS, {}, seller.headers)).data!.cards;
  const card = async (nmID: number) => (await cards()).find((c) => c.nmID === nmID)!;
  const settingsRows = () =>
    app.services.db.select().from(cardSettings).where(eq(cardSettings.companyId, seller.companyId));

  it('joins each synced card with its size prices, WB commission and volume', async () => {
    expect(await card(301)).toEqual({
      nmID: 301,
      vendorCode: 'ФУТ-01',
      subjectID: 105,
      subjectName: 'Футболки',
      brand: 'Ромашка',
      title: 'Футболка ФУТ-01',
      photo: 'https://basket-01.wbbasket.ru/301.webp',
      capacity: '6.237',
      dimensions: { length: 33, width: 21, height: 9, weight: '0.350', isValid: true },
      sizes: [
        {
          chrtID: '9001',
          techSize: 'M',
          wbSize: 'M',
          price: '1999.00',
          discountedPrice: '1459.27',
          discount: 27,
          skus: ['209001'],
        },
        {
          chrtID: '9002',
          techSize: 'L',
          wbSize: 'L',
          price: '2099.00',
          discountedPrice: '1532.27',
          discount: 27,
          skus: ['209002'],
        },
      ],
      tags: [{ id: 7, name: 'Лето', color: 'D1CFD7' }],
      firstPrice: null,
      titleForTn: null,
      returnPercent: null,
      defectPercent: null,
      fbsCommission: null,
      fboCommission: null,
      wbFbsCommission: '21.00',
      wbFboCommission: '19.50',
      createdAt: '2026-03-01T09:00:00.000Z',
      updatedAt: '2026-09-01T09:00:00.000Z',
    });
  });

  it('shows a card without prices, dimensions or commission with those fields empty', async () => {
    expect(await card(302)).toMatchObject({ capacity: null, sizes: [], wbFbsCommission: null, firstPrice: null });
  });

  it('saves only the given fields and shows them on the card', async () => {
    const saved = await app.graphql(
      SET,
      {
        id: '301',
        data: {
          firstPrice: '600,5',
          titleForTn: '  Футболка мужская хлопковая  ',
          returnPercent: 10,
          fbsCommission: '22.25',
        },
      },
      seller.headers,
    );
    expect(saved.data).toEqual({ setCardSettings: { id: '301', message: 'Настройки карточки сохранены.' } });
    await app.graphql(SET, { id: '301', data: { defectPercent: '1.5' } }, seller.headers);
    expect(await card(301)).toMatchObject({
      firstPrice: '600.50',
      titleForTn: 'Футболка мужская хлопковая',
      returnPercent: '10.00',
      defectPercent: '1.50',
      fbsCommission: '22.25',
      fboCommission: null,
    });
  });

  it.each([
    [{ firstPrice: '-1' }, 'Себестоимость: не может быть отрицательной.'],
    [{ returnPercent: '100.01' }, 'Процент возвратов: должен быть от 0 до 100 %.'],
    [{ fboCommission: -5 }, 'Комиссия FBO: должен быть от 0 до 100 %.'],
    [{ titleForTn: 'Я'.repeat(251) }, 'Наименование для ТН: не длиннее 250 символов.'],
  ])('refuses %j naming the field, and saves nothing', async (data, message) => {
    const before = await settingsRows();
    // A valid field next to the bad one must not be saved either.
    const answer = await app.graphql(SET, { id: '301', data: { ...data, defectPercent: '50' } }, seller.headers);
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0]?.message).toBe(message);
    expect(await settingsRows()).toEqual(before);
  });

  it('refuses text where a number belongs', async () => {
    const before = await settingsRows();
    for (const data of [{ returnPercent: 'много' }, { firstPrice: '12.345' }, { firstPrice: 0.1 + 0.2 }]) {
      const answer = await app.graphql(SET, { id: '301', data }, seller.headers);
      expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(answer.errors?.[0]?.message).toMatch(/(Процент должен|Сумма должна) быть числом/);
      expect(answer.errors?.[0]?.message).toContain(`data.${Object.keys(data)[0]}`);
    }
    expect(await settingsRows()).toEqual(before);
  });

  it('answers NOT_FOUND for a card the company does not have', async () => {
    for (const id of ['999999', 'abc']) {
      const answer = await app.graphql(SET, { id, data: { firstPrice: '10' } }, seller.headers);
      expect(answer.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    const history = await app.graphql(HISTORY, { id: '999999' }, seller.headers);
    expect(history.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('records who changed which field, from what to what, newest first', async () => {
    await app.graphql(SET, { id: '301', data: { firstPrice: '700', fbsCommission: null } }, seller.headers);
    const unchanged = await app.graphql<{ setCardSettings: { message: string } }>(
      SET,
      { id: '301', data: { firstPrice: '700.00' } },
      seller.headers,
    );
    expect(unchanged.data?.setCardSettings.message).toMatch(/^Изменений нет/);
    const answer = await app.graphql<{ cardSettingsHistory: Record<string, unknown>[] }>(
      HISTORY,
      { id: '301' },
      seller.headers,
    );
    const changes = answer.data!.cardSettingsHistory.map(({ field, fieldLabel, oldValue, newValue, changedBy }) => ({
      field,
      fieldLabel,
      oldValue,
      newValue,
      changedBy,
    }));
    const by = expect.any(String);
    expect(changes).toEqual([
      { field: 'firstPrice', fieldLabel: 'Себестоимость', oldValue: '600.50', newValue: '700.00', changedBy: by },
      { field: 'fbsCommission', fieldLabel: 'Комиссия FBS', oldValue: '22.25', newValue: null, changedBy: by },
      { field: 'defectPercent', fieldLabel: 'Процент брака', oldValue: null, newValue: '1.50', changedBy: by },
      { field: 'firstPrice', fieldLabel: 'Себестоимость', oldValue: null, newValue: '600.50', changedBy: by },
      {
        field: 'titleForTn',
        fieldLabel: 'Наименование для ТН',
        oldValue: null,
        newValue: 'Футболка мужская хлопковая',
        changedBy: by,
      },
      { field: 'returnPercent', fieldLabel: 'Процент возвратов', oldValue: null, newValue: '10.00', changedBy: by },
      { field: 'fbsCommission', fieldLabel: 'Комиссия FBS', oldValue: null, newValue: '22.25', changedBy: by },
    ]);
    expect(changes[0]!.changedBy).toMatch(/cards-seller/);
    const rows = await app.services.db.select().from(cardSettingsHistory);
    expect(rows).toHaveLength(7);
  });

  it('answers the saved card as the list shows it, so a screen needs no second request', async () => {
    const fields = CARDS.slice(CARDS.indexOf('{', 2), CARDS.lastIndexOf('}'));
    const answer = await app.graphql<{ setCardSettings: { id: string; message: string; card: CardAnswer } }>(
      `mutation ($id: ID!, $data: CardSettingsInput!) { setCardSettings(cardId: $id, data: $data) { id message card ${fields} } }`,
      { id: '302', data: { firstPrice: '410,25', buyoutPercent: '87.5' } },
      seller.headers,
    );
    const { id, message, card: saved } = answer.data!.setCardSettings;
    expect({ id, message }).toEqual({ id: '302', message: 'Настройки карточки сохранены.' });
    expect(saved).toMatchObject({ nmID: 302, vendorCode: 'БЕЗ-ЦЕНЫ', firstPrice: '410.25' });
    expect(saved).toEqual(await card(302));
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADD_COMPANY,
  addCompany,
  adminOfNewCompany,
  companyForm,
  dataOf,
  errorCode,
  memberOf,
  newCompanyId,
  signIn,
  type SignedIn,
} from '../../../test/support/sign-in.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { companies } from '../../db/schema/index.ts';

const COMPANY_FIELDS = '{ id shortName fullName address generalManager shopName currentAccount created_at updated_at }';
const UPDATE_COMPANY = `mutation UpdateCompany($data: CompanyInput!) { updateCompany(data: $data) { id message company ${COMPANY_FIELDS} } }`;
const COMPANY = `{ company ${COMPANY_FIELDS} }`;
const ME = '{ me { email companies { id name selected isAdmin address generalManager } } }';
const COMPANY_USERS = '{ companyUsers { id email name isAdmin } }';

interface CompanyAnswer {
  company: {
    id: string;
    shortName: string;
    fullName: string;
    address: string;
    generalManager: string;
    shopName: string | null;
    currentAccount: string | null;
    created_at: string;
    updated_at: string;
  };
}

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ DEMO_MODE: 'true' });
});

afterAll(() => app?.close());

function tryAddCompany(by: SignedIn, data: object) {
  return app.graphql<{ addCompany: { id: string; message: string } }>(ADD_COMPANY, { data }, by.headers);
}

function readCompany(by: SignedIn) {
  return app.graphql<CompanyAnswer>(COMPANY, {}, by.headers);
}

describe('addCompany', () => {
  it('creates the company with its creator as admin, listed in me', async () => {
    const creator = await signIn(app, 'creator@example.com');
    const companyId = newCompanyId();
    const answer = await tryAddCompany(creator, companyForm(companyId, { shortName: 'ООО «Лютик»' }));
    expect(dataOf(answer).addCompany).toEqual({ id: companyId, message: expect.stringMatching(/[а-я]/i) });

    const { me } = dataOf(await app.graphql<{ me: { companies: unknown[] } }>(ME, {}, creator.headers));
    // The session was opened before the company existed, so it is listed but not selected yet.
    expect(me.companies).toEqual([
      {
        id: companyId,
        name: 'ООО «Лютик»',
        selected: false,
        isAdmin: true,
        address: 'г. Минск, ул. Ленина, 1',
        generalManager: 'Иванов Иван Иванович',
      },
    ]);

    const inside = await signIn(app, 'creator@example.com', companyId);
    const { company } = dataOf(await readCompany(inside));
    expect(company).toMatchObject({
      id: companyId,
      shortName: 'ООО «Лютик»',
      fullName: `Общество с ограниченной ответственностью «Ромашка ${companyId}»`,
      shopName: 'Ромашка',
      currentAccount: 'BY20OLMP31350000001000000933',
    });
    expect(Date.parse(company.created_at)).not.toBeNaN();
    const users = dataOf(await app.graphql<{ companyUsers: unknown[] }>(COMPANY_USERS, {}, inside.headers));
    expect(users.companyUsers).toEqual([
      { id: expect.any(String), email: 'creator@example.com', name: 'creator', isAdmin: true },
    ]);
  });

  it('trims the fields and stores empty optional fields as absent', async () => {
    const creator = await signIn(app, 'trim@example.com');
    const companyId = newCompanyId();
    const form = companyForm(companyId, { shortName: '  ООО «Пробел»  ', shopName: '   ', currentAccount: '' });
    dataOf(await tryAddCompany(creator, { ...form, companyId: ` ${companyId} ` }));
    const { company } = dataOf(await readCompany(await signIn(app, 'trim@example.com', companyId)));
    expect(company).toMatchObject({ id: companyId, shortName: 'ООО «Пробел»', shopName: null, currentAccount: null });
  });

  it('accepts the optional fields left out', async () => {
    const creator = await signIn(app, 'short-form@example.com');
    const companyId = newCompanyId();
    const { shopName: _shop, currentAccount: _account, ...required } = companyForm(companyId);
    expect(dataOf(await tryAddCompany(creator, required)).addCompany.id).toBe(companyId);
  });

  it.each(['12a45', '12 345', '-5', '1.5', '1e5', '', '0', '1234567890123456'])(
    'refuses the УНП %j with BAD_USER_INPUT',
    async (companyId) => {
      const creator = await signIn(app, 'bad-unp@example.com');
      const answer = await tryAddCompany(creator, companyForm(companyId));
      expect(errorCode(answer)).toBe('BAD_USER_INPUT');
      expect(answer.errors?.[0]?.message).toMatch(/УНП/);
      expect(answer.errors?.[0]?.extensions?.field).toBe('companyId');
    },
  );

  it.each([
    ['shortName', 'Краткое наименование'],
    ['fullName', 'Полное наименование'],
    ['generalManager', 'Генеральный директор'],
    ['address', 'Юридический адрес'],
  ])('refuses an empty %s with a Russian message naming the field', async (field, label) => {
    const creator = await signIn(app, 'empty-field@example.com');
    const companyId = newCompanyId();
    for (const empty of ['', '   ']) {
      const answer = await tryAddCompany(creator, { ...companyForm(companyId), [field]: empty });
      expect(errorCode(answer)).toBe('BAD_USER_INPUT');
      expect(answer.errors?.[0]?.message).toBe(`Заполните поле «${label}».`);
      expect(answer.errors?.[0]?.extensions?.field).toBe(field);
    }
    const stored = await app.services.db
      .select()
      .from(companies)
      .where(eq(companies.id, Number(companyId)));
    expect(stored).toEqual([]);
  });

  // The form always sends every field (empty when blank); a request without one breaks the schema itself.
  it('refuses a request without a required field before it reaches the company', async () => {
    const creator = await signIn(app, 'no-field@example.com');
    const companyId = newCompanyId();
    const { address: _address, ...withoutAddress } = companyForm(companyId);
    const answer = await tryAddCompany(creator, withoutAddress);
    expect(errorCode(answer)).toBe('BAD_REQUEST');
    expect(answer.data ?? null).toBeNull();
    const stored = await app.services.db
      .select()
      .from(companies)
      .where(eq(companies.id, Number(companyId)));
    expect(stored).toEqual([]);
  });

  it('refuses a УНП already registered with CONFLICT naming it, leaving the company as it was', async () => {
    const { companyId } = await adminOfNewCompany(app, 'first-owner@example.com', { shortName: 'ООО «Первый»' });
    const second = await signIn(app, 'second-owner@example.com');
    const answer = await tryAddCompany(second, companyForm(companyId, { shortName: 'ООО «Второй»' }));
    expect(errorCode(answer)).toBe('CONFLICT');
    expect(answer.errors?.[0]?.message).toContain(`УНП ${companyId}`);
    expect(answer.errors?.[0]?.message).toMatch(/уже зарегистрирована/);

    const [stored] = await app.services.db
      .select()
      .from(companies)
      .where(eq(companies.id, Number(companyId)));
    expect(stored?.shortName).toBe('ООО «Первый»');
    const { me } = dataOf(await app.graphql<{ me: { companies: unknown[] } }>(ME, {}, second.headers));
    expect(me.companies).toEqual([]);
  });

  it('lets only one of two simultaneous registrations of a УНП win', async () => {
    const one = await signIn(app, 'race-one@example.com');
    const two = await signIn(app, 'race-two@example.com');
    const companyId = newCompanyId();
    const answers = await Promise.all([
      tryAddCompany(one, companyForm(companyId)),
      tryAddCompany(two, companyForm(companyId)),
    ]);
    expect(answers.map((answer) => errorCode(answer) ?? 'ok').sort()).toEqual(['CONFLICT', 'ok']);
  });

  it('needs a signed-in user', async () => {
    const answer = await app.graphql(ADD_COMPANY, { data: companyForm(newCompanyId()) });
    expect(errorCode(answer)).toBe('UNAUTHENTICATED');
  });
});

describe('updateCompany', () => {
  let companyId: string;
  let admin: SignedIn;
  let member: SignedIn;

  beforeAll(async () => {
    ({ companyId, admin } = await adminOfNewCompany(app, 'boss@example.com'));
    member = await memberOf(app, admin, companyId, 'clerk@example.com');
  });

  it('saves the admin’s changes', async () => {
    const before = dataOf(await readCompany(admin)).company;
    const form = companyForm(companyId, {
      shortName: 'ООО «Василёк»',
      fullName: 'Общество с ограниченной ответственностью «Василёк»',
      address: 'г. Гродно,\nул. Советская, 5',
      generalManager: 'Петрова Анна Сергеевна',
      shopName: 'Василёк',
      currentAccount: null,
    });
    const answer = await app.graphql<{ updateCompany: { id: string; message: string; company: unknown } }>(
      UPDATE_COMPANY,
      { data: form },
      admin.headers,
    );
    const { company } = dataOf(await readCompany(member));
    // The answer carries the company as saved, so the form's screen updates without asking again.
    expect(dataOf(answer).updateCompany).toEqual({ id: companyId, message: 'Данные компании сохранены.', company });

    expect(company).toMatchObject({
      id: companyId,
      shortName: 'ООО «Василёк»',
      fullName: 'Общество с ограниченной ответственностью «Василёк»',
      address: 'г. Гродно,\nул. Советская, 5',
      generalManager: 'Петрова Анна Сергеевна',
      shopName: 'Василёк',
      currentAccount: null,
      created_at: before.created_at,
    });
    expect(Date.parse(company.updated_at)).toBeGreaterThanOrEqual(Date.parse(before.updated_at));
    // The user menu shows the new name too.
    const { me } = dataOf(
      await app.graphql<{ me: { companies: { id: string; name: string }[] } }>(ME, {}, member.headers),
    );
    expect(me.companies.find((c) => c.id === companyId)?.name).toBe('ООО «Василёк»');
  });

  it('refuses a member with FORBIDDEN and changes nothing', async () => {
    const before = dataOf(await readCompany(admin)).company;
    const answer = await app.graphql(
      UPDATE_COMPANY,
      { data: companyForm(companyId, { shortName: 'ООО «Захват»' }) },
      member.headers,
    );
    expect(errorCode(answer)).toBe('FORBIDDEN');
    expect(answer.errors?.[0]?.message).toMatch(/администратор/);
    expect(dataOf(await readCompany(admin)).company).toEqual(before);
  });

  it('refuses a changed УНП with BAD_USER_INPUT and changes neither company', async () => {
    const other = await adminOfNewCompany(app, 'neighbour@example.com', { shortName: 'ООО «Сосед»' });
    const before = dataOf(await readCompany(admin)).company;
    const answer = await app.graphql(
      UPDATE_COMPANY,
      { data: companyForm(other.companyId, { shortName: 'ООО «Подмена»' }) },
      admin.headers,
    );
    expect(errorCode(answer)).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0]?.message).toMatch(/УНП/);
    expect(dataOf(await readCompany(admin)).company).toEqual(before);
    expect(dataOf(await readCompany(other.admin)).company.shortName).toBe('ООО «Сосед»');
  });

  it('refuses an emptied required field with a Russian message', async () => {
    const answer = await app.graphql(
      UPDATE_COMPANY,
      { data: companyForm(companyId, { generalManager: ' ' }) },
      admin.headers,
    );
    expect(errorCode(answer)).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0]?.message).toBe('Заполните поле «Генеральный директор».');
  });

  it('needs a selected company', async () => {
    const loner = await signIn(app, 'loner@example.com');
    const answer = await app.graphql(UPDATE_COMPANY, { data: companyForm(companyId) }, loner.headers);
    expect(errorCode(answer)).toBe('FORBIDDEN');
  });
});

describe('company and companyUsers', () => {
  it('answers FORBIDDEN to a user without a company and UNAUTHENTICATED to nobody', async () => {
    const loner = await signIn(app, 'nobody-company@example.com');
    expect(errorCode(await readCompany(loner))).toBe('FORBIDDEN');
    expect(errorCode(await app.graphql(COMPANY_USERS, {}, loner.headers))).toBe('FORBIDDEN');
    expect(errorCode(await app.graphql(COMPANY))).toBe('UNAUTHENTICATED');
    expect(errorCode(await app.graphql(COMPANY_USERS))).toBe('UNAUTHENTICATED');
  });

  it('lists the admin and the members, with their roles', async () => {
    const { companyId, admin } = await adminOfNewCompany(app, 'head@example.com');
    await memberOf(app, admin, companyId, 'hand@example.com');
    const { companyUsers } = dataOf(
      await app.graphql<{ companyUsers: { email: string; isAdmin: boolean }[] }>(COMPANY_USERS, {}, admin.headers),
    );
    expect(companyUsers.map((user) => [user.email, user.isAdmin])).toEqual([
      ['head@example.com', true],
      ['hand@example.com', false],
    ]);
  });

  it('a second company of the same person is created and selected by signing in to it', async () => {
    const { companyId: first, admin } = await adminOfNewCompany(app, 'two-shops@example.com');
    const second = await addCompany(app, admin);
    const inSecond = await signIn(app, 'two-shops@example.com', second);
    expect(dataOf(await readCompany(inSecond)).company.id).toBe(second);
    const { me } = dataOf(
      await app.graphql<{ me: { companies: { id: string; selected: boolean }[] } }>(ME, {}, inSecond.headers),
    );
    expect(me.companies.map((c) => [c.id, c.selected])).toEqual([
      [first, false],
      [second, true],
    ]);
  });
});

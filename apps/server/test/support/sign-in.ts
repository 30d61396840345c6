import type { GraphQLAnswer, TestApp } from './test-app.ts';

/** A signed-in person as the browser holds them: the access token and the refresh cookie. */
export interface SignedIn {
  email: string;
  accessToken: string;
  /** `sh_refresh=<token>`, ready for a `cookie` header. */
  refreshCookie: string;
  headers: Record<string, string>;
}

export interface CompanyFormData {
  companyId: string;
  shortName: string;
  fullName: string;
  address: string;
  generalManager: string;
  shopName?: string | null;
  currentAccount?: string | null;
}

const AUTH = 'query Auth($token: String!, $companyId: ID) { auth(token: $token, companyId: $companyId) }';

export const ADD_COMPANY = 'mutation AddCompany($data: CompanyInput!) { addCompany(data: $data) { id message } }';

/** The answer's only error code, or a readable failure when the operation succeeded or failed otherwise. */
export function errorCode(answer: GraphQLAnswer<unknown>): string | undefined {
  return answer.errors?.[0]?.extensions?.code;
}

/** The data of an answer that must have succeeded; otherwise the test fails naming the errors. */
export function dataOf<Data>(answer: GraphQLAnswer<Data>): Data {
  if (answer.errors?.length || !answer.data) {
    throw new Error(`expected data, got ${JSON.stringify(answer.errors ?? answer)}`);
  }
  return answer.data;
}

/** The value of the refresh cookie set by an answer (the last one wins, as in a browser). */
export function refreshCookieOf(answer: GraphQLAnswer<unknown>): string | null {
  const cookies = answer.setCookies.filter((cookie) => cookie.startsWith('sh_refresh='));
  const last = cookies.at(-1);
  if (!last) return null;
  const value = last.slice('sh_refresh='.length).split(';')[0] ?? '';
  return value ? `sh_refresh=${value}` : null;
}

export function authHeaders(accessToken: string): Record<string, string> {
  return { authorization: `Bearer ${accessToken}` };
}

/** Signs in with any credential (`demo:<e-mail>`, a Google ID token); fails the test if refused. */
export async function signInWith(
  app: TestApp,
  credential: string,
  companyId?: string | number | null,
): Promise<Omit<SignedIn, 'email'>> {
  const answer = await app.graphql<{ auth: string }>(AUTH, {
    token: credential,
    companyId: companyId == null ? null : String(companyId),
  });
  const accessToken = dataOf(answer).auth;
  const refreshCookie = refreshCookieOf(answer);
  if (!refreshCookie) throw new Error('sign-in set no refresh cookie');
  return { accessToken, refreshCookie, headers: authHeaders(accessToken) };
}

/** The raw answer of `auth`, for tests that expect a refusal. */
export function tryAuth(app: TestApp, token: string, companyId?: string | number | null) {
  return app.graphql<{ auth: string }>(AUTH, { token, companyId: companyId == null ? null : String(companyId) });
}

/** Demo mode only: signs in (creating on first use) the person with this e-mail. */
export async function signIn(app: TestApp, email: string, companyId?: string | number | null): Promise<SignedIn> {
  return { email, ...(await signInWith(app, `demo:${email}`, companyId)) };
}

let nextCompanyId = 190_000_000 + Math.floor(Math.random() * 1_000_000) * 100;

/** A fresh УНП, unique within the test run. */
export function newCompanyId(): string {
  nextCompanyId += 1;
  return String(nextCompanyId);
}

export function companyForm(companyId: string, overrides: Partial<CompanyFormData> = {}): CompanyFormData {
  return {
    companyId,
    shortName: `ООО «Ромашка ${companyId}»`,
    fullName: `Общество с ограниченной ответственностью «Ромашка ${companyId}»`,
    address: 'г. Минск, ул. Ленина, 1',
    generalManager: 'Иванов Иван Иванович',
    shopName: 'Ромашка',
    currentAccount: 'BY20OLMP31350000001000000933',
    ...overrides,
  };
}

/** Creates a company as this person (who becomes its admin); answers its УНП. */
export async function addCompany(app: TestApp, by: SignedIn, overrides: Partial<CompanyFormData> = {}) {
  const companyId = overrides.companyId ?? newCompanyId();
  const answer = await app.graphql<{ addCompany: { id: string } }>(
    ADD_COMPANY,
    { data: companyForm(companyId, overrides) },
    by.headers,
  );
  return dataOf(answer).addCompany.id;
}

/**
 * A person who created a company and signed in again into it, so the session works in it
 * (as the web app does after creating a company).
 */
export async function adminOfNewCompany(app: TestApp, email: string, overrides: Partial<CompanyFormData> = {}) {
  const creator = await signIn(app, email);
  const companyId = await addCompany(app, creator, overrides);
  return { companyId, admin: await signIn(app, email, companyId) };
}

/** Invites the e-mail as the admin; the person signs in and works in the company as a non-admin. */
export async function memberOf(app: TestApp, admin: SignedIn, companyId: string, email: string): Promise<SignedIn> {
  const answer = await app.graphql(
    'mutation Invite($email: String!) { invite(email: $email) { id } }',
    { email },
    admin.headers,
  );
  dataOf(answer);
  return signIn(app, email, companyId);
}

import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminOfNewCompany,
  companyForm,
  dataOf,
  errorCode,
  memberOf,
  type SignedIn,
} from '../../../test/support/sign-in.ts';
import { createTestApp, type GraphQLAnswer, type TestApp } from '../../../test/support/test-app.ts';
import { syncStates } from '../../db/schema/index.ts';
import { SYNC_QUEUE, type SyncJobData } from '../sync/sync-jobs.ts';

/**
 * Who may do what, company by company. Company A has an admin and a member; company B has its own
 * admin. Every operation works on the caller's selected company only, so B's admin must never
 * see A's data, and A's people never B's.
 */

type CallerName = 'admin of A' | 'member of A' | 'admin of B';

interface Company {
  /** Marks every e-mail of the company (its people and its invites). */
  domain: string;
  companyId: string;
  admin: SignedIn;
  syncError: string;
}

interface Caller {
  signedIn: SignedIn;
  company: Company;
  other: Company;
}

interface Operation {
  name: string;
  adminOnly: boolean;
  /** Sets the stage as the company's admin would; answers what `run` needs. */
  prepare?(caller: Caller): Promise<string>;
  run(caller: Caller, prepared: string): Promise<GraphQLAnswer>;
  /** What an allowed answer must say about the caller's own company. */
  check(answer: GraphQLAnswer, caller: Caller): Promise<void> | void;
}

let app: TestApp;
let alpha: Company;
let beta: Company;
const callers = {} as Record<CallerName, Caller>;

beforeAll(async () => {
  app = await createTestApp({ DEMO_MODE: 'true' });
  // syncNow queues jobs; the app creates this queue at start, the test app has no workers.
  await app.services.jobs.boss.createQueue(SYNC_QUEUE, { policy: 'stately' });
  alpha = await setUpCompany('alpha.by');
  beta = await setUpCompany('beta.by');
  const member = await memberOf(app, alpha.admin, alpha.companyId, 'member@alpha.by');
  callers['admin of A'] = { signedIn: alpha.admin, company: alpha, other: beta };
  callers['member of A'] = { signedIn: member, company: alpha, other: beta };
  callers['admin of B'] = { signedIn: beta.admin, company: beta, other: alpha };
});

afterAll(() => app?.close());

/** A company with an admin, a pending invite, stored WB tokens and a sync state of its own. */
async function setUpCompany(domain: string): Promise<Company> {
  const { companyId, admin } = await adminOfNewCompany(app, `admin@${domain}`);
  const company = { domain, companyId, admin, syncError: `WB не ответил компании ${domain}` };
  await gql(admin, INVITE, { email: `pending@${domain}` });
  await gql(admin, SET_TOKENS, { mp: wbToken(), content: wbToken() });
  await app.services.db.insert(syncStates).values({
    companyId: Number(companyId),
    dataset: 'orders',
    done: 4242,
    lastError: company.syncError,
    lastSuccessAt: new Date('2025-01-02T03:04:05.000Z'),
  });
  return company;
}

function wbToken(): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return [part({ alg: 'ES256' }), part({ exp: 2_000_000_000 }), randomBytes(48).toString('base64url')].join('.');
}

let uniq = 0;
const unique = () => `${Date.now().toString(36)}${uniq++}`;

function gql<Data = Record<string, unknown>>(by: SignedIn, query: string, variables: Record<string, unknown> = {}) {
  return app.graphql<Data>(query, variables, by.headers);
}

/** Everything by which a company's data could be recognised in an answer. */
async function fingerprints(company: Company): Promise<string[]> {
  const tokens = dataOf(
    await gql<{ companyWbTokens: { masked: string | null }[] }>(company.admin, '{ companyWbTokens { masked } }'),
  ).companyWbTokens;
  return [
    company.companyId,
    `@${company.domain}`,
    company.syncError,
    ...tokens.map((token) => token.masked).filter((masked): masked is string => Boolean(masked)),
  ];
}

/** What a refused operation must leave as it was: the company, its invites and its stored tokens. */
async function companyState(company: Company) {
  return dataOf(
    await gql(
      company.admin,
      '{ company { id shortName shopName updated_at } companyInvites { id email } companyWbTokens { masked } }',
    ),
  );
}

const INVITE = 'mutation Invite($email: String!) { invite(email: $email) { id message } }';
const INVITES = '{ companyInvites { id email } }';
const SET_TOKENS = `mutation SetTokens($mp: String, $content: String) {
  setCompanyWbTokens(mpAndStatisticToken: $mp, contentAndPricesToken: $content) { id message }
}`;
const TOKENS = '{ companyWbTokens { kind isSet masked expiresAt } }';

const operations: Operation[] = [
  {
    name: 'me',
    adminOnly: false,
    run: (caller) => gql(caller.signedIn, '{ me { email companies { id selected isAdmin } } }'),
    check: (answer, caller) => {
      const { me } = answer.data as { me: { email: string; companies: { id: string; selected: boolean }[] } };
      expect(me.email).toBe(caller.signedIn.email);
      expect(me.companies.filter((c) => c.selected).map((c) => c.id)).toEqual([caller.company.companyId]);
    },
  },
  {
    name: 'company',
    adminOnly: false,
    run: (caller) => gql(caller.signedIn, '{ company { id shortName fullName } }'),
    check: (answer, caller) => {
      expect((answer.data as { company: { id: string } }).company.id).toBe(caller.company.companyId);
    },
  },
  {
    name: 'companyUsers',
    adminOnly: false,
    run: (caller) => gql(caller.signedIn, '{ companyUsers { id email isAdmin } }'),
    check: (answer, caller) => {
      const { companyUsers } = answer.data as { companyUsers: { email: string }[] };
      expect(companyUsers.map((user) => user.email)).toContain(caller.signedIn.email);
      expect(companyUsers.map((user) => user.email)).toContain(`admin@${caller.company.domain}`);
    },
  },
  {
    name: 'updateCompany',
    adminOnly: true,
    run: (caller) =>
      gql(caller.signedIn, 'mutation U($data: CompanyInput!) { updateCompany(data: $data) { id message } }', {
        data: companyForm(caller.company.companyId, { shopName: `Магазин ${unique()}` }),
      }),
    check: async (answer, caller) => {
      expect((answer.data as { updateCompany: { id: string } }).updateCompany.id).toBe(caller.company.companyId);
      const sent = companyForm(caller.company.companyId);
      const { company } = dataOf(
        await gql<{ company: { id: string; shortName: string } }>(caller.company.admin, '{ company { id shortName } }'),
      );
      expect(company).toEqual({ id: caller.company.companyId, shortName: sent.shortName });
    },
  },
  {
    name: 'invite',
    adminOnly: true,
    run: (caller) => gql(caller.signedIn, INVITE, { email: `new-${unique()}@${caller.company.domain}` }),
    check: async (answer, caller) => {
      const { id } = (answer.data as { invite: { id: string } }).invite;
      const listed = dataOf(await gql<{ companyInvites: { id: string }[] }>(caller.company.admin, INVITES));
      expect(listed.companyInvites.map((row) => row.id)).toContain(id);
    },
  },
  {
    name: 'companyInvites',
    adminOnly: true,
    run: (caller) => gql(caller.signedIn, INVITES),
    check: (answer, caller) => {
      const { companyInvites } = answer.data as { companyInvites: { email: string }[] };
      expect(companyInvites.map((row) => row.email)).toContain(`pending@${caller.company.domain}`);
    },
  },
  {
    name: 'revokeInvite',
    adminOnly: true,
    prepare: async (caller) => {
      const email = `revoked-${unique()}@${caller.company.domain}`;
      return dataOf(await gql<{ invite: { id: string } }>(caller.company.admin, INVITE, { email })).invite.id;
    },
    run: (caller, inviteId) =>
      gql(caller.signedIn, 'mutation R($id: ID!) { revokeInvite(inviteId: $id) { id message } }', { id: inviteId }),
    check: async (answer, caller) => {
      const { id } = (answer.data as { revokeInvite: { id: string } }).revokeInvite;
      const listed = dataOf(await gql<{ companyInvites: { id: string }[] }>(caller.company.admin, INVITES));
      expect(listed.companyInvites.map((row) => row.id)).not.toContain(id);
    },
  },
  {
    name: 'companyWbTokens',
    adminOnly: false,
    run: (caller) => gql(caller.signedIn, TOKENS),
    check: (answer) => {
      const { companyWbTokens } = answer.data as { companyWbTokens: { isSet: boolean }[] };
      expect(companyWbTokens.map((token) => token.isSet)).toEqual([true, true]);
    },
  },
  {
    name: 'setCompanyWbTokens',
    adminOnly: true,
    run: (caller) => gql(caller.signedIn, SET_TOKENS, { mp: wbToken(), content: wbToken() }),
    check: (answer, caller) => {
      expect((answer.data as { setCompanyWbTokens: { id: string } }).setCompanyWbTokens.id).toBe(
        caller.company.companyId,
      );
    },
  },
  {
    name: 'syncStatus',
    adminOnly: false,
    run: (caller) => gql(caller.signedIn, '{ syncStatus { dataset lastSuccessAt lastError running done total } }'),
    check: (answer, caller) => {
      const { syncStatus } = answer.data as {
        syncStatus: { dataset: string; lastError: string | null; done: number }[];
      };
      expect(syncStatus.find((row) => row.dataset === 'orders')).toMatchObject({
        lastError: caller.company.syncError,
        done: 4242,
      });
      expect(syncStatus.filter((row) => row.lastError !== null)).toHaveLength(1);
    },
  },
  {
    name: 'syncNow',
    adminOnly: false,
    run: (caller) => gql(caller.signedIn, 'mutation { syncNow(datasets: [cards]) { id message } }'),
    check: async (_answer, caller) => {
      const queued = await app.services.jobs.boss.findJobs<SyncJobData>(SYNC_QUEUE, {
        data: { companyId: Number(caller.company.companyId), dataset: 'cards' },
      });
      expect(queued.length).toBeGreaterThan(0);
    },
  },
];

const cases = operations.flatMap((operation) =>
  (Object.keys({ 'admin of A': 0, 'member of A': 0, 'admin of B': 0 }) as CallerName[]).map((callerName) => ({
    operation,
    callerName,
    expected: operation.adminOnly && callerName === 'member of A' ? 'FORBIDDEN' : 'allowed',
  })),
);

describe('role × company matrix', () => {
  it.each(cases)('$operation.name by the $callerName: $expected', async ({ operation, callerName, expected }) => {
    const caller = callers[callerName];
    const prepared = (await operation.prepare?.(caller)) ?? '';
    const before = await companyState(caller.company);
    const answer = await operation.run(caller, prepared);
    if (expected === 'FORBIDDEN') {
      expect(errorCode(answer)).toBe('FORBIDDEN');
      expect(answer.data ?? null).toBeNull();
      expect(await companyState(caller.company)).toEqual(before);
    } else {
      expect(answer.errors).toBeUndefined();
      await operation.check(answer, caller);
    }
    const text = JSON.stringify(answer);
    for (const mark of await fingerprints(caller.other)) expect(text).not.toContain(mark);
  });
});

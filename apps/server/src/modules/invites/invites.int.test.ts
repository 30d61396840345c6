import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminOfNewCompany,
  dataOf,
  errorCode,
  memberOf,
  signIn,
  type SignedIn,
} from '../../../test/support/sign-in.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { invites } from '../../db/schema/index.ts';

const INVITE =
  'mutation Invite($email: String!) { invite(email: $email) { id message invite { id email createdAt } } }';
const INVITES = '{ companyInvites { id email createdAt } }';
const REVOKE = 'mutation Revoke($inviteId: ID!) { revokeInvite(inviteId: $inviteId) { id message } }';
const ME = '{ me { email companies { id selected isAdmin } } }';
const COMPANY_USERS = '{ companyUsers { email isAdmin } }';

interface InviteRow {
  id: string;
  email: string;
  createdAt: string;
}

let app: TestApp;
let companyId: string;
let admin: SignedIn;

beforeAll(async () => {
  app = await createTestApp({ DEMO_MODE: 'true' });
  ({ companyId, admin } = await adminOfNewCompany(app, 'admin@shop.by'));
});

afterAll(() => app?.close());

function invite(email: string, by: SignedIn = admin) {
  return app.graphql<{ invite: { id: string; message: string; invite: InviteRow } }>(INVITE, { email }, by.headers);
}

async function listInvites(by: SignedIn = admin): Promise<InviteRow[]> {
  return dataOf(await app.graphql<{ companyInvites: InviteRow[] }>(INVITES, {}, by.headers)).companyInvites;
}

function revoke(inviteId: string, by: SignedIn = admin) {
  return app.graphql<{ revokeInvite: { id: string; message: string } }>(REVOKE, { inviteId }, by.headers);
}

describe('invite', () => {
  it('creates an invite the admin sees in the list', async () => {
    const answer = await invite('new.colleague@shop.by');
    const { id, message, invite: created } = dataOf(answer).invite;
    expect(message).toContain('new.colleague@shop.by');
    const listed = await listInvites();
    expect(listed).toContainEqual({ id, email: 'new.colleague@shop.by', createdAt: expect.any(String) });
    // The answer carries the invite as listed, so the list grows without asking again.
    expect(created).toEqual(listed.find((row) => row.id === id));
    expect(Date.parse(listed.find((row) => row.id === id)!.createdAt)).not.toBeNaN();
  });

  it('accepts any letter case and stores the address in lower case', async () => {
    const { id } = dataOf(await invite('  Mixed.Case+WB@Shop.BY ')).invite;
    expect((await listInvites()).find((row) => row.id === id)?.email).toBe('mixed.case+wb@shop.by');
    // The same address in another case is the same invite.
    expect(errorCode(await invite('MIXED.CASE+WB@SHOP.BY'))).toBe('CONFLICT');
  });

  it.each([
    '',
    'plain',
    'no-at.shop.by',
    'two@@shop.by',
    'user@shop',
    'user@shop.b',
    'у@магазин.бел',
    'a b@shop.by',
    '@shop.by',
  ])('refuses %j with BAD_USER_INPUT in Russian', async (email) => {
    const before = await listInvites();
    const answer = await invite(email);
    expect(errorCode(answer)).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0]?.message).toMatch(/адрес электронной почты/);
    expect(await listInvites()).toEqual(before);
  });

  it('refuses an address already invited with CONFLICT', async () => {
    dataOf(await invite('twice@shop.by'));
    const answer = await invite('twice@shop.by');
    expect(errorCode(answer)).toBe('CONFLICT');
    expect(answer.errors?.[0]?.message).toContain('twice@shop.by');
    expect((await listInvites()).filter((row) => row.email === 'twice@shop.by')).toHaveLength(1);
  });

  it('refuses a member of the company, the admin included, with CONFLICT', async () => {
    await memberOf(app, admin, companyId, 'already@shop.by');
    for (const email of ['already@shop.by', 'ALREADY@shop.by', 'admin@shop.by']) {
      const answer = await invite(email);
      expect(errorCode(answer)).toBe('CONFLICT');
      expect(answer.errors?.[0]?.message).toMatch(/уже состоит в компании/);
    }
  });

  it('invites the same address into two companies independently', async () => {
    const other = await adminOfNewCompany(app, 'other-admin@shop.by');
    dataOf(await invite('wanted@shop.by'));
    dataOf(await invite('wanted@shop.by', other.admin));
    const wanted = await signIn(app, 'wanted@shop.by');
    const { me } = dataOf(await app.graphql<{ me: { companies: { id: string }[] } }>(ME, {}, wanted.headers));
    expect(me.companies.map((c) => c.id).sort()).toEqual([companyId, other.companyId].sort());
  });
});

describe('accepting an invite by signing in', () => {
  it('makes the invited person a non-admin member, with the company in their me, and uses up the invite', async () => {
    dataOf(await invite('Newcomer@Shop.by'));
    // They sign in with their address in another case than the invite.
    const newcomer = await signIn(app, 'NEWCOMER@shop.by');
    const { me } = dataOf(
      await app.graphql<{ me: { email: string; companies: { id: string; selected: boolean; isAdmin: boolean }[] } }>(
        ME,
        {},
        newcomer.headers,
      ),
    );
    expect(me.email).toBe('newcomer@shop.by');
    expect(me.companies).toEqual([{ id: companyId, selected: true, isAdmin: false }]);

    expect((await listInvites()).map((row) => row.email)).not.toContain('newcomer@shop.by');
    const { companyUsers } = dataOf(
      await app.graphql<{ companyUsers: { email: string; isAdmin: boolean }[] }>(COMPANY_USERS, {}, newcomer.headers),
    );
    expect(companyUsers).toContainEqual({ email: 'newcomer@shop.by', isAdmin: false });
    expect(companyUsers).toContainEqual({ email: 'admin@shop.by', isAdmin: true });
  });

  it('a person already signed up joins at their next sign-in', async () => {
    const early = await signIn(app, 'early@shop.by');
    const before = dataOf(await app.graphql<{ me: { companies: unknown[] } }>(ME, {}, early.headers));
    expect(before.me.companies).toEqual([]);
    dataOf(await invite('early@shop.by'));
    const again = await signIn(app, 'early@shop.by', companyId);
    const after = dataOf(await app.graphql<{ me: { companies: { id: string }[] } }>(ME, {}, again.headers));
    expect(after.me.companies.map((c) => c.id)).toEqual([companyId]);
  });

  it('someone else signing in does not take the invite', async () => {
    dataOf(await invite('reserved@shop.by'));
    const intruder = await signIn(app, 'reserved@shop.by.evil.com');
    const { me } = dataOf(await app.graphql<{ me: { companies: unknown[] } }>(ME, {}, intruder.headers));
    expect(me.companies).toEqual([]);
    expect((await listInvites()).map((row) => row.email)).toContain('reserved@shop.by');
  });
});

describe('invites waiting for the signed-in person', () => {
  const MY_INVITES = '{ myInvites { id companyName createdAt } }';
  const ACCEPT = 'mutation Accept($inviteId: ID!) { acceptInvite(inviteId: $inviteId) { id message } }';
  const myInvites = async (by: SignedIn) =>
    dataOf(await app.graphql<{ myInvites: { id: string; companyName: string }[] }>(MY_INVITES, {}, by.headers))
      .myInvites;
  const accept = (inviteId: string, by: SignedIn) =>
    app.graphql<{ acceptInvite: { id: string; message: string } }>(ACCEPT, { inviteId }, by.headers);

  it('lists only the invites addressed to the caller, with the company name, and accepting one joins it', async () => {
    const waiting = await signIn(app, 'waiting@shop.by');
    const { id } = dataOf(await invite('Waiting@Shop.by')).invite;
    dataOf(await invite('somebody.else@shop.by'));
    const { company } = dataOf(
      await app.graphql<{ company: { shortName: string } }>('{ company { shortName } }', {}, admin.headers),
    );
    expect(await myInvites(waiting)).toEqual([{ id, companyName: company.shortName, createdAt: expect.any(String) }]);

    const answer = dataOf(await accept(id, waiting)).acceptInvite;
    expect(answer.id).toBe(companyId);
    expect(await myInvites(waiting)).toEqual([]);
    const { companyUsers } = dataOf(
      await app.graphql<{ companyUsers: { email: string; isAdmin: boolean }[] }>(
        COMPANY_USERS,
        {},
        (await signIn(app, 'waiting@shop.by', companyId)).headers,
      ),
    );
    expect(companyUsers).toContainEqual({ email: 'waiting@shop.by', isAdmin: false });
  });

  it("someone else's invite cannot be accepted by its id, and stays", async () => {
    const { id } = dataOf(await invite('addressee@shop.by')).invite;
    const stranger = await signIn(app, 'stranger@shop.by');
    expect(await myInvites(stranger)).toEqual([]);
    expect(errorCode(await accept(id, stranger))).toBe('NOT_FOUND');
    expect(errorCode(await accept('not-a-uuid', stranger))).toBe('NOT_FOUND');
    expect((await listInvites()).map((row) => row.id)).toContain(id);
    const { me } = dataOf(await app.graphql<{ me: { companies: unknown[] } }>(ME, {}, stranger.headers));
    expect(me.companies).toEqual([]);
  });

  it('need a signed-in person', async () => {
    expect(errorCode(await app.graphql(MY_INVITES))).toBe('UNAUTHENTICATED');
    expect(errorCode(await app.graphql(ACCEPT, { inviteId: '00000000-0000-4000-8000-000000000000' }))).toBe(
      'UNAUTHENTICATED',
    );
  });
});

describe('revokeInvite', () => {
  it('removes the invite, so signing in later does not join the company', async () => {
    const { id } = dataOf(await invite('changed-mind@shop.by')).invite;
    const answer = await revoke(id);
    expect(dataOf(answer).revokeInvite).toEqual({ id, message: 'Приглашение отозвано.' });
    expect((await listInvites()).map((row) => row.id)).not.toContain(id);

    const person = await signIn(app, 'changed-mind@shop.by');
    const { me } = dataOf(await app.graphql<{ me: { companies: unknown[] } }>(ME, {}, person.headers));
    expect(me.companies).toEqual([]);
  });

  it('answers NOT_FOUND for an invite revoked twice, unknown or malformed', async () => {
    const { id } = dataOf(await invite('once@shop.by')).invite;
    dataOf(await revoke(id));
    for (const inviteId of [
      id,
      '00000000-0000-4000-8000-000000000000',
      'not-an-id',
      '0000000000000000000000000000000000-0',
      '------------------------------------',
    ]) {
      const answer = await revoke(inviteId);
      expect(errorCode(answer)).toBe('NOT_FOUND');
      expect(answer.errors?.[0]?.message).toBe('Приглашение не найдено.');
    }
  });

  it('an admin of another company cannot see or revoke this company’s invite', async () => {
    const { id } = dataOf(await invite('protected@shop.by')).invite;
    const other = await adminOfNewCompany(app, 'rival@shop.by');
    expect((await listInvites(other.admin)).map((row) => row.email)).not.toContain('protected@shop.by');
    expect(errorCode(await revoke(id, other.admin))).toBe('NOT_FOUND');
    const [stored] = await app.services.db.select().from(invites).where(eq(invites.id, id));
    expect(stored?.email).toBe('protected@shop.by');
  });
});

describe('a member who is not an admin', () => {
  let member: SignedIn;

  beforeAll(async () => {
    member = await memberOf(app, admin, companyId, 'helper@shop.by');
  });

  it('cannot invite', async () => {
    const answer = await invite('friend@shop.by', member);
    expect(errorCode(answer)).toBe('FORBIDDEN');
    expect((await listInvites()).map((row) => row.email)).not.toContain('friend@shop.by');
  });

  it('cannot list the invites', async () => {
    const answer = await app.graphql(INVITES, {}, member.headers);
    expect(errorCode(answer)).toBe('FORBIDDEN');
    expect(JSON.stringify(answer)).not.toContain('@shop.by');
  });

  it('cannot revoke an invite', async () => {
    const { id } = dataOf(await invite('kept@shop.by')).invite;
    expect(errorCode(await revoke(id, member))).toBe('FORBIDDEN');
    expect((await listInvites()).map((row) => row.id)).toContain(id);
  });

  it('nobody signed in gets UNAUTHENTICATED', async () => {
    expect(errorCode(await app.graphql(INVITE, { email: 'x@shop.by' }))).toBe('UNAUTHENTICATED');
    expect(errorCode(await app.graphql(INVITES))).toBe('UNAUTHENTICATED');
    expect(errorCode(await app.graphql(REVOKE, { inviteId: '00000000-0000-4000-8000-000000000000' }))).toBe(
      'UNAUTHENTICATED',
    );
  });
});

import type { GraphQLContext } from '../../graphql/context.ts';
import { appError } from '../../graphql/errors.ts';
import type { CompanyCaller, SignedInCaller } from '../auth/guards.ts';
import { mailInvite } from '../notifications/notifications.service.ts';
import * as repo from './invites.repo.ts';

/** docs/api-contract.md, «Rules every client meets»: the standard address pattern, case-insensitive. */
const EMAIL_PATTERN = /^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}$/i;
/** Invite ids are UUIDs; anything else cannot name an invite (and PostgreSQL would refuse to compare it). */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function invite(ctx: GraphQLContext, caller: CompanyCaller, rawEmail: string) {
  const email = rawEmail.trim().toLowerCase();
  if (!EMAIL_PATTERN.test(email)) {
    throw appError('BAD_USER_INPUT', 'Введите адрес электронной почты в формате name@example.com.');
  }
  if (await repo.memberByEmail(ctx.db, caller.companyId, email)) {
    throw appError('CONFLICT', `Пользователь ${email} уже состоит в компании.`);
  }
  const created = await repo.insertInvite(ctx.db, caller.companyId, email, caller.userId);
  if (!created) throw appError('CONFLICT', `Приглашение для ${email} уже отправлено.`);
  // The invite stands whether or not the letter goes: the person finds the company at sign-in anyway.
  const mailed = await mailInvite(ctx.config, email, await repo.companyName(ctx.db, caller.companyId)).catch(
    (error: unknown) => {
      ctx.logger.warn({ err: error }, 'invite e-mail not sent');
      return false;
    },
  );
  return {
    id: created.id,
    message: `Приглашение для ${email} создано${mailed ? ' и отправлено письмом' : ''}: компания появится у пользователя после входа.`,
    invite: created,
  };
}

export async function listInvites(ctx: GraphQLContext, caller: CompanyCaller) {
  return repo.companyInvites(ctx.db, caller.companyId);
}

export async function revokeInvite(ctx: GraphQLContext, caller: CompanyCaller, inviteId: string) {
  if (!UUID_PATTERN.test(inviteId) || !(await repo.deleteInvite(ctx.db, caller.companyId, inviteId))) {
    throw appError('NOT_FOUND', 'Приглашение не найдено.');
  }
  return { id: inviteId, message: 'Приглашение отозвано.' };
}

/** The invites waiting for the signed-in person: only those addressed to their own verified e-mail. */
export async function listMyInvites(ctx: GraphQLContext, caller: SignedInCaller) {
  return repo.invitesForUser(ctx.db, caller.userId);
}

/**
 * Accepts one of the caller's invites now, as signing in would: the person joins as a non-admin.
 * Someone else's invite is not found, so an id alone never opens a company.
 */
export async function acceptMyInvite(ctx: GraphQLContext, caller: SignedInCaller, inviteId: string) {
  const companyId = UUID_PATTERN.test(inviteId) ? await repo.acceptInviteOfUser(ctx.db, caller.userId, inviteId) : null;
  if (companyId === null) throw appError('NOT_FOUND', 'Приглашение не найдено: его могли отозвать.');
  return { id: String(companyId), message: 'Приглашение принято: войдите снова, чтобы работать в компании.' };
}

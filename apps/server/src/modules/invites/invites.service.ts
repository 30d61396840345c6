import type { GraphQLContext } from '../../graphql/context.ts';
import { appError } from '../../graphql/errors.ts';
import type { CompanyCaller } from '../auth/guards.ts';
import * as repo from './invites.repo.ts';

/** SPEC §5: the standard address pattern, case-insensitive. */
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
  const id = await repo.insertInvite(ctx.db, caller.companyId, email, caller.userId);
  if (!id) throw appError('CONFLICT', `Приглашение для ${email} уже отправлено.`);
  return { id, message: `Приглашение для ${email} создано: компания появится у пользователя после входа.` };
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

import type { GraphQLContext } from '../../graphql/context.ts';
import { appError } from '../../graphql/errors.ts';
import { findUser, userCompanies } from '../auth/auth.service.ts';
import type { CompanyCaller, SignedInCaller } from '../auth/guards.ts';
import * as repo from './companies.repo.ts';
import { parseCompanyInput } from './company-input.ts';

export async function me(ctx: GraphQLContext, claims: SignedInCaller) {
  const user = await findUser(ctx.db, claims.userId);
  if (!user) throw appError('UNAUTHENTICATED', 'Пользователь не найден. Войдите снова.');
  const companies = await userCompanies(ctx.db, claims.userId);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    picture: user.picture,
    companies: companies.map((company) => ({
      id: String(company.id),
      name: company.shortName,
      selected: company.id === claims.companyId,
      isAdmin: company.isAdmin,
      address: company.address,
      generalManager: company.generalManager,
    })),
  };
}

export async function currentCompany(ctx: GraphQLContext, caller: CompanyCaller) {
  const company = await repo.findCompany(ctx.db, caller.companyId);
  if (!company) throw appError('NOT_FOUND', 'Компания не найдена.');
  return company;
}

export async function listCompanyUsers(ctx: GraphQLContext, caller: CompanyCaller) {
  return repo.companyUsers(ctx.db, caller.companyId);
}

export async function addCompany(ctx: GraphQLContext, claims: SignedInCaller, data: unknown) {
  const { companyId, ...fields } = parseCompanyInput(data);
  if (!(await repo.insertCompanyWithAdmin(ctx.db, companyId, fields, claims.userId))) {
    throw appError(
      'CONFLICT',
      `Компания с УНП ${companyId} уже зарегистрирована. Попросите её администратора пригласить вас.`,
    );
  }
  return { id: String(companyId), message: 'Компания создана.' };
}

export async function updateCompany(ctx: GraphQLContext, caller: CompanyCaller, data: unknown) {
  const { companyId, ...fields } = parseCompanyInput(data);
  // The company is the session's; the form's id is locked and only has to agree with it.
  if (companyId !== caller.companyId) throw appError('BAD_USER_INPUT', 'УНП компании изменить нельзя.');
  await repo.updateCompany(ctx.db, caller.companyId, fields);
  return {
    id: String(caller.companyId),
    message: 'Данные компании сохранены.',
    company: await currentCompany(ctx, caller),
  };
}

/** The company's choice whether members who are not admins may send prices to WB (docs/access.md). */
export async function setMembersSetPrices(ctx: GraphQLContext, caller: CompanyCaller, allowed: boolean) {
  await repo.setMembersSetPrices(ctx.db, caller.companyId, allowed);
  return {
    id: String(caller.companyId),
    message: allowed
      ? 'Сотрудники могут менять цены в WB и добавлять товары в акции.'
      : 'Менять цены в WB и добавлять товары в акции может только администратор.',
    company: await currentCompany(ctx, caller),
  };
}

import { builder, MutationResult, mutationResultFields, type MutationResultShape } from '../../graphql/builder.ts';
import { access } from '../auth/access.ts';
import { mayChangePrices } from '../auth/guards.ts';
import { DateTime } from '../../graphql/scalars.ts';
import {
  addCompany,
  currentCompany,
  listCompanyUsers,
  me,
  setMembersSetPrices,
  updateCompany,
} from './companies.service.ts';

interface UserCompanyShape {
  id: string;
  name: string;
  selected: boolean;
  isAdmin: boolean;
  address: string;
  generalManager: string;
}

const UserCompany = builder.objectRef<UserCompanyShape>('UserCompany').implement({
  description: "A company in the signed-in user's list; `selected` is the one the session works in.",
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    selected: t.exposeBoolean('selected'),
    isAdmin: t.exposeBoolean('isAdmin'),
    address: t.exposeString('address'),
    generalManager: t.exposeString('generalManager'),
  }),
});

interface UserShape {
  id: string;
  name: string;
  email: string;
  picture: string | null;
  companies: UserCompanyShape[];
}

const User = builder.objectRef<UserShape>('User').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    picture: t.exposeString('picture', { nullable: true }),
    companies: t.field({ type: [UserCompany], resolve: (user) => user.companies }),
  }),
});

interface CompanyShape {
  id: number;
  shortName: string;
  fullName: string;
  address: string;
  generalManager: string;
  shopName: string | null;
  currentAccount: string | null;
  membersSetPrices: boolean;
  createdAt: Date;
  updatedAt: Date;
}

const Company = builder.objectRef<CompanyShape>('Company').implement({
  fields: (t) => ({
    id: t.id({ resolve: (company) => String(company.id) }),
    shortName: t.exposeString('shortName'),
    fullName: t.exposeString('fullName'),
    address: t.exposeString('address'),
    generalManager: t.exposeString('generalManager'),
    shopName: t.exposeString('shopName', { nullable: true }),
    currentAccount: t.exposeString('currentAccount', { nullable: true }),
    membersSetPrices: t.exposeBoolean('membersSetPrices', {
      description: 'Members who are not admins may send prices to WB and join promotions (an admin always may).',
    }),
    mayChangePrices: t.boolean({
      description: 'Whether the signed-in person may send prices to WB in this company.',
      resolve: (company, _args, ctx) => mayChangePrices(ctx, company),
    }),
    created_at: t.expose('createdAt', { type: DateTime }),
    updated_at: t.expose('updatedAt', { type: DateTime }),
  }),
});

interface CompanyUserShape {
  id: string;
  email: string;
  name: string;
  isAdmin: boolean;
}

const CompanyUser = builder.objectRef<CompanyUserShape>('CompanyUser').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    name: t.exposeString('name'),
    isAdmin: t.exposeBoolean('isAdmin'),
  }),
});

const CompanyInput = builder.inputType('CompanyInput', {
  description: 'The company form: УНП (digits), the names, the director, the address; shop and account optional.',
  fields: (t) => ({
    companyId: t.id({ required: true }),
    shortName: t.string({ required: true }),
    fullName: t.string({ required: true }),
    address: t.string({ required: true }),
    generalManager: t.string({ required: true }),
    shopName: t.string(),
    currentAccount: t.string(),
  }),
});

builder.queryField('me', (t) =>
  t.field({
    type: User,
    description: 'The signed-in user and the companies they belong to.',
    resolve: access.signedIn((caller, _args, ctx) => me(ctx, caller)),
  }),
);
builder.queryField('company', (t) =>
  t.field({
    type: Company,
    description: 'The company the session works in.',
    resolve: access.member((caller, _args, ctx) => currentCompany(ctx, caller)),
  }),
);
builder.queryField('companyUsers', (t) =>
  t.field({
    type: [CompanyUser],
    description: "The company's people and which of them are admins.",
    resolve: access.member((caller, _args, ctx) => listCompanyUsers(ctx, caller)),
  }),
);

builder.mutationField('addCompany', (t) =>
  t.field({
    type: MutationResult,
    description: 'Registers a new company; the user who adds it becomes its admin.',
    args: { data: t.arg({ type: CompanyInput, required: true }) },
    resolve: access.signedIn((caller, args, ctx) =>
      addCompany(ctx, caller, { ...args.data, companyId: String(args.data.companyId) }),
    ),
  }),
);

const UpdateCompanyResult = builder
  .objectRef<MutationResultShape & { company: CompanyShape }>('UpdateCompanyResult')
  .implement({
    description: "The company's details as saved.",
    fields: (t) => ({ ...mutationResultFields(t), company: t.expose('company', { type: Company }) }),
  });

builder.mutationField('updateCompany', (t) =>
  t.field({
    type: UpdateCompanyResult,
    description: "Saves the company's details; its УНП cannot change.",
    args: { data: t.arg({ type: CompanyInput, required: true }) },
    resolve: access.admin((caller, args, ctx) =>
      updateCompany(ctx, caller, { ...args.data, companyId: String(args.data.companyId) }),
    ),
  }),
);

builder.mutationField('setMembersSetPrices', (t) =>
  t.field({
    type: UpdateCompanyResult,
    description: 'Lets members who are not admins send prices to WB and join promotions, or takes that right back.',
    args: { allowed: t.arg.boolean({ required: true }) },
    resolve: access.admin((caller, args, ctx) => setMembersSetPrices(ctx, caller, args.allowed)),
  }),
);

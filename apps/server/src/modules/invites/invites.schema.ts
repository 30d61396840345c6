import { builder, MutationResult, mutationResultFields, type MutationResultShape } from '../../graphql/builder.ts';
import { access } from '../auth/access.ts';
import { DateTime } from '../../graphql/scalars.ts';
import { acceptMyInvite, invite, listInvites, listMyInvites, revokeInvite } from './invites.service.ts';

interface InviteShape {
  id: string;
  email: string;
  createdAt: Date;
}

const CompanyInvite = builder.objectRef<InviteShape>('CompanyInvite').implement({
  description: 'An e-mail invited into the company, waiting for that person to sign in.',
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    createdAt: t.expose('createdAt', { type: DateTime }),
  }),
});

const InviteResult = builder.objectRef<MutationResultShape & { invite: InviteShape }>('InviteResult').implement({
  description: 'The invite as created.',
  fields: (t) => ({ ...mutationResultFields(t), invite: t.expose('invite', { type: CompanyInvite }) }),
});

builder.mutationField('invite', (t) =>
  t.field({
    type: InviteResult,
    description: 'Invites an e-mail into the company; that person joins as a non-admin when they sign in.',
    args: { email: t.arg.string({ required: true }) },
    resolve: access.admin((caller, args, ctx) => invite(ctx, caller, args.email)),
  }),
);

builder.queryField('companyInvites', (t) =>
  t.field({
    type: [CompanyInvite],
    description: 'Invites of the company still waiting for their person to sign in.',
    resolve: access.admin((caller, _args, ctx) => listInvites(ctx, caller)),
  }),
);

builder.mutationField('revokeInvite', (t) =>
  t.field({
    type: MutationResult,
    description: 'Withdraws an invite that has not been used yet.',
    args: { inviteId: t.arg.id({ required: true }) },
    resolve: access.admin((caller, args, ctx) => revokeInvite(ctx, caller, String(args.inviteId))),
  }),
);

interface MyInviteShape {
  id: string;
  companyName: string;
  createdAt: Date;
}

const MyInvite = builder.objectRef<MyInviteShape>('MyInvite').implement({
  description: 'An invite addressed to the signed-in person, not accepted yet.',
  fields: (t) => ({
    id: t.exposeID('id'),
    companyName: t.exposeString('companyName'),
    createdAt: t.string({ resolve: (row) => row.createdAt.toISOString() }),
  }),
});

builder.queryField('myInvites', (t) =>
  t.field({
    type: [MyInvite],
    description: 'Invites waiting for the signed-in person: only those addressed to their verified e-mail.',
    resolve: access.signedIn((caller, _args, ctx) => listMyInvites(ctx, caller)),
  }),
);

builder.mutationField('acceptInvite', (t) =>
  t.field({
    type: MutationResult,
    description: 'Accepts an invite addressed to the signed-in person; they join the company as a non-admin.',
    args: { inviteId: t.arg.id({ required: true }) },
    resolve: access.signedIn((caller, args, ctx) => acceptMyInvite(ctx, caller, String(args.inviteId))),
  }),
);

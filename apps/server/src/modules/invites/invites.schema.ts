import { builder, MutationResult } from '../../graphql/builder.ts';
import { access } from '../auth/access.ts';
import { DateTime } from '../../graphql/scalars.ts';
import { invite, listInvites, revokeInvite } from './invites.service.ts';

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

builder.mutationField('invite', (t) =>
  t.field({
    type: MutationResult,
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

import { builder, MutationResult } from '../../graphql/builder.ts';
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
    args: { email: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => invite(ctx, args.email),
  }),
);

builder.queryField('companyInvites', (t) =>
  t.field({ type: [CompanyInvite], resolve: (_root, _args, ctx) => listInvites(ctx) }),
);

builder.mutationField('revokeInvite', (t) =>
  t.field({
    type: MutationResult,
    args: { inviteId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => revokeInvite(ctx, String(args.inviteId)),
  }),
);

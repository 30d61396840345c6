import { builder, MutationResult } from '../../graphql/builder.ts';
import { access } from './access.ts';
import { logout, refresh, signIn } from './auth.service.ts';

builder.queryField('auth', (t) =>
  t.string({
    description:
      'Signs in with a Google ID token (or "demo" in demo mode) and answers the access token; the refresh token is set as an httpOnly cookie.',
    args: { token: t.arg.string({ required: true }), companyId: t.arg.id() },
    resolve: access.public((args, ctx) =>
      signIn(ctx, args.token, args.companyId == null ? null : String(args.companyId)),
    ),
  }),
);

builder.queryField('refreshToken', (t) =>
  t.string({
    description: 'A new access token for the session in the refresh cookie; the refresh token rotates.',
    resolve: access.public((_args, ctx) => refresh(ctx)),
  }),
);

builder.mutationField('logout', (t) =>
  t.field({
    type: MutationResult,
    description: 'Ends the session on the server, whichever of its tokens the browser still has.',
    resolve: access.public((_args, ctx) => logout(ctx)),
  }),
);

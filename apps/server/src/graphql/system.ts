import { access } from '../modules/auth/access.ts';
import { builder, MutationResult } from './builder.ts';

interface ServerInfoShape {
  demoMode: boolean;
  googleClientId: string | null;
}

const ServerInfo = builder.objectRef<ServerInfoShape>('ServerInfo').implement({
  description: 'What the sign-in screen needs to know before anyone signs in.',
  fields: (t) => ({
    demoMode: t.exposeBoolean('demoMode'),
    googleClientId: t.exposeString('googleClientId', { nullable: true }),
  }),
});

builder.queryField('serverInfo', (t) =>
  t.field({
    type: ServerInfo,
    description: 'Demo mode and the Google client id, for the sign-in screen.',
    resolve: access.public((_args, ctx) => ({
      demoMode: ctx.config.DEMO_MODE,
      googleClientId: ctx.config.GOOGLE_CLIENT_ID ?? null,
    })),
  }),
);

builder.mutationField('ping', (t) =>
  t.field({
    type: MutationResult,
    description: 'Checks that the API accepts mutations; answers with the server time.',
    resolve: access.public(() => ({ id: null, message: new Date().toISOString() })),
  }),
);

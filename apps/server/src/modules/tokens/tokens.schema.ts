import type { WbTokenCheck } from '@seller-helper/wb';
import { builder } from '../../graphql/builder.ts';
import { access } from '../auth/access.ts';
import { checkTokenWithWb, type LiveCheckShape } from './live-check.service.ts';
import { checkTokens } from './tokens.service.ts';

const TokenCheckResult = builder.objectRef<WbTokenCheck>('TokenCheckResult').implement({
  description: 'What a WB token is and which parts of the product it unlocks.',
  fields: (t) => ({
    token: t.exposeString('token', { description: 'The token with its middle hidden.' }),
    tokenType: t.exposeString('tokenType'),
    exp: t.exposeString('exp', { nullable: true, description: 'Expiry, ISO 8601.' }),
    methods: t.exposeStringList('methods'),
    isReading: t.exposeBoolean('isReading', { description: 'A read-only token.' }),
    valid: t.exposeBoolean('valid'),
    problems: t.exposeStringList('problems', { description: 'What the token does not allow, in Russian.' }),
  }),
});

builder.queryField('verifyWbToken', (t) =>
  t.field({
    type: TokenCheckResult,
    description: 'Reads a WB token without asking WB: its type, expiry and what it unlocks.',
    args: { tokenData: t.arg.string({ required: true }) },
    resolve: access.signedIn((_caller, args) => checkTokens([args.tokenData])[0]!),
  }),
);

builder.queryField('checkWbTokens', (t) =>
  t.field({
    type: [TokenCheckResult],
    description: 'Reads up to 20 WB tokens without asking WB.',
    args: { tokensData: t.arg.stringList({ required: true }) },
    resolve: access.signedIn((_caller, args) => checkTokens(args.tokensData)),
  }),
);

const WbTokenLiveCheck = builder.objectRef<LiveCheckShape>('WbTokenLiveCheck').implement({
  description: "WB's own answer about a token (seller-info): whether it works and whose it is.",
  fields: (t) => ({
    live: t.exposeBoolean('live', { description: 'WB accepted the token.' }),
    message: t.exposeString('message', { description: 'What happened, in Russian.' }),
    sellerName: t.exposeString('sellerName', { nullable: true }),
    sellerId: t.exposeString('sellerId', { nullable: true, description: "The seller's id at WB (sid)." }),
    tradeMark: t.exposeString('tradeMark', { nullable: true }),
    sameSeller: t.exposeBoolean('sameSeller', {
      nullable: true,
      description: 'The token names the seller WB answered for; null when the token does not say.',
    }),
  }),
});

builder.queryField('checkWbTokenLive', (t) =>
  t.field({
    type: WbTokenLiveCheck,
    description: 'Asks WB itself whether the token works. WB allows it once a minute (a day for a basic token).',
    args: { tokenData: t.arg.string({ required: true }) },
    resolve: access.signedIn((_caller, args, ctx) => checkTokenWithWb(ctx, args.tokenData)),
  }),
);

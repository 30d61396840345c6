import { builder, mutationResultFields, type MutationResultShape } from '../../graphql/builder.ts';
import { access } from '../auth/access.ts';
import { DateTime } from '../../graphql/scalars.ts';
import { clearStoredToken, describeStoredTokens, KINDS, replaceStoredTokens } from './tokens-vault.service.ts';

interface StoredTokenShape {
  kind: string;
  isSet: boolean;
  masked: string | null;
  expiresAt: Date | null;
  updatedAt: Date | null;
}

const StoredWbToken = builder.objectRef<StoredTokenShape>('StoredWbToken').implement({
  description: 'A WB token the server keeps for background sync; never shown in clear.',
  fields: (t) => ({
    kind: t.exposeString('kind'),
    isSet: t.exposeBoolean('isSet'),
    masked: t.exposeString('masked', { nullable: true }),
    expiresAt: t.expose('expiresAt', { type: DateTime, nullable: true }),
    updatedAt: t.expose('updatedAt', { type: DateTime, nullable: true }),
  }),
});

builder.queryField('companyWbTokens', (t) =>
  t.field({
    type: [StoredWbToken],
    description: 'The WB tokens the server keeps for the company, masked.',
    resolve: access.member((caller, _args, ctx) => describeStoredTokens(ctx, caller)),
  }),
);

const WbTokensResult = builder
  .objectRef<MutationResultShape & { companyWbTokens: StoredTokenShape[] }>('WbTokensResult')
  .implement({
    description: 'The stored WB tokens as they are after the change, masked.',
    fields: (t) => ({
      ...mutationResultFields(t),
      companyWbTokens: t.expose('companyWbTokens', { type: [StoredWbToken] }),
    }),
  });

builder.mutationField('setCompanyWbTokens', (t) =>
  t.field({
    type: WbTokensResult,
    description:
      'Saves the WB tokens given for background sync; an empty or absent one keeps what is stored (clearCompanyWbToken removes one).',
    args: { mpAndStatisticToken: t.arg.string(), contentAndPricesToken: t.arg.string() },
    resolve: access.admin((caller, args, ctx) =>
      replaceStoredTokens(ctx, caller, {
        mpAndStatisticToken: args.mpAndStatisticToken ?? null,
        contentAndPricesToken: args.contentAndPricesToken ?? null,
      }),
    ),
  }),
);

const WbTokenKind = builder.enumType('WbTokenKind', {
  description: 'Which of the two WB tokens the server keeps.',
  values: KINDS,
});

builder.mutationField('clearCompanyWbToken', (t) =>
  t.field({
    type: WbTokensResult,
    description: 'Removes one stored WB token; the datasets that need it stop syncing until a new one is saved.',
    args: { kind: t.arg({ type: WbTokenKind, required: true }) },
    resolve: access.admin((caller, args, ctx) => clearStoredToken(ctx, caller, args.kind)),
  }),
);

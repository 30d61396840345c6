import { builder, mutationResultFields, type MutationResultShape } from '../../graphql/builder.ts';
import { DateTime, Percent } from '../../graphql/scalars.ts';
import { access } from '../auth/access.ts';
import type { TaxRegime } from './tax-regime.ts';
import { companyTaxSettings, setCompanyTaxSettings, type TaxSettingsShape } from './tax-settings.service.ts';

// The company's tax regime: read by every member, chosen by an admin; unit economics and the reports count with it.

export const TaxRegimeEnum = builder.enumType('TaxRegime', {
  description: 'How the company pays tax, for unit economics.',
  values: {
    USN6: {
      value: 'usn6' as TaxRegime,
      description: 'Simplified: usnRate (6 % or a regional rate) of revenue; VAT on top when vatRate is set.',
    },
    USN15: {
      value: 'usn15' as TaxRegime,
      description:
        'Simplified: usnRate (15 % or a regional rate) of revenue minus costs, at least 1 % of revenue; VAT on top when vatRate is set.',
    },
    VAT: {
      value: 'vat' as TaxRegime,
      description: 'VAT only at vatRate, included in the price (e.g. a Belarusian company, 20 %).',
    },
  },
});

const CompanyTaxSettings = builder.objectRef<TaxSettingsShape>('CompanyTaxSettings').implement({
  description: "The company's tax regime; usn6 until an admin chooses.",
  fields: (t) => ({
    regime: t.field({ type: TaxRegimeEnum, resolve: (tax) => tax.regime }),
    vatRate: t.field({
      type: Percent,
      nullable: true,
      description: 'Empty when the company pays no VAT.',
      resolve: (tax) => (tax.vatRate === 0 ? null : tax.vatRate),
    }),
    usnRate: t.field({
      type: Percent,
      nullable: true,
      description: 'The simplified tax rate; empty for a VAT-only company.',
      resolve: (tax) => (tax.regime === 'vat' ? null : tax.usnRate),
    }),
    vatDeductible: t.exposeBoolean('vatDeductible', { description: "Input VAT on WB's services is deducted." }),
    updatedAt: t.expose('updatedAt', { type: DateTime, nullable: true }),
  }),
});

const TaxSettingsInput = builder.inputType('CompanyTaxSettingsInput', {
  fields: (t) => ({
    regime: t.field({ type: TaxRegimeEnum, required: true }),
    vatRate: t.field({
      type: Percent,
      description: 'Required for VAT; with the simplified tax 0, 5, 7 or 22. Kept as saved when not given.',
    }),
    usnRate: t.field({
      type: Percent,
      description: 'Regional rate: 1–6 % for USN6, 5–15 % for USN15. Kept when not given.',
    }),
    vatDeductible: t.boolean({
      description: 'VAT only: deduct input VAT. With the simplified tax it follows the rate (22 % only).',
    }),
  }),
});

builder.queryField('companyTaxSettings', (t) =>
  t.field({
    type: CompanyTaxSettings,
    description: "The company's tax regime, as unit economics counts it.",
    resolve: access.member((caller, _args, ctx) => companyTaxSettings(ctx, caller)),
  }),
);

const SetCompanyTaxSettingsResult = builder
  .objectRef<MutationResultShape & { companyTaxSettings: TaxSettingsShape }>('SetCompanyTaxSettingsResult')
  .implement({
    description: "The company's tax settings as saved.",
    fields: (t) => ({
      ...mutationResultFields(t),
      companyTaxSettings: t.expose('companyTaxSettings', { type: CompanyTaxSettings }),
    }),
  });

builder.mutationField('setCompanyTaxSettings', (t) =>
  t.field({
    type: SetCompanyTaxSettingsResult,
    description: 'Chooses how the company pays tax; it changes every profit the colleagues see.',
    args: { data: t.arg({ type: TaxSettingsInput, required: true }) },
    resolve: access.admin((caller, args, ctx) => setCompanyTaxSettings(ctx, caller, args.data)),
  }),
);

import { builder, MutationResult } from '../../graphql/builder.ts';
import { access } from '../auth/access.ts';
import { formatUnits } from '../../lib/money.ts';
import { DateTime, Money, Percent } from '../../graphql/scalars.ts';
import { companyTaxSettings, setCompanyTaxSettings, type TaxSettingsShape } from '../taxes/tax-settings.service.ts';
import { unitEconomicsReport, type SchemeShape, type UnitReportShape, type UnitRowShape } from './unit.service.ts';
import type { TaxRegime } from '../taxes/tax-regime.ts';

const TaxRegimeEnum = builder.enumType('TaxRegime', {
  description: 'How the company pays tax, for unit economics.',
  values: {
    USN6: { value: 'usn6' as TaxRegime, description: 'Simplified: usnRate (6 % or a regional rate) of revenue; VAT on top when vatRate is set.' },
    USN15: {
      value: 'usn15' as TaxRegime,
      description: 'Simplified: usnRate (15 % or a regional rate) of revenue minus costs, at least 1 % of revenue; VAT on top when vatRate is set.',
    },
    VAT: { value: 'vat' as TaxRegime, description: 'VAT only at vatRate, included in the price (e.g. a Belarusian company, 20 %).' },
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

const money = (description?: string) => ({ type: Money, nullable: true as const, description });

const UnitScheme = builder.objectRef<SchemeShape>('UnitScheme').implement({
  description: 'One way of selling (FBS or FBO), per unit sold; empty where an input is missing (docs/money.md).',
  fields: (t) => ({
    commissionPercent: t.expose('commissionPercent', { type: Percent, nullable: true }),
    commission: t.expose('commission', money()),
    acquiring: t.expose('acquiring', { type: Money, description: "WB's payment fee: price after discount × acquiringPercent." }),
    logistics: t.expose('logistics', money('Delivery to the buyer: a fixed step × coefficient up to 1 litre, the box tariff by volume above.')),
    storagePerDay: t.expose('storagePerDay', money('FBO only; 0 for FBS; empty when the warehouse has no storage tariff.')),
    storage: t.expose('storage', money('Exact storage per day × storageDays, rounded once.')),
    returns: t.expose('returns', money('Return trips of units not bought out, per unit sold: logistics × (1 − buyout) / buyout.')),
    defects: t.expose('defects', money('Expected write-off of defects: cost price × defect %.')),
    advert: t.expose('advert', { type: Money, description: 'Advertising per unit sold: the what-if, 0 unless given.' }),
    vat: t.expose('vat', money("VAT payable: VAT in the price less, when deductible, VAT in WB's services.")),
    usn: t.expose('usn', money('The simplified tax; 0 for a VAT-only company.')),
    tax: t.expose('tax', money('vat + usn.')),
    profit: t.expose('profit', money()),
    marginPercent: t.expose('marginPercent', {
      type: Percent,
      nullable: true,
      description: 'Profit / price after discount.',
    }),
    roiPercent: t.expose('roiPercent', { type: Percent, nullable: true, description: 'Profit / cost price.' }),
    missing: t.exposeString('missing', { nullable: true, description: 'Why profit is empty, in Russian; empty when it is there.' }),
    priceForTargetMargin: t.expose(
      'priceForTargetMargin',
      money('Lowest whole-ruble price (before the discount) reaching overrides.targetMarginPercent.'),
    ),
  }),
});

const UnitEconomicsRow = builder.objectRef<UnitRowShape>('UnitEconomicsRow').implement({
  fields: (t) => ({
    nmID: t.exposeInt('nmID'),
    vendorCode: t.exposeString('vendorCode'),
    buyoutPercent: t.expose('buyoutPercent', {
      type: Percent,
      description: "Share of units sent that buyers keep: the what-if, else 100 % − the card's returns %, else 100 %.",
    }),
    title: t.exposeString('title', { nullable: true }),
    subjectName: t.exposeString('subjectName', { nullable: true }),
    capacity: t.string({
      nullable: true,
      description: 'Litres, three decimals.',
      resolve: (row) => (row.volumeMl === null ? null : formatUnits(row.volumeMl, 3)),
    }),
    firstPrice: t.expose('firstPrice', money('Cost price from the card settings.')),
    price: t.expose('price', money("Price before the seller's discount (WB's or the what-if).")),
    discount: t.exposeInt('discount', { nullable: true }),
    priceAfterDiscount: t.expose('priceAfterDiscount', money()),
    fbs: t.field({ type: UnitScheme, nullable: true, resolve: (row) => row.fbs }),
    fbo: t.field({ type: UnitScheme, nullable: true, resolve: (row) => row.fbo }),
  }),
});

const UnitEconomics = builder.objectRef<UnitReportShape>('UnitEconomics').implement({
  fields: (t) => ({
    warehouseName: t.exposeString('warehouseName', {
      nullable: true,
      description: 'The warehouse whose box tariff was used; empty when no tariffs are synced yet.',
    }),
    taxRegime: t.field({ type: TaxRegimeEnum, resolve: (report) => report.tax.regime }),
    storageDays: t.exposeInt('storageDays'),
    buyoutPercent: t.expose('buyoutPercent', { type: Percent, nullable: true, description: 'The company-wide buyout of the what-if, if given.' }),
    acquiringPercent: t.expose('acquiringPercent', { type: Percent, description: "WB's payment fee counted, 1.5 % unless the what-if says." }),
    rows: t.field({ type: [UnitEconomicsRow], resolve: (report) => report.rows }),
  }),
});

const CardPriceOverride = builder.inputType('CardPriceOverride', {
  fields: (t) => ({
    nmID: t.int({ required: true }),
    price: t.field({ type: Money, description: "Price before the seller's discount." }),
    discount: t.int({ description: "The seller's discount, 0–99 %." }),
    buyoutPercent: t.field({ type: Percent, description: 'Buyout of this card, above 0 and up to 100 %.' }),
    advertPerSale: t.field({ type: Money, description: 'Advertising per unit sold, e.g. advertCostByCard.costPerSale.' }),
  }),
});

const UnitOverridesInput = builder.inputType('UnitOverridesInput', {
  description: 'What-if for unit economics.',
  fields: (t) => ({
    prices: t.field({ type: [CardPriceOverride] }),
    storageDays: t.int({ description: 'Days on the shelf for FBO storage, 30 unless given.' }),
    targetMarginPercent: t.field({ type: Percent, description: 'Margin to find a price for.' }),
    buyoutPercent: t.field({ type: Percent, description: 'Buyout for every card without its own.' }),
    acquiringPercent: t.field({ type: Percent, description: "WB's payment fee, 1.5 % unless given." }),
  }),
});

const TaxSettingsInput = builder.inputType('CompanyTaxSettingsInput', {
  fields: (t) => ({
    regime: t.field({ type: TaxRegimeEnum, required: true }),
    vatRate: t.field({
      type: Percent,
      description: 'Required for VAT; with the simplified tax 0, 5, 7 or 22. Kept as saved when not given.',
    }),
    usnRate: t.field({ type: Percent, description: 'Regional rate: 1–6 % for USN6, 5–15 % for USN15. Kept when not given.' }),
    vatDeductible: t.boolean({ description: 'VAT only: deduct input VAT. With the simplified tax it follows the rate (22 % only).' }),
  }),
});

builder.queryField('unitEconomics', (t) =>
  t.field({
    type: UnitEconomics,
    description:
      'Unit economics of every card of the company at one warehouse («Свой склад РФ», or the first by name, unless given).',
    args: {
      warehouseName: t.arg.string(),
      overrides: t.arg({ type: UnitOverridesInput }),
    },
    resolve: access.member((caller, args, ctx) =>
      unitEconomicsReport(ctx, caller, args.warehouseName ?? null, args.overrides ?? {}),
    ),
  }),
);

builder.queryField('companyTaxSettings', (t) =>
  t.field({
    type: CompanyTaxSettings,
    description: "The company's tax regime, as unit economics counts it.",
    resolve: access.member((caller, _args, ctx) => companyTaxSettings(ctx, caller)),
  }),
);

builder.mutationField('setCompanyTaxSettings', (t) =>
  t.field({
    type: MutationResult,
    description: 'Chooses how the company pays tax; it changes every profit the colleagues see.',
    args: { data: t.arg({ type: TaxSettingsInput, required: true }) },
    resolve: access.admin((caller, args, ctx) => setCompanyTaxSettings(ctx, caller, args.data)),
  }),
);

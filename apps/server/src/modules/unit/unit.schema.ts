import { builder, mutationResultFields, type MutationResultShape } from '../../graphql/builder.ts';
import { access } from '../auth/access.ts';
import { formatUnits } from '../../lib/money.ts';
import { DateScalar, DateTime, Money, Percent } from '../../graphql/scalars.ts';
import type { BuyoutFromOrders } from './card-buyout.ts';
import { BUYOUT_DAYS } from './card-buyout.ts';
import type { FromReport } from './card-storage.ts';
import type { InputSource } from './unit-inputs.ts';
import { companyUnitSettings, setCompanyUnitSettings, type UnitDefaults } from './unit-settings.service.ts';
import { unitEconomicsReport, type SchemeShape, type UnitReportShape, type UnitRowShape } from './unit.service.ts';
import { TaxRegimeEnum } from '../taxes/taxes.schema.ts';

const money = (description?: string) => ({ type: Money, nullable: true as const, description });

const UnitScheme = builder.objectRef<SchemeShape>('UnitScheme').implement({
  description: 'One way of selling (FBS or FBO), per unit sold; empty where an input is missing (docs/money.md).',
  fields: (t) => ({
    commissionPercent: t.expose('commissionPercent', { type: Percent, nullable: true }),
    commission: t.expose('commission', money()),
    acquiring: t.expose('acquiring', {
      type: Money,
      description: "WB's payment fee: price after discount × acquiringPercent.",
    }),
    logistics: t.expose(
      'logistics',
      money('Delivery to the buyer: a fixed step × coefficient up to 1 litre, the box tariff by volume above.'),
    ),
    storagePerDay: t.expose(
      'storagePerDay',
      money('FBO only; 0 for FBS; empty when the warehouse has no storage tariff.'),
    ),
    storage: t.expose(
      'storage',
      money(
        "FBO: WB's paid storage report per unit (storageSource REPORT), else the exact storage per day × storageDays, rounded once.",
      ),
    ),
    returns: t.expose(
      'returns',
      money('Return trips of units not bought out, per unit sold: logistics × (1 − buyout) / buyout.'),
    ),
    defects: t.expose('defects', money('Expected write-off of defects: cost price × defect %.')),
    advert: t.expose('advert', { type: Money, description: 'Advertising per unit sold: the what-if, 0 unless given.' }),
    acceptance: t.expose('acceptance', {
      type: Money,
      description:
        "WB's paid acceptance per unit: the card's, else WB's acceptance report, else the company's, else 0; always 0 for FBS.",
    }),
    packaging: t.expose('packaging', {
      type: Money,
      description: "Packaging per unit: the card's, else the company's, else 0.",
    }),
    deliveryToWb: t.expose('deliveryToWb', {
      type: Money,
      description: "Getting a unit to WB: the card's, else the company's, else 0.",
    }),
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
    missing: t.exposeString('missing', {
      nullable: true,
      description: 'Why profit is empty, in Russian; empty when it is there.',
    }),
    priceForTargetMargin: t.expose(
      'priceForTargetMargin',
      money('Lowest whole-ruble price (before the discount) reaching overrides.targetMarginPercent.'),
    ),
    priceForTargetProfit: t.expose(
      'priceForTargetProfit',
      money('Lowest whole-ruble price (before the discount) leaving overrides.targetProfit per unit sold.'),
    ),
  }),
});

const UnitInputSource = builder.enumType('UnitInputSource', {
  description: "Where an input of a card's unit economics came from (docs/money.md, «Where each input comes from»).",
  values: {
    WHAT_IF: { value: 'whatIf' as InputSource, description: 'The what-if of this request; nothing is saved.' },
    CARD: { value: 'card' as InputSource, description: "The card's own setting." },
    CARD_RETURNS: { value: 'cardReturns' as InputSource, description: "100 % − the card's returns %." },
    ORDERS: { value: 'orders' as InputSource, description: "The card's orders and sales of the last 90 days." },
    REPORT: { value: 'report' as InputSource, description: "WB's paid storage or paid acceptance report." },
    COMPANY: { value: 'company' as InputSource, description: "The company's default." },
    DEFAULT: { value: 'default' as InputSource, description: 'The built-in default.' },
  },
});

const UnitBuyoutFromOrders = builder.objectRef<BuyoutFromOrders>('UnitBuyoutFromOrders').implement({
  description: `A card's buyout from its own figures of the last ${BUYOUT_DAYS} days: units sold less returned ÷ units ordered.`,
  fields: (t) => ({
    percent: t.expose('percent', { type: Percent, nullable: true, description: 'Empty when note says why.' }),
    orders: t.exposeInt('orders', { description: 'Orders placed, cancelled and refused ones included.' }),
    sold: t.exposeInt('sold', { description: 'Units sold less units returned.' }),
    days: t.int({ resolve: () => BUYOUT_DAYS }),
    note: t.exposeString('note', { nullable: true, description: 'Why there is no percent, in Russian.' }),
  }),
});

const UnitFromReport = builder.objectRef<FromReport>('UnitFromReport').implement({
  description: "A card's storage or paid acceptance per unit from WB's own report (docs/money.md).",
  fields: (t) => ({
    perUnit: t.expose('perUnit', { type: Money, nullable: true, description: 'Empty when the report gives none.' }),
    dateFrom: t.field({ type: DateScalar, nullable: true, resolve: (r) => r.days?.from ?? null }),
    dateTo: t.field({ type: DateScalar, nullable: true, resolve: (r) => r.days?.to ?? null }),
    charged: t.expose('chargedKopecks', { type: Money, description: "WB's charge of the card over the days." }),
    units: t.exposeInt('units', {
      description: "Storage: orders from WB's warehouses without cancellations; acceptance: units accepted.",
    }),
    source: t.exposeString('source', {
      description: 'Where the figure comes from, in Russian: «по отчёту … за …» or «нет отчёта — …».',
    }),
  }),
});

const UnitEconomicsRow = builder.objectRef<UnitRowShape>('UnitEconomicsRow').implement({
  fields: (t) => ({
    nmID: t.exposeInt('nmID'),
    vendorCode: t.exposeString('vendorCode'),
    buyoutPercent: t.expose('buyoutPercent', {
      type: Percent,
      description:
        "Share of units sent that buyers keep: the what-if, else the card's own, else 100 % − the card's returns %, else from its orders and sales, else the company's, else 100 %.",
    }),
    buyoutSource: t.field({ type: UnitInputSource, resolve: (row) => row.inputs.buyout.source }),
    buyoutFromOrders: t.field({
      type: UnitBuyoutFromOrders,
      description: "The buyout the card's own orders and sales suggest, counted whether used or not.",
      resolve: (row) => row.buyoutFromOrders,
    }),
    acquiringPercent: t.field({
      type: Percent,
      description: "WB's payment fee counted: the what-if, else the card's, else the company's, else 1.5 %.",
      resolve: (row) => row.inputs.acquiring.value,
    }),
    acquiringSource: t.field({ type: UnitInputSource, resolve: (row) => row.inputs.acquiring.source }),
    storageDays: t.int({
      nullable: true,
      description:
        "Days on the shelf at the warehouse's tariff: the what-if, else 30; empty when storage is WB's report's.",
      resolve: (row) => row.inputs.storage.days,
    }),
    storageSource: t.field({
      type: UnitInputSource,
      description: 'WHAT_IF (days given), REPORT (per unit from the report) or DEFAULT (30 days at the tariff).',
      resolve: (row) => row.inputs.storage.source,
    }),
    storageReport: t.field({ type: UnitFromReport, resolve: (row) => row.storageReport }),
    acceptanceReport: t.field({ type: UnitFromReport, resolve: (row) => row.acceptanceReport }),
    acceptanceSource: t.field({ type: UnitInputSource, resolve: (row) => row.inputs.acceptance.source }),
    packagingSource: t.field({ type: UnitInputSource, resolve: (row) => row.inputs.packaging.source }),
    deliveryToWbSource: t.field({ type: UnitInputSource, resolve: (row) => row.inputs.deliveryToWb.source }),
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
    today: t.expose('today', {
      type: DateScalar,
      description: "The Moscow day the cards' orders, sales and supplies are counted up to.",
    }),
    storageDays: t.exposeInt('storageDays', {
      description:
        "The what-if's days for every card; else 30, what a card without a figure from WB's storage report counts (rows[].storageDays).",
    }),
    buyoutPercent: t.expose('buyoutPercent', {
      type: Percent,
      nullable: true,
      description: 'The company-wide buyout of the what-if, if given.',
    }),
    acquiringPercent: t.expose('acquiringPercent', {
      type: Percent,
      description: "WB's payment fee for cards without their own: the what-if, else the company's default, else 1.5 %.",
    }),
    rows: t.field({ type: [UnitEconomicsRow], resolve: (report) => report.rows }),
  }),
});

const CardPriceOverride = builder.inputType('CardPriceOverride', {
  fields: (t) => ({
    nmID: t.int({ required: true }),
    price: t.field({ type: Money, description: "Price before the seller's discount." }),
    discount: t.int({ description: "The seller's discount, 0–99 %." }),
    buyoutPercent: t.field({ type: Percent, description: 'Buyout of this card, above 0 and up to 100 %.' }),
    advertPerSale: t.field({
      type: Money,
      description: 'Advertising per unit sold, e.g. advertCostByCard.costPerSale.',
    }),
  }),
});

const UnitOverridesInput = builder.inputType('UnitOverridesInput', {
  description: 'What-if for unit economics.',
  fields: (t) => ({
    prices: t.field({ type: [CardPriceOverride] }),
    storageDays: t.int({
      description:
        "Days on the shelf at the tariff for FBO storage of every card, instead of WB's storage report; else the report's figure, else 30 days.",
    }),
    targetMarginPercent: t.field({ type: Percent, description: 'Margin to find a price for.' }),
    targetProfit: t.field({ type: Money, description: 'Profit per unit sold to find a price for.' }),
    buyoutPercent: t.field({ type: Percent, description: 'Buyout for every card without its own.' }),
    acquiringPercent: t.field({
      type: Percent,
      description: "WB's payment fee of every card; else the saved one, else 1.5 %.",
    }),
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
      today: t.arg({
        type: DateScalar,
        description: "The Moscow day the cards' orders, sales and supplies are counted up to; today when absent.",
      }),
    },
    resolve: access.member((caller, args, ctx) =>
      unitEconomicsReport(ctx, caller, args.warehouseName ?? null, args.overrides ?? {}, args.today ?? undefined),
    ),
  }),
);

const CompanyUnitSettings = builder.objectRef<UnitDefaults>('CompanyUnitSettings').implement({
  description:
    "The company's defaults for unit economics, for every card without its own; empty means the built-in default.",
  fields: (t) => ({
    buyoutPercent: t.expose('buyoutPercent', {
      type: Percent,
      nullable: true,
      description: 'For cards without their own buyout, returns % or enough orders; empty: 100 %.',
    }),
    acquiringPercent: t.expose('acquiringPercent', {
      type: Percent,
      nullable: true,
      description: "WB's payment fee; empty: 1.5 %.",
    }),
    acceptance: t.expose('acceptance', {
      type: Money,
      nullable: true,
      description: "WB's paid acceptance per unit (FBO); empty: 0.",
    }),
    packaging: t.expose('packaging', { type: Money, nullable: true, description: 'Packaging per unit; empty: 0.' }),
    deliveryToWb: t.expose('deliveryToWb', {
      type: Money,
      nullable: true,
      description: 'Getting a unit to WB; empty: 0.',
    }),
    updatedAt: t.expose('updatedAt', { type: DateTime, nullable: true }),
  }),
});

const CompanyUnitSettingsInput = builder.inputType('CompanyUnitSettingsInput', {
  description: 'Only the fields given change; null clears one (the built-in default again).',
  fields: (t) => ({
    buyoutPercent: t.field({ type: Percent, description: 'Above 0 and up to 100.' }),
    acquiringPercent: t.field({ type: Percent, description: '0 to under 100.' }),
    acceptance: t.field({ type: Money, description: '0 or more.' }),
    packaging: t.field({ type: Money, description: '0 or more.' }),
    deliveryToWb: t.field({ type: Money, description: '0 or more.' }),
  }),
});

builder.queryField('companyUnitSettings', (t) =>
  t.field({
    type: CompanyUnitSettings,
    description:
      "The company's defaults for unit economics: buyout, acquiring, paid acceptance, packaging, delivery to WB.",
    resolve: access.member((caller, _args, ctx) => companyUnitSettings(ctx, caller)),
  }),
);

const SetCompanyUnitSettingsResult = builder
  .objectRef<MutationResultShape & { companyUnitSettings: UnitDefaults }>('SetCompanyUnitSettingsResult')
  .implement({
    description: "The company's defaults for unit economics as saved.",
    fields: (t) => ({
      ...mutationResultFields(t),
      companyUnitSettings: t.expose('companyUnitSettings', { type: CompanyUnitSettings }),
    }),
  });

builder.mutationField('setCompanyUnitSettings', (t) =>
  t.field({
    type: SetCompanyUnitSettingsResult,
    description:
      "Saves the company's defaults for unit economics; they change every card's profit without its own values.",
    args: { data: t.arg({ type: CompanyUnitSettingsInput, required: true }) },
    resolve: access.admin((caller, args, ctx) => setCompanyUnitSettings(ctx, caller, args.data)),
  }),
);

/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type CardPriceOverride = {
  /** Advertising per unit sold, e.g. advertCostByCard.costPerSale. */
  advertPerSale?: string | null | undefined;
  /** Buyout of this card, above 0 and up to 100 %. */
  buyoutPercent?: string | null | undefined;
  /** The seller's discount, 0–99 %. */
  discount?: number | null | undefined;
  nmID: number;
  /** Price before the seller's discount. */
  price?: string | null | undefined;
};

/** Card settings: only the fields given change; null clears a field. */
export type CardSettingsInput = {
  /** Paid acceptance per unit (FBO), 0 or more; null means the company's. */
  acceptance?: string | null | undefined;
  /** WB's payment fee, 0 to under 100; null means the company's. */
  acquiringPercent?: string | null | undefined;
  /** Buyout, above 0 and up to 100; null means computed or the company's. */
  buyoutPercent?: string | null | undefined;
  /** Expected share of defects, 0–100. */
  defectPercent?: string | null | undefined;
  /** Delivery of one unit to WB, 0 or more; null means the company's. */
  deliveryToWb?: string | null | undefined;
  /** Own FBO commission, 0–100; null means WB's. */
  fboCommission?: string | null | undefined;
  /** Own FBS commission, 0–100; null means WB's. */
  fbsCommission?: string | null | undefined;
  /** Cost price of one unit, 0 or more. */
  firstPrice?: string | null | undefined;
  /** Packaging per unit, 0 or more; null means the company's. */
  packaging?: string | null | undefined;
  /** Expected share of returns, 0–100. */
  returnPercent?: string | null | undefined;
  /** Name on waybills, up to 250 characters. */
  titleForTn?: string | null | undefined;
};

/** The company form: УНП (digits), the names, the director, the address; shop and account optional. */
export type CompanyInput = {
  address: string;
  companyId: string;
  currentAccount?: string | null | undefined;
  fullName: string;
  generalManager: string;
  shopName?: string | null | undefined;
  shortName: string;
};

export type CompanyTaxSettingsInput = {
  regime: TaxRegime;
  /** Regional rate: 1–6 % for USN6, 5–15 % for USN15. Kept when not given. */
  usnRate?: string | null | undefined;
  /** VAT only: deduct input VAT. With the simplified tax it follows the rate (22 % only). */
  vatDeductible?: boolean | null | undefined;
  /** Required for VAT; with the simplified tax 0, 5, 7 or 22. Kept as saved when not given. */
  vatRate?: string | null | undefined;
};

/** Only the fields given change; null clears one (the built-in default again). */
export type CompanyUnitSettingsInput = {
  /** 0 or more. */
  acceptance?: string | null | undefined;
  /** 0 to under 100. */
  acquiringPercent?: string | null | undefined;
  /** Above 0 and up to 100. */
  buyoutPercent?: string | null | undefined;
  /** 0 or more. */
  deliveryToWb?: string | null | undefined;
  /** 0 or more. */
  packaging?: string | null | undefined;
};

/** Where a unit's cost price came from. */
export type CostSource =
  /** The card's cost price in force on the supply date. */
  | 'CARD'
  /** The seller's file (fileName, fileRow). */
  | 'FILE'
  /** One cost given to many units by hand; fileName says what was done. */
  | 'MANUAL';

export type FilterOperator =
  | 'CONTAINS'
  | 'ENDS_WITH'
  | 'EQUALS'
  | 'GREATER'
  | 'GREATER_OR_EQUAL'
  | 'IS_ANY_OF'
  | 'IS_EMPTY'
  | 'IS_NOT_EMPTY'
  | 'LESS'
  | 'LESS_OR_EQUAL'
  | 'NOT_EQUALS'
  | 'STARTS_WITH';

/** today — the Moscow day; week — the last 7 Moscow days; month — the last 30. */
export type HomePeriodName =
  | 'month'
  | 'today'
  | 'week';

export type HomeWarningKind =
  | 'advert_no_orders'
  | 'database_outgrown'
  | 'no_cost_price'
  | 'report_different'
  | 'token_category'
  | 'token_expires'
  | 'units_not_saved';

export type ListFilter = {
  field: string;
  operator: FilterOperator;
  /** Money and decimals "1234.50", dates YYYY-MM-DD, date-times ISO 8601. */
  value?: string | null | undefined;
  /** For IS_ANY_OF. */
  values?: Array<string> | null | undefined;
};

/** A page of a long list, sorted and filtered on the server. */
export type ListQuery = {
  /** All must hold. */
  filters?: Array<ListFilter> | null | undefined;
  /** 0-based. */
  page?: number;
  /** 1..500. */
  pageSize?: number;
  /** Case-insensitive contains over the list's text columns. */
  search?: string | null | undefined;
  /** Applied in order; the list's own order breaks ties. */
  sort?: Array<ListSort> | null | undefined;
};

export type ListSort = {
  direction: SortDirection;
  /** The item type's GraphQL field name. */
  field: string;
};

export type PlanFactLineKind =
  /** Paid acceptance (plan: the card's or the company's amount per unit, FBO only). */
  | 'ACCEPTANCE'
  /** WB's payment fee. */
  | 'ACQUIRING'
  /** WB's commission (fact: ppvz_vw + ppvz_vw_nds). */
  | 'COMMISSION'
  /** Logistics both ways (plan: logistics + returns). */
  | 'LOGISTICS'
  /** What reaches the seller for a unit before tax and cost price. */
  | 'PAYOUT'
  /** Penalties (plan: 0). */
  | 'PENALTIES'
  /** Price after the seller's discount. */
  | 'REVENUE'
  /** Storage (fact: paid storage rows naming the card). */
  | 'STORAGE';

/** Which of WB's weekly realization reports. */
export type ReportType =
  /** The buyout report (reportType 2): goods WB bought out for buyers in Russia. */
  | 'BUYOUT'
  /** The main report (reportType 1): sales on commission, logistics, storage, penalties. */
  | 'MAIN';

export type ReportWeekState =
  /** They differ: see differences. */
  | 'DIFFERENT'
  /** WB's report list has no total for this report (yet). */
  | 'NOT_LISTED'
  /** Our rows add up to WB's payout to the kopeck. */
  | 'RECONCILED';

/** What a row of WB's statistics sales is, by the first letter of its saleID. */
export type SaleKind =
  /** WB's other operation (any other letter, e.g. D…): neither a sale nor a return, counted apart. */
  | 'OTHER'
  /** A return (saleID R…). */
  | 'RETURN'
  /** A sale (saleID S…). */
  | 'SALE';

/** How a unit travelled to the buyer, as WB's report says (`delivery_method`). */
export type SaleScheme =
  /** From WB's warehouse (FBW), and rows naming no method. */
  | 'FBO'
  /** From the seller's warehouse. */
  | 'FBS';

export type SortDirection =
  | 'ASC'
  | 'DESC';

/** Whole Moscow days YYYY-MM-DD, both included; at most 366 days. Text, so a malformed day is refused in Russian (BAD_USER_INPUT). */
export type StatisticsPeriod = {
  dateFrom: string;
  dateTo: string;
};

/** A WB dataset the product keeps in its own database, each synced on its own. */
export type SyncDataset =
  | 'adverts'
  | 'cards'
  | 'commissions'
  | 'fbs'
  | 'fbw'
  | 'finance'
  | 'orders'
  | 'prices'
  | 'sales'
  | 'tariffs';

/** How the company pays tax, for unit economics. */
export type TaxRegime =
  /** Simplified: usnRate (6 % or a regional rate) of revenue; VAT on top when vatRate is set. */
  | 'USN6'
  /** Simplified: usnRate (15 % or a regional rate) of revenue minus costs, at least 1 % of revenue; VAT on top when vatRate is set. */
  | 'USN15'
  /** VAT only at vatRate, included in the price (e.g. a Belarusian company, 20 %). */
  | 'VAT';

/** Where an input of a card's unit economics came from (docs/money.md, «Where each input comes from»). */
export type UnitInputSource =
  /** The card's own setting. */
  | 'CARD'
  /** 100 % − the card's returns %. */
  | 'CARD_RETURNS'
  /** The company's default. */
  | 'COMPANY'
  /** The built-in default. */
  | 'DEFAULT'
  /** The card's orders and sales of the last 90 days. */
  | 'ORDERS'
  /** The card's stock on WB ÷ its sales per day. */
  | 'TURNOVER'
  /** The what-if of this request; nothing is saved. */
  | 'WHAT_IF';

/** What-if for unit economics. */
export type UnitOverridesInput = {
  /** WB's payment fee of every card; else the saved one, else 1.5 %. */
  acquiringPercent?: string | null | undefined;
  /** Buyout for every card without its own. */
  buyoutPercent?: string | null | undefined;
  prices?: Array<CardPriceOverride> | null | undefined;
  /** Days on the shelf for FBO storage of every card; else each card's turnover, else 30. */
  storageDays?: number | null | undefined;
  /** Margin to find a price for. */
  targetMarginPercent?: string | null | undefined;
};

export type UnitType =
  | 'FBO'
  | 'FBS';

/** Where a unit not in the ledger was found. */
export type UnsavedUnitSource =
  /** An FBS order that left with a supply, in no report yet. */
  | 'ORDER'
  /** Sold in a realization report. */
  | 'REPORT';

/** Which of the two WB tokens the server keeps. */
export type WbTokenKind =
  | 'contentAndPricesToken'
  | 'mpAndStatisticToken';

export type AdvertsQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type AdvertsQuery = { adverts: Array<{ advertId: number, name: string, status: number, type: number | null, bidType: string | null, paymentType: string | null, createTime: string | null, startTime: string | null, endTime: string | null, changeTime: string | null, dailyBudget: string | null, dailyBudgetMissing: string | null, budget: string | null, nms: Array<{ nm: number, vendorCode: string | null, url: string }> }>, advertSpends: Array<{ advertId: number, views: number, clicks: number, orders: number, spend: string }> };

export type AdvertQueryVariables = Exact<{
  advertId: number;
  from: string;
  to: string;
}>;


export type AdvertQuery = { advert: { budget: string | null, info: { advertId: number, name: string, status: number, type: number | null, bidType: string | null, paymentType: string | null, startTime: string | null, dailyBudget: string | null, dailyBudgetMissing: string | null, nms: Array<{ nm: number, vendorCode: string | null, url: string }> }, stat: Array<{ date: string, views: number, clicks: number, ctr: string | null, sum: string, orders: number }>, clusters: { excluded: Array<string>, clusters: Array<{ cluster: string, count: number, views: number | null, clicks: number, ctr: string | null, spend: string, orders: number, products: number }> }, cardCosts: Array<{ nm: number, vendorCode: string | null, spend: string, orders: number, ordersSum: string, sales: number, salesSum: string, costPerOrder: string | null, costPerSale: string | null, drrOrders: string | null, drrSales: string | null, advertOrders: number }> }, advertActions: Array<{ id: string, action: string, phrases: Array<string>, outcome: string, wbAnswer: string, createdAt: string, who: string | null, undoable: boolean }> };

export type ExcludePhrasesMutationVariables = Exact<{
  advertId: number;
  phrases: Array<string> | string;
}>;


export type ExcludePhrasesMutation = { excludePhrases: { id: string | null, message: string } };

export type RestoreExcludedPhrasesMutationVariables = Exact<{
  advertId: number;
  phrases: Array<string> | string;
}>;


export type RestoreExcludedPhrasesMutation = { restoreExcludedPhrases: { id: string | null, message: string } };

export type UndoExcludePhrasesMutationVariables = Exact<{
  actionId: string;
}>;


export type UndoExcludePhrasesMutation = { undoExcludePhrases: { id: string | null, message: string } };

export type ChangeAdvertActivityMutationVariables = Exact<{
  advertId: number;
  type: string;
}>;


export type ChangeAdvertActivityMutation = { changeAdvertActivity: { id: string | null, message: string } };

export type StopAdvertMutationVariables = Exact<{
  advertId: number;
}>;


export type StopAdvertMutation = { stopAdvert: { id: string | null, message: string } };

export type AuthQueryVariables = Exact<{
  token: string;
  companyId?: string | null | undefined;
}>;


export type AuthQuery = { auth: string };

export type CardsQueryVariables = Exact<{ [key: string]: never; }>;


export type CardsQuery = { cards: Array<{ nmID: number, vendorCode: string, subjectID: number | null, subjectName: string | null, brand: string | null, title: string | null, photo: string | null, capacity: string | null, firstPrice: string | null, titleForTn: string | null, returnPercent: string | null, defectPercent: string | null, fbsCommission: string | null, fboCommission: string | null, wbFbsCommission: string | null, wbFboCommission: string | null, createdAt: string | null, updatedAt: string | null, dimensions: { length: number | null, width: number | null, height: number | null, weight: string | null, isValid: boolean | null }, sizes: Array<{ chrtID: string, techSize: string, wbSize: string, price: string | null, discountedPrice: string | null, discount: number | null, skus: Array<string> }>, tags: Array<{ id: number, name: string, color: string }> }> };

export type SetCardSettingsMutationVariables = Exact<{
  cardId: string;
  data: CardSettingsInput;
}>;


export type SetCardSettingsMutation = { setCardSettings: { id: string | null, message: string } };

export type CardSettingsHistoryQueryVariables = Exact<{
  cardId: string;
}>;


export type CardSettingsHistoryQuery = { cardSettingsHistory: Array<{ id: string, field: string, fieldLabel: string, oldValue: string | null, newValue: string | null, changedAt: string, changedBy: string | null }> };

export type CardSettingsTemplateQueryVariables = Exact<{ [key: string]: never; }>;


export type CardSettingsTemplateQuery = { cardSettingsTemplate: { fileName: string, contentType: string, base64: string } };

export type ImportCardSettingsMutationVariables = Exact<{
  file: unknown;
}>;


export type ImportCardSettingsMutation = { importCardSettings: { message: string, rows: number, saved: number, unchanged: number, errors: Array<{ row: number, column: string | null, message: string }> } };

export type CompanyQueryVariables = Exact<{ [key: string]: never; }>;


export type CompanyQuery = { company: { id: string, shortName: string, fullName: string, address: string, generalManager: string, shopName: string | null, currentAccount: string | null, created_at: string, updated_at: string } };

export type UpdateCompanyMutationVariables = Exact<{
  data: CompanyInput;
}>;


export type UpdateCompanyMutation = { updateCompany: { id: string | null, message: string } };

export type CompanyUsersQueryVariables = Exact<{ [key: string]: never; }>;


export type CompanyUsersQuery = { companyUsers: Array<{ id: string, email: string, name: string, isAdmin: boolean }> };

export type CompanyInvitesQueryVariables = Exact<{ [key: string]: never; }>;


export type CompanyInvitesQuery = { companyInvites: Array<{ id: string, email: string, createdAt: string }> };

export type InviteMutationVariables = Exact<{
  email: string;
}>;


export type InviteMutation = { invite: { id: string | null, message: string } };

export type RevokeInviteMutationVariables = Exact<{
  inviteId: string;
}>;


export type RevokeInviteMutation = { revokeInvite: { id: string | null, message: string } };

export type CompanyWbTokensQueryVariables = Exact<{ [key: string]: never; }>;


export type CompanyWbTokensQuery = { companyWbTokens: Array<{ kind: string, isSet: boolean, masked: string | null, expiresAt: string | null, updatedAt: string | null }> };

export type SetCompanyWbTokensMutationVariables = Exact<{
  mpAndStatisticToken?: string | null | undefined;
  contentAndPricesToken?: string | null | undefined;
}>;


export type SetCompanyWbTokensMutation = { setCompanyWbTokens: { id: string | null, message: string } };

export type ClearCompanyWbTokenMutationVariables = Exact<{
  kind: WbTokenKind;
}>;


export type ClearCompanyWbTokenMutation = { clearCompanyWbToken: { id: string | null, message: string } };

export type CheckWbTokensQueryVariables = Exact<{
  tokensData: Array<string> | string;
}>;


export type CheckWbTokensQuery = { checkWbTokens: Array<{ token: string, tokenType: string, exp: string | null, methods: Array<string>, isReading: boolean, valid: boolean, problems: Array<string> }> };

export type CheckWbTokenLiveQueryVariables = Exact<{
  tokenData: string;
}>;


export type CheckWbTokenLiveQuery = { checkWbTokenLive: { live: boolean, message: string, sellerName: string | null, sameSeller: boolean | null } };

export type FboIncomesQueryVariables = Exact<{
  from: string;
}>;


export type FboIncomesQuery = { fboIncomes: Array<{ incomeId: string, date: string | null, dateClose: string | null, warehouseName: string | null, status: string, totalQuantity: number, savedQuantity: number, items: Array<{ supplierArticle: string | null, techSize: string | null, barcode: string, quantity: number, totalPrice: string | null, nmId: number | null, shks: Array<{ shk_id: string, firstPrice: string }> }> }> };

export type ImportFboIncomeMutationVariables = Exact<{
  incomeId: string;
  date: string;
  file: unknown;
}>;


export type ImportFboIncomeMutation = { importFboIncome: { id: string, message: string, rows: number, saved: number, unchanged: number, errors: Array<{ row: number, column: string | null, message: string }> } };

export type FboIncomeTemplateQueryVariables = Exact<{
  incomeId: string;
}>;


export type FboIncomeTemplateQuery = { fboIncomeTemplate: { fileName: string, contentType: string, base64: string } };

export type MpSuppliesPageQueryVariables = Exact<{
  query: ListQuery;
  createdFrom?: string | null | undefined;
  createdTo?: string | null | undefined;
}>;


export type MpSuppliesPageQuery = { mpSuppliesPage: { totalCount: number, items: Array<{ id: string, name: string | null, done: boolean, createdAt: string | null, closedAt: string | null, scanDt: string | null, cargoType: number | null, unitCount: number, savedCount: number, isSaved: boolean, sumPrice: string }> } };

export type MpSupplyOrdersQueryVariables = Exact<{
  supplyId: string;
}>;


export type MpSupplyOrdersQuery = { mpSupplyOrders: Array<{ id: string, supplyId: string, rid: string | null, shk_id: string | null, article: string | null, titleForTn: string | null, title: string | null, createdAt: string | null, nmId: number | null, wbStatus: string | null, supplierStatus: string | null, capacity: string | null, weight: string | null, firstPrice: string | null, size: string | null, isSaved: boolean }> };

export type ImportMpSupplyMutationVariables = Exact<{
  file: unknown;
}>;


export type ImportMpSupplyMutation = { importMpSupply: { id: string, message: string, rows: number, saved: number, unchanged: number, errors: Array<{ row: number, column: string | null, message: string }> } };

export type MpSupplyFilledTemplateQueryVariables = Exact<{
  supplyId: string;
}>;


export type MpSupplyFilledTemplateQuery = { mpSupplyTemplate: { fileName: string, contentType: string, base64: string } };

export type MpSupplyTemplateQueryVariables = Exact<{ [key: string]: never; }>;


export type MpSupplyTemplateQuery = { unitImportTemplate: { fileName: string, contentType: string, base64: string } };

export type MyInvitesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyInvitesQuery = { myInvites: Array<{ id: string, companyName: string, createdAt: string }> };

export type AcceptInviteMutationVariables = Exact<{
  inviteId: string;
}>;


export type AcceptInviteMutation = { acceptInvite: { id: string | null, message: string } };

export type HomeQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeQuery = { home: { today: string, reportsCoverTo: string | null, periods: Array<{ name: HomePeriodName, dateFrom: string, dateTo: string, current: { orders: number, sales: number, returns: number, revenue: string, profit: string | null, profitLeftOutUnits: number, profitLeftOutPayout: string }, before: { orders: number, sales: number, returns: number, revenue: string, profit: string | null }, statisticsDays: { dateFrom: string, dateTo: string, beforeFrom: string, beforeTo: string } | null, profitDays: { dateFrom: string, dateTo: string, beforeFrom: string, beforeTo: string } | null }>, days: Array<{ day: string, orders: number, ordersSum: string, sales: number, returns: number, revenue: string }>, topByRevenue: Array<{ nmId: number, vendorCode: string | null, title: string | null, sold: number, revenue: string, profit: string | null }>, bottomByRevenue: Array<{ nmId: number, vendorCode: string | null, title: string | null, sold: number, revenue: string, profit: string | null }>, topByProfit: Array<{ nmId: number, vendorCode: string | null, title: string | null, sold: number, revenue: string, profit: string | null }>, bottomByProfit: Array<{ nmId: number, vendorCode: string | null, title: string | null, sold: number, revenue: string, profit: string | null }>, sync: Array<{ dataset: SyncDataset, what: string, lastSuccessAt: string | null, lastError: string | null, running: boolean }>, warnings: Array<{ kind: HomeWarningKind, message: string, link: string }> } };

export type HomeCardFieldsFragment = { nmId: number, vendorCode: string | null, title: string | null, sold: number, revenue: string, profit: string | null };

export type OrdersPageQueryVariables = Exact<{
  period: StatisticsPeriod;
  query: ListQuery;
}>;


export type OrdersPageQuery = { ordersPage: { totalCount: number, items: Array<{ srid: string, date: string, supplierArticle: string | null, nmId: number, barcode: string | null, techSize: string | null, subject: string | null, brand: string | null, warehouseName: string | null, regionName: string | null, totalPrice: string | null, discountPercent: number | null, spp: string | null, priceWithDisc: string | null, finishedPrice: string | null, isCancel: boolean, cancelDate: string | null }> } };

export type SalesPageQueryVariables = Exact<{
  period: StatisticsPeriod;
  query: ListQuery;
}>;


export type SalesPageQuery = { salesPage: { totalCount: number, items: Array<{ saleID: string, kind: SaleKind, srid: string, date: string, supplierArticle: string | null, nmId: number, barcode: string | null, techSize: string | null, subject: string | null, brand: string | null, warehouseName: string | null, regionName: string | null, totalPrice: string | null, priceWithDisc: string | null, finishedPrice: string | null, forPay: string | null }> } };

export type StatisticsByDayQueryVariables = Exact<{
  period: StatisticsPeriod;
}>;


export type StatisticsByDayQuery = { statisticsByDay: Array<{ day: string, orders: number, ordersSum: string, cancellations: number, cancellationsSum: string, sales: number, salesSum: string, returns: number, returnsSum: string, others: number, othersSum: string }> };

export type ReportAllUnitsQueryVariables = Exact<{
  dateFrom: string;
  dateTo: string;
  type?: ReportType | null | undefined;
}>;


export type ReportAllUnitsQuery = { reports: { currency: string, rows: Array<{ shk_id: string, currency: string, nm_id: number | null, sa_name: string | null, ts_name: string | null, sticker_id: string | null, gi_id: string | null, supplier_oper_name: string | null, office_name: string | null, order_dt: string | null, sale_dt: string | null, first_price: string | null, net_sold: number, cost_counted: string | null, total_ppvz_for_pay: string, total_delivery_rub: string, total_penalty: string, profit: string | null, isSaved: boolean }>, byCurrency: Array<{ currency: string, rowCount: number, costCounted: boolean, stat: { ppvz_for_pay: string, delivery_rub: string, retail_amount: string, penalty: string, additional_payment: string, storage_fee: string, acceptance: string, deduction: string, returns: string, sumToPay: string, sumProfit: string, sumFirstPrice: string, leftOutUnits: number, leftOutPayout: string }, wholesale: { total: string, totalNds: string, totalFirstPrice: string, firstPriceNds: string, leftOutUnits: number, leftOutTotal: string, leftOutNds: string, totalResult: string }, units: { count: number, net_sold: number, cost_counted: string, total_ppvz_for_pay: string, total_delivery_rub: string, total_penalty: string, profit: string, outsideUnits: string }, combined: { mainPayout: string, buyoutPayout: string, sumFirstPrice: string, leftOutUnits: number, leftOutPayout: string, sumProfit: string } }> } };

export type ReportUnitFieldsFragment = { shk_id: string, currency: string, nm_id: number | null, sa_name: string | null, ts_name: string | null, sticker_id: string | null, gi_id: string | null, supplier_oper_name: string | null, office_name: string | null, order_dt: string | null, sale_dt: string | null, first_price: string | null, net_sold: number, cost_counted: string | null, total_ppvz_for_pay: string, total_delivery_rub: string, total_penalty: string, profit: string | null, isSaved: boolean };

export type ReportUnitRowsFragment = { rows: Array<{ rrd_id: string, srid: string | null, supplier_oper_name: string | null, doc_type_name: string | null, bonus_type_name: string | null, rr_dt: string | null, order_dt: string | null, sale_dt: string | null, ppvz_for_pay: string, ppvz_for_pay_signed: string, delivery_rub: string, penalty: string }> };

export type ReportTotalsFragment = { currency: string, byCurrency: Array<{ currency: string, rowCount: number, costCounted: boolean, stat: { ppvz_for_pay: string, delivery_rub: string, retail_amount: string, penalty: string, additional_payment: string, storage_fee: string, acceptance: string, deduction: string, returns: string, sumToPay: string, sumProfit: string, sumFirstPrice: string, leftOutUnits: number, leftOutPayout: string }, wholesale: { total: string, totalNds: string, totalFirstPrice: string, firstPriceNds: string, leftOutUnits: number, leftOutTotal: string, leftOutNds: string, totalResult: string }, units: { count: number, net_sold: number, cost_counted: string, total_ppvz_for_pay: string, total_delivery_rub: string, total_penalty: string, profit: string, outsideUnits: string }, combined: { mainPayout: string, buyoutPayout: string, sumFirstPrice: string, leftOutUnits: number, leftOutPayout: string, sumProfit: string } }> };

export type ReportSummaryQueryVariables = Exact<{
  dateFrom: string;
  dateTo: string;
  type?: ReportType | null | undefined;
}>;


export type ReportSummaryQuery = { reports: { currency: string, byCurrency: Array<{ currency: string, rowCount: number, costCounted: boolean, stat: { ppvz_for_pay: string, delivery_rub: string, retail_amount: string, penalty: string, additional_payment: string, storage_fee: string, acceptance: string, deduction: string, returns: string, sumToPay: string, sumProfit: string, sumFirstPrice: string, leftOutUnits: number, leftOutPayout: string }, wholesale: { total: string, totalNds: string, totalFirstPrice: string, firstPriceNds: string, leftOutUnits: number, leftOutTotal: string, leftOutNds: string, totalResult: string }, units: { count: number, net_sold: number, cost_counted: string, total_ppvz_for_pay: string, total_delivery_rub: string, total_penalty: string, profit: string, outsideUnits: string }, combined: { mainPayout: string, buyoutPayout: string, sumFirstPrice: string, leftOutUnits: number, leftOutPayout: string, sumProfit: string } }> } };

export type ReportWeeksQueryVariables = Exact<{
  dateFrom: string;
  dateTo: string;
  type?: ReportType | null | undefined;
}>;


export type ReportWeeksQuery = { reportWeeks: Array<{ reportId: string, dateFrom: string, dateTo: string, createDate: string | null, currency: string, rowCount: number, ours: string, wb: string | null, difference: string | null, state: ReportWeekState, differences: Array<{ name: string, label: string, ours: string, wb: string, difference: string, effect: string }> }> };

export type ReportUnitsPageQueryVariables = Exact<{
  dateFrom: string;
  dateTo: string;
  type?: ReportType | null | undefined;
  query: ListQuery;
}>;


export type ReportUnitsPageQuery = { reportUnitsPage: { totalCount: number, items: Array<{ shk_id: string, currency: string, nm_id: number | null, sa_name: string | null, ts_name: string | null, sticker_id: string | null, gi_id: string | null, supplier_oper_name: string | null, office_name: string | null, order_dt: string | null, sale_dt: string | null, first_price: string | null, net_sold: number, cost_counted: string | null, total_ppvz_for_pay: string, total_delivery_rub: string, total_penalty: string, profit: string | null, isSaved: boolean, rows: Array<{ rrd_id: string, srid: string | null, supplier_oper_name: string | null, doc_type_name: string | null, bonus_type_name: string | null, rr_dt: string | null, order_dt: string | null, sale_dt: string | null, ppvz_for_pay: string, ppvz_for_pay_signed: string, delivery_rub: string, penalty: string }> }> } };

export type SuppliesPageQueryVariables = Exact<{
  dateFrom: string;
  dateTo: string;
  query: ListQuery;
}>;


export type SuppliesPageQuery = { suppliesPage: { totalCount: number, items: Array<{ shk_id: string, nmID: number, article: string | null, supplyId: string, firstPrice: string, type: UnitType, supplyDate: string, costSource: CostSource, fileName: string | null, fileRow: number | null }> } };

export type SuppliesExportQueryVariables = Exact<{
  dateFrom: string;
  dateTo: string;
}>;


export type SuppliesExportQuery = { supplies: Array<{ shk_id: string, nmID: number, article: string | null, supplyId: string, firstPrice: string, type: UnitType, supplyDate: string, costSource: CostSource, fileName: string | null, fileRow: number | null }> };

export type ImportUnsavedShkMutationVariables = Exact<{
  file: unknown;
}>;


export type ImportUnsavedShkMutation = { importUnsavedShk: { id: string, message: string, rows: number, saved: number, unchanged: number, errors: Array<{ row: number, column: string | null, message: string }> } };

export type UnsavedUnitsQueryVariables = Exact<{
  nmId?: number | null | undefined;
  supplyId?: string | null | undefined;
  soldFrom?: string | null | undefined;
  soldTo?: string | null | undefined;
  query: ListQuery;
}>;


export type UnsavedUnitsQuery = { unsavedUnits: { totalCount: number, fromReports: number, items: Array<{ shk_id: string, type: UnitType, nmId: number | null, article: string | null, title: string | null, size: string | null, supplyId: string | null, supplyDate: string | null, source: UnsavedUnitSource, sourceText: string, soldOn: string | null, firstPrice: string | null }> } };

export type UnsavedUnitsFileQueryVariables = Exact<{
  nmId?: number | null | undefined;
  supplyId?: string | null | undefined;
  soldFrom?: string | null | undefined;
  soldTo?: string | null | undefined;
}>;


export type UnsavedUnitsFileQuery = { unsavedUnitsTemplate: { fileName: string, contentType: string, base64: string } };

export type SetUnsavedUnitsCostMutationVariables = Exact<{
  cost: string;
  shkIds?: Array<string> | string | null | undefined;
  nmId?: number | null | undefined;
  supplyId?: string | null | undefined;
  soldFrom?: string | null | undefined;
  soldTo?: string | null | undefined;
}>;


export type SetUnsavedUnitsCostMutation = { setUnsavedUnitsCost: { id: string, message: string, saved: number } };

export type SetUnitsCostMutationVariables = Exact<{
  dateFrom: string;
  dateTo: string;
  query: ListQuery;
  shkIds?: Array<string> | string | null | undefined;
  cost: string;
}>;


export type SetUnitsCostMutation = { setUnitsCost: { id: string, message: string, saved: number } };

export type UnitAdvertCostsQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type UnitAdvertCostsQuery = { advertCostByCard: Array<{ nm: number, spend: string, sales: number, costPerSale: string | null }> };

export type UnitPlanFactQueryVariables = Exact<{
  dateFrom: string;
  dateTo: string;
  warehouseName?: string | null | undefined;
}>;


export type UnitPlanFactQuery = { unitPlanFact: { dateFrom: string, dateTo: string, warehouseName: string | null, cards: Array<{ nmID: number, vendorCode: string | null, title: string | null, scheme: SaleScheme, sold: number, plannedBuyoutPercent: string, actualBuyoutPercent: string | null, missing: string | null, lines: Array<{ line: PlanFactLineKind, plan: string | null, fact: string | null, difference: string | null }> }> } };

export type UnitCardSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type UnitCardSettingsQuery = { cards: Array<{ nmID: number, returnPercent: string | null, buyoutPercent: string | null, acquiringPercent: string | null, acceptance: string | null, packaging: string | null, deliveryToWb: string | null }> };

export type SetCardUnitSettingsMutationVariables = Exact<{
  cardId: string;
  data: CardSettingsInput;
}>;


export type SetCardUnitSettingsMutation = { setCardSettings: { id: string | null, message: string } };

export type CompanyUnitSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type CompanyUnitSettingsQuery = { companyUnitSettings: { buyoutPercent: string | null, acquiringPercent: string | null, acceptance: string | null, packaging: string | null, deliveryToWb: string | null, updatedAt: string | null } };

export type SetCompanyUnitSettingsMutationVariables = Exact<{
  data: CompanyUnitSettingsInput;
}>;


export type SetCompanyUnitSettingsMutation = { setCompanyUnitSettings: { id: string | null, message: string } };

export type UnitSchemeFieldsFragment = { commissionPercent: string | null, commission: string | null, acquiring: string, logistics: string | null, storagePerDay: string | null, storage: string | null, returns: string | null, defects: string | null, advert: string, acceptance: string, packaging: string, deliveryToWb: string, vat: string | null, usn: string | null, tax: string | null, profit: string | null, marginPercent: string | null, roiPercent: string | null, priceForTargetMargin: string | null, missing: string | null };

export type UnitEconomicsQueryVariables = Exact<{
  warehouseName?: string | null | undefined;
  overrides?: UnitOverridesInput | null | undefined;
}>;


export type UnitEconomicsQuery = { unitEconomics: { warehouseName: string | null, taxRegime: TaxRegime, storageDays: number, acquiringPercent: string, rows: Array<{ nmID: number, vendorCode: string, title: string | null, subjectName: string | null, capacity: string | null, firstPrice: string | null, price: string | null, discount: number | null, priceAfterDiscount: string | null, buyoutPercent: string, buyoutSource: UnitInputSource, acquiringPercent: string, acquiringSource: UnitInputSource, storageDays: number, storageDaysSource: UnitInputSource, acceptanceSource: UnitInputSource, packagingSource: UnitInputSource, deliveryToWbSource: UnitInputSource, buyoutFromOrders: { percent: string | null, orders: number, sold: number, days: number, note: string | null }, turnover: { stock: number | null, sold: number, salesDays: number, days: number | null, note: string | null }, fbs: { commissionPercent: string | null, commission: string | null, acquiring: string, logistics: string | null, storagePerDay: string | null, storage: string | null, returns: string | null, defects: string | null, advert: string, acceptance: string, packaging: string, deliveryToWb: string, vat: string | null, usn: string | null, tax: string | null, profit: string | null, marginPercent: string | null, roiPercent: string | null, priceForTargetMargin: string | null, missing: string | null } | null, fbo: { commissionPercent: string | null, commission: string | null, acquiring: string, logistics: string | null, storagePerDay: string | null, storage: string | null, returns: string | null, defects: string | null, advert: string, acceptance: string, packaging: string, deliveryToWb: string, vat: string | null, usn: string | null, tax: string | null, profit: string | null, marginPercent: string | null, roiPercent: string | null, priceForTargetMargin: string | null, missing: string | null } | null }> } };

export type TariffsQueryVariables = Exact<{ [key: string]: never; }>;


export type TariffsQuery = { tariffs: Array<{ warehouseName: string, geoName: string | null, box: { boxDeliveryAndStorageExpr: string | null, boxDeliveryBase: string | null, boxDeliveryLiter: string | null, boxDeliveryMarketplaceBase: string | null, boxDeliveryMarketplaceLiter: string | null, boxDeliveryMarketplaceExpr: string | null, boxStorageBase: string | null, boxStorageLiter: string | null, boxStorageExpr: string | null } | null, pallet: { palletDeliveryExpr: string | null, palletDeliveryValueBase: string | null, palletDeliveryValueLiter: string | null, palletStorageExpr: string | null, palletStorageValueExpr: string | null } | null }>, tariffsInfo: { tariffDate: string | null, russianWarehousesMissing: boolean, notice: string | null } };

export type AddCompanyMutationVariables = Exact<{
  data: CompanyInput;
}>;


export type AddCompanyMutation = { addCompany: { id: string | null, message: string } };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, name: string, email: string, picture: string | null, companies: Array<{ id: string, name: string, selected: boolean, isAdmin: boolean, address: string, generalManager: string }> } };

export type ServerInfoQueryVariables = Exact<{ [key: string]: never; }>;


export type ServerInfoQuery = { serverInfo: { demoMode: boolean, googleClientId: string | null } };

export type SyncStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type SyncStatusQuery = { syncStatus: Array<{ dataset: SyncDataset, what: string, everyMinutes: number, tokenCategory: string | null, lastSuccessAt: string | null, lastError: string | null, running: boolean, done: number, total: number | null }> };

export type SyncNowMutationVariables = Exact<{
  datasets?: Array<SyncDataset> | SyncDataset | null | undefined;
}>;


export type SyncNowMutation = { syncNow: { id: string | null, message: string } };

export type CompanyTaxSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type CompanyTaxSettingsQuery = { companyTaxSettings: { regime: TaxRegime, vatRate: string | null, usnRate: string | null, vatDeductible: boolean, updatedAt: string | null } };

export type SetCompanyTaxSettingsMutationVariables = Exact<{
  data: CompanyTaxSettingsInput;
}>;


export type SetCompanyTaxSettingsMutation = { setCompanyTaxSettings: { id: string | null, message: string } };

export const HomeCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HomeCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HomeCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nmId"}},{"kind":"Field","name":{"kind":"Name","value":"vendorCode"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"sold"}},{"kind":"Field","name":{"kind":"Name","value":"revenue"}},{"kind":"Field","name":{"kind":"Name","value":"profit"}}]}}]} as unknown as DocumentNode<HomeCardFieldsFragment, unknown>;
export const ReportUnitFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportUnitFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReportRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shk_id"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"nm_id"}},{"kind":"Field","name":{"kind":"Name","value":"sa_name"}},{"kind":"Field","name":{"kind":"Name","value":"ts_name"}},{"kind":"Field","name":{"kind":"Name","value":"sticker_id"}},{"kind":"Field","name":{"kind":"Name","value":"gi_id"}},{"kind":"Field","name":{"kind":"Name","value":"supplier_oper_name"}},{"kind":"Field","name":{"kind":"Name","value":"office_name"}},{"kind":"Field","name":{"kind":"Name","value":"order_dt"}},{"kind":"Field","name":{"kind":"Name","value":"sale_dt"}},{"kind":"Field","name":{"kind":"Name","value":"first_price"}},{"kind":"Field","name":{"kind":"Name","value":"net_sold"}},{"kind":"Field","name":{"kind":"Name","value":"cost_counted"}},{"kind":"Field","name":{"kind":"Name","value":"total_ppvz_for_pay"}},{"kind":"Field","name":{"kind":"Name","value":"total_delivery_rub"}},{"kind":"Field","name":{"kind":"Name","value":"total_penalty"}},{"kind":"Field","name":{"kind":"Name","value":"profit"}},{"kind":"Field","name":{"kind":"Name","value":"isSaved"}}]}}]} as unknown as DocumentNode<ReportUnitFieldsFragment, unknown>;
export const ReportUnitRowsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportUnitRows"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReportRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rrd_id"}},{"kind":"Field","name":{"kind":"Name","value":"srid"}},{"kind":"Field","name":{"kind":"Name","value":"supplier_oper_name"}},{"kind":"Field","name":{"kind":"Name","value":"doc_type_name"}},{"kind":"Field","name":{"kind":"Name","value":"bonus_type_name"}},{"kind":"Field","name":{"kind":"Name","value":"rr_dt"}},{"kind":"Field","name":{"kind":"Name","value":"order_dt"}},{"kind":"Field","name":{"kind":"Name","value":"sale_dt"}},{"kind":"Field","name":{"kind":"Name","value":"ppvz_for_pay"}},{"kind":"Field","name":{"kind":"Name","value":"ppvz_for_pay_signed"}},{"kind":"Field","name":{"kind":"Name","value":"delivery_rub"}},{"kind":"Field","name":{"kind":"Name","value":"penalty"}}]}}]}}]} as unknown as DocumentNode<ReportUnitRowsFragment, unknown>;
export const ReportTotalsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportTotals"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Report"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"byCurrency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}},{"kind":"Field","name":{"kind":"Name","value":"costCounted"}},{"kind":"Field","name":{"kind":"Name","value":"stat"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ppvz_for_pay"}},{"kind":"Field","name":{"kind":"Name","value":"delivery_rub"}},{"kind":"Field","name":{"kind":"Name","value":"retail_amount"}},{"kind":"Field","name":{"kind":"Name","value":"penalty"}},{"kind":"Field","name":{"kind":"Name","value":"additional_payment"}},{"kind":"Field","name":{"kind":"Name","value":"storage_fee"}},{"kind":"Field","name":{"kind":"Name","value":"acceptance"}},{"kind":"Field","name":{"kind":"Name","value":"deduction"}},{"kind":"Field","name":{"kind":"Name","value":"returns"}},{"kind":"Field","name":{"kind":"Name","value":"sumToPay"}},{"kind":"Field","name":{"kind":"Name","value":"sumProfit"}},{"kind":"Field","name":{"kind":"Name","value":"sumFirstPrice"}},{"kind":"Field","name":{"kind":"Name","value":"leftOutUnits"}},{"kind":"Field","name":{"kind":"Name","value":"leftOutPayout"}}]}},{"kind":"Field","name":{"kind":"Name","value":"wholesale"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalNds"}},{"kind":"Field","name":{"kind":"Name","value":"totalFirstPrice"}},{"kind":"Field","name":{"kind":"Name","value":"firstPriceNds"}},{"kind":"Field","name":{"kind":"Name","value":"leftOutUnits"}},{"kind":"Field","name":{"kind":"Name","value":"leftOutTotal"}},{"kind":"Field","name":{"kind":"Name","value":"leftOutNds"}},{"kind":"Field","name":{"kind":"Name","value":"totalResult"}}]}},{"kind":"Field","name":{"kind":"Name","value":"units"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"net_sold"}},{"kind":"Field","name":{"kind":"Name","value":"cost_counted"}},{"kind":"Field","name":{"kind":"Name","value":"total_ppvz_for_pay"}},{"kind":"Field","name":{"kind":"Name","value":"total_delivery_rub"}},{"kind":"Field","name":{"kind":"Name","value":"total_penalty"}},{"kind":"Field","name":{"kind":"Name","value":"profit"}},{"kind":"Field","name":{"kind":"Name","value":"outsideUnits"}}]}},{"kind":"Field","name":{"kind":"Name","value":"combined"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mainPayout"}},{"kind":"Field","name":{"kind":"Name","value":"buyoutPayout"}},{"kind":"Field","name":{"kind":"Name","value":"sumFirstPrice"}},{"kind":"Field","name":{"kind":"Name","value":"leftOutUnits"}},{"kind":"Field","name":{"kind":"Name","value":"leftOutPayout"}},{"kind":"Field","name":{"kind":"Name","value":"sumProfit"}}]}}]}}]}}]} as unknown as DocumentNode<ReportTotalsFragment, unknown>;
export const UnitSchemeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UnitSchemeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UnitScheme"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commissionPercent"}},{"kind":"Field","name":{"kind":"Name","value":"commission"}},{"kind":"Field","name":{"kind":"Name","value":"acquiring"}},{"kind":"Field","name":{"kind":"Name","value":"logistics"}},{"kind":"Field","name":{"kind":"Name","value":"storagePerDay"}},{"kind":"Field","name":{"kind":"Name","value":"storage"}},{"kind":"Field","name":{"kind":"Name","value":"returns"}},{"kind":"Field","name":{"kind":"Name","value":"defects"}},{"kind":"Field","name":{"kind":"Name","value":"advert"}},{"kind":"Field","name":{"kind":"Name","value":"acceptance"}},{"kind":"Field","name":{"kind":"Name","value":"packaging"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryToWb"}},{"kind":"Field","name":{"kind":"Name","value":"vat"}},{"kind":"Field","name":{"kind":"Name","value":"usn"}},{"kind":"Field","name":{"kind":"Name","value":"tax"}},{"kind":"Field","name":{"kind":"Name","value":"profit"}},{"kind":"Field","name":{"kind":"Name","value":"marginPercent"}},{"kind":"Field","name":{"kind":"Name","value":"roiPercent"}},{"kind":"Field","name":{"kind":"Name","value":"priceForTargetMargin"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}}]}}]} as unknown as DocumentNode<UnitSchemeFieldsFragment, unknown>;
export const AdvertsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Adverts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adverts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"advertId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"bidType"}},{"kind":"Field","name":{"kind":"Name","value":"paymentType"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"changeTime"}},{"kind":"Field","name":{"kind":"Name","value":"dailyBudget"}},{"kind":"Field","name":{"kind":"Name","value":"dailyBudgetMissing"}},{"kind":"Field","name":{"kind":"Name","value":"budget"}},{"kind":"Field","name":{"kind":"Name","value":"nms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nm"}},{"kind":"Field","name":{"kind":"Name","value":"vendorCode"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"advertSpends"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"advertId"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"spend"}}]}}]}}]} as unknown as DocumentNode<AdvertsQuery, AdvertsQueryVariables>;
export const AdvertDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Advert"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"advertId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"advert"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"advertId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"advertId"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"info"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"advertId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"bidType"}},{"kind":"Field","name":{"kind":"Name","value":"paymentType"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"dailyBudget"}},{"kind":"Field","name":{"kind":"Name","value":"dailyBudgetMissing"}},{"kind":"Field","name":{"kind":"Name","value":"nms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nm"}},{"kind":"Field","name":{"kind":"Name","value":"vendorCode"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"budget"}},{"kind":"Field","name":{"kind":"Name","value":"stat"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"ctr"}},{"kind":"Field","name":{"kind":"Name","value":"sum"}},{"kind":"Field","name":{"kind":"Name","value":"orders"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clusters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clusters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cluster"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"ctr"}},{"kind":"Field","name":{"kind":"Name","value":"spend"}},{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"products"}}]}},{"kind":"Field","name":{"kind":"Name","value":"excluded"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cardCosts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nm"}},{"kind":"Field","name":{"kind":"Name","value":"vendorCode"}},{"kind":"Field","name":{"kind":"Name","value":"spend"}},{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"ordersSum"}},{"kind":"Field","name":{"kind":"Name","value":"sales"}},{"kind":"Field","name":{"kind":"Name","value":"salesSum"}},{"kind":"Field","name":{"kind":"Name","value":"costPerOrder"}},{"kind":"Field","name":{"kind":"Name","value":"costPerSale"}},{"kind":"Field","name":{"kind":"Name","value":"drrOrders"}},{"kind":"Field","name":{"kind":"Name","value":"drrSales"}},{"kind":"Field","name":{"kind":"Name","value":"advertOrders"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"advertActions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"advertId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"advertId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"phrases"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"wbAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"who"}},{"kind":"Field","name":{"kind":"Name","value":"undoable"}}]}}]}}]} as unknown as DocumentNode<AdvertQuery, AdvertQueryVariables>;
export const ExcludePhrasesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcludePhrases"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"advertId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"phrases"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excludePhrases"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"advertId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"advertId"}}},{"kind":"Argument","name":{"kind":"Name","value":"phrases"},"value":{"kind":"Variable","name":{"kind":"Name","value":"phrases"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ExcludePhrasesMutation, ExcludePhrasesMutationVariables>;
export const RestoreExcludedPhrasesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestoreExcludedPhrases"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"advertId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"phrases"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restoreExcludedPhrases"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"advertId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"advertId"}}},{"kind":"Argument","name":{"kind":"Name","value":"phrases"},"value":{"kind":"Variable","name":{"kind":"Name","value":"phrases"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RestoreExcludedPhrasesMutation, RestoreExcludedPhrasesMutationVariables>;
export const UndoExcludePhrasesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UndoExcludePhrases"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"actionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"undoExcludePhrases"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"actionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"actionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<UndoExcludePhrasesMutation, UndoExcludePhrasesMutationVariables>;
export const ChangeAdvertActivityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeAdvertActivity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"advertId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeAdvertActivity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"advertId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"advertId"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ChangeAdvertActivityMutation, ChangeAdvertActivityMutationVariables>;
export const StopAdvertDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StopAdvert"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"advertId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stopAdvert"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"advertId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"advertId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<StopAdvertMutation, StopAdvertMutationVariables>;
export const AuthDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Auth"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auth"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}}]}]}}]} as unknown as DocumentNode<AuthQuery, AuthQueryVariables>;
export const CardsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Cards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nmID"}},{"kind":"Field","name":{"kind":"Name","value":"vendorCode"}},{"kind":"Field","name":{"kind":"Name","value":"subjectID"}},{"kind":"Field","name":{"kind":"Name","value":"subjectName"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"photo"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"dimensions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"length"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}},{"kind":"Field","name":{"kind":"Name","value":"isValid"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sizes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chrtID"}},{"kind":"Field","name":{"kind":"Name","value":"techSize"}},{"kind":"Field","name":{"kind":"Name","value":"wbSize"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"discountedPrice"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"skus"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}},{"kind":"Field","name":{"kind":"Name","value":"firstPrice"}},{"kind":"Field","name":{"kind":"Name","value":"titleForTn"}},{"kind":"Field","name":{"kind":"Name","value":"returnPercent"}},{"kind":"Field","name":{"kind":"Name","value":"defectPercent"}},{"kind":"Field","name":{"kind":"Name","value":"fbsCommission"}},{"kind":"Field","name":{"kind":"Name","value":"fboCommission"}},{"kind":"Field","name":{"kind":"Name","value":"wbFbsCommission"}},{"kind":"Field","name":{"kind":"Name","value":"wbFboCommission"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<CardsQuery, CardsQueryVariables>;
export const SetCardSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetCardSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cardId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CardSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setCardSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cardId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cardId"}}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SetCardSettingsMutation, SetCardSettingsMutationVariables>;
export const CardSettingsHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CardSettingsHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cardId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardSettingsHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cardId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cardId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"fieldLabel"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"}}]}}]}}]} as unknown as DocumentNode<CardSettingsHistoryQuery, CardSettingsHistoryQueryVariables>;
export const CardSettingsTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CardSettingsTemplate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardSettingsTemplate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"base64"}}]}}]}}]} as unknown as DocumentNode<CardSettingsTemplateQuery, CardSettingsTemplateQueryVariables>;
export const ImportCardSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportCardSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"File"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importCardSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"saved"}},{"kind":"Field","name":{"kind":"Name","value":"unchanged"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ImportCardSettingsMutation, ImportCardSettingsMutationVariables>;
export const CompanyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"generalManager"}},{"kind":"Field","name":{"kind":"Name","value":"shopName"}},{"kind":"Field","name":{"kind":"Name","value":"currentAccount"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]}}]} as unknown as DocumentNode<CompanyQuery, CompanyQueryVariables>;
export const UpdateCompanyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCompany"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCompany"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<UpdateCompanyMutation, UpdateCompanyMutationVariables>;
export const CompanyUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanyUsers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyUsers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}}]}}]}}]} as unknown as DocumentNode<CompanyUsersQuery, CompanyUsersQueryVariables>;
export const CompanyInvitesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanyInvites"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyInvites"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<CompanyInvitesQuery, CompanyInvitesQueryVariables>;
export const InviteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Invite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<InviteMutation, InviteMutationVariables>;
export const RevokeInviteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeInvite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"inviteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeInvite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"inviteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"inviteId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RevokeInviteMutation, RevokeInviteMutationVariables>;
export const CompanyWbTokensDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanyWbTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyWbTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"isSet"}},{"kind":"Field","name":{"kind":"Name","value":"masked"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<CompanyWbTokensQuery, CompanyWbTokensQueryVariables>;
export const SetCompanyWbTokensDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetCompanyWbTokens"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mpAndStatisticToken"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contentAndPricesToken"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setCompanyWbTokens"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"mpAndStatisticToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mpAndStatisticToken"}}},{"kind":"Argument","name":{"kind":"Name","value":"contentAndPricesToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contentAndPricesToken"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SetCompanyWbTokensMutation, SetCompanyWbTokensMutationVariables>;
export const ClearCompanyWbTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClearCompanyWbToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WbTokenKind"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clearCompanyWbToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ClearCompanyWbTokenMutation, ClearCompanyWbTokenMutationVariables>;
export const CheckWbTokensDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckWbTokens"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tokensData"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkWbTokens"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tokensData"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tokensData"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"tokenType"}},{"kind":"Field","name":{"kind":"Name","value":"exp"}},{"kind":"Field","name":{"kind":"Name","value":"methods"}},{"kind":"Field","name":{"kind":"Name","value":"isReading"}},{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"problems"}}]}}]}}]} as unknown as DocumentNode<CheckWbTokensQuery, CheckWbTokensQueryVariables>;
export const CheckWbTokenLiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckWbTokenLive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tokenData"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkWbTokenLive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tokenData"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tokenData"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"live"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"sellerName"}},{"kind":"Field","name":{"kind":"Name","value":"sameSeller"}}]}}]}}]} as unknown as DocumentNode<CheckWbTokenLiveQuery, CheckWbTokenLiveQueryVariables>;
export const FboIncomesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FboIncomes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fboIncomes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"incomeId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"dateClose"}},{"kind":"Field","name":{"kind":"Name","value":"warehouseName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"savedQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supplierArticle"}},{"kind":"Field","name":{"kind":"Name","value":"techSize"}},{"kind":"Field","name":{"kind":"Name","value":"barcode"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"nmId"}},{"kind":"Field","name":{"kind":"Name","value":"shks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shk_id"}},{"kind":"Field","name":{"kind":"Name","value":"firstPrice"}}]}}]}}]}}]}}]} as unknown as DocumentNode<FboIncomesQuery, FboIncomesQueryVariables>;
export const ImportFboIncomeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportFboIncome"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"incomeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"File"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importFboIncome"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"incomeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"incomeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}},{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"saved"}},{"kind":"Field","name":{"kind":"Name","value":"unchanged"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ImportFboIncomeMutation, ImportFboIncomeMutationVariables>;
export const FboIncomeTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FboIncomeTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"incomeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fboIncomeTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"incomeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"incomeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"base64"}}]}}]}}]} as unknown as DocumentNode<FboIncomeTemplateQuery, FboIncomeTemplateQueryVariables>;
export const MpSuppliesPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MpSuppliesPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ListQuery"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"createdFrom"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"createdTo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mpSuppliesPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"createdFrom"},"value":{"kind":"Variable","name":{"kind":"Name","value":"createdFrom"}}},{"kind":"Argument","name":{"kind":"Name","value":"createdTo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"createdTo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"scanDt"}},{"kind":"Field","name":{"kind":"Name","value":"cargoType"}},{"kind":"Field","name":{"kind":"Name","value":"unitCount"}},{"kind":"Field","name":{"kind":"Name","value":"savedCount"}},{"kind":"Field","name":{"kind":"Name","value":"isSaved"}},{"kind":"Field","name":{"kind":"Name","value":"sumPrice"}}]}}]}}]}}]} as unknown as DocumentNode<MpSuppliesPageQuery, MpSuppliesPageQueryVariables>;
export const MpSupplyOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MpSupplyOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"supplyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mpSupplyOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"supplyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"supplyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"supplyId"}},{"kind":"Field","name":{"kind":"Name","value":"rid"}},{"kind":"Field","name":{"kind":"Name","value":"shk_id"}},{"kind":"Field","name":{"kind":"Name","value":"article"}},{"kind":"Field","name":{"kind":"Name","value":"titleForTn"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"nmId"}},{"kind":"Field","name":{"kind":"Name","value":"wbStatus"}},{"kind":"Field","name":{"kind":"Name","value":"supplierStatus"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}},{"kind":"Field","name":{"kind":"Name","value":"firstPrice"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"isSaved"}}]}}]}}]} as unknown as DocumentNode<MpSupplyOrdersQuery, MpSupplyOrdersQueryVariables>;
export const ImportMpSupplyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportMpSupply"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"File"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importMpSupply"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"saved"}},{"kind":"Field","name":{"kind":"Name","value":"unchanged"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ImportMpSupplyMutation, ImportMpSupplyMutationVariables>;
export const MpSupplyFilledTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MpSupplyFilledTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"supplyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mpSupplyTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"supplyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"supplyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"base64"}}]}}]}}]} as unknown as DocumentNode<MpSupplyFilledTemplateQuery, MpSupplyFilledTemplateQueryVariables>;
export const MpSupplyTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MpSupplyTemplate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitImportTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"MP_SUPPLY"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"base64"}}]}}]}}]} as unknown as DocumentNode<MpSupplyTemplateQuery, MpSupplyTemplateQueryVariables>;
export const MyInvitesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyInvites"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myInvites"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<MyInvitesQuery, MyInvitesQueryVariables>;
export const AcceptInviteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptInvite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"inviteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptInvite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"inviteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"inviteId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AcceptInviteMutation, AcceptInviteMutationVariables>;
export const HomeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Home"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"home"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"today"}},{"kind":"Field","name":{"kind":"Name","value":"reportsCoverTo"}},{"kind":"Field","name":{"kind":"Name","value":"periods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"dateFrom"}},{"kind":"Field","name":{"kind":"Name","value":"dateTo"}},{"kind":"Field","name":{"kind":"Name","value":"current"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"sales"}},{"kind":"Field","name":{"kind":"Name","value":"returns"}},{"kind":"Field","name":{"kind":"Name","value":"revenue"}},{"kind":"Field","name":{"kind":"Name","value":"profit"}},{"kind":"Field","name":{"kind":"Name","value":"profitLeftOutUnits"}},{"kind":"Field","name":{"kind":"Name","value":"profitLeftOutPayout"}}]}},{"kind":"Field","name":{"kind":"Name","value":"before"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"sales"}},{"kind":"Field","name":{"kind":"Name","value":"returns"}},{"kind":"Field","name":{"kind":"Name","value":"revenue"}},{"kind":"Field","name":{"kind":"Name","value":"profit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statisticsDays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dateFrom"}},{"kind":"Field","name":{"kind":"Name","value":"dateTo"}},{"kind":"Field","name":{"kind":"Name","value":"beforeFrom"}},{"kind":"Field","name":{"kind":"Name","value":"beforeTo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"profitDays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dateFrom"}},{"kind":"Field","name":{"kind":"Name","value":"dateTo"}},{"kind":"Field","name":{"kind":"Name","value":"beforeFrom"}},{"kind":"Field","name":{"kind":"Name","value":"beforeTo"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"ordersSum"}},{"kind":"Field","name":{"kind":"Name","value":"sales"}},{"kind":"Field","name":{"kind":"Name","value":"returns"}},{"kind":"Field","name":{"kind":"Name","value":"revenue"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topByRevenue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HomeCardFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bottomByRevenue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HomeCardFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topByProfit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HomeCardFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bottomByProfit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HomeCardFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sync"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dataset"}},{"kind":"Field","name":{"kind":"Name","value":"what"}},{"kind":"Field","name":{"kind":"Name","value":"lastSuccessAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"running"}}]}},{"kind":"Field","name":{"kind":"Name","value":"warnings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"link"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HomeCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HomeCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nmId"}},{"kind":"Field","name":{"kind":"Name","value":"vendorCode"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"sold"}},{"kind":"Field","name":{"kind":"Name","value":"revenue"}},{"kind":"Field","name":{"kind":"Name","value":"profit"}}]}}]} as unknown as DocumentNode<HomeQuery, HomeQueryVariables>;
export const OrdersPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrdersPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"period"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StatisticsPeriod"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ListQuery"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ordersPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"period"},"value":{"kind":"Variable","name":{"kind":"Name","value":"period"}}},{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"srid"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"supplierArticle"}},{"kind":"Field","name":{"kind":"Name","value":"nmId"}},{"kind":"Field","name":{"kind":"Name","value":"barcode"}},{"kind":"Field","name":{"kind":"Name","value":"techSize"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"warehouseName"}},{"kind":"Field","name":{"kind":"Name","value":"regionName"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"spp"}},{"kind":"Field","name":{"kind":"Name","value":"priceWithDisc"}},{"kind":"Field","name":{"kind":"Name","value":"finishedPrice"}},{"kind":"Field","name":{"kind":"Name","value":"isCancel"}},{"kind":"Field","name":{"kind":"Name","value":"cancelDate"}}]}}]}}]}}]} as unknown as DocumentNode<OrdersPageQuery, OrdersPageQueryVariables>;
export const SalesPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SalesPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"period"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StatisticsPeriod"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ListQuery"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"salesPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"period"},"value":{"kind":"Variable","name":{"kind":"Name","value":"period"}}},{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saleID"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"srid"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"supplierArticle"}},{"kind":"Field","name":{"kind":"Name","value":"nmId"}},{"kind":"Field","name":{"kind":"Name","value":"barcode"}},{"kind":"Field","name":{"kind":"Name","value":"techSize"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"warehouseName"}},{"kind":"Field","name":{"kind":"Name","value":"regionName"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"priceWithDisc"}},{"kind":"Field","name":{"kind":"Name","value":"finishedPrice"}},{"kind":"Field","name":{"kind":"Name","value":"forPay"}}]}}]}}]}}]} as unknown as DocumentNode<SalesPageQuery, SalesPageQueryVariables>;
export const StatisticsByDayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StatisticsByDay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"period"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StatisticsPeriod"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"statisticsByDay"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"period"},"value":{"kind":"Variable","name":{"kind":"Name","value":"period"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"ordersSum"}},{"kind":"Field","name":{"kind":"Name","value":"cancellations"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationsSum"}},{"kind":"Field","name":{"kind":"Name","value":"sales"}},{"kind":"Field","name":{"kind":"Name","value":"salesSum"}},{"kind":"Field","name":{"kind":"Name","value":"returns"}},{"kind":"Field","name":{"kind":"Name","value":"returnsSum"}},{"kind":"Field","name":{"kind":"Name","value":"others"}},{"kind":"Field","name":{"kind":"Name","value":"othersSum"}}]}}]}}]} as unknown as DocumentNode<StatisticsByDayQuery, StatisticsByDayQueryVariables>;
export const ReportAllUnitsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportAllUnits"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dateFrom"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dateTo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reports"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dateFrom"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dateFrom"}}},{"kind":"Argument","name":{"kind":"Name","value":"dateTo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dateTo"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportTotals"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportUnitFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportTotals"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Report"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"byCurrency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}},{"kind":"Field","name":{"kind":"Name","value":"costCounted"}},{"kind":"Field","name":{"kind":"Name","value":"stat"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ppvz_for_pay"}},{"kind":"Field","name":{"kind":"Name","value":"delivery_rub"}},{"kind":"Field","name":{"kind":"Name","value":"retail_amount"}},{"kind":"Field","name":{"kind":"Name","value":"penalty"}},{"kind":"Field","name":{"kind":"Name","value":"additional_payment"}},{"kind":"Field","name":{"kind":"Name","value":"storage_fee"}},{"kind":"Field","name":{"kind":"Name","value":"acceptance"}},{"kind":"Field","name":{"kind":"Name","value":"deduction"}},{"kind":"Field","name":{"kind":"Name","value":"returns"}},{"kind":"Field","name":{"kind":"Name","value":"sumToPay"}},{"kind":"Field","name":{"kind":"Name","value":"sumProfit"}},{"kind":"Field","name":{"kind":"Name","value":"sumFirstPrice"}},{"kind":"Field","name":{"kind":"Name","value":"leftOutUnits"}},{"kind":"Field","name":{"kind":"Name","value":"leftOutPayout"}}]}},{"kind":"Field","name":{"kind":"Name","value":"wholesale"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalNds"}},{"kind":"Field","name":{"kind":"Name","value":"totalFirstPrice"}},{"kind":"Field","name":{"kind":"Name","value":"firstPriceNds"}},{"kind":"Field","name":{"kind":"Name","value":"leftOutUnits"}},{"kind":"Field","name":{"kind":"Name","value":"leftOutTotal"}},{"kind":"Field","name":{"kind":"Name","value":"leftOutNds"}},{"kind":"Field","name":{"kind":"Name","value":"totalResult"}}]}},{"kind":"Field","name":{"kind":"Name","value":"units"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"net_sold"}},{"kind":"Field","name":{"kind":"Name","value":"cost_counted"}},{"kind":"Field","name":{"kind":"Name","value":"total_ppvz_for_pay"}},{"kind":"Field","name":{"kind":"Name","value":"total_delivery_rub"}},{"kind":"Field","name":{"kind":"Name","value":"total_penalty"}},{"kind":"Field","name":{"kind":"Name","value":"profit"}},{"kind":"Field","name":{"kind":"Name","value":"outsideUnits"}}]}},{"kind":"Field","name":{"kind":"Name","value":"combined"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mainPayout"}},{"kind":"Field","name":{"kind":"Name","value":"buyoutPayout"}},{"kind":"Field","name":{"kind":"Name","value":"sumFirstPrice"}},{"kind":"Field","name":{"kind":"Name","value":"leftOutUnits"}},{"kind":"Field","name":{"kind":"Name","value":"leftOutPayout"}},{"kind":"Field","name":{"kind":"Name","value":"sumProfit"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportUnitFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReportRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shk_id"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"nm_id"}},{"kind":"Field","name":{"kind":"Name","value":"sa_name"}},{"kind":"Field","name":{"kind":"Name","value":"ts_name"}},{"kind":"Field","name":{"kind":"Name","value":"sticker_id"}},{"kind":"Field","name":{"kind":"Name","value":"gi_id"}},{"kind":"Field","name":{"kind":"Name","value":"supplier_oper_name"}},{"kind":"Field","name":{"kind":"Name","value":"office_name"}},{"kind":"Field","name":{"kind":"Name","value":"order_dt"}},{"kind":"Field","name":{"kind":"Name","value":"sale_dt"}},{"kind":"Field","name":{"kind":"Name","value":"first_price"}},{"kind":"Field","name":{"kind":"Name","value":"net_sold"}},{"kind":"Field","name":{"kind":"Name","value":"cost_counted"}},{"kind":"Field","name":{"kind":"Name","value":"total_ppvz_for_pay"}},{"kind":"Field","name":{"kind":"Name","value":"total_delivery_rub"}},{"kind":"Field","name":{"kind":"Name","value":"total_penalty"}},{"kind":"Field","name":{"kind":"Name","value":"profit"}},{"kind":"Field","name":{"kind":"Name","value":"isSaved"}}]}}]} as unknown as DocumentNode<ReportAllUnitsQuery, ReportAllUnitsQueryVariables>;
export const ReportSummaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportSummary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dateFrom"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dateTo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reports"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dateFrom"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dateFrom"}}},{"kind":"Argument","name":{"kind":"Name","value":"dateTo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dateTo"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportTotals"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportTotals"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Report"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"byCurrency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}},{"kind":"Field","name":{"kind":"Name","value":"costCounted"}},{"kind":"Field","name":{"kind":"Name","value":"stat"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ppvz_for_pay"}},{"kind":"Field","name":{"kind":"Name","value":"delivery_rub"}},{"kind":"Field","name":{"kind":"Name","value":"retail_amount"}},{"kind":"Field","name":{"kind":"Name","value":"penalty"}},{"kind":"Field","name":{"kind":"Name","value":"additional_payment"}},{"kind":"Field","name":{"kind":"Name","value":"storage_fee"}},{"kind":"Field","name":{"kind":"Name","value":"acceptance"}},{"kind":"Field","name":{"kind":"Name","value":"deduction"}},{"kind":"Field","name":{"kind":"Name","value":"returns"}},{"kind":"Field","name":{"kind":"Name","value":"sumToPay"}},{"kind":"Field","name":{"kind":"Name","value":"sumProfit"}},{"kind":"Field","name":{"kind":"Name","value":"sumFirstPrice"}},{"kind":"Field","name":{"kind":"Name","value":"leftOutUnits"}},{"kind":"Field","name":{"kind":"Name","value":"leftOutPayout"}}]}},{"kind":"Field","name":{"kind":"Name","value":"wholesale"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalNds"}},{"kind":"Field","name":{"kind":"Name","value":"totalFirstPrice"}},{"kind":"Field","name":{"kind":"Name","value":"firstPriceNds"}},{"kind":"Field","name":{"kind":"Name","value":"leftOutUnits"}},{"kind":"Field","name":{"kind":"Name","value":"leftOutTotal"}},{"kind":"Field","name":{"kind":"Name","value":"leftOutNds"}},{"kind":"Field","name":{"kind":"Name","value":"totalResult"}}]}},{"kind":"Field","name":{"kind":"Name","value":"units"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"net_sold"}},{"kind":"Field","name":{"kind":"Name","value":"cost_counted"}},{"kind":"Field","name":{"kind":"Name","value":"total_ppvz_for_pay"}},{"kind":"Field","name":{"kind":"Name","value":"total_delivery_rub"}},{"kind":"Field","name":{"kind":"Name","value":"total_penalty"}},{"kind":"Field","name":{"kind":"Name","value":"profit"}},{"kind":"Field","name":{"kind":"Name","value":"outsideUnits"}}]}},{"kind":"Field","name":{"kind":"Name","value":"combined"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mainPayout"}},{"kind":"Field","name":{"kind":"Name","value":"buyoutPayout"}},{"kind":"Field","name":{"kind":"Name","value":"sumFirstPrice"}},{"kind":"Field","name":{"kind":"Name","value":"leftOutUnits"}},{"kind":"Field","name":{"kind":"Name","value":"leftOutPayout"}},{"kind":"Field","name":{"kind":"Name","value":"sumProfit"}}]}}]}}]}}]} as unknown as DocumentNode<ReportSummaryQuery, ReportSummaryQueryVariables>;
export const ReportWeeksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportWeeks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dateFrom"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dateTo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportWeeks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dateFrom"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dateFrom"}}},{"kind":"Argument","name":{"kind":"Name","value":"dateTo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dateTo"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportId"}},{"kind":"Field","name":{"kind":"Name","value":"dateFrom"}},{"kind":"Field","name":{"kind":"Name","value":"dateTo"}},{"kind":"Field","name":{"kind":"Name","value":"createDate"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}},{"kind":"Field","name":{"kind":"Name","value":"ours"}},{"kind":"Field","name":{"kind":"Name","value":"wb"}},{"kind":"Field","name":{"kind":"Name","value":"difference"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"differences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"ours"}},{"kind":"Field","name":{"kind":"Name","value":"wb"}},{"kind":"Field","name":{"kind":"Name","value":"difference"}},{"kind":"Field","name":{"kind":"Name","value":"effect"}}]}}]}}]}}]} as unknown as DocumentNode<ReportWeeksQuery, ReportWeeksQueryVariables>;
export const ReportUnitsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportUnitsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dateFrom"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dateTo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportType"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ListQuery"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportUnitsPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dateFrom"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dateFrom"}}},{"kind":"Argument","name":{"kind":"Name","value":"dateTo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dateTo"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportUnitFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportUnitRows"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportUnitFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReportRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shk_id"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"nm_id"}},{"kind":"Field","name":{"kind":"Name","value":"sa_name"}},{"kind":"Field","name":{"kind":"Name","value":"ts_name"}},{"kind":"Field","name":{"kind":"Name","value":"sticker_id"}},{"kind":"Field","name":{"kind":"Name","value":"gi_id"}},{"kind":"Field","name":{"kind":"Name","value":"supplier_oper_name"}},{"kind":"Field","name":{"kind":"Name","value":"office_name"}},{"kind":"Field","name":{"kind":"Name","value":"order_dt"}},{"kind":"Field","name":{"kind":"Name","value":"sale_dt"}},{"kind":"Field","name":{"kind":"Name","value":"first_price"}},{"kind":"Field","name":{"kind":"Name","value":"net_sold"}},{"kind":"Field","name":{"kind":"Name","value":"cost_counted"}},{"kind":"Field","name":{"kind":"Name","value":"total_ppvz_for_pay"}},{"kind":"Field","name":{"kind":"Name","value":"total_delivery_rub"}},{"kind":"Field","name":{"kind":"Name","value":"total_penalty"}},{"kind":"Field","name":{"kind":"Name","value":"profit"}},{"kind":"Field","name":{"kind":"Name","value":"isSaved"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportUnitRows"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReportRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rrd_id"}},{"kind":"Field","name":{"kind":"Name","value":"srid"}},{"kind":"Field","name":{"kind":"Name","value":"supplier_oper_name"}},{"kind":"Field","name":{"kind":"Name","value":"doc_type_name"}},{"kind":"Field","name":{"kind":"Name","value":"bonus_type_name"}},{"kind":"Field","name":{"kind":"Name","value":"rr_dt"}},{"kind":"Field","name":{"kind":"Name","value":"order_dt"}},{"kind":"Field","name":{"kind":"Name","value":"sale_dt"}},{"kind":"Field","name":{"kind":"Name","value":"ppvz_for_pay"}},{"kind":"Field","name":{"kind":"Name","value":"ppvz_for_pay_signed"}},{"kind":"Field","name":{"kind":"Name","value":"delivery_rub"}},{"kind":"Field","name":{"kind":"Name","value":"penalty"}}]}}]}}]} as unknown as DocumentNode<ReportUnitsPageQuery, ReportUnitsPageQueryVariables>;
export const SuppliesPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SuppliesPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dateFrom"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dateTo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ListQuery"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"suppliesPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dateFrom"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dateFrom"}}},{"kind":"Argument","name":{"kind":"Name","value":"dateTo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dateTo"}}},{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shk_id"}},{"kind":"Field","name":{"kind":"Name","value":"nmID"}},{"kind":"Field","name":{"kind":"Name","value":"article"}},{"kind":"Field","name":{"kind":"Name","value":"supplyId"}},{"kind":"Field","name":{"kind":"Name","value":"firstPrice"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"supplyDate"}},{"kind":"Field","name":{"kind":"Name","value":"costSource"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileRow"}}]}}]}}]}}]} as unknown as DocumentNode<SuppliesPageQuery, SuppliesPageQueryVariables>;
export const SuppliesExportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SuppliesExport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dateFrom"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dateTo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supplies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dateFrom"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dateFrom"}}},{"kind":"Argument","name":{"kind":"Name","value":"dateTo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dateTo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shk_id"}},{"kind":"Field","name":{"kind":"Name","value":"nmID"}},{"kind":"Field","name":{"kind":"Name","value":"article"}},{"kind":"Field","name":{"kind":"Name","value":"supplyId"}},{"kind":"Field","name":{"kind":"Name","value":"firstPrice"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"supplyDate"}},{"kind":"Field","name":{"kind":"Name","value":"costSource"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileRow"}}]}}]}}]} as unknown as DocumentNode<SuppliesExportQuery, SuppliesExportQueryVariables>;
export const ImportUnsavedShkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportUnsavedShk"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"File"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importUnsavedShk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"saved"}},{"kind":"Field","name":{"kind":"Name","value":"unchanged"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ImportUnsavedShkMutation, ImportUnsavedShkMutationVariables>;
export const UnsavedUnitsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UnsavedUnits"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"nmId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"supplyId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"soldFrom"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"soldTo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ListQuery"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unsavedUnits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"nmId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"nmId"}}},{"kind":"Argument","name":{"kind":"Name","value":"supplyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"supplyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"soldFrom"},"value":{"kind":"Variable","name":{"kind":"Name","value":"soldFrom"}}},{"kind":"Argument","name":{"kind":"Name","value":"soldTo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"soldTo"}}},{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"fromReports"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shk_id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"nmId"}},{"kind":"Field","name":{"kind":"Name","value":"article"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"supplyId"}},{"kind":"Field","name":{"kind":"Name","value":"supplyDate"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"sourceText"}},{"kind":"Field","name":{"kind":"Name","value":"soldOn"}},{"kind":"Field","name":{"kind":"Name","value":"firstPrice"}}]}}]}}]}}]} as unknown as DocumentNode<UnsavedUnitsQuery, UnsavedUnitsQueryVariables>;
export const UnsavedUnitsFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UnsavedUnitsFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"nmId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"supplyId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"soldFrom"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"soldTo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unsavedUnitsTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"nmId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"nmId"}}},{"kind":"Argument","name":{"kind":"Name","value":"supplyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"supplyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"soldFrom"},"value":{"kind":"Variable","name":{"kind":"Name","value":"soldFrom"}}},{"kind":"Argument","name":{"kind":"Name","value":"soldTo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"soldTo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"base64"}}]}}]}}]} as unknown as DocumentNode<UnsavedUnitsFileQuery, UnsavedUnitsFileQueryVariables>;
export const SetUnsavedUnitsCostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetUnsavedUnitsCost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cost"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"shkIds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"nmId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"supplyId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"soldFrom"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"soldTo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setUnsavedUnitsCost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cost"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cost"}}},{"kind":"Argument","name":{"kind":"Name","value":"shkIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"shkIds"}}},{"kind":"Argument","name":{"kind":"Name","value":"nmId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"nmId"}}},{"kind":"Argument","name":{"kind":"Name","value":"supplyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"supplyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"soldFrom"},"value":{"kind":"Variable","name":{"kind":"Name","value":"soldFrom"}}},{"kind":"Argument","name":{"kind":"Name","value":"soldTo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"soldTo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"saved"}}]}}]}}]} as unknown as DocumentNode<SetUnsavedUnitsCostMutation, SetUnsavedUnitsCostMutationVariables>;
export const SetUnitsCostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetUnitsCost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dateFrom"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dateTo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ListQuery"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"shkIds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cost"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setUnitsCost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dateFrom"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dateFrom"}}},{"kind":"Argument","name":{"kind":"Name","value":"dateTo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dateTo"}}},{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"shkIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"shkIds"}}},{"kind":"Argument","name":{"kind":"Name","value":"cost"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cost"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"saved"}}]}}]}}]} as unknown as DocumentNode<SetUnitsCostMutation, SetUnitsCostMutationVariables>;
export const UnitAdvertCostsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UnitAdvertCosts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"advertCostByCard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nm"}},{"kind":"Field","name":{"kind":"Name","value":"spend"}},{"kind":"Field","name":{"kind":"Name","value":"sales"}},{"kind":"Field","name":{"kind":"Name","value":"costPerSale"}}]}}]}}]} as unknown as DocumentNode<UnitAdvertCostsQuery, UnitAdvertCostsQueryVariables>;
export const UnitPlanFactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UnitPlanFact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dateFrom"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dateTo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"warehouseName"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitPlanFact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dateFrom"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dateFrom"}}},{"kind":"Argument","name":{"kind":"Name","value":"dateTo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dateTo"}}},{"kind":"Argument","name":{"kind":"Name","value":"warehouseName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"warehouseName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dateFrom"}},{"kind":"Field","name":{"kind":"Name","value":"dateTo"}},{"kind":"Field","name":{"kind":"Name","value":"warehouseName"}},{"kind":"Field","name":{"kind":"Name","value":"cards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nmID"}},{"kind":"Field","name":{"kind":"Name","value":"vendorCode"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"scheme"}},{"kind":"Field","name":{"kind":"Name","value":"sold"}},{"kind":"Field","name":{"kind":"Name","value":"plannedBuyoutPercent"}},{"kind":"Field","name":{"kind":"Name","value":"actualBuyoutPercent"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"fact"}},{"kind":"Field","name":{"kind":"Name","value":"difference"}}]}}]}}]}}]}}]} as unknown as DocumentNode<UnitPlanFactQuery, UnitPlanFactQueryVariables>;
export const UnitCardSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UnitCardSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nmID"}},{"kind":"Field","name":{"kind":"Name","value":"returnPercent"}},{"kind":"Field","name":{"kind":"Name","value":"buyoutPercent"}},{"kind":"Field","name":{"kind":"Name","value":"acquiringPercent"}},{"kind":"Field","name":{"kind":"Name","value":"acceptance"}},{"kind":"Field","name":{"kind":"Name","value":"packaging"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryToWb"}}]}}]}}]} as unknown as DocumentNode<UnitCardSettingsQuery, UnitCardSettingsQueryVariables>;
export const SetCardUnitSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetCardUnitSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cardId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CardSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setCardSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cardId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cardId"}}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SetCardUnitSettingsMutation, SetCardUnitSettingsMutationVariables>;
export const CompanyUnitSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanyUnitSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyUnitSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"buyoutPercent"}},{"kind":"Field","name":{"kind":"Name","value":"acquiringPercent"}},{"kind":"Field","name":{"kind":"Name","value":"acceptance"}},{"kind":"Field","name":{"kind":"Name","value":"packaging"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryToWb"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<CompanyUnitSettingsQuery, CompanyUnitSettingsQueryVariables>;
export const SetCompanyUnitSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetCompanyUnitSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyUnitSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setCompanyUnitSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SetCompanyUnitSettingsMutation, SetCompanyUnitSettingsMutationVariables>;
export const UnitEconomicsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UnitEconomics"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"warehouseName"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"overrides"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UnitOverridesInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitEconomics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"warehouseName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"warehouseName"}}},{"kind":"Argument","name":{"kind":"Name","value":"overrides"},"value":{"kind":"Variable","name":{"kind":"Name","value":"overrides"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"warehouseName"}},{"kind":"Field","name":{"kind":"Name","value":"taxRegime"}},{"kind":"Field","name":{"kind":"Name","value":"storageDays"}},{"kind":"Field","name":{"kind":"Name","value":"acquiringPercent"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nmID"}},{"kind":"Field","name":{"kind":"Name","value":"vendorCode"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subjectName"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"firstPrice"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"priceAfterDiscount"}},{"kind":"Field","name":{"kind":"Name","value":"buyoutPercent"}},{"kind":"Field","name":{"kind":"Name","value":"buyoutSource"}},{"kind":"Field","name":{"kind":"Name","value":"buyoutFromOrders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"sold"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"acquiringPercent"}},{"kind":"Field","name":{"kind":"Name","value":"acquiringSource"}},{"kind":"Field","name":{"kind":"Name","value":"storageDays"}},{"kind":"Field","name":{"kind":"Name","value":"storageDaysSource"}},{"kind":"Field","name":{"kind":"Name","value":"turnover"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"sold"}},{"kind":"Field","name":{"kind":"Name","value":"salesDays"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"acceptanceSource"}},{"kind":"Field","name":{"kind":"Name","value":"packagingSource"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryToWbSource"}},{"kind":"Field","name":{"kind":"Name","value":"fbs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UnitSchemeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fbo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UnitSchemeFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UnitSchemeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UnitScheme"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commissionPercent"}},{"kind":"Field","name":{"kind":"Name","value":"commission"}},{"kind":"Field","name":{"kind":"Name","value":"acquiring"}},{"kind":"Field","name":{"kind":"Name","value":"logistics"}},{"kind":"Field","name":{"kind":"Name","value":"storagePerDay"}},{"kind":"Field","name":{"kind":"Name","value":"storage"}},{"kind":"Field","name":{"kind":"Name","value":"returns"}},{"kind":"Field","name":{"kind":"Name","value":"defects"}},{"kind":"Field","name":{"kind":"Name","value":"advert"}},{"kind":"Field","name":{"kind":"Name","value":"acceptance"}},{"kind":"Field","name":{"kind":"Name","value":"packaging"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryToWb"}},{"kind":"Field","name":{"kind":"Name","value":"vat"}},{"kind":"Field","name":{"kind":"Name","value":"usn"}},{"kind":"Field","name":{"kind":"Name","value":"tax"}},{"kind":"Field","name":{"kind":"Name","value":"profit"}},{"kind":"Field","name":{"kind":"Name","value":"marginPercent"}},{"kind":"Field","name":{"kind":"Name","value":"roiPercent"}},{"kind":"Field","name":{"kind":"Name","value":"priceForTargetMargin"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}}]}}]} as unknown as DocumentNode<UnitEconomicsQuery, UnitEconomicsQueryVariables>;
export const TariffsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Tariffs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tariffs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"warehouseName"}},{"kind":"Field","name":{"kind":"Name","value":"geoName"}},{"kind":"Field","name":{"kind":"Name","value":"box"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"boxDeliveryAndStorageExpr"}},{"kind":"Field","name":{"kind":"Name","value":"boxDeliveryBase"}},{"kind":"Field","name":{"kind":"Name","value":"boxDeliveryLiter"}},{"kind":"Field","name":{"kind":"Name","value":"boxDeliveryMarketplaceBase"}},{"kind":"Field","name":{"kind":"Name","value":"boxDeliveryMarketplaceLiter"}},{"kind":"Field","name":{"kind":"Name","value":"boxDeliveryMarketplaceExpr"}},{"kind":"Field","name":{"kind":"Name","value":"boxStorageBase"}},{"kind":"Field","name":{"kind":"Name","value":"boxStorageLiter"}},{"kind":"Field","name":{"kind":"Name","value":"boxStorageExpr"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pallet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"palletDeliveryExpr"}},{"kind":"Field","name":{"kind":"Name","value":"palletDeliveryValueBase"}},{"kind":"Field","name":{"kind":"Name","value":"palletDeliveryValueLiter"}},{"kind":"Field","name":{"kind":"Name","value":"palletStorageExpr"}},{"kind":"Field","name":{"kind":"Name","value":"palletStorageValueExpr"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"tariffsInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tariffDate"}},{"kind":"Field","name":{"kind":"Name","value":"russianWarehousesMissing"}},{"kind":"Field","name":{"kind":"Name","value":"notice"}}]}}]}}]} as unknown as DocumentNode<TariffsQuery, TariffsQueryVariables>;
export const AddCompanyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddCompany"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addCompany"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AddCompanyMutation, AddCompanyMutationVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"picture"}},{"kind":"Field","name":{"kind":"Name","value":"companies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"generalManager"}}]}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const ServerInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ServerInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serverInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"demoMode"}},{"kind":"Field","name":{"kind":"Name","value":"googleClientId"}}]}}]}}]} as unknown as DocumentNode<ServerInfoQuery, ServerInfoQueryVariables>;
export const SyncStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SyncStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"syncStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dataset"}},{"kind":"Field","name":{"kind":"Name","value":"what"}},{"kind":"Field","name":{"kind":"Name","value":"everyMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"tokenCategory"}},{"kind":"Field","name":{"kind":"Name","value":"lastSuccessAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<SyncStatusQuery, SyncStatusQueryVariables>;
export const SyncNowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SyncNow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"datasets"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SyncDataset"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"syncNow"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"datasets"},"value":{"kind":"Variable","name":{"kind":"Name","value":"datasets"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SyncNowMutation, SyncNowMutationVariables>;
export const CompanyTaxSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanyTaxSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyTaxSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regime"}},{"kind":"Field","name":{"kind":"Name","value":"vatRate"}},{"kind":"Field","name":{"kind":"Name","value":"usnRate"}},{"kind":"Field","name":{"kind":"Name","value":"vatDeductible"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<CompanyTaxSettingsQuery, CompanyTaxSettingsQueryVariables>;
export const SetCompanyTaxSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetCompanyTaxSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyTaxSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setCompanyTaxSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SetCompanyTaxSettingsMutation, SetCompanyTaxSettingsMutationVariables>;
// What unit economics needs of a warehouse's tariff; tariffs.service makes it from the synced tariffs.

/** One warehouse's box tariff; rates in hundredths of a kopeck, null where WB gave none. */
export interface WarehouseRates {
  deliveryBase: number | null;
  deliveryLiter: number | null;
  /** FBS rates (`boxDeliveryMarketplace*`); when WB gives none, the FBO rates apply. */
  marketplaceBase: number | null;
  marketplaceLiter: number | null;
  storageBase: number | null;
  storageLiter: number | null;
  /** WB's logistics coefficients (`boxDeliveryCoefExpr`, `boxDeliveryMarketplaceCoefExpr`), hundredths of a percent. */
  deliveryCoef?: number | null;
  marketplaceCoef?: number | null;
  /** The tariff's currency (`currency` of WB's box tariffs); null is taken as RUB, the only one WB lists. */
  currency?: string | null;
}

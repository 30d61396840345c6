export { startWbEmulator, type WbEmulator, type WbEmulatorOptions } from './emulator.ts';
export {
  generateSellerData,
  sellerProfile,
  type GenerateOptions,
  type SellerData,
  type SellerProfile,
} from './data/seller.ts';
export { TokenAuthority, type IssueTokenOptions, type WbTokenClaims } from './auth/tokens.ts';
export {
  CATEGORY_BITS,
  READ_ONLY_BIT,
  TOKEN_TYPE_ACC,
  categoryMask,
  type WbCategory,
  type WbTokenType,
} from './auth/categories.ts';
export type { FaultKind, FaultRule } from './faults.ts';
export type { RequestLogEntry } from './server/http-server.ts';
export type { Card, CardSize } from './data/catalog.ts';
export type { Order, CancelKind } from './data/orders.ts';
export type { FbwSupply } from './data/fbw.ts';
export { PriceDesk, QUARANTINE_ERROR } from './data/price-tasks.ts';
export type { AcceptanceCharge, PaidStorageDay } from './data/paid-reports.ts';
export { WB_WAREHOUSES } from './data/dictionary.ts';
export { shippingRegion } from './data/stocks.ts';

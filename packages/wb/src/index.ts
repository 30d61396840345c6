export { WB_HOSTS, WB_SUBDOMAINS, wbBaseUrls, type WbBaseUrlOverrides, type WbHost } from './hosts.ts';
export { parseDecimal, parseKopecks, InvalidAmountError } from './money.ts';
export { parseWbTime, toMskDate, toMskDateTime, toUnixSeconds, InvalidDateError } from './dates.ts';
export {
  WbError,
  WbAccessError,
  WbUnauthorizedError,
  WbForbiddenError,
  WbRateLimitedError,
  WbUnavailableError,
  WbServerError,
  WbTimeoutError,
  WbNetworkError,
  WbMalformedAnswerError,
  WbStatusNotChangedError,
  WbRequestRejectedError,
  WbStaleAdvertsError,
  WbReportTaskError,
  WbPromotionClosedError,
  type WbErrorKind,
  type WbForbiddenReason,
} from './http/errors.ts';
export {
  createWbSender,
  quoteIntegers,
  type WbAnswer,
  type WbMethod,
  type WbQuery,
  type WbRateLimitPolicy,
  type WbRequest,
  type WbSend,
  type WbSenderOptions,
} from './http/request.ts';
export { backoffMs, type WbRetryOptions } from './http/retry.ts';
export {
  limitOf,
  MARKETPLACE_4XX_COST,
  WB_LIMITS,
  type BucketKey,
  type BucketLimit,
  type WbLimitGroup,
  type WbLimitTier,
  type WbRateLimiter,
} from './limits/groups.ts';
export { InMemoryRateLimiter, type InMemoryRateLimiterOptions } from './limits/in-memory-limiter.ts';
export { CATEGORY_BITS, READ_ONLY_BIT, TOKEN_TYPES, type WbCategory, type WbTokenType } from './tokens/categories.ts';
export {
  bareToken,
  decodeWbToken,
  limitAccount,
  maskToken,
  tokenKey,
  WbTokenFormatError,
  type WbTokenInfo,
} from './tokens/decode.ts';
export {
  checkWbTokens,
  verifyWbToken,
  type WbTokenCheck,
  type WbTokenMethod,
} from './tokens/check.ts';
export { checkTokenLive, type WbLiveCheck } from './tokens/live.ts';
export { allPages, chunks, type WbPage } from './paging.ts';
export { createWbClient, type WbClient, type WbClientOptions } from './client.ts';
export type { Card, CardsCursor } from './endpoints/cards.ts';
export {
  WbUploadRefusedError,
  type GoodsPrice,
  type PriceTaskGood,
  type PriceTaskState,
  type PriceUpload,
  type QuarantinedGood,
  type UploadedTask,
} from './endpoints/prices.ts';
export type {
  StatisticsDateFrom,
  StatisticsOrder,
  StatisticsSale,
  StatisticsSaleKind,
} from './endpoints/statistics.ts';
export type {
  RealizationQuery,
  RealizationReport,
  RealizationReportsQuery,
  RealizationRow,
} from './endpoints/finance.ts';
export type {
  FbsArchivedOrder,
  FbsOrder,
  FbsOrdersCursor,
  FbsOrderStatus,
  FbsSticker,
  FbsStickerFormat,
  FbsSupply,
} from './endpoints/marketplace.ts';
export type { FbwSuppliesFilter, FbwSupply, FbwSupplyDetails, FbwSupplyGood, FbwSupplyRef } from './endpoints/supplies.ts';
export { STOCKS_REPORT_MAX_ROWS, type WbWarehouseStock } from './endpoints/analytics.ts';
export { SELLER_STOCKS_CHUNK, type SellerStock, type SellerWarehouse } from './endpoints/seller-stocks.ts';
export type { BoxTariffs, Commission, PalletTariffs } from './endpoints/tariffs.ts';
export type { Advert, AdvertCounts, AdvertDailyLimit, AdvertNm, AdvertStatus } from './endpoints/adverts.ts';
export type { AdvertFullStats, AdvertMetrics, ClusterStats } from './endpoints/advert-stats.ts';
export type { SellerInfo } from './endpoints/common.ts';
export {
  ACCEPTANCE_MAX_DAYS,
  PAID_STORAGE_MAX_DAYS,
  type AcceptanceRow,
  type PaidStorageRow,
  type ReportTaskStatus,
} from './endpoints/paid-reports.ts';
export type { Promotion, PromotionDetails, PromotionGood, PromotionType, PromotionUpload } from './endpoints/calendar.ts';
export { CALENDAR_PAGE } from './endpoints/calendar.ts';

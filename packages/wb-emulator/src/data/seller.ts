import { Random } from '../random.ts';
import { DAY_MS, mskMidnight, todayInMoscow } from './calendar.ts';
import { generateCards, type Card } from './catalog.ts';
import { AdvertBook } from './adverts.ts';
import { FinanceReports } from './finance.ts';
import { generateFbwSupplies, indexAcceptedByCard, type FbwSupply } from './fbw.ts';
import { OrderBook } from './orders.ts';
import { PaidReports } from './paid-reports.ts';
import { generateTariffs } from './tariffs.ts';
import { generateSellerStocks, generateWarehouseStocks, type WarehouseStock } from './stocks.ts';
import { PromotionCalendar } from './promotions.ts';

export interface GenerateOptions {
  seed?: number;
  /** Multiplies the volume (cards, orders, report rows); 1 ≈ 55 000 orders a year. */
  scale?: number;
  /** "Today" of the dataset, YYYY-MM-DD; default today in Moscow. Data ends at 00:00 MSK of this day. */
  anchorDate?: string;
}

export interface SellerProfile {
  /** Seller UUID: `sid` in every token and in seller-info. */
  sid: string;
  name: string;
  /** УНП of the Belarusian company. */
  tin: string;
  tradeMark: string;
}

export interface SellerData {
  seed: number;
  scale: number;
  anchorDate: string;
  /** 00:00 MSK, 365 days before the anchor: the first day with orders. */
  startMs: number;
  /** 00:00 MSK of the anchor day: the dataset's "now"; nothing happens after it. */
  cutoffMs: number;
  seller: SellerProfile;
  cards: Card[];
  fbwSupplies: FbwSupply[];
  orders: OrderBook;
  /** Weekly realization reports, built on demand. */
  finance: FinanceReports;
  /** Campaigns; start/pause/stop and set-minus change them. */
  adverts: AdvertBook;
  /** The paid storage and acceptance reports, built from the supplies and orders on demand. */
  paidReports: PaidReports;
  /** Stock in WB's warehouses at "now", built on first demand (it reads the last weeks' orders). */
  warehouseStocks(): WarehouseStock[];
  /** Units of each size (chrtID) in the seller's own warehouse; sizes without a record are absent. */
  sellerStocks: Map<number, number>;
  /** WB's promotions calendar; an upload joins cards to a promotion. */
  promotions: PromotionCalendar;
}

export const DATASET_DAYS = 365;

/** Who the seller is; depends on the seed only, so the CLI can issue tokens without building the data. */
export function sellerProfile(seed: number): SellerProfile {
  const rnd = new Random(seed, 0);
  return { sid: rnd.uuid(), name: 'ООО «Лён да Хлопок»', tin: `19${rnd.digits(7)}`, tradeMark: 'Лён да Хлопок' };
}

export function generateSellerData(options: GenerateOptions = {}): SellerData {
  const seed = options.seed ?? 1;
  const scale = options.scale ?? 1;
  if (!(scale > 0 && scale <= 50)) throw new Error('scale must be in (0, 50]');
  const anchorDate = options.anchorDate ?? todayInMoscow();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(anchorDate)) throw new Error('anchorDate must be YYYY-MM-DD');
  const cutoffMs = mskMidnight(anchorDate);
  const startMs = cutoffMs - DATASET_DAYS * DAY_MS;
  const seller = sellerProfile(seed);
  const cards = generateCards(seed, scale, startMs, cutoffMs);
  const fbwSupplies = generateFbwSupplies(seed, cards, startMs, cutoffMs);
  const orders = new OrderBook({
    seed,
    scale,
    startMs,
    days: DATASET_DAYS,
    cards,
    fbwByCard: indexAcceptedByCard(fbwSupplies),
  });
  const finance = new FinanceReports(seed, orders, fbwSupplies, seller.name, seller.tin, startMs, cutoffMs);
  const adverts = new AdvertBook(seed, cards, cutoffMs);
  const promotions = new PromotionCalendar(seed, cards, cutoffMs);
  const paidReports = new PaidReports(cards, fbwSupplies, orders, generateTariffs(seed), cutoffMs);
  let stocks: WarehouseStock[] | undefined;
  const warehouseStocks = () => (stocks ??= generateWarehouseStocks(seed, cards, orders, fbwSupplies, cutoffMs));
  const sellerStocks = generateSellerStocks(seed, cards);
  return {
    seed,
    scale,
    anchorDate,
    startMs,
    cutoffMs,
    seller,
    cards,
    fbwSupplies,
    orders,
    finance,
    adverts,
    paidReports,
    promotions,
    warehouseStocks,
    sellerStocks,
  };
}

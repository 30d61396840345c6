import { Random } from '../random.ts';
import { DAY_MS } from './calendar.ts';
import type { Card } from './catalog.ts';
import { BUYER_REGIONS, SELLER_WAREHOUSE, WB_WAREHOUSES, type BuyerRegion } from './dictionary.ts';
import { supplyBefore, type FbwSupply } from './fbw.ts';

export type CancelKind = 'declined' | 'client' | 'seller' | 'non-buyout';

/** One unit ordered by a buyer, with its whole life: delivery, sale, return or cancellation. */
export interface Order {
  day: number;
  index: number;
  /** FBS assembly-task ID (`orderId` in the finance report); unique for every order. */
  id: number;
  srid: string;
  gNumber: string;
  orderUid: string;
  /** FBS sticker number, '' for FBW. */
  sticker: string;
  shkId: number;
  card: Card;
  sizeIndex: number;
  model: 'fbw' | 'fbs';
  warehouseId: number;
  warehouseName: string;
  region: BuyerRegion;
  createdAt: number;
  /** Size price in kopecks before discounts. */
  priceKopecks: number;
  discount: number;
  /** WB's own discount to the buyer, percent. */
  spp: number;
  /** FBW supply number or the numeric part of the FBS supply ID (`incomeID`, finance `giId`). */
  incomeId: number;
  /** Day whose FBS supply holds this order; null for FBW and orders never added to a supply. */
  fbsSupplyDay: number | null;
  cancelKind?: CancelKind;
  cancelAt?: number;
  /** When the unit reached the pickup point. */
  deliveredAt?: number;
  saleAt?: number;
  returnAt?: number;
  saleId: string;
  returnId: string;
}

/** FBS supply IDs are `WB-GI-<number>`; the number is also the supply's `giId`. */
export const FBS_SUPPLY_BASE = 90_000_000;

export interface OrderBookOptions {
  seed: number;
  scale: number;
  /** Epoch ms of day 0 (00:00 MSK). */
  startMs: number;
  days: number;
  cards: readonly Card[];
  fbwByCard: ReadonlyMap<number, readonly FbwSupply[]>;
}

/**
 * Orders are generated day by day from (seed, day), so any day can be rebuilt on its own and the
 * whole year never needs to sit in memory; recent days are kept in a small cache.
 */
export class OrderBook {
  private readonly cache = new Map<number, Order[]>();
  private readonly cacheDays: number;
  private readonly cumulative: number[];

  constructor(private readonly o: OrderBookOptions) {
    this.cacheDays = Math.max(40, Math.floor(420 / o.scale));
    let sum = 0;
    this.cumulative = o.cards.map((c) => (sum += c.popularity));
  }

  get days(): number {
    return this.o.days;
  }

  /** The volume multiplier, for amounts that grow with the business (storage). */
  get scaleFactor(): number {
    return this.o.scale;
  }

  dayStart(day: number): number {
    return this.o.startMs + day * DAY_MS;
  }

  /** Day index holding `ms` (may be outside 0..days-1). */
  dayOf(ms: number): number {
    return Math.floor((ms - this.o.startMs) / DAY_MS);
  }

  ordersOfDay(day: number): Order[] {
    if (day < 0 || day >= this.o.days) return [];
    const cached = this.cache.get(day);
    if (cached) {
      this.cache.delete(day);
      this.cache.set(day, cached);
      return cached;
    }
    const orders = this.generateDay(day);
    this.cache.set(day, orders);
    if (this.cache.size > this.cacheDays) this.cache.delete(this.cache.keys().next().value!);
    return orders;
  }

  /** Finds an order by its assembly-task ID. */
  byId(id: number): Order | undefined {
    const { day, index } = splitOrderId(id);
    return this.ordersOfDay(day)[index];
  }

  private generateDay(day: number): Order[] {
    const rnd = new Random(this.o.seed, 100, day);
    const start = this.dayStart(day);
    const weekday = new Date(start + 3 * 3_600_000).getUTCDay();
    const growth = 0.75 + (0.5 * day) / this.o.days;
    const weekly = weekday === 0 || weekday === 6 ? 1.2 : weekday === 1 ? 1.1 : 0.95;
    const count = Math.round(150 * this.o.scale * growth * weekly * (0.8 + rnd.next() * 0.4));
    const times = Array.from({ length: count }, () => start + rnd.int(1, DAY_MS / 1000 - 1) * 1000).sort((a, b) => a - b);
    return times.map((createdAt, index) => this.generateOrder(rnd, day, index, createdAt));
  }

  private generateOrder(rnd: Random, day: number, index: number, createdAt: number): Order {
    const card = this.o.cards[this.pickCardIndex(rnd.next())]!;
    const sizeIndex = rnd.int(0, card.sizes.length - 1);
    const model = rnd.chance(0.3) ? 'fbs' : 'fbw';
    const region = rnd.weighted(BUYER_REGIONS.map((r) => [r, r.weight] as const));
    const russianBuyer = region.country === 'Россия';
    const warehouse = rnd.weighted(WB_WAREHOUSES.map((w) => [w, w.name === 'Коледино' ? 6 : w.russian ? 2 : 3] as const));
    const order: Order = {
      day,
      index,
      id: orderId(day, index),
      srid: rnd.hex(40),
      gNumber: rnd.digits(20),
      orderUid: '',
      sticker: '',
      shkId: 17_000_000_000 + day * 100_000 + index,
      card,
      sizeIndex,
      model,
      warehouseId: model === 'fbs' ? SELLER_WAREHOUSE.id : warehouse.id,
      warehouseName: model === 'fbs' ? SELLER_WAREHOUSE.name : warehouse.name,
      region,
      createdAt,
      priceKopecks: card.sizes[sizeIndex]!.price * 100,
      discount: card.discount,
      spp: russianBuyer ? rnd.int(5, 30) : rnd.int(0, 15),
      incomeId: 0,
      fbsSupplyDay: null,
      saleId: `S${rnd.digits(10)}`,
      returnId: `R${rnd.digits(10)}`,
    };
    if (model === 'fbs') {
      order.sticker = rnd.digits(11);
      order.orderUid = `${rnd.digits(9)}_${rnd.hex(32)}`;
    } else {
      order.incomeId = supplyBefore(this.o.fbwByCard.get(card.nmID) ?? [], createdAt).supplyID ?? 0;
    }
    this.live(rnd, order);
    return order;
  }

  /** Decides what happens to the unit after the order; events later than "now" are filtered by readers. */
  private live(rnd: Random, order: Order): void {
    const hour = 3_600_000;
    const r = rnd.next();
    if (r < 0.02) return cancel(order, 'declined', order.createdAt + rnd.int(5, 55) * 60_000);
    if (order.model === 'fbs' && r < 0.03) return cancel(order, 'seller', order.createdAt + rnd.int(1, 20) * hour);
    if (order.model === 'fbs') {
      order.fbsSupplyDay = order.day;
      order.incomeId = FBS_SUPPLY_BASE + order.day;
    }
    if (r < 0.09) return cancel(order, 'client', order.createdAt + rnd.int(2, 40) * hour);
    const shipped = order.model === 'fbs' ? this.dayStart(order.day + 2) + 12 * hour : order.createdAt;
    order.deliveredAt = shipped + rnd.int(20, 140) * hour + rnd.int(0, 3599) * 1000;
    if (rnd.chance(0.09)) return cancel(order, 'non-buyout', order.deliveredAt + rnd.int(12, 72) * hour);
    order.saleAt = order.deliveredAt + rnd.int(1, 48 * 60) * 60_000;
    if (rnd.chance(0.04)) order.returnAt = order.saleAt + rnd.int(1, 14) * 24 * hour;
  }

  private pickCardIndex(x: number): number {
    const target = x * this.cumulative[this.cumulative.length - 1]!;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.cumulative[mid]! > target) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }
}

function cancel(order: Order, kind: CancelKind, at: number): void {
  order.cancelKind = kind;
  order.cancelAt = at;
}

const ORDER_ID_BASE = 3_000_000_000;

export function orderId(day: number, index: number): number {
  return ORDER_ID_BASE + day * 100_000 + index;
}

export function splitOrderId(id: number): { day: number; index: number } {
  const n = id - ORDER_ID_BASE;
  return { day: Math.floor(n / 100_000), index: n % 100_000 };
}

/** The buyer-paid price chain in kopecks: seller's price → after seller discount → after WB's discount (spp). */
export function orderPrices(order: Order) {
  const withDiscount = Math.round((order.priceKopecks * (100 - order.discount)) / 100);
  const finished = Math.round((withDiscount * (100 - order.spp)) / 100);
  return { total: order.priceKopecks, withDiscount, finished };
}

import { Random } from '../random.ts';
import { DAY_MS } from './calendar.ts';
import type { Card } from './catalog.ts';
import { SELLER_WAREHOUSE, WB_WAREHOUSES, type WbWarehouse } from './dictionary.ts';
import type { FbwSupply } from './fbw.ts';
import type { Order, OrderBook } from './orders.ts';

/** One size of one card in one WB warehouse at the dataset's "now". */
export interface WarehouseStock {
  card: Card;
  sizeIndex: number;
  warehouse: WbWarehouse;
  quantity: number;
  inWayToClient: number;
  inWayFromClient: number;
}

/** How long a unit a buyer refused or returned travels back to the warehouse. */
const BACK_MS = 3 * DAY_MS;
/** The days whose orders set how fast each size sells in each warehouse. */
const RATE_DAYS = 30;

const key = (nmID: number, sizeIndex: number, warehouseId: number) => `${nmID}:${sizeIndex}:${warehouseId}`;

/**
 * The seller's stock at "now". The generated orders do not draw on stock, so a ledger of a year's
 * incomes less orders would not add up; instead each size keeps a cover drawn from the seed — out of
 * stock, running out within two weeks, or lasting up to four months — at the pace its orders of the
 * last 30 days set in each warehouse. Units on their way to and from buyers are the orders' own:
 * created and not yet delivered, refused or returned and not yet back. Sizes an income brought to a
 * warehouse where they have not sold keep what was accepted: stock that pays storage for nothing.
 */
export function generateWarehouseStocks(
  seed: number,
  cards: readonly Card[],
  orders: OrderBook,
  supplies: readonly FbwSupply[],
  cutoffMs: number,
): WarehouseStock[] {
  const rnd = new Random(seed, 7);
  const recent = new Map<string, number>();
  const toClient = new Map<string, number>();
  const fromClient = new Map<string, number>();
  const add = (map: Map<string, number>, k: string) => map.set(k, (map.get(k) ?? 0) + 1);
  const lastDay = orders.dayOf(cutoffMs - 1);
  // Units travel for at most a few weeks: older orders neither set the pace nor are on the way.
  for (let day = lastDay - 40; day <= lastDay; day++) {
    for (const order of orders.ordersOfDay(day)) {
      if (order.model !== 'fbw') continue;
      const k = key(order.card.nmID, order.sizeIndex, order.warehouseId);
      if (order.createdAt >= cutoffMs - RATE_DAYS * DAY_MS && !cancelledBefore(order, order.createdAt + DAY_MS)) add(recent, k);
      if (onTheWayToBuyer(order, cutoffMs)) add(toClient, k);
      if (onTheWayBack(order, cutoffMs)) add(fromClient, k);
    }
  }
  const stocks: WarehouseStock[] = [];
  const seen = new Set<string>();
  const warehouses = new Map(WB_WAREHOUSES.map((w) => [w.id, w]));
  for (const card of cards) {
    for (let sizeIndex = 0; sizeIndex < card.sizes.length; sizeIndex++) {
      const r = rnd.next();
      const coverDays = r < 0.08 ? 0 : r < 0.23 ? rnd.int(1, 14) : rnd.int(15, 120);
      for (const warehouse of WB_WAREHOUSES) {
        const k = key(card.nmID, sizeIndex, warehouse.id);
        const perDay = (recent.get(k) ?? 0) / RATE_DAYS;
        const quantity = Math.round(perDay * coverDays);
        const inWayToClient = toClient.get(k) ?? 0;
        const inWayFromClient = fromClient.get(k) ?? 0;
        if (quantity + inWayToClient + inWayFromClient === 0) continue;
        seen.add(k);
        stocks.push({ card, sizeIndex, warehouse, quantity, inWayToClient, inWayFromClient });
      }
    }
  }
  // Accepted incomes of sizes that found no buyer in their warehouse stay there whole.
  for (const supply of supplies) {
    if (supply.statusID !== 5 || supply.factDate === null || supply.factDate < cutoffMs - 120 * DAY_MS) continue;
    const warehouse = warehouses.get(supply.warehouse.id);
    if (!warehouse) continue;
    for (const good of supply.goods) {
      const k = key(good.card.nmID, good.sizeIndex, warehouse.id);
      if (seen.has(k) || good.accepted === 0) continue;
      seen.add(k);
      stocks.push({ card: good.card, sizeIndex: good.sizeIndex, warehouse, quantity: good.accepted, inWayToClient: 0, inWayFromClient: 0 });
    }
  }
  return stocks;
}

function cancelledBefore(order: Order, ms: number): boolean {
  return order.cancelAt !== undefined && order.cancelAt < ms && (order.cancelKind === 'declined' || order.cancelKind === 'client');
}

function onTheWayToBuyer(order: Order, now: number): boolean {
  if (order.createdAt >= now || cancelledBefore(order, now)) return false;
  return order.deliveredAt === undefined ? order.cancelAt === undefined : order.deliveredAt > now;
}

function onTheWayBack(order: Order, now: number): boolean {
  const left = order.cancelKind === 'non-buyout' ? order.cancelAt : order.returnAt;
  return left !== undefined && left <= now && now < left + BACK_MS;
}

/** WB's shipping region of a warehouse: the federal district's short name, or the country. */
export function shippingRegion(warehouse: WbWarehouse): string {
  return warehouse.geoName.replace(/ федеральный округ$/, '');
}

/**
 * What the seller keeps in the own FBS warehouse, by size: drawn from the seed, a fifth of the
 * sizes none. Sizes with no stock record are not answered, as WB does.
 */
export function generateSellerStocks(seed: number, cards: readonly Card[]): Map<number, number> {
  const rnd = new Random(seed, 8);
  const amounts = new Map<number, number>();
  for (const card of cards) {
    for (const size of card.sizes) {
      const r = rnd.next();
      if (r < 0.2) continue;
      amounts.set(size.chrtID, r < 0.3 ? 0 : rnd.int(1, 60));
    }
  }
  return amounts;
}

export const SELLER_WAREHOUSES = [
  { id: SELLER_WAREHOUSE.id, name: SELLER_WAREHOUSE.name, officeId: 210045, cargoType: 1, deliveryType: 1, isDeleting: false, isProcessing: false },
] as const;

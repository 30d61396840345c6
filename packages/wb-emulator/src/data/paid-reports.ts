import { DAY_MS, mskDate, mskMidnight } from './calendar.ts';
import type { Card } from './catalog.ts';
import type { FbwSupply } from './fbw.ts';
import type { OrderBook } from './orders.ts';
import type { Tariffs } from './tariffs.ts';

/** One row of WB's paid storage report: a day of one barcode at one warehouse. */
export interface PaidStorageDay {
  date: string;
  card: Card;
  sizeIndex: number;
  warehouseId: number;
  warehouseName: string;
  /** The supply the oldest of these units came with. */
  giId: number;
  units: number;
  /** The day's charge in ten-thousandths of a ruble (WB bills fractions of a kopeck). */
  priceUnits: number;
  /** The warehouse's storage coefficient, percent. */
  coefPercent: number;
}

/** One card of one supply in WB's acceptance report. */
export interface AcceptanceCharge {
  supply: FbwSupply;
  card: Card;
  count: number;
  kopecks: number;
}

interface Lot {
  supply: FbwSupply;
  left: number;
}

/**
 * What the seller's FBW goods cost to keep and to have accepted, from the same supplies and orders
 * the other feeds answer: each accepted supply adds its units to its warehouse, each FBW order not
 * cancelled takes the card size's oldest unit; the day's stock is billed at the warehouse's
 * storage tariff (first litre and each litre above, fractions included) for every unit.
 */
export class PaidReports {
  /** FBW orders that took a unit, in time order: built once, on the first report. */
  private takes: { at: number; key: string }[] | null = null;

  constructor(
    private readonly cards: readonly Card[],
    private readonly supplies: readonly FbwSupply[],
    private readonly orders: OrderBook,
    private readonly tariffs: Tariffs,
    private readonly cutoffMs: number,
  ) {}

  /** Every billed (day, barcode, warehouse) of the Moscow days `from`…`to`, none at or after "now". */
  storage(from: string, to: string): PaidStorageDay[] {
    const first = mskMidnight(from);
    const end = Math.min(mskMidnight(to) + DAY_MS, this.cutoffMs);
    const lots = new Map<string, Lot[]>();
    const arrivals = this.supplies
      .filter((s) => s.statusID === 5 && s.factDate !== null && s.supplyID !== null)
      .sort((a, b) => a.factDate! - b.factDate!);
    const takes = this.orderTakes();
    const rates = new Map(this.tariffs.warehouses.map((w) => [w.warehouseName, w]));
    const out: PaidStorageDay[] = [];
    let a = 0;
    let t = 0;
    for (let dayEnd = first + DAY_MS; dayEnd <= end; dayEnd += DAY_MS) {
      // The stock at the end of the day is what WB bills for it.
      for (;;) {
        const nextArrival = arrivals[a]?.factDate ?? Infinity;
        const nextTake = takes[t]?.at ?? Infinity;
        if (Math.min(nextArrival, nextTake) >= dayEnd) break;
        if (nextArrival <= nextTake) {
          const supply = arrivals[a++]!;
          for (const good of supply.goods) {
            const key = `${good.card.nmID}:${good.sizeIndex}`;
            const list = lots.get(key) ?? [];
            list.push({ supply, left: good.accepted || good.quantity });
            lots.set(key, list);
          }
        } else {
          const list = lots.get(takes[t++]!.key);
          const lot = list?.find((l) => l.left > 0);
          if (lot) lot.left -= 1;
        }
      }
      const date = mskDate(dayEnd - 1);
      for (const card of this.cards) {
        card.sizes.forEach((_, sizeIndex) => {
          const byWarehouse = new Map<string, { units: number; giId: number }>();
          for (const lot of lots.get(`${card.nmID}:${sizeIndex}`) ?? []) {
            if (lot.left <= 0) continue;
            const name = lot.supply.warehouse.name;
            const held = byWarehouse.get(name);
            if (held) held.units += lot.left;
            else byWarehouse.set(name, { units: lot.left, giId: lot.supply.supplyID! });
          }
          for (const [name, held] of byWarehouse) {
            const rate = rates.get(name);
            if (!rate) continue;
            const supply = this.supplies.find((s) => s.supplyID === held.giId)!;
            // Kopecks × 100 per unit: the first litre, then each litre above it, fractions included.
            const perUnit = rate.storageBase * 100 + Math.round((rate.storageLiter * Math.max(0, card.volumeMl - 1000)) / 10);
            out.push({
              date,
              card,
              sizeIndex,
              warehouseId: supply.warehouse.id,
              warehouseName: name,
              giId: held.giId,
              units: held.units,
              priceUnits: perUnit * held.units,
              coefPercent: rate.storageCoef,
            });
          }
        });
      }
    }
    return out;
  }

  /** Acceptance charged for supplies accepted on the Moscow days `from`…`to`, shared out over their cards by units. */
  acceptance(from: string, to: string): AcceptanceCharge[] {
    const lo = mskMidnight(from);
    const hi = Math.min(mskMidnight(to) + DAY_MS, this.cutoffMs);
    const out: AcceptanceCharge[] = [];
    for (const supply of this.supplies) {
      if (supply.statusID !== 5 || supply.factDate === null || supply.acceptanceKopecks <= 0) continue;
      if (supply.factDate < lo || supply.factDate >= hi) continue;
      const byCard = new Map<Card, number>();
      for (const good of supply.goods) byCard.set(good.card, (byCard.get(good.card) ?? 0) + good.accepted);
      const total = [...byCard.values()].reduce((s, n) => s + n, 0);
      if (total === 0) continue;
      let left = supply.acceptanceKopecks;
      const entries = [...byCard.entries()];
      entries.forEach(([card, count], i) => {
        // Each card's share by its units; the last takes what rounding left, so the shares add up to WB's charge.
        const kopecks = i === entries.length - 1 ? left : Math.round((supply.acceptanceKopecks * count) / total);
        left -= kopecks;
        out.push({ supply, card, count, kopecks });
      });
    }
    return out;
  }

  private orderTakes(): { at: number; key: string }[] {
    if (this.takes) return this.takes;
    const takes: { at: number; key: string }[] = [];
    for (let day = 0; day < this.orders.days; day++) {
      for (const o of this.orders.ordersOfDay(day)) {
        // A cancelled order's unit comes back to the shelf: it is not taken.
        if (o.model !== 'fbw' || o.cancelKind !== undefined) continue;
        takes.push({ at: o.createdAt, key: `${o.card.nmID}:${o.sizeIndex}` });
      }
    }
    this.takes = takes;
    return takes;
  }
}

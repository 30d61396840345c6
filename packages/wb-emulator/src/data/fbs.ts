import { DAY_MS, mskDate, utcDateTime } from './calendar.ts';
import { FBS_SUPPLY_BASE, orderPrices, type Order, type OrderBook } from './orders.ts';

/** /api/v3/orders answers only orders created in the last 3 months; older ones are in the archive. */
export const RECENT_ORDERS_DAYS = 90;
const HOUR = 3_600_000;

/**
 * FBS supplies: the orders of each day go into one supply, created the next morning and handed over
 * the day after; the newest supply is still open and the last day's orders are still new.
 */
export class FbsView {
  constructor(
    private readonly book: OrderBook,
    private readonly cutoffMs: number,
  ) {}

  supplyCreatedAt(day: number): number {
    return this.book.dayStart(day + 1) + 9 * HOUR;
  }

  supplyClosedAt(day: number): number {
    return this.book.dayStart(day + 2) + 12 * HOUR;
  }

  /** Days that have a supply by "now", oldest first. */
  supplyDays(): number[] {
    const days: number[] = [];
    for (let day = 0; day < this.book.days; day++) if (this.supplyCreatedAt(day) <= this.cutoffMs) days.push(day);
    return days;
  }

  supplyDayOf(id: string): number | undefined {
    const m = /^WB-GI-(\d+)$/.exec(id);
    if (!m) return undefined;
    const day = Number(m[1]) - FBS_SUPPLY_BASE;
    return this.supplyDays().includes(day) ? day : undefined;
  }

  supplyJson(day: number) {
    const closed = this.supplyClosedAt(day) <= this.cutoffMs;
    const [y, m, d] = mskDate(this.book.dayStart(day)).split('-');
    return {
      id: `WB-GI-${FBS_SUPPLY_BASE + day}`,
      isB2b: false,
      isPickupPointShipmentAllowed: false,
      done: closed,
      createdAt: utcDateTime(this.supplyCreatedAt(day)),
      closedAt: closed ? utcDateTime(this.supplyClosedAt(day)) : null,
      scanDt: closed ? utcDateTime(this.supplyClosedAt(day) + 2 * HOUR) : null,
      name: `Поставка за ${d}.${m}.${y}`,
      cargoType: 1,
      crossBorderType: 0,
      destinationOfficeId: null,
      recommendedWhId: 507,
    };
  }

  ordersOfSupply(day: number): Order[] {
    return this.book.ordersOfDay(day).filter((o) => o.model === 'fbs' && o.fbsSupplyDay === day);
  }

  /** FBS orders created in [fromMs, toMs), in ID order. */
  *ordersBetween(fromMs: number, toMs: number): Generator<Order> {
    for (let day = Math.max(0, this.book.dayOf(fromMs)); day <= Math.min(this.book.days - 1, this.book.dayOf(toMs)); day++) {
      for (const o of this.book.ordersOfDay(day)) if (o.model === 'fbs' && o.createdAt >= fromMs && o.createdAt < toMs) yield o;
    }
  }

  recentFrom(): number {
    return this.cutoffMs - RECENT_ORDERS_DAYS * DAY_MS;
  }

  supplyIdOf(o: Order): string | null {
    return o.fbsSupplyDay !== null && this.supplyCreatedAt(o.fbsSupplyDay) <= this.cutoffMs ? `WB-GI-${FBS_SUPPLY_BASE + o.fbsSupplyDay}` : null;
  }

  /** The seller's and WB's status of an order as of "now". */
  status(o: Order): { supplierStatus: string; wbStatus: string; isCancellable: boolean } {
    const happened = (t: number | undefined) => t !== undefined && t <= this.cutoffMs;
    const cancelled = happened(o.cancelAt);
    if (cancelled && o.cancelKind === 'seller') return { supplierStatus: 'cancel', wbStatus: 'canceled', isCancellable: false };
    if (cancelled && o.cancelKind === 'declined') return { supplierStatus: 'new', wbStatus: 'declined_by_client', isCancellable: false };
    const supplied = o.fbsSupplyDay !== null && this.supplyCreatedAt(o.fbsSupplyDay) <= this.cutoffMs;
    const handedOver = supplied && this.supplyClosedAt(o.fbsSupplyDay!) <= this.cutoffMs;
    const supplierStatus = handedOver ? 'complete' : supplied ? 'confirm' : 'new';
    const wbStatus = cancelled
      ? 'canceled_by_client'
      : happened(o.saleAt)
        ? 'sold'
        : happened(o.deliveredAt)
          ? 'ready_for_pickup'
          : handedOver
            ? 'sorted'
            : 'waiting';
    return { supplierStatus, wbStatus, isCancellable: !cancelled && supplierStatus !== 'complete' };
  }

  orderJson(o: Order) {
    const size = o.card.sizes[o.sizeIndex]!;
    const { finished } = orderPrices(o);
    return {
      address: null,
      scanPrice: null,
      deliveryType: 'fbs',
      supplyId: this.supplyIdOf(o) ?? '',
      orderUid: o.orderUid,
      article: o.card.vendorCode,
      colorCode: '',
      rid: o.srid,
      createdAt: utcDateTime(o.createdAt),
      offices: [o.region.region],
      skus: [size.barcode],
      id: o.id,
      warehouseId: o.warehouseId,
      officeId: o.region.office.id,
      nmId: o.card.nmID,
      chrtId: size.chrtID,
      price: finished,
      convertedPrice: finished,
      currencyCode: 643,
      convertedCurrencyCode: 643,
      cargoType: 1,
      crossBorderType: 0,
      comment: '',
      isZeroOrder: false,
      options: { isB2B: false },
    };
  }

  archiveJson(o: Order) {
    const size = o.card.sizes[o.sizeIndex]!;
    const { finished } = orderPrices(o);
    const { supplierStatus, wbStatus } = this.status(o);
    return {
      cargoType: 'mgt',
      colorCode: null,
      createdAt: mskDate(o.createdAt),
      crossBorder: null,
      crossBorderType: 'none',
      id: o.id,
      isZeroOrder: false,
      metaDetails: [],
      options: { isB2B: false },
      orderUid: o.orderUid,
      priceInfo: { convertedCurrencyCode: 643, convertedPrice: finished, currencyCode: 643, price: finished },
      product: { article: o.card.vendorCode, chrtId: size.chrtID, nmId: o.card.nmID, skus: [size.barcode] },
      rid: o.srid,
      scanPrice: null,
      status: { supplierStatus, wbStatus },
      stickerId: Number(o.sticker),
      supplyId: this.supplyIdOf(o),
      warehouseId: o.warehouseId,
    };
  }
}

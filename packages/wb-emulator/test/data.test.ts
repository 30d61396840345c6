import { describe, expect, it } from 'vitest';
import { generateSellerData } from '../src/index.ts';
import { LARGE_CAMPAIGN_NMS } from '../src/data/adverts.ts';
import { FbsView } from '../src/data/fbs.ts';
import { ANCHOR } from './helpers.ts';

describe('seeded dataset', () => {
  const a = generateSellerData({ seed: 11, anchorDate: ANCHOR });

  it('is the same for the same seed and anchor, and differs for another seed', () => {
    const b = generateSellerData({ seed: 11, anchorDate: ANCHOR });
    expect(b.cards).toEqual(a.cards);
    expect(b.seller).toEqual(a.seller);
    expect(b.orders.ordersOfDay(200)).toEqual(a.orders.ordersOfDay(200));
    const report = a.finance.reports()[10]!;
    expect(b.finance.rows(report)).toEqual(a.finance.rows(report));
    const c = generateSellerData({ seed: 12, anchorDate: ANCHOR });
    expect(c.cards.map((x) => x.nmID)).not.toEqual(a.cards.map((x) => x.nmID));
  });

  it('holds a realistic seller: 300+ cards with sizes, barcodes and a few invalid dimensions', () => {
    expect(a.cards.length).toBeGreaterThanOrEqual(300);
    expect(new Set(a.cards.map((c) => c.nmID)).size).toBe(a.cards.length);
    const chrtIds = a.cards.flatMap((c) => c.sizes.map((s) => s.chrtID));
    expect(new Set(chrtIds).size).toBe(chrtIds.length);
    expect(a.cards.some((c) => !c.dimensions.isValid)).toBe(true);
    expect(a.cards.some((c) => c.photoCount === 0)).toBe(true);
    expect(a.cards.every((c) => /[а-я]/.test(c.title))).toBe(true);
  });

  it('ties finance rows to orders by srid, shkId and nmId, with kopeck-exact decimal strings', () => {
    const report = a.finance.reports().find((r) => r.reportType === 2)!;
    const rows = a.finance.rows(report);
    const sale = rows.find((r) => r.docTypeName === 'Продажа')!;
    const day = a.orders.dayOf(Date.parse(String(sale.orderDt)));
    const order = a.orders.ordersOfDay(day).find((o) => o.srid === sale.srid)!;
    expect(order.shkId).toBe(sale.shkId);
    expect(order.card.nmID).toBe(sale.nmId);
    for (const field of ['retailPrice', 'retailAmount', 'forPay', 'acquiringFee', 'deliveryService']) {
      expect(String(sale[field])).toMatch(/^-?\d+(\.\d{1,2})?$/);
    }
    expect(rows.map((r) => r.rrdId)).toEqual(rows.map((_, i) => report.firstRrdId + i));
    const types = new Set(a.finance.reports().map((r) => r.reportType));
    expect([...types].sort()).toEqual([1, 2]);
  });

  it('charges a unit not bought out two trips, to the buyer and back, each at the trip out’s tariff', () => {
    const legs = new Map<number, { to?: string; back?: string; sold: boolean }>();
    for (const report of a.finance.reports().slice(-16)) {
      for (const row of a.finance.rows(report)) {
        const unit = legs.get(Number(row.shkId)) ?? { sold: false };
        if (row.docTypeName === 'Продажа' || row.docTypeName === 'Возврат') unit.sold = true;
        if (row.sellerOperName === 'Логистика' && row.deliveryAmount === 1) unit.to = String(row.deliveryService);
        if (row.sellerOperName === 'Логистика' && row.returnAmount === 1) unit.back = String(row.deliveryService);
        legs.set(Number(row.shkId), unit);
      }
    }
    const refused = [...legs.values()].filter((unit) => !unit.sold && unit.to !== undefined && unit.back !== undefined);
    expect(refused.length).toBeGreaterThan(10);
    for (const unit of refused) expect(unit.back).toBe(unit.to);
  });

  it('keeps lastChangeDate at or after the order date, and FBW incomeID equal to an accepted supply', () => {
    const supplyIds = new Set(a.fbwSupplies.map((s) => s.supplyID));
    for (const o of a.orders.ordersOfDay(300)) {
      if (o.cancelAt !== undefined) expect(o.cancelAt).toBeGreaterThan(o.createdAt);
      if (o.model === 'fbw') expect(supplyIds.has(o.incomeId)).toBe(true);
    }
  });

  it('dates no FBW supply event after "now": a planned supply is created and updated before it', () => {
    for (const s of a.fbwSupplies) {
      for (const at of [s.createDate, s.updatedDate, s.factDate]) if (at !== null) expect(at).toBeLessThan(a.cutoffMs);
    }
    expect(a.fbwSupplies.some((s) => s.supplyDate !== null && s.supplyDate > a.cutoffMs)).toBe(true);
  });

  it('puts every FBS order into the order ids of its own supply, each with its own sticker number', () => {
    const fbs = new FbsView(a.orders, a.cutoffMs);
    const inSupplies = fbs.supplyDays().flatMap((day) => fbs.ordersOfSupply(day).map((o) => o.id));
    expect(new Set(inSupplies).size).toBe(inSupplies.length);
    const days = fbs.supplyDays().slice(-30);
    const fbsOrders = days.flatMap((day) => a.orders.ordersOfDay(day).filter((o) => o.model === 'fbs'));
    const supplied = new Set(days.flatMap((day) => fbs.ordersOfSupply(day).map((o) => o.id)));
    for (const o of fbsOrders)
      if (o.fbsSupplyDay !== null && days.includes(o.fbsSupplyDay)) expect(supplied.has(o.id)).toBe(true);
    expect(new Set(fbsOrders.map((o) => o.sticker)).size).toBe(fbsOrders.length);
  });

  it('gives buyout reports int64 ids above 2^53 and main reports ordinary ones', () => {
    const ids = a.finance.reports().map((r) => ({ type: r.reportType, id: BigInt(r.reportId) }));
    expect(ids.filter((r) => r.type === 2).every((r) => r.id > BigInt(Number.MAX_SAFE_INTEGER))).toBe(true);
    expect(ids.filter((r) => r.type === 1).every((r) => r.id < BigInt(Number.MAX_SAFE_INTEGER))).toBe(true);
  });

  it('publishes the same correction for the same seed, within the reported week’s rrdIds, into the list totals', () => {
    const b = generateSellerData({ seed: 11, anchorDate: ANCHOR });
    const c = generateSellerData({ seed: 11, anchorDate: ANCHOR });
    const report = b.finance
      .reports()
      .filter((r) => r.reportType === 1)
      .at(-2)!;
    const newest = b.finance.reports().at(-1)!;
    const lastRrdId = b.finance.rows(newest).at(-1)!.rrdId;
    const before = b.finance.summary(report);
    const rowsBefore = b.finance.rows(report).length;
    const added = b.finance.publishCorrection();
    expect(c.finance.publishCorrection()).toEqual(added);
    expect(added.map((r) => r.rrdId)).toEqual(added.map((_, i) => report.firstRrdId + rowsBefore + i));
    expect(added.every((r) => r.rrdId < lastRrdId && r.reportId === report.reportId)).toBe(true);
    expect(b.finance.rows(report).slice(rowsBefore)).toEqual(added);
    expect(b.finance.summary(report).bankPaymentSum).not.toBe(before.bankPaymentSum);
  });

  it('runs one campaign over more than 100 products, leaving the others as the seed made them', () => {
    const large = a.adverts.adverts.filter((ad) => ad.cards.length > 100);
    expect(large.map((ad) => [ad.status, ad.cards.length])).toEqual([[9, LARGE_CAMPAIGN_NMS]]);
    const small = generateSellerData({ seed: 11, anchorDate: ANCHOR, scale: 0.05 });
    expect(small.adverts.adverts.every((ad) => ad.cards.length <= 4)).toBe(true);
  });
});

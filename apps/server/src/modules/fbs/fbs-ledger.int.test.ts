import { describe, expect, it } from 'vitest';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { cardSettings, unitLedger, wbCards, wbFbsOrders } from '../../db/schema/index.ts';
import { syncUntilDone } from '../../../test/support/sync-kit.ts';
import { LEDGER_BATCH } from './fbs.sync.ts';
import { syncWorld } from '../../../test/support/sync-world.ts';

const COMPANY = 190_000_014;

describe('an FBS sync fills the unit ledger', () => {
  const world = syncWorld(COMPANY);

  it("keeps each supplied order's sticker and enters its unit at the card's cost; a file's cost is never overwritten", async () => {
    const { database, emulator, services, token } = world;
    expect(await syncUntilDone(services, COMPANY, 'cards', async () => [token])).toEqual({ kind: 'done' });
    const cards = await database.db.select({ nmId: wbCards.nmId }).from(wbCards).where(eq(wbCards.companyId, COMPANY));
    // Every card but the first has a cost price: the first one's units stay unsaved.
    const [uncosted, ...costed] = cards.map((card) => card.nmId);
    await database.db
      .insert(cardSettings)
      .values(costed.map((nmId, index) => ({ companyId: COMPANY, nmId, firstPriceKopecks: 10_000 + index })));
    expect(await syncUntilDone(services, COMPANY, 'fbs', async () => [token])).toEqual({ kind: 'done' });

    const supplied = await database.db
      .select()
      .from(wbFbsOrders)
      .where(
        and(
          eq(wbFbsOrders.companyId, COMPANY),
          isNotNull(wbFbsOrders.supplyId),
          inArray(wbFbsOrders.supplierStatus, ['confirm', 'complete']),
        ),
      );
    // More than a batch: the ledger is filled a batch per transaction, the first card's units left out in each.
    expect(supplied.length).toBeGreaterThan(LEDGER_BATCH);
    for (const order of supplied) expect(order.stickerId).toBe(emulator.data.orders.byId(order.orderId)!.sticker);

    const units = await database.db.select().from(unitLedger).where(eq(unitLedger.companyId, COMPANY));
    const expected = supplied.filter((order) => order.nmId !== uncosted);
    expect(units.map((unit) => unit.shkId).sort()).toEqual(expected.map((order) => order.stickerId).sort());
    const costOf = new Map(costed.map((nmId, index) => [nmId, 10_000 + index]));
    for (const unit of units) {
      expect(unit).toMatchObject({ type: 'FBS', costSource: 'card', firstPriceKopecks: costOf.get(unit.nmId) });
    }

    const [first] = units;
    await database.db
      .update(unitLedger)
      .set({ firstPriceKopecks: 1, costSource: 'file', fileName: 'Поставка.xlsx', fileRow: 2 })
      .where(and(eq(unitLedger.companyId, COMPANY), eq(unitLedger.shkId, first!.shkId)));
    expect(await syncUntilDone(services, COMPANY, 'fbs', async () => [token])).toEqual({ kind: 'done' });
    const again = await database.db.select().from(unitLedger).where(eq(unitLedger.companyId, COMPANY));
    expect(again).toHaveLength(units.length);
    expect(again.find((unit) => unit.shkId === first!.shkId)).toMatchObject({
      firstPriceKopecks: 1,
      costSource: 'file',
    });

    // A sync sends only the units not in the ledger yet: the card given a cost now has its units entered.
    await database.db.insert(cardSettings).values({ companyId: COMPANY, nmId: uncosted!, firstPriceKopecks: 7_700 });
    expect(await syncUntilDone(services, COMPANY, 'fbs', async () => [token])).toEqual({ kind: 'done' });
    const all = await database.db.select().from(unitLedger).where(eq(unitLedger.companyId, COMPANY));
    expect(all.map((unit) => unit.shkId).sort()).toEqual(supplied.map((order) => order.stickerId).sort());
    expect(all.filter((unit) => unit.nmId === uncosted).every((unit) => unit.firstPriceKopecks === 7_700)).toBe(true);
  });
});

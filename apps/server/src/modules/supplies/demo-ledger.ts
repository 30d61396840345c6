// The demo seller's cost prices and the files a seller would have loaded: most cards have a cost
// price, so the FBS sync saves most supplies by itself, while a few cards still lack one and their
// supplies stay partly unsaved; of the accepted FBO incomes one is saved whole from its file, two
// have their sold units saved, and the rest wait for their files.
import { toMskDate } from '@seller-helper/wb';
import { generateSellerData, type Card } from '@seller-helper/wb-emulator';
import type { Database } from '../../db/client.ts';
import { seedMissingCostPrices } from '../cards/cards.service.ts';
import * as repo from './supplies.repo.ts';

/** A few cards (every hundredth, from the 68th on) have no cost price yet. */
const withoutCost = (index: number) => index % 100 === 67;
/** The seller bought goods at about 40 % of the price they sell at (after the seller's discount). */
const costOf = (card: Card) => Math.round(((card.sizes[0]?.price ?? 0) * (100 - card.discount) * 0.4) / 100) * 100;

export async function seedDemoLedger(db: Database, companyId: number, seed: number): Promise<void> {
  const data = generateSellerData({ seed });
  const costs = data.cards
    .filter((_card, index) => !withoutCost(index))
    .map((card) => ({ nmId: card.nmID, firstPriceKopecks: costOf(card) }));
  await seedMissingCostPrices(db, companyId, costs);
  const costByCard = new Map(costs.map((cost) => [cost.nmId, cost.firstPriceKopecks]));

  const accepted = data.fbwSupplies
    .filter((income) => income.statusID === 5 && income.supplyID !== null)
    .sort((a, b) => b.createDate - a.createDate);
  // The second and third newest accepted incomes: their sold units, as the seller's files listed them.
  // The fourth newest: every unit its goods hold, the unsold ones too.
  const partly = accepted.slice(1, 3);
  const whole = accepted[3];
  const incomes = whole ? [...partly, whole] : partly;
  const dayOf = new Map(
    incomes.map((income) => [income.supplyID!, toMskDate(new Date(income.factDate ?? income.createDate))]),
  );
  const rows: repo.LedgerInsert[] = [];
  const lineOf = new Map<number, number>();
  const unit = (incomeId: number, shkId: string, card: Card, cost: number): repo.LedgerInsert => {
    const line = (lineOf.get(incomeId) ?? 1) + 1;
    lineOf.set(incomeId, line);
    return {
      companyId,
      shkId,
      nmId: card.nmID,
      article: card.vendorCode,
      firstPriceKopecks: cost,
      supplyId: String(incomeId),
      type: 'FBO',
      supplyDate: dayOf.get(incomeId)!,
      costSource: 'file',
      fileName: `Поставка ${incomeId}.xlsx`,
      fileRow: line,
    };
  };
  // The whole income's sold units by good (card and size), at most the good's quantity.
  const soldOfWhole = new Map<string, number>();
  for (let day = 0; day < data.orders.days; day++) {
    for (const order of data.orders.ordersOfDay(day)) {
      if (order.model !== 'fbw' || !dayOf.has(order.incomeId) || order.createdAt > data.cutoffMs) continue;
      if (order.incomeId === whole?.supplyID) {
        const good = whole.goods.find((g) => g.card.nmID === order.card.nmID && g.sizeIndex === order.sizeIndex);
        const key = `${order.card.nmID}:${order.sizeIndex}`;
        const sold = soldOfWhole.get(key) ?? 0;
        if (!good || sold >= good.quantity) continue;
        soldOfWhole.set(key, sold + 1);
        rows.push(unit(order.incomeId, String(order.shkId), order.card, costOf(order.card)));
        continue;
      }
      const cost = costByCard.get(order.card.nmID);
      if (cost !== undefined) rows.push(unit(order.incomeId, String(order.shkId), order.card, cost));
    }
  }
  // Units of the whole income not sold yet: their ШК are known from the seller's file only, numbered
  // after the income's ID (WB's ШК of sold units here are eleven digits, these thirteen).
  let unsold = 0;
  for (const good of whole?.goods ?? []) {
    for (let n = soldOfWhole.get(`${good.card.nmID}:${good.sizeIndex}`) ?? 0; n < good.quantity; n++) {
      unsold += 1;
      const shkId = String(whole!.supplyID! * 100_000 + unsold);
      rows.push(unit(whole!.supplyID!, shkId, good.card, costOf(good.card)));
    }
  }
  await db.transaction((tx) => repo.insertMissing(tx, rows));
}

// The demo seller's cost prices and the files a seller would have loaded: most cards have a cost
// price, so the FBS sync saves most supplies by itself, while a few cards still lack one and their
// supplies stay partly unsaved; a few accepted FBO incomes have their sold units saved from files.
import { toMskDate } from '@seller-helper/wb';
import { generateSellerData } from '@seller-helper/wb-emulator';
import type { Database } from '../../db/client.ts';
import { seedMissingCostPrices } from '../cards/cards.service.ts';
import * as repo from './supplies.repo.ts';

/** A few cards (every hundredth, from the 68th on) have no cost price yet. */
const withoutCost = (index: number) => index % 100 === 67;
/** The seller bought goods at about 40 % of the shelf price. */
const costOf = (priceRubles: number) => Math.round(priceRubles * 0.4) * 100;

export async function seedDemoLedger(db: Database, companyId: number, seed: number): Promise<void> {
  const data = generateSellerData({ seed });
  const costs = data.cards
    .filter((_card, index) => !withoutCost(index))
    .map((card) => ({ nmId: card.nmID, firstPriceKopecks: costOf(card.sizes[0]?.price ?? 0) }));
  await seedMissingCostPrices(db, companyId, costs);
  const costByCard = new Map(costs.map((cost) => [cost.nmId, cost.firstPriceKopecks]));

  // The second and third newest accepted incomes: their sold units, as the seller's files listed them.
  const incomes = data.fbwSupplies
    .filter((income) => income.statusID === 5 && income.supplyID !== null)
    .sort((a, b) => b.createDate - a.createDate)
    .slice(1, 3);
  const dayOf = new Map(
    incomes.map((income) => [income.supplyID!, toMskDate(new Date(income.factDate ?? income.createDate))]),
  );
  const rows: repo.LedgerInsert[] = [];
  const lineOf = new Map<number, number>();
  for (let day = 0; day < data.orders.days; day++) {
    for (const order of data.orders.ordersOfDay(day)) {
      const supplyDate = order.model === 'fbw' ? dayOf.get(order.incomeId) : undefined;
      const cost = costByCard.get(order.card.nmID);
      if (!supplyDate || cost === undefined || order.createdAt > data.cutoffMs) continue;
      const line = (lineOf.get(order.incomeId) ?? 1) + 1;
      lineOf.set(order.incomeId, line);
      rows.push({
        companyId,
        shkId: String(order.shkId),
        nmId: order.card.nmID,
        article: order.card.vendorCode,
        firstPriceKopecks: cost,
        supplyId: String(order.incomeId),
        type: 'FBO',
        supplyDate,
        costSource: 'file',
        fileName: `Поставка ${order.incomeId}.xlsx`,
        fileRow: line,
      });
    }
  }
  await db.transaction((tx) => repo.insertMissing(tx, rows));
}

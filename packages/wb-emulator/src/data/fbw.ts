import { Random } from '../random.ts';
import { DAY_MS } from './calendar.ts';
import type { Card } from './catalog.ts';
import { WB_WAREHOUSES, type WbWarehouse } from './dictionary.ts';

export interface FbwGood {
  card: Card;
  sizeIndex: number;
  quantity: number;
  accepted: number;
}

export interface FbwSupply {
  /** null until WB assigns a supply number (status 1); then equals `giId` in the finance report. */
  supplyID: number | null;
  preorderID: number;
  phone: string;
  createDate: number;
  supplyDate: number | null;
  factDate: number | null;
  updatedDate: number | null;
  statusID: 1 | 2 | 3 | 4 | 5 | 6;
  boxTypeID: 1 | 2 | 5;
  isBoxOnPallet: boolean;
  warehouse: WbWarehouse;
  /** Paid acceptance in kopecks (0 = free). */
  acceptanceKopecks: number;
  paidAcceptanceCoefficient: number;
  goods: FbwGood[];
}

/**
 * FBW supplies over the year: a first supply with every card before the dataset starts, then one
 * every few days, plus a few planned ones after "now" in every pre-acceptance status.
 */
export function generateFbwSupplies(seed: number, cards: readonly Card[], startMs: number, cutoffMs: number): FbwSupply[] {
  const rnd = new Random(seed, 2);
  const supplies: FbwSupply[] = [];
  let supplyNo = 27_000_000 + rnd.int(0, 99_999);
  let preorderNo = 34_000_000 + rnd.int(0, 99_999);
  const phone = `+375 29 *** ${rnd.int(10, 99)} ${rnd.int(10, 99)}`;
  const make = (supplyDay: number, status: FbwSupply['statusID'], allCards: boolean): FbwSupply => {
    const planned = supplyDay - rnd.int(3, 10) * DAY_MS + rnd.int(0, DAY_MS - 1);
    // A supply planned for after "now" was still created before it: on the last day, at the drawn time.
    const createDate = planned < cutoffMs ? planned : cutoffMs - DAY_MS + (planned % DAY_MS);
    const chosen = allCards ? cards : rnd.sample(cards, Math.min(cards.length, rnd.int(25, 60)));
    const accepted = status >= 4;
    const factDate = accepted ? supplyDay + rnd.int(8, 18) * 3_600_000 : null;
    const goods = chosen.flatMap((card) =>
      card.sizes.map((_, sizeIndex) => {
        const quantity = rnd.int(allCards ? 20 : 5, allCards ? 80 : 40);
        return { card, sizeIndex, quantity, accepted: status === 5 ? quantity - (rnd.chance(0.03) ? 1 : 0) : 0 };
      }),
    );
    const paid = rnd.chance(0.3);
    preorderNo += rnd.int(1, 500);
    return {
      supplyID: status === 1 ? null : (supplyNo += rnd.int(1, 900)),
      preorderID: preorderNo,
      phone,
      createDate,
      supplyDate: status === 1 ? null : supplyDay,
      factDate,
      updatedDate:
        factDate === null
          ? status === 1
            ? null
            : Math.min(createDate + DAY_MS, cutoffMs - 1_000)
          : factDate + rnd.int(1, 5) * 3_600_000,
      statusID: status,
      boxTypeID: rnd.weighted([[2, 6], [5, 3], [1, 1]] as const),
      isBoxOnPallet: rnd.chance(0.2),
      warehouse: rnd.weighted(WB_WAREHOUSES.map((w) => [w, w.name === 'Коледино' ? 5 : w.russian ? 2 : 1] as const)),
      acceptanceKopecks: paid ? rnd.int(5, 40) * 5_000 : 0,
      paidAcceptanceCoefficient: paid ? rnd.pick([1, 2, 3]) : 0,
      goods,
    };
  };

  supplies.push(make(startMs - 12 * DAY_MS, 5, true));
  for (let day = startMs + rnd.int(1, 4) * DAY_MS; day < cutoffMs - DAY_MS; day += rnd.int(3, 6) * DAY_MS) {
    const daysAgo = (cutoffMs - day) / DAY_MS;
    supplies.push(make(day, daysAgo < 2 ? 6 : daysAgo < 3 ? 4 : 5, false));
  }
  for (const status of [3, 2, 2, 1] as const) supplies.push(make(cutoffMs + rnd.int(2, 12) * DAY_MS, status, false));
  return supplies;
}

/** For each nmID, accepted supplies in order of acceptance (orders take their incomeID from these). */
export function indexAcceptedByCard(supplies: readonly FbwSupply[]): Map<number, FbwSupply[]> {
  const byCard = new Map<number, FbwSupply[]>();
  for (const supply of supplies) {
    if (supply.statusID !== 5 || supply.factDate === null) continue;
    for (const good of supply.goods) {
      const list = byCard.get(good.card.nmID) ?? [];
      if (list[list.length - 1] !== supply) list.push(supply);
      byCard.set(good.card.nmID, list);
    }
  }
  for (const list of byCard.values()) list.sort((a, b) => a.factDate! - b.factDate!);
  return byCard;
}

/** The latest supply of this card accepted before `ms` (the first one when none was yet). */
export function supplyBefore(list: readonly FbwSupply[], ms: number): FbwSupply {
  let found = list[0]!;
  for (const s of list) {
    if (s.factDate! <= ms) found = s;
    else break;
  }
  return found;
}

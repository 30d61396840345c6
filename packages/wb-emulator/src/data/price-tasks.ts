import type { Card } from './catalog.ts';

/** WB's texts of a card it did not change (02-items.yaml, `GoodHistory.errorText`). */
export const QUARANTINE_ERROR =
  'The new price is several times lower than the current price. Item has been moved to Price Quarantine';
export const UNKNOWN_ITEM_ERROR = 'Invalid item No.';

/** One line of an upload: a card's price and discount, a size's price, or a card's WB Club discount. */
export interface PriceLine {
  nmID: number;
  sizeID?: number;
  price?: number;
  discount?: number;
  clubDiscount?: number;
}

export type TaskKind = 'card' | 'size' | 'club';

interface GoodOutcome {
  nmID: number;
  vendorCode: string;
  sizeID: number | null;
  techSizeName: string;
  price: number | null;
  discount: number;
  clubDiscount: number | null;
  status: 2 | 3;
  errorText: string | null;
}

export interface PriceTask {
  id: number;
  kind: TaskKind;
  lines: PriceLine[];
  key: string;
  uploadDate: string;
  /** Reads of its state left before WB processes it: WB applies an upload some time after taking it. */
  readsLeft: number;
  status: 1 | 3 | 5 | 6;
  goods: GoodOutcome[];
}

export interface QuarantineEntry {
  nmID: number;
  newPrice: number;
  oldPrice: number;
  newDiscount: number;
  oldDiscount: number;
}

/** Price after the discount in kopecks, whole: the comparisons below stay exact. */
const discountedKopecks = (price: number, discount: number) => price * (100 - discount);

/**
 * WB's price uploads: each is taken at once, processed later (after `readsBeforeDone` reads of its
 * state), card by card: a card the seller marked refused keeps its price with WB's error, a cut of
 * three times or more goes to the price quarantine, the others change what the prices list answers.
 */
export class PriceDesk {
  private nextId = 7_100_000;
  readonly tasks = new Map<number, PriceTask>();
  readonly quarantine = new Map<number, QuarantineEntry>();
  /** Cards WB refuses to reprice, with WB's reason (e.g. a sale by the stock index). */
  readonly refusals = new Map<number, string>();
  /** How many reads of a new task's state answer «still processing». */
  readsBeforeDone = 1;

  constructor(
    private readonly cards: Map<number, Card>,
    private readonly now: () => number,
  ) {}

  /** The task of an identical upload, which WB answers with 208. */
  existing(kind: TaskKind, lines: PriceLine[]): PriceTask | undefined {
    const key = `${kind}:${JSON.stringify(lines)}`;
    return [...this.tasks.values()].find((t) => t.key === key);
  }

  create(kind: TaskKind, lines: PriceLine[]): PriceTask {
    const task: PriceTask = {
      id: this.nextId++,
      kind,
      lines,
      key: `${kind}:${JSON.stringify(lines)}`,
      uploadDate: new Date(this.now()).toISOString(),
      readsLeft: this.readsBeforeDone,
      status: 1,
      goods: [],
    };
    this.tasks.set(task.id, task);
    return task;
  }

  /** A read of the task's state: the one that finds no reads left processes it. */
  read(id: number): PriceTask | undefined {
    const task = this.tasks.get(id);
    if (!task || task.status !== 1) return task;
    if (task.readsLeft > 0) {
      task.readsLeft -= 1;
      return task;
    }
    this.process(task);
    return task;
  }

  /** Whether any line would change the card (WB refuses an upload that changes nothing). */
  changes(kind: TaskKind, line: PriceLine): boolean {
    const card = this.cards.get(line.nmID);
    if (!card) return false;
    if (kind === 'club') return line.clubDiscount !== card.clubDiscount;
    if (kind === 'size') return card.sizes.find((s) => s.chrtID === line.sizeID)?.price !== line.price;
    return (
      (line.price !== undefined && line.price !== card.price) ||
      (line.discount !== undefined && line.discount !== card.discount)
    );
  }

  private process(task: PriceTask) {
    task.goods = task.lines.map((line) => this.apply(task.kind, line));
    const failed = task.goods.filter((g) => g.status === 3).length;
    task.status = failed === 0 ? 3 : failed === task.goods.length ? 6 : 5;
  }

  private apply(kind: TaskKind, line: PriceLine): GoodOutcome {
    const card = this.cards.get(line.nmID);
    const size = kind === 'size' ? card?.sizes.find((s) => s.chrtID === line.sizeID) : undefined;
    const outcome = (status: 2 | 3, errorText: string | null): GoodOutcome => ({
      nmID: line.nmID,
      vendorCode: card?.vendorCode ?? '',
      sizeID: size?.chrtID ?? null,
      techSizeName: size?.techSize ?? '',
      price: kind === 'club' ? null : (line.price ?? card?.price ?? null),
      discount: line.discount ?? card?.discount ?? 0,
      clubDiscount: kind === 'club' ? (line.clubDiscount ?? null) : (card?.clubDiscount ?? null),
      status,
      errorText,
    });
    if (!card || (kind === 'size' && !size)) return outcome(3, UNKNOWN_ITEM_ERROR);
    const refusal = this.refusals.get(card.nmID);
    if (refusal) return outcome(3, refusal);
    if (kind === 'club') {
      card.clubDiscount = line.clubDiscount!;
      return outcome(2, null);
    }
    if (kind === 'size') {
      // WB applies no quarantine to goods priced by size.
      size!.price = line.price!;
      return outcome(2, null);
    }
    const price = line.price ?? card.price;
    const discount = line.discount ?? card.discount;
    if (discountedKopecks(price, discount) * 3 <= discountedKopecks(card.price, card.discount)) {
      this.quarantine.set(card.nmID, {
        nmID: card.nmID,
        newPrice: price,
        oldPrice: card.price,
        newDiscount: discount,
        oldDiscount: card.discount,
      });
      return outcome(3, QUARANTINE_ERROR);
    }
    // A new price that is not such a cut brings the card out of the quarantine.
    this.quarantine.delete(card.nmID);
    card.price = price;
    card.discount = discount;
    for (const s of card.sizes) s.price = price;
    return outcome(2, null);
  }
}

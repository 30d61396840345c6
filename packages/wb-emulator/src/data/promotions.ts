import { Random } from '../random.ts';
import { DAY_MS } from './calendar.ts';
import type { Card } from './catalog.ts';

// WB's promotions calendar for the seller: promotions that ended, run now and are coming, each with
// the seller's cards WB offers to it at a promotion discount. Dates are whole Moscow days at least a
// day away from the dataset's "now" (the anchor day), so whether one runs never depends on the hour.

export interface PromotionGood {
  card: Card;
  /** The discount WB sets when the card joins, %. */
  planDiscount: number;
  inAction: boolean;
}

export interface EmulatedPromotion {
  id: number;
  name: string;
  description: string;
  advantages: string[];
  type: 'regular' | 'auto';
  startMs: number;
  endMs: number;
  goods: PromotionGood[];
}

export type UploadAnswer =
  | { kind: 'taken'; uploadId: number; alreadyExists: boolean }
  | { kind: 'closed' }
  | { kind: 'invalid'; why: string };

interface Plan {
  name: string;
  /** First and last day, counted from the anchor day. */
  from: number;
  to: number;
  type: 'regular' | 'auto';
  /** Share of the catalogue offered; `small` offers the four most popular cards. */
  share: number | 'small';
  /** Share of the offered cards already in. */
  joined: number;
}

const PLANS: Plan[] = [
  { name: 'Распродажа выходных', from: -40, to: -34, type: 'regular', share: 0.15, joined: 0.6 },
  { name: 'Осенние скидки', from: -20, to: -11, type: 'regular', share: 0.2, joined: 0.5 },
  { name: 'Чёрная пятница', from: -2, to: 5, type: 'regular', share: 'small', joined: 0 },
  { name: 'Товары дня', from: -6, to: 9, type: 'regular', share: 0.2, joined: 0.3 },
  { name: 'Хиты сезона', from: -3, to: 4, type: 'auto', share: 0.1, joined: 1 },
  { name: 'Новогодняя распродажа', from: 12, to: 21, type: 'regular', share: 0.25, joined: 0.1 },
  { name: 'Зимние скидки', from: 30, to: 44, type: 'regular', share: 0.2, joined: 0 },
];

const ADVANTAGES = ['Плашка', 'Баннер', 'Топ выдачи товаров'];

/** A discount WB asks for: deeper than the card's own, at most 90 %. */
const deeper = (card: Card, more: number) => Math.min(90, card.discount + more);

export class PromotionCalendar {
  readonly promotions: EmulatedPromotion[] = [];
  private readonly uploads = new Map<string, number>();
  private nextUploadId: number;

  constructor(
    seed: number,
    cards: readonly Card[],
    /** 00:00 MSK of the anchor day: the calendar's "now". */
    readonly nowMs: number,
  ) {
    const rnd = new Random(seed, 70);
    let id = 800 + rnd.int(0, 99);
    this.nextUploadId = 5_000 + rnd.int(0, 999);
    const popular = [...cards].sort((a, b) => b.popularity - a.popularity || a.nmID - b.nmID);
    for (const plan of PLANS) {
      id += rnd.int(1, 9);
      const offered =
        plan.share === 'small' ? popular.slice(0, 4) : rnd.sample(cards, Math.max(1, Math.round(cards.length * plan.share)));
      const goods = offered.map((card, i): PromotionGood => ({
        card,
        // The small promotion asks one card for a discount no price survives: the loss a seller must see.
        planDiscount: plan.share === 'small' ? (i === 3 ? 85 : deeper(card, 3 + i * 2)) : deeper(card, rnd.int(5, 25)),
        inAction: rnd.chance(plan.joined),
      }));
      this.promotions.push({
        id,
        name: plan.name,
        description: `${plan.name}: покупатели видят товары акции с плашкой и в подборках на главной странице.`,
        advantages: ADVANTAGES.slice(0, rnd.int(1, 3)),
        type: plan.type,
        startMs: nowMs + plan.from * DAY_MS,
        // The last day is whole: the promotion ends at 23:59:59 Moscow time.
        endMs: nowMs + (plan.to + 1) * DAY_MS - 1000,
        goods: goods.sort((a, b) => a.card.nmID - b.card.nmID),
      });
    }
  }

  byId(id: number): EmulatedPromotion | undefined {
    return this.promotions.find((p) => p.id === id);
  }

  ended(promotion: EmulatedPromotion): boolean {
    return promotion.endMs < this.nowMs;
  }

  /**
   * Joins the offered cards of a running or coming regular promotion; cards WB does not offer to it
   * stay out. The same goods sent again are the same upload (`alreadyExists`).
   */
  upload(promotionId: number, nmIds: readonly number[], uploadNow: boolean): UploadAnswer {
    const promotion = this.byId(promotionId);
    if (!promotion || this.ended(promotion) || promotion.type === 'auto') return { kind: 'closed' };
    const key = `${promotionId}|${uploadNow}|${[...nmIds].sort((a, b) => a - b).join(',')}`;
    const earlier = this.uploads.get(key);
    if (earlier !== undefined) return { kind: 'taken', uploadId: earlier, alreadyExists: true };
    const uploadId = this.nextUploadId++;
    this.uploads.set(key, uploadId);
    const wanted = new Set(nmIds);
    for (const good of promotion.goods) if (wanted.has(good.card.nmID)) good.inAction = true;
    return { kind: 'taken', uploadId, alreadyExists: false };
  }
}

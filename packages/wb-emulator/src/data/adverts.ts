import { Random } from '../random.ts';
import { DAY_MS } from './calendar.ts';
import type { Card } from './catalog.ts';
import { SEARCH_WORDS } from './dictionary.ts';

export type AdvertStatus = -1 | 4 | 7 | 8 | 9 | 11;

export interface Advert {
  id: number;
  /** 8 = unified-bid (former "auto"), 9 = unified or manual bid. */
  type: 8 | 9;
  status: AdvertStatus;
  bidType: 'unified' | 'manual';
  paymentType: 'cpm' | 'cpc';
  name: string;
  placements: { search: boolean; recommendations: boolean };
  cards: Card[];
  bidKopecks: number;
  created: number;
  updated: number;
  started: number | null;
  /** Days with statistics: [firstDay, lastDay) in epoch ms at 00:00 MSK. */
  activeFrom: number | null;
  activeTo: number | null;
  budgetRubles: number;
}

/** The daily spending limit of a CPC campaign, in kopecks. */
export interface DailyLimit {
  enabled: boolean;
  limitKopecks: number;
  spentTodayKopecks: number;
  carryOver: boolean;
  requiredKopecks: number;
}

/** A catalogue larger than this gets a campaign of this many products: WB takes 100 pairs per cluster call. */
export const LARGE_CAMPAIGN_NMS = 120;

export interface DayStat {
  views: number;
  clicks: number;
  atbs: number;
  orders: number;
  shks: number;
  canceled: number;
  /** Spend and revenue in kopecks. */
  spend: number;
  revenue: number;
}

/** Campaigns of both types in every status, with per-day statistics and search clusters from the seed. */
export class AdvertBook {
  readonly adverts: Advert[] = [];
  /** Minus phrases per `${advertId}:${nmId}`; set-minus replaces them. */
  private readonly minus = new Map<string, string[]>();

  constructor(
    private readonly seed: number,
    cards: readonly Card[],
    private readonly cutoffMs: number,
  ) {
    const rnd = new Random(seed, 50);
    // A seller advertises the goods that sell: small campaigns take the more popular half of the
    // catalogue, so a card's advertising cost has orders and sales to be divided by.
    const selling = [...cards].sort((a, b) => b.popularity - a.popularity).slice(0, Math.ceil(cards.length / 2));
    let id = 24_000_000 + rnd.int(0, 999_999);
    for (const type of [8, 9] as const) {
      for (const status of [-1, 4, 7, 8, 9, 11] as const) {
        for (let n = rnd.int(1, status === 9 ? 5 : 2); n > 0; n--) {
          id += rnd.int(1, 5_000);
          const created = cutoffMs - rnd.int(20, 300) * DAY_MS + rnd.int(0, DAY_MS - 1);
          const startedDay = status === 4 || status === 8 ? null : Math.ceil((created - cutoffMs) / DAY_MS) * DAY_MS + cutoffMs + rnd.int(0, 3) * DAY_MS;
          const endDay = status === 9 ? cutoffMs : startedDay === null ? null : Math.min(cutoffMs, startedDay + rnd.int(5, 60) * DAY_MS);
          const chosen = rnd.sample(selling, rnd.int(1, 4));
          const manual = type === 9 && rnd.chance(0.5);
          const advert: Advert = {
            id,
            type,
            status,
            bidType: manual ? 'manual' : 'unified',
            paymentType: type === 9 && rnd.chance(0.3) ? 'cpc' : 'cpm',
            name: `${chosen[0]!.subject.name} — ${type === 8 ? 'единая ставка' : manual ? 'ручная ставка' : 'поиск и рекомендации'} ${id % 1000}`,
            placements: { search: true, recommendations: !manual },
            cards: chosen,
            bidKopecks: rnd.int(150, 900) * 100,
            created,
            updated: Math.max(created, (endDay ?? created) - rnd.int(0, 3) * 3_600_000),
            started: startedDay === null ? null : startedDay + rnd.int(8, 12) * 3_600_000,
            activeFrom: startedDay,
            activeTo: endDay,
            budgetRubles: rnd.int(5, 200) * 100,
          };
          this.adverts.push(advert);
          for (const card of chosen) this.minus.set(`${id}:${card.nmID}`, rnd.sample(this.clusters(advert, card.nmID), rnd.int(0, 3)));
        }
      }
    }
    if (cards.length > LARGE_CAMPAIGN_NMS) this.addLargeCampaign(cards, id);
    this.addRecentlyPausedCampaign(cards, this.adverts.at(-1)!.id);
  }

  /**
   * A search campaign that ran for five weeks and was paused four days ago, so a paused campaign has
   * spend in the last month, as a running business's has. Its own random stream leaves the others as they were.
   */
  private addRecentlyPausedCampaign(cards: readonly Card[], lastId: number): void {
    const rnd = new Random(this.seed, 56);
    const id = lastId + rnd.int(1, 5_000);
    const chosen = rnd.sample(cards, Math.min(cards.length, 3));
    const startedDay = this.cutoffMs - 39 * DAY_MS;
    const pausedDay = this.cutoffMs - 4 * DAY_MS;
    this.adverts.push({
      id,
      type: 9,
      status: 11,
      bidType: 'unified',
      paymentType: 'cpm',
      name: `${chosen[0]!.subject.name} — поиск и рекомендации ${id % 1000}`,
      placements: { search: true, recommendations: true },
      cards: chosen,
      bidKopecks: rnd.int(150, 600) * 100,
      created: startedDay - DAY_MS,
      updated: pausedDay + 15 * 3_600_000,
      started: startedDay + 9 * 3_600_000,
      activeFrom: startedDay,
      activeTo: pausedDay,
      budgetRubles: rnd.int(20, 150) * 100,
    });
  }

  /**
   * An active unified-bid campaign over 120 products, running the last two weeks: its (campaign,
   * product) pairs do not fit one cluster call. Its own random stream leaves the other campaigns as they were.
   */
  private addLargeCampaign(cards: readonly Card[], lastId: number): void {
    const rnd = new Random(this.seed, 54);
    const id = lastId + rnd.int(1, 5_000);
    const chosen = rnd.sample(cards, LARGE_CAMPAIGN_NMS);
    const startedDay = this.cutoffMs - 14 * DAY_MS;
    this.adverts.push({
      id,
      type: 8,
      status: 9,
      bidType: 'unified',
      paymentType: 'cpm',
      name: `Весь ассортимент — единая ставка ${id % 1000}`,
      placements: { search: true, recommendations: true },
      cards: chosen,
      bidKopecks: rnd.int(150, 400) * 100,
      created: startedDay - DAY_MS,
      updated: startedDay + 10 * 3_600_000,
      started: startedDay + 10 * 3_600_000,
      activeFrom: startedDay,
      activeTo: this.cutoffMs,
      budgetRubles: rnd.int(50, 300) * 100,
    });
  }

  /** The daily limit of a CPC campaign (WB has them for CPC campaigns only); from the seed. */
  dailyLimit(advert: Advert): DailyLimit | undefined {
    if (advert.paymentType !== 'cpc') return undefined;
    const rnd = new Random(this.seed, 55, advert.id);
    const limitKopecks = rnd.int(5, 60) * 10_000;
    const running = advert.status === 9;
    return {
      enabled: rnd.chance(0.7),
      limitKopecks,
      spentTodayKopecks: running ? rnd.int(0, limitKopecks) : 0,
      carryOver: rnd.chance(0.5),
      requiredKopecks: advert.bidKopecks * 20,
    };
  }

  byId(id: number): Advert | undefined {
    return this.adverts.find((a) => a.id === id);
  }

  /** Statistics of one product of a campaign on one day (zero outside the active period). */
  dayStat(advert: Advert, nmId: number, dayMs: number): DayStat {
    if (advert.activeFrom === null || advert.activeTo === null || dayMs < advert.activeFrom || dayMs >= advert.activeTo) {
      return { views: 0, clicks: 0, atbs: 0, orders: 0, shks: 0, canceled: 0, spend: 0, revenue: 0 };
    }
    const rnd = new Random(this.seed, 52, advert.id, nmId, dayMs);
    const views = rnd.int(200, 4_000);
    const clicks = Math.round((views * rnd.int(15, 80)) / 1_000);
    const atbs = Math.round((clicks * rnd.int(5, 25)) / 100);
    const orders = Math.round((atbs * rnd.int(20, 60)) / 100);
    const card = advert.cards.find((c) => c.nmID === nmId);
    const spend = advert.paymentType === 'cpc' ? clicks * Math.round(advert.bidKopecks / 20) : Math.round((views * advert.bidKopecks) / 1_000);
    return { views, clicks, atbs, orders, shks: orders, canceled: rnd.chance(0.1) ? 1 : 0, spend, revenue: orders * (card?.price ?? 0) * 100 };
  }

  /** Search clusters (normalised queries) of a product in a campaign. */
  clusters(advert: Advert, nmId: number): string[] {
    const card = advert.cards.find((c) => c.nmID === nmId);
    if (!card) return [];
    const rnd = new Random(this.seed, 51, advert.id, nmId);
    const stem = card.title.split(' ')[0]!.toLowerCase();
    const phrases = new Set<string>([stem, card.title.toLowerCase(), `${stem} ${card.color}`, `${stem} ${card.brand.toLowerCase()}`]);
    for (const word of rnd.sample(SEARCH_WORDS, rnd.int(4, 8))) phrases.add(`${stem} ${word}`);
    return [...phrases];
  }

  minusPhrases(advertId: number, nmId: number): string[] {
    return this.minus.get(`${advertId}:${nmId}`) ?? [];
  }

  setMinusPhrases(advertId: number, nmId: number, phrases: string[]): void {
    this.minus.set(`${advertId}:${nmId}`, [...phrases]);
  }

  /** Start, pause or stop by WB's rules: start from 4 or 11, pause from 9, stop from 9 or 11 (→ 7). */
  changeStatus(advert: Advert, action: 'start' | 'pause' | 'stop', now: number): boolean {
    const allowed = { start: [4, 11], pause: [9], stop: [9, 11] }[action] as number[];
    if (!allowed.includes(advert.status)) return false;
    advert.status = action === 'start' ? 9 : action === 'pause' ? 11 : 7;
    advert.updated = now;
    if (action === 'start') advert.started = now;
    return true;
  }

  days(fromMs: number, toMs: number): number[] {
    const out: number[] = [];
    for (let d = fromMs; d <= toMs && d < this.cutoffMs; d += DAY_MS) out.push(d);
    return out;
  }
}

